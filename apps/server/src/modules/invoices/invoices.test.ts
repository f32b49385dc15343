import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { invoiceMessages, orderSchema, type Order } from '@tools-bd/contract';
import { orders } from '../../db/schema.ts';
import { createAccount, createTestApp, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, payOrder } from '../../../test/fixtures/orders.ts';
import { issueCreditNote } from './numbering.ts';

/** The text of a PDF, pages joined. */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(body), { mergePages: true });
  return text;
}

/** "12,34,567.89" → 123456789 cents. */
const centsOf = (printed: string) => Math.round(Number(printed.replace(/[৳,$\s]/g, '')) * 100);

describe('invoice and credit note PDFs', () => {
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let stranger: TestAccount;
  let order: Order;

  const seller = {
    legalName: 'Tools-BD Trading Ltd',
    address: '42 Motijheel C/A, Dhaka 1000',
    bin: '1234567890123',
    phone: '+880 2-9550000',
    email: 'accounts@tools-bd.example',
  };

  const download = (account: TestAccount | null, id: string, path = 'invoice.pdf') =>
    shop.app.inject({ url: `/api/orders/${id}/${path}`, headers: account ? account.authorization : {} });

  const readOrder = async (id: string) =>
    orderSchema.parse((await shop.app.inject({ url: `/api/orders/${id}`, headers: buyer.authorization })).json());

  beforeAll(async () => {
    shop = await createTestApp('pglite');
    [admin, buyer, stranger] = await Promise.all([
      createAccount(shop.app, { role: 'admin' }),
      createAccount(shop.app),
      createAccount(shop.app),
    ]);
    // Taka before the first order (the currency locks with it), and the seller the invoice prints.
    const settings = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.authorization,
      payload: { ...seller, currency: 'BDT' },
    });
    expect(settings.statusCode, settings.body).toBe(200);

    // Two lines: 48 × 235.00 at 15 % and 3 × 19.99 at 7.5 %, VAT included in the prices.
    const screws = await createTool(shop.app.db, {
      name: 'Box of Wood Screws',
      priceCents: 23_500,
      availableQuantity: 500,
    });
    const hammer = await createTool(shop.app.db, { name: 'Claw Hammer', priceCents: 1_999, availableQuantity: 50 });
    await shop.app.inject({
      method: 'PATCH',
      url: `/api/tools/${hammer.id}`,
      headers: admin.authorization,
      payload: { vatRate: 7.5 },
    });
    for (const [toolId, quantity] of [
      [screws.id, 48],
      [hammer.id, 3],
    ] as const) {
      const line = await shop.app.inject({
        method: 'PUT',
        url: `/api/cart/lines/${toolId}`,
        headers: buyer.authorization,
        payload: { quantity },
      });
      expect(line.statusCode, line.body).toBe(200);
    }
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...buyer.authorization, 'idempotency-key': `invoice-${randomUUID()}` },
      payload: {
        customerName: 'Karim Traders',
        phone: '+880 1711-000000',
        address: '7 Station Road, Chattogram',
        district: 'Chattogram',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    order = (placed.json() as { order: Order }).order;
  });
  afterAll(() => shop.close());

  it('answers 404 before the order is paid, for the invoice and the credit note', async () => {
    expect(order.invoiceNumber).toBeNull();
    const invoice = await download(buyer, order._id);
    expect([invoice.statusCode, invoice.json()]).toEqual([404, { message: invoiceMessages.invoiceNotIssued }]);
    expect((await download(buyer, order._id, 'credit-note.pdf')).statusCode).toBe(404);
  });

  it('issues the invoice with the payment; its PDF prints seller, buyer, number, lines and totals that add up', async () => {
    const paid = await payOrder(shop.app, buyer, order._id);
    expect(paid.invoiceNumber).toMatch(/^INV-\d{4}-\d{2}-000001$/);
    expect(paid.invoiceIssuedAt).not.toBeNull();
    order = await readOrder(order._id);
    expect(order).toMatchObject({ invoiceNumber: paid.invoiceNumber, creditNoteNumber: null, price: 11_339.97 });

    const response = await download(buyer, order._id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${order.invoiceNumber}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response.rawPayload);

    for (const expected of [
      'TAX INVOICE',
      order.invoiceNumber!,
      seller.legalName,
      seller.address,
      `BIN: ${seller.bin}`,
      'Karim Traders',
      '7 Station Road, Chattogram',
      '(Asia/Dhaka)',
      'Bangladeshi taka (৳)',
    ]) {
      expect(text).toContain(expected);
    }
    // Each line: SKU, quantity, unit price, net, VAT rate, VAT, gross.
    const linePattern = (sku: string) =>
      new RegExp(`${sku}\\s+(\\d+)\\s+([\\d,.]+)\\s+([\\d,.]+)\\s+([\\d.]+)%\\s+([\\d,.]+)\\s+([\\d,.]+)`);
    const printed = order.lines.map((line) => {
      const match = text.match(linePattern(line.sku));
      expect(match, `line ${line.sku} in:\n${text}`).not.toBeNull();
      const [, quantity, unit, net, rate, vat, gross] = match!;
      return {
        quantity: Number(quantity),
        unit: centsOf(unit!),
        net: centsOf(net!),
        rate: Number(rate),
        vat: centsOf(vat!),
        gross: centsOf(gross!),
      };
    });
    expect(printed).toEqual([
      { quantity: 48, unit: 23_500, net: 980_870, rate: 15, vat: 147_130, gross: 1_128_000 },
      // 59.97 at 7.5 %: 5,997 × 750 / 10,750 = 418.4 → 4.18 VAT.
      { quantity: 3, unit: 1_999, net: 5_579, rate: 7.5, vat: 418, gross: 5_997 },
    ]);
    for (const line of printed) expect(line.net + line.vat).toBe(line.gross);

    const total = (label: string) => centsOf(text.match(new RegExp(`${label}\\s+(৳[\\d,.]+)`))![1]!);
    const sum = (pick: (line: (typeof printed)[number]) => number) =>
      printed.reduce((all, line) => all + pick(line), 0);
    expect(total('Net total')).toBe(sum((line) => line.net));
    expect(total('VAT total')).toBe(sum((line) => line.vat));
    expect(total('Total')).toBe(sum((line) => line.gross));
    expect(total('Total')).toBe(Math.round(order.price * 100));
    expect(text).toContain('Taka Eleven Thousand Three Hundred Thirty-Nine and Ninety-Seven Paisa Only');
  });

  it('serves the PDF to its buyer and admins only', async () => {
    expect((await download(admin, order._id)).statusCode).toBe(200);
    expect((await download(stranger, order._id)).statusCode).toBe(403);
    expect((await download(null, order._id)).statusCode).toBe(401);
    expect((await download(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await download(buyer, 'not-an-id')).statusCode).toBe(400);
  });

  it('never changes an issued invoice: no API call alters it, and the database refuses direct changes', async () => {
    const before = await readOrder(order._id);
    const pdfBefore = await pdfText((await download(buyer, order._id)).rawPayload);

    // The shop's identity changes; the issued invoice keeps the seller it printed.
    expect(
      (
        await shop.app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: admin.authorization,
          payload: { legalName: 'Renamed Shop' },
        })
      ).statusCode,
    ).toBe(200);
    // The products' prices and rates change; the order keeps what it was sold at.
    for (const line of before.lines) {
      await shop.app.inject({
        method: 'PATCH',
        url: `/api/tools/${line.toolId}`,
        headers: admin.authorization,
        payload: { price: 1, vatRate: 0 },
      });
    }
    // The admin moves the order on; the buyer tries to cancel it and to pay it again.
    expect(
      (
        await shop.app.inject({
          method: 'PATCH',
          url: `/api/orders/${order._id}/status`,
          headers: admin.authorization,
          payload: { status: 'shipped' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await shop.app.inject({ method: 'DELETE', url: `/api/orders/${order._id}`, headers: buyer.authorization }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await shop.app.inject({
          method: 'PATCH',
          url: `/api/orders/${order._id}`,
          headers: buyer.authorization,
          payload: { transactionId: 'pi_other' },
        })
      ).statusCode,
    ).toBeGreaterThanOrEqual(400);

    const after = await readOrder(order._id);
    expect({ ...after, status: before.status }).toEqual(before);
    expect(await pdfText((await download(buyer, order._id)).rawPayload)).toBe(pdfBefore);

    const where = eq(orders.id, order._id);
    await expect(
      shop.app.db.update(orders).set({ invoiceNumber: 'INV-2026-27-999999' }).where(where),
    ).rejects.toThrow();
    await expect(
      shop.app.db.update(orders).set({ totalCents: 1, netCents: 1, vatCents: 0 }).where(where),
    ).rejects.toThrow();
    await expect(
      shop.app.db.execute(sql`update order_lines set name = 'Changed' where order_id = ${order._id}`),
    ).rejects.toThrow();
    await expect(shop.app.db.delete(orders).where(where)).rejects.toThrow();
    expect(await readOrder(order._id)).toEqual(after);
  });

  it('a credit note references the invoice and has its own PDF', async () => {
    const note = await shop.app.db.transaction((tx) => issueCreditNote(tx, order._id));
    expect(note?.number).toMatch(/^CN-\d{4}-\d{2}-000001$/);
    const credited = await readOrder(order._id);
    expect(credited.creditNoteNumber).toBe(note!.number);

    const response = await download(buyer, order._id, 'credit-note.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${note!.number}.pdf"`);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'CREDIT NOTE',
      note!.number,
      `Credits invoice ${order.invoiceNumber}`,
      'Tools-BD Trading Ltd',
    ])
      expect(text).toContain(expected);
    // Once issued, the credit note stays as it is too.
    await expect(
      shop.app.db
        .update(orders)
        .set({ creditNoteNumber: null, creditNoteIssuedAt: null })
        .where(eq(orders.id, order._id)),
    ).rejects.toThrow();
  });
});
