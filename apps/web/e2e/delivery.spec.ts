import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { DEMO_ADMIN, logIn, orderFirstTool, signUpNewCustomer } from './support.ts';

// The couriers' stand-ins listen beside the shop (scripts/e2e-server.mjs); the journey moves their parcels.
const PATHAO = `http://127.0.0.1:${E2E_PORT + 11}`;
const STEADFAST = `http://127.0.0.1:${E2E_PORT + 12}`;

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, DEMO_ADMIN);
  return page;
}
const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test.describe('delivery through couriers', () => {
  test('COD order → confirmed → booked with Steadfast → delivered by its webhook → paid by a remittance', async ({
    page,
    browser,
  }) => {
    const customer = await signUpNewCustomer(page, 'Courier Customer', { verifyEmail: true });
    const { order } = await orderFirstTool<{ _id: string; price: number }>(page, customer, 'cod');
    const admin = await adminPage(browser);
    const adminToken = await tokenOf(admin);
    const headers = { authorization: `Bearer ${adminToken}` };
    expect(
      (await admin.request.patch(`/api/orders/${order._id}/status`, { headers, data: { status: 'confirmed' } })).ok(),
    ).toBe(true);

    await admin.goto(`/dashboard/orders/${order._id}`);
    const booking = admin.getByRole('form', { name: 'Book courier' });
    await booking.getByLabel('Steadfast').check();
    await booking.getByRole('button', { name: 'Book' }).click();
    // The courier's answer: the order is shipped and its parcel listed with Steadfast's tracking code.
    await expect(admin.getByTestId('shipment-status')).toContainText(/Steadfast · SFR\d+/);
    await admin.screenshot({ path: 'test-results/delivery-book-courier.png', fullPage: true });
    const shipments = (await (await admin.request.get(`/api/orders/${order._id}/shipments`, { headers })).json()) as {
      consignmentId: string;
      trackingNumber: string;
    }[];
    const { consignmentId, trackingNumber } = shipments[0]!;

    // The buyer sees the courier, the tracking number and its link.
    await page.goto(`/dashboard/orders/${order._id}`);
    await expect(page.getByTestId('parcel-tracking')).toContainText(trackingNumber);
    await expect(page.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      `https://steadfast.com.bd/t/${trackingNumber}`,
    );

    const moved = await admin.request.post(`${STEADFAST}/__stand-in/advance`, {
      data: { consignmentId, status: 'delivered' },
    });
    expect(await moved.json()).toEqual({ shop: 200 });
    await admin.reload();
    await expect(admin.getByText('Status changed: Shipped → Delivered')).toBeVisible();

    await admin.goto('/dashboard/remittances');
    const form = admin.getByRole('form', { name: 'Record a remittance' });
    await form.getByRole('combobox').selectOption('steadfast');
    await form.getByLabel("Courier's reference").fill(`SF-E2E-${Date.now()}`);
    await form.getByLabel(/^Lines/).fill(`${order._id},${order.price},25`);
    await form.getByRole('button', { name: 'Record remittance' }).click();
    await expect(form.getByText(/^Recorded: SF-E2E-/)).toBeVisible();
    await admin.screenshot({ path: 'test-results/delivery-remittances.png', fullPage: true });
    const paid = (await (await admin.request.get(`/api/orders/${order._id}`, { headers })).json()) as {
      paymentStatus: string;
    };
    expect(paid.paymentStatus).toBe('paid');
  });

  test('the settings screen edits the delivery zones: a zone added last (never reached after "every district"), then removed', async ({
    browser,
  }) => {
    const admin = await adminPage(browser);
    await admin.goto('/dashboard/settings');
    const zones = admin.getByRole('region', { name: 'Delivery zones' });
    await expect(zones.getByRole('group', { name: 'Zone 1: Inside Dhaka' })).toBeVisible();
    const name = `Hill tracts ${Date.now()}`;
    await zones.getByRole('button', { name: 'Add a zone' }).click();
    const added = zones.getByRole('group', { name: 'Zone 3: New zone' });
    await added.getByLabel('Zone name').fill(name);
    await zones
      .getByRole('group', { name: `Zone 3: ${name}` })
      .getByLabel('Districts')
      .selectOption(['Bandarban', 'Rangamati']);
    const zone = zones.getByRole('group', { name: `Zone 3: ${name}` });
    await zone.getByLabel(/^Base fee/).fill('150');
    await zone.getByLabel(/^Fee per kg/).fill('30');
    await zone.getByLabel(/^Free delivery above/).fill('20000');
    await zones.getByRole('button', { name: 'Save delivery zones' }).click();
    await expect(zones.getByText('Delivery zones saved')).toBeVisible();
    await admin.screenshot({ path: 'test-results/delivery-zones.png', fullPage: true });

    await admin.reload();
    const kept = admin.getByRole('region', { name: 'Delivery zones' }).getByRole('group', { name: `Zone 3: ${name}` });
    await expect(kept.getByLabel(/^Free delivery above/)).toHaveValue('20000');
    await admin.goto('/bn/dashboard/settings');
    await expect(admin.getByRole('heading', { level: 1, name: 'দোকানের সেটিংস' })).toBeVisible();
    await admin.screenshot({ path: 'test-results/delivery-zones-bn.png', fullPage: true });

    await admin.goto('/dashboard/settings');
    const again = admin.getByRole('region', { name: 'Delivery zones' });
    await again.getByRole('button', { name: `Remove ${name}` }).click();
    await again.getByRole('button', { name: 'Save delivery zones' }).click();
    await expect(again.getByText('Delivery zones saved')).toBeVisible();
    await expect(again.getByRole('group')).toHaveCount(2);
  });

  test('a Pathao booking whose parcel comes back: returned, then received back', async ({ page, browser }) => {
    const customer = await signUpNewCustomer(page, 'Returning Customer', { verifyEmail: true });
    const { order } = await orderFirstTool<{ _id: string; price: number }>(page, customer, 'cod');
    const admin = await adminPage(browser);
    const headers = { authorization: `Bearer ${await tokenOf(admin)}` };
    await admin.request.patch(`/api/orders/${order._id}/status`, { headers, data: { status: 'confirmed' } });
    await admin.goto(`/dashboard/orders/${order._id}`);
    const booking = admin.getByRole('form', { name: 'Book courier' });
    await booking.getByLabel('Pathao').check();
    await booking.getByRole('button', { name: 'Book' }).click();
    await expect(admin.getByTestId('shipment-status')).toContainText(/Pathao · DL/);
    const [shipment] = (await (await admin.request.get(`/api/orders/${order._id}/shipments`, { headers })).json()) as {
      consignmentId: string;
    }[];
    const consignmentId = shipment?.consignmentId ?? '';
    for (const event of ['picked', 'in-transit', 'returned'])
      expect(
        await (await admin.request.post(`${PATHAO}/__stand-in/advance`, { data: { consignmentId, event } })).json(),
      ).toEqual({
        shop: 202,
      });
    await admin.reload();
    await expect(admin.getByText('Status changed: Shipped → Returned')).toBeVisible();
    admin.once('dialog', (dialog) => void dialog.accept());
    await admin.getByRole('button', { name: 'Received back' }).click();
    await expect(admin.getByText('Recorded as received back')).toBeVisible();
    await admin.screenshot({ path: 'test-results/delivery-received-back.png', fullPage: true });
  });
});
