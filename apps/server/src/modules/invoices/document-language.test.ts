import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { Order } from '@tools-bd/contract';
import { createAccount, createTestApp, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, orderFormFor, payOrder } from '../../../test/fixtures/orders.ts';
import { renderTaxDocument, type TaxDocument } from './pdf.ts';

/** The text of a PDF, pages joined. Bangla comes out in drawing order (a vowel sign drawn before its consonant stays before it). */
async function pdfText(body: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text;
}

/** The fonts a PDF embeds (subset-prefixed names). */
const fontsOf = (body: Buffer) =>
  [...body.toString('latin1').matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((m) => m[1]);

describe('invoice PDFs in the customer language', () => {
  let shop: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp('pglite');
    admin = await createAccount(shop.app, { role: 'admin' });
    const settings = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.authorization,
      payload: { legalName: 'Tools-BD Trading Ltd', bin: '1234567890123', currency: 'BDT' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
  });
  afterAll(() => shop.close());

  async function paidOrderOf(language: 'bn' | 'en'): Promise<{ buyer: TestAccount; order: Order }> {
    const buyer = await createAccount(shop.app, { emailVerified: true });
    const saved = await shop.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: buyer.authorization,
      payload: { language },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tool = await createTool(shop.app.db, { name: 'Claw Hammer', priceCents: 4_115_21_67, availableQuantity: 10 });
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.authorization,
      payload: { ...orderFormFor(buyer), toolId: tool.id, cart: 3 },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await payOrder(shop.app, buyer, (placed.json() as Order)._id);
    return { buyer, order };
  }

  const download = (account: TestAccount, id: string, acceptLanguage: string) =>
    shop.app.inject({
      url: `/api/orders/${id}/invoice.pdf`,
      headers: { ...account.authorization, 'accept-language': acceptLanguage },
    });

  it("prints a Bangla customer's invoice in Bangla with the Bengali font, for the buyer and an admin alike", async () => {
    const { buyer, order } = await paidOrderOf('bn');
    for (const account of [buyer, admin]) {
      const response = await download(account, order._id, 'en');
      expect(response.statusCode).toBe(200);
      const text = await pdfText(response.rawPayload);
      // The total, 3 × ৳4,11,521.67 = ৳12,34,565.01, in Bengali digits and in Bangla words.
      expect(text).toContain('১২,৩৪,৫৬৫.০১৳');
      for (const words of ['চালান', 'কথায়:', 'লক্ষ', 'হাজার', 'টাকা এক পয়সা মাত্র', 'ভ্যাট'])
        expect(text).toContain(words);
      // Invoice numbers, order ids and SKUs stay Latin.
      expect(text).toContain(order.invoiceNumber!);
      expect(text).toContain(order._id);
      for (const english of ['TAX INVOICE', 'In words', 'Taka', 'Net total', 'Bill to'])
        expect(text).not.toContain(english);
      expect(fontsOf(response.rawPayload).every((font) => font!.includes('NotoSansBengali'))).toBe(true);
      // Only the glyphs used are embedded: the document stays small.
      expect(response.rawPayload.length).toBeLessThan(60_000);
    }
  }, 90_000);

  it("prints an English customer's invoice in English when the request asks for Bangla", async () => {
    const { buyer, order } = await paidOrderOf('en');
    const text = await pdfText((await download(buyer, order._id, 'bn')).rawPayload);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(
      'In words: Taka Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Five and One Paisa Only',
    );
    expect(text).not.toMatch(/[\u0980-\u09F2\u09F4-\u09FF]/u);
  });

  it('prints a Bangla credit note', async () => {
    const document: TaxDocument = {
      kind: 'creditNote',
      number: 'CN-2026-11-000001',
      issuedAt: new Date('2026-11-27T10:00:00Z'),
      invoiceNumber: 'INV-2026-11-000009',
      orderId: '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0',
      seller: { legalName: 'Tools-BD Trading Ltd', address: '', bin: '', phone: '', email: '', currency: 'BDT' },
      buyer: { name: 'Karim', address: 'Dhaka', email: 'k@example.com', phone: '+880 1711-000000' },
      lines: [
        {
          name: 'Claw Hammer',
          sku: 'HM-1',
          quantity: 1,
          unitPriceCents: 100,
          netCents: 87,
          vatRateBasisPoints: 1500,
          vatCents: 13,
        },
      ],
      netCents: 87,
      vatCents: 13,
      totalCents: 100,
      language: 'bn',
    };
    const text = await pdfText(await renderTaxDocument(document));
    expect(text).toContain('চালান INV-2026-11-000009');
    expect(text).toContain('এক টাকা মাত্র');
    expect(text).not.toContain('CREDIT NOTE');
  });
});
