import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { orderFirstTool, payOrderThroughApi, signUpNewCustomer } from './support.ts';

/** Without SMTP_URL the shop writes each e-mail to DATA_DIR/outbox (scripts/e2e-server.mjs sets DATA_DIR). */
const outboxDir = process.env.E2E_DATA_DIR
  ? join(process.env.E2E_DATA_DIR, 'outbox')
  : join(fileURLToPath(new URL('../../../', import.meta.url)), '.e2e-data', process.env.E2E_PORT ?? '3210', 'outbox');

interface OutboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
}

/** The e-mail to `email` whose subject starts with `subject`, waiting up to 15 s for the sweeper to write it. */
async function mailTo(email: string, subject: string): Promise<OutboxMail> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    for (const file of readdirSync(outboxDir).filter((name) => name.endsWith('.json'))) {
      const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxMail;
      if (mail.to.some((to) => to.address.toLowerCase() === email) && mail.subject.startsWith(subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail "${subject}…" to ${email}`);
}

test.describe('documents in Bangla', () => {
  test('a customer who chose Bangla orders and gets a Bangla e-mail and a Bangla invoice, whatever the browser asks for', async ({
    page,
  }) => {
    const customer = await signUpNewCustomer(page, 'Rahim Uddin');
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en-US,en;q=0.9' };
    const saved = await page.request.patch('/api/auth/me', { headers, data: { language: 'bn' } });
    expect(saved.status()).toBe(200);

    const { order } = await orderFirstTool(page, customer);
    const reference = `TBD-${order._id.slice(0, 8).toUpperCase()}`;

    // The order-placed e-mail: Bangla subject and words, the reference in Latin letters.
    const placed = await mailTo(customer.email, 'আপনার অর্ডারের জন্য ধন্যবাদ');
    expect(placed.subject).toBe(`আপনার অর্ডারের জন্য ধন্যবাদ — অর্ডার ${reference}`);
    expect(placed.text).toContain('প্রিয় Rahim Uddin,');
    expect(placed.text).toMatch(/মোট: [০-৯,]+\.[০-৯]{2}/);
    expect(placed.text).not.toContain('Thank you');

    // Paid: the payment e-mail is Bangla too, and the invoice is issued.
    await payOrderThroughApi(page.request, token!, order._id, customer);
    await mailTo(customer.email, 'মূল্য পরিশোধ পেয়েছি');

    const invoice = await page.request.get(`/api/orders/${order._id}/invoice.pdf`, { headers });
    expect(invoice.status()).toBe(200);
    const pdf = await invoice.body();
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain('চালান');
    expect(text).toContain('কথায়:');
    expect(text).toMatch(/টাকা|ডলার/);
    expect(text).toContain('মাত্র');
    expect(text).not.toContain('TAX INVOICE');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansBengali/);
    // Kept for a look at the shaping (pdftoppm renders it to PNG).
    await mkdir('/tmp/bangla-documents-e2e', { recursive: true });
    await writeFile('/tmp/bangla-documents-e2e/invoice.pdf', pdf);
  });
});
