import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@tools-bd/contract';
import { createAccount, createTestApp, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, orderFormFor, payOrder, placeOrder } from '../../../test/fixtures/orders.ts';
import { recordRefund } from '../payments/index.ts';

// Cancelling or refunding an invoiced order creates a credit note that references its invoice.
describe('credit notes', () => {
  let shop: TestApp;
  let buyer: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp('pglite');
    buyer = await createAccount(shop.app, { emailVerified: true });
    admin = await createAccount(shop.app, { role: 'admin' });
  });
  afterAll(() => shop.close());

  const readOrder = async (id: string) =>
    orderSchema.parse((await shop.app.inject({ url: `/api/orders/${id}`, headers: buyer.authorization })).json());
  const refund = (orderId: string, amountCents: number) =>
    shop.app.db.transaction((tx) =>
      recordRefund(tx, { orderId, amountCents, method: 'card', actor: 'admin@example.com' }),
    );

  async function paidOrder() {
    const tool = await createTool(shop.app.db, { priceCents: 2_000, availableQuantity: 100 });
    const placed = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 2 });
    const paid = await payOrder(shop.app, buyer, placed._id);
    expect(paid.invoiceNumber).not.toBeNull();
    return paid;
  }

  it('a partial refund leaves the invoice alone; refunding the rest issues the credit note, once', async () => {
    const order = await paidOrder();
    await refund(order._id, 1_000);
    expect((await readOrder(order._id)).creditNoteNumber).toBeNull();

    await refund(order._id, 3_000);
    const refunded = await readOrder(order._id);
    expect(refunded.creditNoteNumber).toMatch(/^CN-\d{4}-\d{2}-\d{6}$/);
    expect(refunded.invoiceNumber).toBe(order.invoiceNumber);

    // Cancelled afterwards (nothing is held any more): the same credit note, no second number.
    const cancelled = await shop.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order._id}`,
      headers: buyer.authorization,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await readOrder(order._id);
    expect(after).toMatchObject({
      status: 'cancelled',
      creditNoteNumber: refunded.creditNoteNumber,
      creditNoteIssuedAt: refunded.creditNoteIssuedAt,
    });

    const pdf = await shop.app.inject({
      url: `/api/orders/${order._id}/credit-note.pdf`,
      headers: buyer.authorization,
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('cash on delivery is invoiced when the shop confirms it (not when ordered), and credited when cancelled', async () => {
    const tool = await createTool(shop.app.db, { priceCents: 2_000, availableQuantity: 100 });
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.authorization,
      payload: { ...orderFormFor(buyer), toolId: tool.id, cart: 3, paymentMethod: 'cod' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const unconfirmed = orderSchema.parse(response.json());
    expect(unconfirmed).toMatchObject({ status: 'pending', paid: false, invoiceNumber: null });
    const confirmed = await shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${unconfirmed._id}/status`,
      headers: admin.authorization,
      payload: { status: 'confirmed' },
    });
    const placed = orderSchema.parse(confirmed.json());
    expect(placed).toMatchObject({ status: 'confirmed', paid: false });
    expect(placed.invoiceNumber).toMatch(/^INV-\d{4}-\d{2}-\d{6}$/);
    expect(
      (await shop.app.inject({ url: `/api/orders/${placed._id}/invoice.pdf`, headers: buyer.authorization }))
        .statusCode,
    ).toBe(200);

    const cancelled = await shop.app.inject({
      method: 'DELETE',
      url: `/api/orders/${placed._id}`,
      headers: buyer.authorization,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await readOrder(placed._id)).creditNoteNumber).toMatch(/^CN-\d{4}-\d{2}-\d{6}$/);
  });

  it('cancelling an order that was never invoiced issues no credit note', async () => {
    const tool = await createTool(shop.app.db, { priceCents: 2_000, availableQuantity: 100 });
    const placed = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 1 });
    const cancelled = await shop.app.inject({
      method: 'DELETE',
      url: `/api/orders/${placed._id}`,
      headers: buyer.authorization,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await readOrder(placed._id)).toMatchObject({
      status: 'cancelled',
      invoiceNumber: null,
      creditNoteNumber: null,
    });
    expect(
      (await shop.app.inject({ url: `/api/orders/${placed._id}/credit-note.pdf`, headers: buyer.authorization }))
        .statusCode,
    ).toBe(404);
  });
});
