import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminOrderListSchema, orderListSchema, orderSchema, type Order } from '@tools-bd/contract';
import { orders } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, markPaidInLedger, placeOrder } from '../../../test/fixtures/orders.ts';

describe.each(testEngines)('admin orders API on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  let otherBuyer: TestAccount;
  /** Placed oldest first: unpaid, paid, paid, unpaid, paid. */
  const placed: Order[] = [];

  /** Records a payment the way the payments module does once the provider confirms it (the ledger). */
  const markPaid = (orderId: string) => markPaidInLedger(shop.app, orderId);

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [admin, buyer, otherBuyer] = await Promise.all([
      createAccount(shop.app, { role: 'admin' }),
      createAccount(shop.app),
      createAccount(shop.app),
    ]);
    const tool = await createTool(shop.app.db, {
      name: 'Torque Wrench',
      priceCents: 2_550,
      availableQuantity: 1_000,
      minimumPurchase: 2,
    });
    const start = Date.now() - 60 * 60_000;
    for (let index = 0; index < 5; index += 1) {
      const order = await placeOrder(shop.app, index % 2 === 0 ? buyer : otherBuyer, {
        toolId: tool.id,
        cart: 2 + index,
      });
      // Distinct, known times make "newest first" checkable on both engines.
      await shop.app.db
        .update(orders)
        .set({ createdAt: new Date(start + index * 60_000) })
        .where(eq(orders.id, order._id));
      placed.push(order);
    }
    for (const index of [1, 2, 4]) await markPaid(placed[index]!._id);
  });
  afterAll(() => shop.close());

  const list = (query = '', account: TestAccount | null = admin) =>
    shop.app.inject({ url: `/api/order${query}`, headers: account?.authorization ?? {} });
  const setStatus = (id: string, status: unknown, account: TestAccount | null = admin) =>
    shop.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/status`,
      headers: account?.authorization ?? {},
      payload: { status },
    });

  it('refuses the order list and status changes to anonymous visitors (401) and customers (403), changing nothing', async () => {
    const paidOrder = placed[1]!;
    for (const [account, status] of [
      [null, 401],
      [buyer, 403],
    ] as const) {
      const listing = await list('', account);
      expect(listing.statusCode).toBe(status);
      expect(listing.json()).toEqual({ message: expect.any(String) });
      const change = await setStatus(paidOrder._id, 'shipped', account);
      expect(change.statusCode).toBe(status);
      expect(change.json()).toEqual({ message: expect.any(String) });
    }
    const [stored] = await shop.app.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, paidOrder._id));
    expect(stored?.status).toBe('pending');
  });

  it('lists every order of every customer, newest first, with customer, item, quantity, price, payment and status', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = adminOrderListSchema.parse(response.json());
    expect(body).toMatchObject({ page: 1, limit: 20, total: 5 });
    expect(body.orders.map((order) => order._id)).toEqual([...placed].reverse().map((order) => order._id));
    const newest = body.orders[0]!;
    expect(newest).toMatchObject({
      itemName: 'Torque Wrench',
      customerName: 'Test Customer',
      email: buyer.email,
      cart: 6,
      price: 153,
      paid: true,
      transactionId: expect.stringMatching(/^pi_test_/),
      status: 'pending',
    });
    expect(body.orders.find((order) => order._id === placed[0]!._id)).toMatchObject({
      paid: false,
      transactionId: null,
    });
  });

  it('pages through the orders with page and limit, keeping the total', async () => {
    const first = adminOrderListSchema.parse((await list('?page=1&limit=2')).json());
    const second = adminOrderListSchema.parse((await list('?page=2&limit=2')).json());
    const third = adminOrderListSchema.parse((await list('?page=3&limit=2')).json());
    const beyond = adminOrderListSchema.parse((await list('?page=9&limit=2')).json());
    expect([first, second, third].map((page) => page.orders.length)).toEqual([2, 2, 1]);
    expect([first, second, third, beyond].map((page) => page.total)).toEqual([5, 5, 5, 5]);
    expect(beyond.orders).toEqual([]);
    const ids = [...first.orders, ...second.orders, ...third.orders].map((order) => order._id);
    expect(ids).toEqual([...placed].reverse().map((order) => order._id));
  });

  it('filters by state: unpaid, paid and pending, confirmed, shipped', async () => {
    const ids = async (state: string) =>
      adminOrderListSchema.parse((await list(`?state=${state}`)).json()).orders.map((order) => order._id);
    expect(await ids('unpaid')).toEqual([placed[3]!._id, placed[0]!._id]);
    expect(await ids('paid-pending')).toEqual([placed[4]!._id, placed[2]!._id, placed[1]!._id]);
    expect(await ids('confirmed')).toEqual([]);

    expect((await setStatus(placed[2]!._id, 'confirmed')).statusCode).toBe(200);
    expect((await setStatus(placed[4]!._id, 'shipped')).statusCode).toBe(200);
    expect(await ids('confirmed')).toEqual([placed[2]!._id]);
    expect(await ids('shipped')).toEqual([placed[4]!._id]);
    expect(await ids('paid-pending')).toEqual([placed[1]!._id]);
    const filtered = adminOrderListSchema.parse((await list('?state=unpaid&limit=1')).json());
    expect(filtered).toMatchObject({ total: 2, limit: 1 });
  });

  it('refuses a malformed page, limit or state with 400', async () => {
    for (const query of [
      '?page=0',
      '?page=-1',
      '?page=abc',
      '?limit=0',
      '?limit=101',
      '?limit=2.5',
      '?state=paid',
      '?state=',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('saves the status of a paid order, and its buyer sees it in My Orders', async () => {
    const order = placed[1]!;
    const response = await setStatus(order._id, 'confirmed');
    expect(response.statusCode).toBe(200);
    expect(orderSchema.parse(response.json())).toMatchObject({ _id: order._id, status: 'confirmed', paid: true });

    const mine = await shop.app.inject({
      url: `/api/orders?email=${encodeURIComponent(otherBuyer.email)}`,
      headers: otherBuyer.authorization,
    });
    expect(orderListSchema.parse(mine.json()).find((row) => row._id === order._id)?.status).toBe('confirmed');
    const one = await shop.app.inject({ url: `/api/orders/${order._id}`, headers: otherBuyer.authorization });
    expect(orderSchema.parse(one.json()).status).toBe('confirmed');

    // Back to pending is allowed too (an admin correcting a mistake).
    expect(orderSchema.parse((await setStatus(order._id, 'pending')).json()).status).toBe('pending');
  });

  it('refuses a status for an unpaid order (409), an unknown status (400) and an unknown order (404)', async () => {
    const unpaid = placed[0]!;
    const refused = await setStatus(unpaid._id, 'confirmed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Only a paid order can be confirmed or shipped' });
    const [stored] = await shop.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, unpaid._id));
    expect(stored?.status).toBe('pending');

    const bogus = await setStatus(placed[1]!._id, 'lost');
    expect(bogus.statusCode).toBe(400);
    const unknown = await setStatus('7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4', 'confirmed');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Order not found' });
  });

  it('lets the admin cancel an unpaid order from the list: it stays listed as cancelled and its stock returns', async () => {
    const unpaid = placed[3]!;
    const stockBefore = (await shop.app.inject(`/api/tools/${unpaid.toolId}`)).json().availableItem as number;
    const cancel = await shop.app.inject({
      method: 'DELETE',
      url: `/api/orders/${unpaid._id}`,
      headers: admin.authorization,
    });
    expect(cancel.statusCode).toBe(200);
    const body = adminOrderListSchema.parse((await list()).json());
    expect(body.total).toBe(5);
    expect(body.orders.find((order) => order._id === unpaid._id)).toMatchObject({ status: 'cancelled', paid: false });
    const cancelled = adminOrderListSchema.parse((await list('?state=cancelled')).json());
    expect(cancelled.orders.map((order) => order._id)).toEqual([unpaid._id]);
    const stillUnpaid = adminOrderListSchema.parse((await list('?state=unpaid')).json());
    expect(stillUnpaid.orders.map((order) => order._id)).not.toContain(unpaid._id);
    shop.app.catalog.invalidate();
    const stockAfter = (await shop.app.inject(`/api/tools/${unpaid.toolId}`)).json().availableItem as number;
    expect(stockAfter).toBe(stockBefore + unpaid.cart);
  });
});
