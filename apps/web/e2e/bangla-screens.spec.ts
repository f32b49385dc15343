import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, logIn, signUpNewCustomer } from './support.ts';

/** Where the screenshots of the Bangla screens go, to be looked at (not compared). */
const shots = join(import.meta.dirname, '../../../test-results/bangla-screens');

async function screenshot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  for (const [width, suffix] of [
    [1280, 'desktop'],
    [390, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the screen: a Bangla text that does not wrap would push the page sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} ${suffix}`,
    ).toBe(true);
    await page.screenshot({ path: join(shots, `${name}-${suffix}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Tool {
  _id: string;
  sku: string;
  minPurse: number;
  packSize?: number;
}

const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}`,
});

/**
 * The words of the page's main part that are English. Left aside: SKUs, e-mails and numbers, the
 * couriers' and the shop's brands, and names (two capitalised words in a row: people, companies,
 * products), which other journeys on the same shop add too (the business accounts journey's price
 * list is "Dealers 10% …").
 */
async function englishWords(page: Page): Promise<string[]> {
  const words = (await page.locator('main').innerText()).split(/\s+/);
  const capitalised = (word: string | undefined) => word !== undefined && /^[A-Z][a-z]+[.,:;!?]?$/.test(word);
  return words
    .filter(
      (word, index) =>
        /^[A-Za-z][a-z]+[.,:;!?]?$/.test(word) &&
        !(capitalised(word) && (capitalised(words[index - 1]) || capitalised(words[index + 1]))),
    )
    .filter(
      (word) =>
        !/^(Tools-BD|Steadfast|Pathao|RedX|Sundarban|SSLCommerz|Stripe|PDF|CSV|SKU|Dhaka|Road|Bench|vice|Dealers)[.,:;!?]?$/.test(
          word,
        ),
    );
}

test.describe('Bangla screens', () => {
  test("a customer whose saved language is Bangla sees the signed-in screens in Bangla, and the API's below-the-minimum error in Bangla", async ({
    page,
  }) => {
    const customer = await signUpNewCustomer(page, 'Bangla Customer');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const saved = await page.request.patch('/api/auth/me', {
      headers: { authorization: `Bearer ${token}` },
      data: { language: 'bn' },
    });
    expect(saved.status()).toBe(200);

    // An English URL drawn in the browser follows the account's saved language.
    await page.goto('/quick-order');
    await expect(page.getByRole('heading', { level: 1, name: 'দ্রুত অর্ডার' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

    // One below the minimum: the shop refuses the row with its rule, in Bangla.
    const tools = (await (await page.request.get('/api/tools?sort=oldest&limit=100')).json()) as Tool[];
    const tool = tools.find((candidate) => candidate.minPurse > 1 && candidate.sku);
    if (!tool) throw new Error('no demo tool with a minimum above 1');
    await page.getByLabel('SKU আর পরিমাণের লাইন').fill(`${tool.sku},${tool.minPurse - 1}`);
    await page.getByRole('button', { name: 'আগে দেখুন' }).click();
    const row = page.getByRole('row').filter({ hasText: tool.sku });
    await expect(row).toContainText('ন্যূনতম অর্ডারের কম');
    await expect(row).toContainText('ন্যূনতম অর্ডারের পরিমাণ মেনে চলুন');
    await expect(row).not.toContainText('Follow the minimum');
    // The SKU stays as it is typed; the counts are in Bengali digits.
    await expect(page.getByRole('status').filter({ hasText: 'যোগ করা যাবে' })).toContainText('১টির মধ্যে ০টি লাইন');
    await screenshot(page, 'quick-order');

    // The API itself answers a below-the-minimum order in the page's language.
    const refused = await page.evaluate(
      async ({ toolId, quantity, bearer, name, email }) => {
        const response = await fetch('/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'bn', authorization: `Bearer ${bearer}` },
          body: JSON.stringify({
            toolId,
            cart: quantity,
            customerName: name,
            email,
            phone: '+880 1711-000000',
            address: '12 Test Road, Dhaka',
            district: 'Dhaka',
          }),
        });
        return { status: response.status, body: (await response.json()) as { message: string } };
      },
      { toolId: tool._id, quantity: tool.minPurse - 1, bearer: token, name: customer.name, email: customer.email },
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.message).toBe('ন্যূনতম অর্ডারের পরিমাণ মেনে চলুন');

    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'আপনার কার্ট' })).toBeVisible();
    await screenshot(page, 'cart');

    await page.goto('/dashboard/myOrders');
    await expect(page.getByRole('heading', { level: 1, name: 'আমার অর্ডার' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'ড্যাশবোর্ড' })).toBeVisible();
    await screenshot(page, 'my-orders');

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'পাসওয়ার্ড বদলান' })).toBeVisible();
    await screenshot(page, 'my-profile');
  });

  test('an admin whose browser asks for Bangla sees the dashboard in Bangla', async ({ page, context }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'lang', value: 'bn', url: test.info().project.use.baseURL! }]);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'লগইন' })).toBeVisible();
    await screenshot(page, 'login');
    await page.getByLabel('ই-মেইল').fill(DEMO_ADMIN.email);
    await page.getByLabel('পাসওয়ার্ড').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'লগইন' }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    for (const [path, name] of [
      ['/dashboard', 'overview'],
      ['/dashboard/allOrder', 'all-orders'],
      ['/dashboard/manageProduct', 'manage-products'],
      ['/dashboard/allUser', 'users'],
      ['/dashboard/settings', 'settings'],
      ['/dashboard/priceLists', 'price-lists'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'ড্যাশবোর্ড' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await screenshot(page, name);
    }

    // Chromium's number fields drop Bengali digits: on a Bangla page the product form's take them as typed.
    await page.goto('/dashboard/addProduct');
    const price = page.getByRole('spinbutton', { name: 'দাম ($)' });
    await price.fill('৬৪.৯৯');
    await expect(price).toHaveValue('৬৪.৯৯');
    const stock = page.getByRole('spinbutton', { name: 'মজুদ পরিমাণ' });
    await stock.fill('৫০');
    await stock.press('ArrowUp');
    await expect(stock).toHaveValue('51');
  });

  test('the screens of companies, quotes, trade credit, receivables and remittances are Bangla on a Bangla session', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const ownerPage = await (await browser.newContext()).newPage();
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();

    // A company owner who reads Bangla, with a quote asked from the cart.
    await signUpNewCustomer(ownerPage, 'Owner Karim');
    const ownerAuth = await bearer(ownerPage);
    expect(
      (await ownerPage.request.patch('/api/auth/me', { headers: ownerAuth, data: { language: 'bn' } })).status(),
    ).toBe(200);
    const applied = await ownerPage.request.post('/api/companies', {
      headers: ownerAuth,
      data: {
        name: `Karim Hardware ${Date.now()}`,
        phone: '01711000000',
        address: '12 Nawabpur Road',
        district: 'Dhaka',
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const companyId = ((await applied.json()) as { _id: string })._id;
    await logIn(adminPage, DEMO_ADMIN);
    const adminAuth = await bearer(adminPage);
    expect(
      (
        await adminPage.request.patch(`/api/admin/companies/${companyId}`, {
          headers: adminAuth,
          data: { status: 'approved' },
        })
      ).status(),
    ).toBe(200);
    const tools = (await (await ownerPage.request.get('/api/tools?sort=oldest&limit=100')).json()) as Tool[];
    const tool = tools.find((candidate) => candidate.sku)!;
    const quantity = Math.max(tool.minPurse, tool.packSize ?? 1);
    expect(
      (await ownerPage.request.put(`/api/cart/lines/${tool._id}`, { headers: ownerAuth, data: { quantity } })).ok(),
    ).toBe(true);
    const quote = await ownerPage.request.post('/api/quotes', {
      headers: ownerAuth,
      data: { note: 'দাম একটু কমানো যায়?' },
    });
    expect(quote.status(), await quote.text()).toBe(201);
    const quoteId = ((await quote.json()) as { _id: string })._id;

    const untranslated: string[] = [];
    for (const [page, path, name] of [
      [ownerPage, '/dashboard/company', 'company'],
      [ownerPage, '/quotes', 'my-quotes'],
      [ownerPage, `/quotes/${quoteId}`, 'quote'],
      [adminPage, '/dashboard/companies', 'admin-companies'],
      [adminPage, `/dashboard/companies/${companyId}/account`, 'company-account'],
      [adminPage, '/dashboard/receivables', 'receivables'],
      [adminPage, '/dashboard/remittances', 'remittances'],
      [adminPage, '/dashboard/quotes', 'admin-quotes'],
      [adminPage, `/dashboard/quotes/${quoteId}`, 'admin-quote'],
    ] as const) {
      // The admin's browser asks for Bangla (a cookie); the owner's account has it saved.
      if (page === adminPage)
        await adminContext.addCookies([{ name: 'lang', value: 'bn', url: test.info().project.use.baseURL! }]);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await page.waitForLoadState('networkidle');
      const english = await englishWords(page);
      if (english.length > 0) untranslated.push(`${name}: ${english.join(' ')}`);
      await screenshot(page, name);
    }
    expect(untranslated).toEqual([]);

    // The admin's quantity field on a Bangla page is a spin button that takes Bengali digits as typed; ↑ steps it.
    const quantityField = adminPage.getByRole('spinbutton', { name: new RegExp(`^পরিমাণ: `) });
    await quantityField.fill('১২');
    await expect(quantityField).toHaveValue('১২');
    await quantityField.press('ArrowUp');
    await expect(quantityField).toHaveValue('13');
  });
});
