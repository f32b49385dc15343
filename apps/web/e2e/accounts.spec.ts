import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, logIn, signUpNewCustomer } from './support.ts';

const shots = '/tmp/accounts-e2e';
const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('accessToken')))!;
const dollars = (amount: number) => `${amount.toFixed(2)}$`;

interface PlacedOrder {
  _id: string;
  price: number;
  invoiceNumber: string;
  status: string;
  paymentMethod: string;
}

test.describe('trade credit', () => {
  test('net 30 with a limit of 50,000: two orders on account, a third refused, a payment pays the first and part of the second, the statement shows it', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    mkdirSync(shots, { recursive: true });
    const ownerPage = await (await browser.newContext()).newPage();
    const adminPage = await (await browser.newContext()).newPage();

    // An owner's company, approved by the admin (the application has its own journey).
    const owner = await signUpNewCustomer(ownerPage, 'Owner Karim');
    const ownerAuth = { authorization: `Bearer ${await tokenOf(ownerPage)}` };
    const companyName = `Karim Hardware ${Date.now()}`;
    const applied = await ownerPage.request.post('/api/companies', {
      headers: ownerAuth,
      data: { name: companyName, phone: '01711000000', address: '12 Nawabpur Road', district: 'Dhaka' },
    });
    expect(applied.status()).toBe(201);
    const companyId = ((await applied.json()) as { _id: string })._id;
    await logIn(adminPage, DEMO_ADMIN);
    const adminAuth = { authorization: `Bearer ${await tokenOf(adminPage)}` };
    expect(
      (
        await adminPage.request.patch(`/api/admin/companies/${companyId}`, {
          headers: adminAuth,
          data: { status: 'approved' },
        })
      ).status(),
    ).toBe(200);
    // A tool of 1,000 a piece for this journey.
    const [anyTool] = (await (await adminPage.request.get('/api/tools?limit=1')).json()) as { img: string }[];
    const created = await adminPage.request.post('/api/tools', {
      headers: adminAuth,
      data: {
        name: `Bench vice ${Date.now()}`,
        description: 'A heavy bench vice for the trade credit journey.',
        price: 1000,
        availableItem: 500,
        quentity: 0,
        minPurse: 1,
        img: anyTool!.img,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const toolId = ((await created.json()) as { _id: string })._id;

    // The admin sets net 30 and a limit of 50,000 on the company's account page.
    await adminPage.goto(`/dashboard/companies/${companyId}/account`);
    await expect(adminPage.getByRole('heading', { name: `Account of ${companyName}` })).toBeVisible();
    const termsForm = adminPage.getByRole('form', { name: 'Payment terms' });
    await termsForm.getByLabel('Payment terms').selectOption('net_30');
    await termsForm.getByLabel('Credit limit').fill('50000');
    await termsForm.getByRole('button', { name: 'Save' }).click();
    await expect(termsForm.getByRole('status')).toHaveText('Saved');

    // Two orders on account through the checkout.
    async function checkoutOnAccount(quantity: number): Promise<PlacedOrder> {
      expect(
        (await ownerPage.request.put(`/api/cart/lines/${toolId}`, { headers: ownerAuth, data: { quantity } })).status(),
      ).toBe(200);
      await ownerPage.goto('/checkout');
      await ownerPage.getByLabel('Phone', { exact: true }).fill('+880 1711-000000');
      await ownerPage.getByLabel('Address', { exact: true }).fill('Warehouse 4, Tejgaon, Dhaka');
      await ownerPage.getByLabel('District').selectOption('Dhaka');
      await ownerPage.getByRole('radio', { name: /On account \(net 30\)/ }).check();
      await ownerPage.getByRole('button', { name: 'Place order' }).click();
      await ownerPage.waitForURL('**/dashboard/myOrders');
      const [latest] = (await (
        await ownerPage.request.get(`/api/orders?email=${encodeURIComponent(owner.email)}`, { headers: ownerAuth })
      ).json()) as PlacedOrder[];
      expect(latest).toMatchObject({ paymentMethod: 'on_account', status: 'confirmed' });
      return latest!;
    }
    const first = await checkoutOnAccount(20);
    const second = await checkoutOnAccount(20);
    const owed = first.price + second.price;

    // A third above what is left: the option is disabled with the reason, and the server refuses it.
    const available = 50_000 - owed;
    await ownerPage.request.put(`/api/cart/lines/${toolId}`, { headers: ownerAuth, data: { quantity: 15 } });
    await ownerPage.goto('/checkout');
    const onAccount = ownerPage.getByRole('radio', { name: /On account \(net 30\)/ });
    await expect(onAccount).toBeDisabled();
    await expect(
      ownerPage.getByText(`This order is more than your available credit (${dollars(available)}).`),
    ).toBeVisible();
    // The delivery fee counts too: the reason stays once the district is chosen, at phone and desktop widths.
    await ownerPage.getByLabel('District').selectOption('Dhaka');
    await expect(ownerPage.getByTestId('delivery-fee')).toBeVisible();
    await expect(onAccount).toBeDisabled();
    for (const [width, height, name] of [
      [390, 844, 'mobile'],
      [1280, 900, 'desktop'],
    ] as const) {
      await ownerPage.setViewportSize({ width, height });
      await ownerPage.screenshot({ path: `${shots}/checkout-refused-${name}.png`, fullPage: true });
    }
    const refused = await ownerPage.request.post('/api/checkout', {
      headers: { ...ownerAuth, 'idempotency-key': `journey-${Date.now()}` },
      data: {
        customerName: 'Owner Karim',
        phone: '01711000000',
        address: 'Warehouse 4',
        district: 'Dhaka',
        paymentMethod: 'on_account',
      },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Credit limit exceeded: ${available.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD available`,
    );

    // The admin records a payment that pays the first and part of the second; the preview says so first.
    const paid = first.price + 5_000;
    await adminPage.goto(`/dashboard/companies/${companyId}/account`);
    const record = adminPage.getByRole('region', { name: 'Record payment' });
    await record.getByLabel('Amount').fill(String(paid));
    await record.getByLabel('Reference').fill('TT-2026-001');
    const preview = record.getByTestId('allocation-preview');
    await expect(preview.getByRole('row')).toHaveCount(3);
    await expect(preview.getByRole('row').nth(1)).toContainText(first.invoiceNumber);
    await expect(preview.getByRole('row').nth(1)).toContainText(dollars(first.price));
    await expect(preview.getByRole('row').nth(2)).toContainText(second.invoiceNumber);
    await expect(preview.getByRole('row').nth(2)).toContainText(dollars(5_000));
    await adminPage.screenshot({ path: `${shots}/record-payment.png`, fullPage: true });
    await record.getByRole('button', { name: 'Record payment' }).click();
    await expect(record.getByRole('status')).toHaveText(`Payment of ${dollars(paid)} recorded.`);

    // The owner's statement shows it line by line.
    await ownerPage.goto('/dashboard/company');
    const account = ownerPage.getByTestId('account-figures');
    await expect(account).toContainText('Net 30');
    await expect(account).toContainText(dollars(50_000));
    await expect(account).toContainText(dollars(owed - paid));
    const entries = ownerPage.getByTestId('statement-entry');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toContainText(first.invoiceNumber);
    await expect(entries.nth(0)).toContainText(dollars(first.price));
    await expect(entries.nth(1)).toContainText(second.invoiceNumber);
    await expect(entries.nth(1)).toContainText(dollars(owed));
    await expect(entries.nth(2)).toContainText('TT-2026-001');
    await expect(entries.nth(2)).toContainText(dollars(paid));
    await expect(entries.nth(2)).toContainText(dollars(owed - paid));
    // What is still owed can be paid online from here.
    await expect(ownerPage.getByLabel('Amount to pay')).toHaveValue((owed - paid).toFixed(2));
    await expect(ownerPage.getByRole('button', { name: 'Pay online' })).toBeEnabled();
    await ownerPage.screenshot({ path: `${shots}/statement.png`, fullPage: true });

    // The receivables beside the overview list the company with what it owes.
    await adminPage.goto('/dashboard/receivables');
    const row = adminPage.getByRole('row').filter({ hasText: companyName });
    await expect(row).toContainText(dollars(owed - paid));
    await adminPage.screenshot({ path: `${shots}/receivables.png`, fullPage: true });
  });
});
