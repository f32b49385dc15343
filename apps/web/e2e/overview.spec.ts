import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, logIn, payOrderThroughApi, signUpNewCustomer } from './support.ts';

interface ToolOnSale {
  _id: string;
  name: string;
  minPurse: number;
  availableItem: number;
}

/** Today's revenue and paid orders, read from the overview's table (the last of the 30 days). */
async function todayInOverview(page: Page) {
  const table = page.getByRole('table', { name: 'Revenue per day, last 30 days' });
  const cells = table.getByRole('row').last().getByRole('cell');
  return {
    orders: Number(await cells.nth(0).textContent()),
    revenue: Number((await cells.nth(1).textContent())!.replace(/[$,]/g, '')),
  };
}

test.describe('sales overview', () => {
  test('a paid order shows in the admin overview, and the orders export downloads with it', async ({
    page,
    browser,
  }) => {
    const adminContext = await browser.newContext({ acceptDownloads: true });
    const admin = await adminContext.newPage();
    await logIn(admin, DEMO_ADMIN);
    await admin.goto('/dashboard');
    await expect(admin.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
    await expect(
      admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' }),
    ).toHaveAttribute('aria-current', 'page');
    const before = await todayInOverview(admin);

    // A customer orders a tool of the demo catalogue and pays by card (the simulator).
    const customer = await signUpNewCustomer(page, 'Overview Customer');
    const token = (await page.evaluate(() => localStorage.getItem('accessToken')))!;
    const tools = (await (await page.request.get('/api/tools?sort=oldest&limit=100')).json()) as ToolOnSale[];
    const tool = tools.find((candidate) => candidate.availableItem >= candidate.minPurse * 3)!;
    const placed = await page.request.post('/api/orders', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        toolId: tool._id,
        cart: tool.minPurse * 2,
        customerName: customer.name,
        email: customer.email,
        phone: '+880 1711-000000',
        address: '12 Test Road, Dhaka',
        district: 'Dhaka',
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { _id: string; price: number };
    await payOrderThroughApi(page.request, token, order._id, { name: customer.name, email: customer.email });

    // The admin sees the sale: today's revenue grew by at least its price (other journeys may pay too).
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
    const after = await todayInOverview(admin);
    expect(after.orders).toBeGreaterThanOrEqual(before.orders + 1);
    expect(after.revenue - before.revenue).toBeGreaterThanOrEqual(order.price - 0.005);
    await expect(
      admin
        .getByRole('region', { name: 'Best sellers, last 30 days' })
        .getByRole('row', { name: new RegExp(tool.name) }),
    ).toBeVisible();
    await admin.getByRole('button', { name: 'Show as a table' }).click();
    await expect(admin.getByRole('table', { name: 'Revenue per day, last 30 days' })).toBeVisible();

    // The orders export of this month holds the order's line.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: /Download orders/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const line = csv.split('\r\n').find((row) => row.startsWith(order._id));
    expect(line).toContain(`,Overview Customer,`);
    expect(line).toContain(`,${tool.minPurse * 2},`);
    await expect(admin.getByText(/downloaded$/)).toBeVisible();

    await adminContext.close();
  });
});
