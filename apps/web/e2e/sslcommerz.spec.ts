import { expect, test, type Page } from '@playwright/test';
import { orderFirstTool, signUpNewCustomer } from './support.ts';

/** From the shop's payment page to the stand-in's hosted page. */
async function leaveForSslcommerz(page: Page, orderId: string, price: number) {
  await page.goto(`/dashboard/payment/${orderId}`);
  const section = page.getByRole('region', { name: /SSLCommerz/ });
  await expect(section).toBeVisible();
  await section.getByRole('button', { name: 'Pay with SSLCommerz' }).click();
  await page.waitForURL(/\/gwprocess\/v4\/gw\.php\?Q=pay&SESSIONKEY=/);
  await expect(page.getByText(`Amount to pay: ${price.toFixed(2)} USD`)).toBeVisible();
}

test.describe('SSLCommerz', () => {
  test("pays on SSLCommerz's page and comes back paid; a cancelled and a failed try charge nothing", async ({
    page,
  }) => {
    const customer = await signUpNewCustomer(page, 'SSLCommerz Customer');
    const { order, tool } = await orderFirstTool<{ _id: string; price: number; cart: number }>(page, customer);

    // The payment page offers SSLCommerz beside the card (on by default once configured).
    await page.goto(`/dashboard/payment/${order._id}`);
    await expect(
      page.getByRole('region', { name: /SSLCommerz/ }).getByText(/bKash or Nagad, then brought back here/),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('sslcommerz-payment-page.png'), fullPage: true });

    // Cancel on SSLCommerz: back on the shop's cancel page, the order still waits for payment.
    await leaveForSslcommerz(page, order._id, order.price);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`**/payment/sslcommerz/cancel?order=${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
    await expect(page.getByText('nothing was charged')).toBeVisible();

    // Try again, and the card is declined on SSLCommerz: the fail page.
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/payment/${order._id}$`));
    await page
      .getByRole('region', { name: /SSLCommerz/ })
      .getByRole('button', { name: 'Pay with SSLCommerz' })
      .click();
    await page.waitForURL(/\/gwprocess\/v4\/gw\.php/);
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL(`**/payment/sslcommerz/fail?order=${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible();

    // Pay: SSLCommerz tells the shop (IPN), the shop asks its validation API, the buyer sees it paid.
    await leaveForSslcommerz(page, order._id, order.price);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`**/payment/sslcommerz/success?order=${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your SSLCommerz payment' })).toBeVisible();
    await expect(page.getByText('SSLCommerz has confirmed your payment.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('sslcommerz-success.png'), fullPage: true });

    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    const row = page.getByRole('row').filter({ hasText: tool.name });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();

    // A paid order offers no second payment.
    await page.goto(`/dashboard/payment/${order._id}`);
    await expect(page.getByText('This order is already paid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay with SSLCommerz' })).toHaveCount(0);
  });
});

test.describe('the payment page’s methods', () => {
  test('an unpaid order switches between SSLCommerz, bank transfer and cash on delivery', async ({ page }) => {
    const customer = await signUpNewCustomer(page, 'Method Switcher', { verifyEmail: true });
    const { order } = await orderFirstTool<{ _id: string; price: number; cart: number }>(page, customer);
    await page.goto(`/dashboard/payment/${order._id}`);
    const methods = page.getByRole('group', { name: 'How would you like to pay?' });
    await expect(methods.getByRole('radio', { name: /Card/ })).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible();
    await expect(page.getByText(/^Held for you until \d\d:\d\d/)).toBeVisible();

    // SSLCommerz: only its button remains.
    await methods.getByRole('radio', { name: /SSLCommerz/ }).check();
    await expect(page.getByRole('heading', { name: 'Card details' })).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: /SSLCommerz/ }).getByRole('button', { name: 'Pay with SSLCommerz' }),
    ).toBeVisible();

    // Bank transfer: the shop's account and the order's reference.
    await methods.getByRole('radio', { name: /Bank transfer/ }).check();
    await expect(page.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
    await expect(page.getByText(`TBD-${order._id.slice(0, 8).toUpperCase()}`)).toBeVisible();
    await expect(page.getByRole('region', { name: /SSLCommerz/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('payment-bank-transfer.png'), fullPage: true });

    // Cash on delivery: nothing to pay now; the order itself has the new method.
    await methods.getByRole('radio', { name: /Cash on delivery/ }).check();
    await expect(page.getByText(/^You pay .* in cash when the order is delivered/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('payment-cod.png'), fullPage: true });
    const stored = (await (
      await page.request.get(`/api/orders/${order._id}`, {
        headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('accessToken'))}` },
      })
    ).json()) as { paymentMethod: string };
    expect(stored.paymentMethod).toBe('cod');
  });
});
