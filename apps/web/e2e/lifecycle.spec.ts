import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN, logIn, orderFirstTool, signUpNewCustomer } from './support.ts';

/** The admin, signed in in a browser context of their own. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, DEMO_ADMIN);
  return page;
}

test.describe('order lifecycle', () => {
  test('cash on delivery: the admin confirms it, ships it with a note and marks it delivered; the customer follows the timeline', async ({
    page,
    browser,
  }) => {
    const customer = await signUpNewCustomer(page, 'COD Customer', { verifyEmail: true });
    const { order } = await orderFirstTool<{ _id: string; price: number; itemName: string }>(page, customer, 'cod');
    // A first cash on delivery order waits for the shop's call.
    await page.goto(`/dashboard/orders/${order._id}`);
    await expect(page.getByText('Awaiting confirmation')).toBeVisible();

    const admin = await adminPage(browser);
    await admin.goto(`/dashboard/orders/${order._id}`);
    await expect(admin.getByRole('heading', { name: /^Order TBD-/ })).toBeVisible();
    const changeStatus = admin.getByRole('form', { name: 'Change the status' });
    await expect(changeStatus.getByText(/call the buyer, then confirm/)).toBeVisible();
    await changeStatus.getByLabel('New status').selectOption('confirmed');
    await changeStatus.getByRole('button', { name: 'Save status' }).click();
    await expect(
      admin.getByRole('list', { name: 'Order timeline' }).getByText('Status changed: Pending → Confirmed'),
    ).toBeVisible();
    await changeStatus.getByLabel('New status').selectOption('shipped');
    await changeStatus.getByLabel(/^Note/).fill('Sundarban Courier, tracking SC-4711');
    await changeStatus.getByRole('button', { name: 'Save status' }).click();
    const timeline = admin.getByRole('list', { name: 'Order timeline' });
    await expect(timeline.getByText('Status changed: Confirmed → Shipped')).toBeVisible();
    await changeStatus.getByLabel('New status').selectOption('delivered');
    await changeStatus.getByRole('button', { name: 'Save status' }).click();
    await expect(timeline.getByText('Status changed: Shipped → Delivered')).toBeVisible();
    // The cash collected at the door.
    const record = admin.getByRole('form', { name: 'Record a payment' });
    await record.getByLabel('Reference (bank or receipt)').fill('Collected by the courier');
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(timeline.getByText('Payment received: Unpaid → Paid')).toBeVisible();

    await page.goto('/dashboard/myOrders');
    await page.getByRole('link', { name: order.itemName }).first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order._id}$`));
    const mine = page.getByRole('list', { name: 'Order timeline' });
    await expect(mine.getByText('Order placed: Pending')).toBeVisible();
    await expect(mine.getByText('Status changed: Pending → Confirmed')).toBeVisible();
    // The admin's e-mail stays inside the shop.
    await expect(mine.getByText(DEMO_ADMIN.email)).toHaveCount(0);
    await expect(mine.getByText('Sundarban Courier, tracking SC-4711')).toBeVisible();
    await expect(mine.getByText('Status changed: Shipped → Delivered')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/lifecycle-order-page-customer.png', fullPage: true });
    await admin.context().close();
  });

  test('bank transfer paid in two parts: the balance due shows after the first, the order is paid after the second', async ({
    page,
    browser,
  }) => {
    const customer = await signUpNewCustomer(page, 'Bank Customer', { verifyEmail: true });
    const { order } = await orderFirstTool<{ _id: string; price: number; itemName: string }>(
      page,
      customer,
      'bank_transfer',
    );
    await page.goto(`/dashboard/orders/${order._id}`);
    const instructions = page.getByRole('region', { name: 'How to pay by bank transfer' });
    await expect(instructions.getByText(/^TBD-[0-9A-F]{8}$/)).toBeVisible();

    const admin = await adminPage(browser);
    await admin.goto(`/dashboard/orders/${order._id}`);
    const record = admin.getByRole('form', { name: 'Record a payment' });
    const firstPart = Math.floor(order.price * 50) / 100;
    await record.getByLabel('Amount').fill(String(firstPart));
    await record.getByLabel('Reference (bank or receipt)').fill('DBBL-0001');
    await record.getByRole('button', { name: 'Record payment' }).click();
    const timeline = admin.getByRole('list', { name: 'Order timeline' });
    await expect(timeline.getByText('Payment received: Unpaid → Partly paid')).toBeVisible();
    await expect(admin.getByText('Bank transfer · Partly paid')).toBeVisible();
    await admin.screenshot({ path: 'test-results/lifecycle-order-page-admin.png', fullPage: true });
    // The form now proposes the balance due.
    await record.getByLabel('Reference (bank or receipt)').fill('DBBL-0002');
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(timeline.getByText('Payment received: Partly paid → Paid')).toBeVisible();
    await expect(admin.getByText('Bank transfer · Paid')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Bank transfer · Paid')).toBeVisible();
    await expect(page.getByRole('region', { name: 'How to pay by bank transfer' })).toHaveCount(0);
    await admin.context().close();
  });
});
