import { expect, test, type Page } from '@playwright/test';
import { orderFirstTool, signUpNewCustomer } from './support.ts';

async function enterCard(page: Page, number: string) {
  const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill('123');
}

test.describe('card payment', () => {
  test('a declined card shows the red message, a good card pays the order, and My Orders shows Paid', async ({
    page,
  }) => {
    const customer = await signUpNewCustomer(page, 'Paying Customer');
    const { order, tool } = await orderFirstTool(page, customer);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/dashboard/payment/${order._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Please pay for ${tool.name}` })).toBeVisible();
    await expect(page.getByText(`${order.price.toFixed(2)}$`)).toBeVisible();
    await expect(page.getByText('Test mode', { exact: true })).toBeVisible();
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await expect(pay).toBeEnabled();
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 900 });

    await enterCard(page, '4000 0000 0000 0002');
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    await pay.click();
    const failure = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(failure).toBeVisible();
    await expect(failure).toHaveCSS('color', 'rgb(185, 28, 28)');

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await enterCard(page, '4242 4242 4242 4242');
    await pay.click();
    await expect(page.getByText('Congrats, Your payment is compelete')).toBeVisible();
    await expect(page.getByText(/^pi_[A-Za-z0-9]+$/)).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(page.getByText('Your order is marked as paid.')).toBeVisible();
    expect(alerts).toEqual(['Congratulations! Your payment is done']);
    const transactionId = await page.getByText(/^pi_[A-Za-z0-9]+$/).textContent();

    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myOrders$/);
    const row = page.getByRole('row').filter({ hasText: tool.name });
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByText(transactionId ?? 'missing')).toBeVisible();
    await expect(row.getByRole('button', { name: /^Cancel/ })).toBeDisabled();
    await expect(row.getByRole('link', { name: /^Pay/ })).toHaveCount(0);

    // Coming back to the payment screen of a paid order offers no second charge.
    await page.goto(`/dashboard/payment/${order._id}`);
    await expect(page.getByText('This order is already paid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
  });
});
