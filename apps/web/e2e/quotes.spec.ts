import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { DEMO_ADMIN, logIn, payOrderThroughApi, signUpNewCustomer, type ToolOnSale } from './support.ts';

const shots = '/tmp/quotes-e2e';
type Tool = ToolOnSale & { price: number; availableItem: number; packSize: number; minPurse: number };
const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('accessToken')))!;

test.describe('quotes', () => {
  test('a buyer asks for 3 lines, one above its per-order maximum; the admin quotes lower prices for 7 days; a message each way; the buyer accepts; the order and its invoice carry the quoted prices', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(shots, { recursive: true });
    const buyerPage = await (await browser.newContext()).newPage();
    const adminPage = await (await browser.newContext()).newPage();
    const buyer = await signUpNewCustomer(buyerPage, 'Contractor Rafiq');
    const buyerAuth = { authorization: `Bearer ${await tokenOf(buyerPage)}` };
    await logIn(adminPage, DEMO_ADMIN);
    const adminAuth = { authorization: `Bearer ${await tokenOf(adminPage)}` };

    // Three tools of its own (journeys run side by side on one shop); the first with a per-order maximum of 10.
    const created: Tool[] = [];
    for (const [index, price] of [24.5, 12.75, 8.2].entries()) {
      const response = await adminPage.request.post('/api/tools', {
        headers: adminAuth,
        data: {
          name: `Quote Tool ${index + 1} ${Date.now()}`,
          description: 'A tool for the quotes journey',
          price,
          availableItem: 200,
          quentity: 200,
          minPurse: 1,
          img: '/images/tools/claw-hammer.svg',
          ...(index === 0 ? { maxPerOrder: 10 } : {}),
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push((await response.json()) as Tool);
    }
    const [capped, second, third] = created as [Tool, Tool, Tool];
    const quantities = new Map([
      [capped._id, 25],
      [second._id, 6],
      [third._id, 40],
    ]);
    // The cart as a visitor's cart merged at sign-in leaves it: the capped line above its maximum.
    const merged = await buyerPage.request.post('/api/cart/merge', {
      headers: buyerAuth,
      data: { lines: [...quantities].map(([toolId, quantity]) => ({ toolId, quantity })) },
    });
    expect(merged.ok(), await merged.text()).toBe(true);

    // The buyer asks for a quote from the cart.
    await buyerPage.goto('/cart');
    await buyerPage.getByRole('button', { name: 'Request a quote' }).click();
    await buyerPage.waitForURL(/\/quotes\/[0-9a-f-]{36}$/);
    const quoteId = buyerPage.url().split('/').pop()!;
    const heading = buyerPage.getByRole('heading', { level: 1, name: /^Quote Q-\d{4}-\d{6}$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Quote ', '');
    await expect(buyerPage.getByText('Requested', { exact: true })).toBeVisible();
    await buyerPage.screenshot({ path: `${shots}/requested.png`, fullPage: true });

    // The admin finds it (oldest first, filtered to requested) and quotes lower prices, valid 7 days.
    await adminPage.goto('/dashboard/quotes');
    await adminPage.getByLabel('Status', { exact: true }).selectOption('requested');
    await adminPage.getByRole('link', { name: number }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: `Quote ${number}` })).toBeVisible();
    const quoted = new Map<string, number>();
    for (const tool of [capped, second, third]) {
      const price = Math.max(0.01, Math.floor(tool.price * 80) / 100);
      quoted.set(tool._id, price);
      await adminPage.getByLabel(`Your price: ${tool.name}`).fill(String(price));
    }
    const sevenDays = new Date(Date.now() + 6 * 3600_000 + 7 * 24 * 3600_000).toISOString().slice(0, 10);
    await expect(adminPage.getByLabel('Valid until (Dhaka date)')).toHaveValue(sevenDays);
    await adminPage.getByLabel('Message with the prices (optional)').fill('Our best prices for your site.');
    await adminPage.screenshot({ path: `${shots}/editor.png`, fullPage: true });
    await adminPage.getByRole('button', { name: 'Send the quote' }).click();
    await expect(adminPage.getByText('The quote was sent to the buyer.')).toBeVisible();

    // A message each way.
    await buyerPage.reload();
    await expect(buyerPage.getByText('Quoted', { exact: true })).toBeVisible();
    await buyerPage.getByLabel('Message', { exact: true }).fill('Can you deliver on Sunday?');
    await buyerPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(buyerPage.getByRole('list', { name: 'Messages' })).toContainText('Can you deliver on Sunday?');
    await adminPage.reload();
    await expect(adminPage.getByRole('list', { name: 'Messages' })).toContainText('Can you deliver on Sunday?');
    await adminPage.getByLabel('Message', { exact: true }).fill('Yes, Sunday morning.');
    await adminPage.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(adminPage.getByRole('list', { name: 'Messages' })).toContainText('Yes, Sunday morning.');
    await buyerPage.reload();
    await expect(buyerPage.getByRole('list', { name: 'Messages' })).toContainText('Yes, Sunday morning.');
    await buyerPage.screenshot({ path: `${shots}/quoted.png`, fullPage: true });

    // The buyer accepts with the checkout's fields.
    await buyerPage.getByLabel('Phone', { exact: true }).fill('01711000000');
    await buyerPage.getByLabel('Address', { exact: true }).fill('House 5, Road 2, Mirpur');
    await buyerPage.getByLabel('District', { exact: true }).selectOption('Dhaka');
    await buyerPage.getByRole('button', { name: 'Accept', exact: true }).click();
    await buyerPage.waitForURL(/\/dashboard\/orders\/[0-9a-f-]{36}$/);
    const orderId = buyerPage.url().split('/').pop()!;

    // The order holds exactly the quoted prices and quantities, the capped line above its maximum included.
    const order = (await (await buyerPage.request.get(`/api/orders/${orderId}`, { headers: buyerAuth })).json()) as {
      lines: { toolId: string; quantity: number; unitPrice: number }[];
    };
    expect(Object.fromEntries(order.lines.map((line) => [line.toolId, [line.quantity, line.unitPrice]]))).toEqual(
      Object.fromEntries([...quantities].map(([toolId, quantity]) => [toolId, [quantity, quoted.get(toolId)]])),
    );
    const quote = (await (await buyerPage.request.get(`/api/quotes/${quoteId}`, { headers: buyerAuth })).json()) as {
      status: string;
      orderId: string;
    };
    expect(quote).toMatchObject({ status: 'accepted', orderId });

    // Paid, its invoice prints the same prices.
    await payOrderThroughApi(buyerPage.request, await tokenOf(buyerPage), orderId, buyer);
    const invoice = await buyerPage.request.get(`/api/orders/${orderId}/invoice.pdf`, { headers: buyerAuth });
    expect(invoice.ok()).toBe(true);
    const text = (await extractText(new Uint8Array(await invoice.body()), { mergePages: true })).text;
    for (const price of quoted.values())
      expect(text).toContain(price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

    // The same screens in Bangla for a buyer who saved it.
    const saved = await buyerPage.request.patch('/api/auth/me', { headers: buyerAuth, data: { language: 'bn' } });
    expect(saved.status()).toBe(200);
    await buyerPage.goto(`/quotes/${quoteId}`);
    await expect(buyerPage.getByRole('heading', { level: 1, name: `কোটেশন ${number}` })).toBeVisible();
    await expect(buyerPage.getByText('গৃহীত', { exact: true })).toBeVisible();
    await expect(buyerPage.getByRole('link', { name: 'অর্ডারটি খুলুন' })).toBeVisible();
    await buyerPage.screenshot({ path: `${shots}/accepted-bn.png`, fullPage: true });
    await buyerPage.goto('/quotes');
    await expect(buyerPage.getByRole('heading', { level: 1, name: 'আমার কোটেশন' })).toBeVisible();
    await expect(buyerPage.getByRole('link', { name: number })).toBeVisible();
  });
});
