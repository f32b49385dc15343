// Scratch sweep (not committed): screenshots of every screen in Bangla at 390 px, and the quote screens in both languages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, logIn, orderFirstTool, signUpNewCustomer } from './support.ts';

const shots = join(import.meta.dirname, '../../../test-results/bn4-sweep');
const report: string[] = [];

async function englishWords(page: Page): Promise<string[]> {
  const words = (await page.locator('main').innerText()).split(/\s+/);
  const capitalised = (word: string | undefined) => word !== undefined && /^[A-Z][a-z]+[.,:;!?]?$/.test(word);
  return words.filter(
    (word, index) =>
      /^[A-Za-z][a-z]+[.,:;!?]?$/.test(word) &&
      !(capitalised(word) && (capitalised(words[index - 1]) || capitalised(words[index + 1]))),
  );
}

async function shoot(page: Page, name: string, widths: number[] = [390]) {
  mkdirSync(shots, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // Elements whose content is wider than their box (clipped or scrolled sideways).
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => {
          const style = getComputedStyle(el);
          return el.scrollWidth > el.clientWidth + 1 && (style.overflowX === 'hidden' || style.overflowX === 'auto' || style.overflowX === 'scroll');
        })
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} ${el.scrollWidth}>${el.clientWidth}`),
    );
    const english = width === 390 ? await englishWords(page) : [];
    report.push(`${name}@${width}: overflow=${wide} clipped=${JSON.stringify(clipped)} english=${JSON.stringify(english)}`);
    await page.screenshot({ path: join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('sweep', async ({ browser }) => {
  test.setTimeout(600_000);
  const customerContext = await browser.newContext();
  const page = await customerContext.newPage();
  const customer = await signUpNewCustomer(page, 'Sweep Customer', { verifyEmail: true });
  const auth = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` };
  const { order, tool } = await orderFirstTool(page, customer, 'cod');
  expect((await page.request.patch('/api/auth/me', { headers: auth, data: { language: 'bn' } })).status()).toBe(200);
  const tools = (await (await page.request.get('/api/tools?sort=oldest&limit=100')).json()) as {
    _id: string;
    slug: string;
    sku: string;
    minPurse: number;
    packSize?: number;
  }[];
  const lines = tools.filter((candidate) => candidate.sku).slice(0, 3);
  for (const line of lines)
    await page.request.put(`/api/cart/lines/${line._id}`, {
      headers: auth,
      data: { quantity: Math.max(line.minPurse, line.packSize ?? 1) },
    });
  const quote = await page.request.post('/api/quotes', { headers: auth, data: { note: 'দাম কমানো যায়?' } });
  const quoteId = ((await quote.json()) as { _id: string })._id;
  for (const line of lines)
    await page.request.put(`/api/cart/lines/${line._id}`, {
      headers: auth,
      data: { quantity: Math.max(line.minPurse, line.packSize ?? 1) },
    });

  for (const [path, name] of [
    ['/', 'home'],
    ['/shop', 'shop'],
    [`/tools/${tools[0]!.slug}`, 'tool'],
    ['/cart', 'cart'],
    ['/checkout', 'checkout'],
    [`/purchases/${tool._id}`, 'purchase'],
    ['/quick-order', 'quick-order'],
    ['/quotes', 'my-quotes'],
    [`/quotes/${quoteId}`, 'quote'],
    ['/dashboard', 'profile'],
    ['/dashboard/myOrders', 'my-orders'],
    [`/dashboard/orders/${order._id}`, 'order'],
    [`/dashboard/payment/${order._id}`, 'payment'],
    ['/dashboard/review', 'my-reviews'],
    ['/dashboard/company', 'company'],
  ] as const) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await shoot(page, `c-${name}`);
  }

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, DEMO_ADMIN);
  await adminContext.addCookies([{ name: 'lang', value: 'bn', url: test.info().project.use.baseURL! }]);
  for (const [path, name] of [
    ['/dashboard', 'overview'],
    ['/dashboard/addProduct', 'add-product'],
    ['/dashboard/manageProduct', 'manage-products'],
    ['/dashboard/categories', 'categories'],
    ['/dashboard/importProducts', 'import-products'],
    ['/dashboard/allOrder', 'all-orders'],
    [`/dashboard/orders/${order._id}`, 'admin-order'],
    ['/dashboard/allUser', 'users'],
    ['/dashboard/companies', 'companies'],
    ['/dashboard/priceLists', 'price-lists'],
    ['/dashboard/receivables', 'receivables'],
    ['/dashboard/remittances', 'remittances'],
    ['/dashboard/settings', 'settings'],
    ['/dashboard/quotes', 'admin-quotes'],
    [`/dashboard/quotes/${quoteId}`, 'admin-quote'],
  ] as const) {
    await admin.goto(path);
    await admin.waitForLoadState('networkidle');
    await shoot(admin, `a-${name}`);
  }
  // The quote screens in both languages, at both widths.
  await shoot(admin, 'q-admin-quote-bn', [390, 1280]);
  await page.goto(`/quotes/${quoteId}`);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'q-quote-bn', [390, 1280]);
  await adminContext.addCookies([{ name: 'lang', value: 'en', url: test.info().project.use.baseURL! }]);
  await admin.goto(`/dashboard/quotes/${quoteId}`);
  await admin.waitForLoadState('networkidle');
  await shoot(admin, 'q-admin-quote-en', [390, 1280]);
  await page.request.patch('/api/auth/me', { headers: auth, data: { language: 'en' } });
  await page.goto(`/quotes/${quoteId}`);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'q-quote-en', [390, 1280]);
  writeFileSync(join(shots, 'report.txt'), report.join('\n'));
});
