import { expect, test } from '@playwright/test';
import { orderFirstTool, signUpNewCustomer } from './support.ts';

test.describe('tax invoice', () => {
  test('paying an order with the card simulator issues its invoice, which My Orders downloads as a PDF', async ({
    page,
  }) => {
    const customer = await signUpNewCustomer(page, 'Invoice Customer');
    const { order, tool } = await orderFirstTool<{ _id: string; price: number; net: number; vat: number }>(
      page,
      customer,
    );

    // Pay on the payment page with the simulator's good card.
    await page.goto(`/dashboard/payment/${order._id}`);
    const expiry = `12/${String((new Date().getFullYear() + 2) % 100).padStart(2, '0')}`;
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill(expiry);
    await page.getByLabel('CVC').fill('123');
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page.getByText('Your order is marked as paid.')).toBeVisible();

    // My Orders shows the total with its net amount and VAT, and the invoice to download.
    await page.getByRole('link', { name: 'Go to My Orders' }).click();
    const row = page.getByRole('row').filter({ hasText: tool.name });
    await expect(row.getByText(`Net ${order.net.toFixed(2)}$ · VAT ${order.vat.toFixed(2)}$`)).toBeVisible();
    const invoiceButton = row.getByRole('button', { name: /^Download tax invoice INV-\d{4}-\d{2}-\d{6} \(PDF\)$/ });
    await expect(invoiceButton).toBeVisible();
    const number = (await invoiceButton.getAttribute('aria-label'))!.match(/INV-\d{4}-\d{2}-\d{6}/)![0];
    await page.screenshot({ path: '/tmp/vat-e2e/my-orders.png', fullPage: true });

    const downloading = page.waitForEvent('download');
    await invoiceButton.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const pdf = await readFile(path);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title carries its number (pdfkit writes the info dictionary as text).
    expect(pdf.toString('latin1')).toContain(`TAX INVOICE ${number}`);
  });
});
