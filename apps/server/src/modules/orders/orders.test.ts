import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderListSchema, orderSchema, toolSchema, type Order } from '@tools-bd/contract';
import { orderEvents, orders, reviews, tools } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, markPaidInLedger, orderFormFor, placeOrder } from '../../../test/fixtures/orders.ts';

describe.each(testEngines)('orders API on $engine', ({ engine }) => {
  let shop: TestApp;
  let buyer: TestAccount;
  let stranger: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [buyer, stranger, admin] = await Promise.all([
      createAccount(shop.app),
      createAccount(shop.app),
      createAccount(shop.app, { role: 'admin' }),
    ]);
  });
  afterAll(() => shop.close());

  async function stockOf(toolId: string): Promise<number> {
    const [row] = await shop.app.db.select({ stock: tools.availableQuantity }).from(tools).where(eq(tools.id, toolId));
    return row?.stock ?? Number.NaN;
  }

  function postOrder(account: TestAccount | null, payload: Record<string, unknown>) {
    return shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: account ? account.authorization : {},
      payload,
    });
  }

  describe('placing an order', () => {
    it('stores the order at the server price, ignoring a tampered price and name, and takes the stock', async () => {
      const tool = await createTool(shop.app.db, {
        name: 'Claw Hammer',
        priceCents: 1_999,
        availableQuantity: 40,
        minimumPurchase: 3,
      });
      const response = await postOrder(buyer, {
        ...orderFormFor(buyer),
        toolId: tool.id,
        cart: 4,
        itemName: 'Gold Bar',
        price: 0.01,
      });
      expect(response.statusCode).toBe(201);
      const order = orderSchema.parse(response.json());
      expect(order).toMatchObject({
        toolId: tool.id,
        itemName: 'Claw Hammer',
        customerName: 'Test Customer',
        email: buyer.email,
        // Stored as the Bangladeshi mobile it is.
        phone: '+8801711000000',
        address: '12 Test Road, Dhaka',
        district: 'Dhaka',
        price: 79.96,
        cart: 4,
        paid: false,
        transactionId: null,
        status: 'pending',
      });
      expect(Date.parse(order.createdAt)).not.toBeNaN();
      expect(await stockOf(tool.id)).toBe(36);
    });

    it('shows the lowered stock in the tool list straight away', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 20 });
      const before = (await shop.app.inject('/api/tools')).json() as { _id: string; availableItem: number }[];
      expect(before.find((entry) => entry._id === tool.id)?.availableItem).toBe(20);
      await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 5 });
      const after = (await shop.app.inject('/api/tools')).json() as { _id: string; availableItem: number }[];
      expect(after.find((entry) => entry._id === tool.id)?.availableItem).toBe(15);
      const single = toolSchema.parse((await shop.app.inject(`/api/tools/${tool.id}`)).json());
      expect(single.availableItem).toBe(15);
    });

    it('refuses a quantity below the minimum or above the stock with the shop messages, and keeps the stock', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 10, minimumPurchase: 3 });
      const below = await postOrder(buyer, { ...orderFormFor(buyer), toolId: tool.id, cart: 2 });
      expect(below.statusCode).toBe(400);
      expect(below.json()).toEqual({ message: 'Follow the minimum quantity' });
      const above = await postOrder(buyer, { ...orderFormFor(buyer), toolId: tool.id, cart: 11 });
      expect(above.statusCode).toBe(400);
      expect(above.json()).toEqual({ message: 'You can not select more then available' });
      for (const cart of [0, -4, 2.5, '5', null]) {
        const bad = await postOrder(buyer, { ...orderFormFor(buyer), toolId: tool.id, cart });
        expect(bad.statusCode, String(cart)).toBe(400);
        expect(bad.json()).toHaveProperty('message');
      }
      // Exactly the whole stock is fine.
      expect((await postOrder(buyer, { ...orderFormFor(buyer), toolId: tool.id, cart: 10 })).statusCode).toBe(201);
      expect(await stockOf(tool.id)).toBe(0);
      const soldOut = await postOrder(buyer, { ...orderFormFor(buyer), toolId: tool.id, cart: 3 });
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json()).toEqual({ message: 'Sorry, this item is sold out' });
      expect(await stockOf(tool.id)).toBe(0);
    });

    it('refuses an order whose total would not fit the books, without touching the stock', async () => {
      const tool = await createTool(shop.app.db, { priceCents: 1_000_000, availableQuantity: 5_000 });
      const response = await postOrder(buyer, { ...orderFormFor(buyer), toolId: tool.id, cart: 2_200 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'This order is too large, please order a smaller quantity' });
      expect(await stockOf(tool.id)).toBe(5_000);
      const fine = await postOrder(buyer, { ...orderFormFor(buyer), toolId: tool.id, cart: 2_000 });
      expect(fine.statusCode).toBe(201);
      expect((fine.json() as Order).price).toBe(20_000_000);
    });

    it('checks the order form: name, phone, address, e-mail of the account', async () => {
      const tool = await createTool(shop.app.db);
      const cases: [Record<string, unknown>, string][] = [
        [{ customerName: '  ' }, 'Name is required'],
        [{ phone: '' }, 'Phone is required'],
        [{ phone: 'call me maybe' }, 'Input a valid phone number'],
        [{ phone: '12' }, 'Input a valid phone number'],
        [{ address: '' }, 'Address is required'],
        [{ address: 'x'.repeat(301) }, 'Address is too long'],
        [{ customerName: 'Rahim\u0000Uddin' }, 'Please remove the invisible control characters from the text'],
        [{ address: '12 Test Road\nDhaka\u0000' }, 'Please remove the invisible control characters from the text'],
        [{ email: 'not-an-email' }, 'Input Valid Email'],
        [{ email: stranger.email }, 'Orders are placed with the e-mail of your account'],
      ];
      for (const [change, message] of cases) {
        const response = await postOrder(buyer, { ...orderFormFor(buyer), toolId: tool.id, cart: 1, ...change });
        expect(response.statusCode, JSON.stringify(change)).toBe(400);
        expect(response.json()).toEqual({ message });
      }
      expect(await stockOf(tool.id)).toBe(100);
    });

    it('answers 401 without a token, 404 for an unknown or archived tool, 400 for a malformed id', async () => {
      const tool = await createTool(shop.app.db);
      const anonymous = await postOrder(null, { ...orderFormFor(buyer), toolId: tool.id, cart: 1 });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await postOrder(buyer, {
        ...orderFormFor(buyer),
        toolId: '7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4',
        cart: 1,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Tool not found' });
      await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, tool.id));
      const archived = await postOrder(buyer, { ...orderFormFor(buyer), toolId: tool.id, cart: 1 });
      expect(archived.statusCode).toBe(404);
      const malformed = await postOrder(buyer, { ...orderFormFor(buyer), toolId: 'abc', cart: 1 });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'Malformed id' });
      expect(await stockOf(tool.id)).toBe(100);
    });
  });

  describe('reading orders', () => {
    let customer: TestAccount;
    let first: Order;
    let second: Order;
    beforeAll(async () => {
      customer = await createAccount(shop.app);
      const tool = await createTool(shop.app.db, { name: 'Pipe Wrench' });
      first = await placeOrder(shop.app, customer, { toolId: tool.id, cart: 1 });
      second = await placeOrder(shop.app, customer, { toolId: tool.id, cart: 2 });
    });

    it("lists one's own orders newest first, with the admin's saved status", async () => {
      await shop.app.db.update(orders).set({ status: 'shipped' }).where(eq(orders.id, first._id));
      const response = await shop.app.inject({
        url: `/api/orders?email=${encodeURIComponent(customer.email)}`,
        headers: customer.authorization,
      });
      expect(response.statusCode).toBe(200);
      const list = orderListSchema.parse(response.json());
      expect(list.map((order) => order._id)).toEqual([second._id, first._id]);
      expect(list[1]?.status).toBe('shipped');
    });

    it("refuses someone else's list (403) and lets an admin read it", async () => {
      const url = `/api/orders?email=${encodeURIComponent(customer.email)}`;
      expect((await shop.app.inject({ url, headers: stranger.authorization })).statusCode).toBe(403);
      expect((await shop.app.inject({ url })).statusCode).toBe(401);
      const asAdmin = await shop.app.inject({ url, headers: admin.authorization });
      expect(asAdmin.statusCode).toBe(200);
      expect((asAdmin.json() as Order[]).length).toBe(2);
      const badEmail = await shop.app.inject({ url: '/api/orders?email=nope', headers: customer.authorization });
      expect(badEmail.statusCode).toBe(400);
    });

    it('shows one order to its buyer and admins only', async () => {
      const url = `/api/orders/${first._id}`;
      const own = await shop.app.inject({ url, headers: customer.authorization });
      expect(own.statusCode).toBe(200);
      expect(orderSchema.parse(own.json())).toMatchObject({ _id: first._id, itemName: 'Pipe Wrench', cart: 1 });
      const other = await shop.app.inject({ url, headers: stranger.authorization });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toHaveProperty('message');
      expect((await shop.app.inject({ url, headers: admin.authorization })).statusCode).toBe(200);
      expect((await shop.app.inject({ url })).statusCode).toBe(401);
      const unknown = await shop.app.inject({
        url: '/api/orders/7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4',
        headers: customer.authorization,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Order not found' });
      expect((await shop.app.inject({ url: '/api/orders/abc', headers: customer.authorization })).statusCode).toBe(400);
    });
  });

  describe('cancelling an order', () => {
    it('gives the stock back and keeps the order as cancelled, with its event, for its buyer only', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 30 });
      const order = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 7 });
      expect(await stockOf(tool.id)).toBe(23);
      const url = `/api/orders/${order._id}`;
      expect((await shop.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
      expect((await shop.app.inject({ method: 'DELETE', url, headers: stranger.authorization })).statusCode).toBe(403);
      expect(await stockOf(tool.id)).toBe(23);
      const cancelled = await shop.app.inject({ method: 'DELETE', url, headers: buyer.authorization });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toEqual({ acknowledged: true, deletedCount: 1 });
      expect(await stockOf(tool.id)).toBe(30);
      // The order stays, cancelled, and still shows in My Orders.
      const kept = orderSchema.parse((await shop.app.inject({ url, headers: buyer.authorization })).json());
      expect(kept).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', balanceDue: 0 });
      const mine = await shop.app.inject({
        url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
        headers: buyer.authorization,
      });
      expect((mine.json() as Order[]).find((row) => row._id === order._id)?.status).toBe('cancelled');
      const events = await shop.app.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order._id))
        .orderBy(orderEvents.at);
      expect(events.map((event) => [event.type, event.fromState, event.toState, event.actor])).toEqual([
        ['placed', null, 'pending', 'customer'],
        ['status', 'pending', 'cancelled', 'customer'],
      ]);
      const again = await shop.app.inject({ method: 'DELETE', url, headers: buyer.authorization });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'The order is already cancelled' });
      expect(await stockOf(tool.id)).toBe(30);
      // The tool was inserted behind the catalogue's back, so ask for it by id (a list cached before it existed may still answer).
      expect(((await shop.app.inject(`/api/tools/${tool.id}`)).json() as { availableItem: number }).availableItem).toBe(
        30,
      );
    });

    it("lets an admin cancel anyone's unpaid order", async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 5 });
      const order = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 5 });
      const response = await shop.app.inject({
        method: 'DELETE',
        url: `/api/orders/${order._id}`,
        headers: admin.authorization,
      });
      expect(response.statusCode).toBe(200);
      expect(await stockOf(tool.id)).toBe(5);
    });

    it('refuses to cancel a paid order (409) and keeps it and the stock as they are', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 5 });
      const order = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 2 });
      await markPaidInLedger(shop.app, order._id, `pi_test_${order._id}`);
      for (const account of [buyer, admin]) {
        const response = await shop.app.inject({
          method: 'DELETE',
          url: `/api/orders/${order._id}`,
          headers: account.authorization,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ message: 'A paid order can not be cancelled' });
      }
      expect(await stockOf(tool.id)).toBe(3);
      const kept = orderSchema.parse(
        (await shop.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.authorization })).json(),
      );
      expect(kept).toMatchObject({ paid: true, transactionId: `pi_test_${order._id}` });
    });

    it('takes the review of a cancelled order with it', async () => {
      const tool = await createTool(shop.app.db);
      const order = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 1 });
      await shop.app.db
        .insert(reviews)
        .values({ orderId: order._id, userId: null, itemName: order.itemName, body: 'Fine', rating: 4 });
      const response = await shop.app.inject({
        method: 'DELETE',
        url: `/api/orders/${order._id}`,
        headers: buyer.authorization,
      });
      expect(response.statusCode).toBe(200);
      expect(await shop.app.db.select().from(reviews).where(eq(reviews.orderId, order._id))).toEqual([]);
    });
  });

  describe('under contention', () => {
    let crowd: TestAccount[];
    beforeAll(async () => {
      crowd = await Promise.all(Array.from({ length: 5 }, () => createAccount(shop.app)));
    });

    it('accepts exactly as many of 50 simultaneous orders as there is stock (10), never overselling', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 10, minimumPurchase: 1 });
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, index) => {
          const account = crowd[index % crowd.length] as TestAccount;
          return postOrder(account, { ...orderFormFor(account), toolId: tool.id, cart: 1 });
        }),
      );
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      for (const response of responses.filter((entry) => entry.statusCode === 409)) {
        expect(response.json()).toHaveProperty('message');
      }
      expect(await stockOf(tool.id)).toBe(0);
      const stored = await shop.app.db.select().from(orders).where(eq(orders.toolId, tool.id));
      expect(stored).toHaveLength(10);
    });

    it('keeps stock plus sold quantities equal to the starting stock with mixed quantities', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 25, minimumPurchase: 1 });
      const quantities = Array.from({ length: 40 }, (_, index) => (index % 4) + 1);
      const responses = await Promise.all(
        quantities.map((cart, index) => {
          const account = crowd[index % crowd.length] as TestAccount;
          return postOrder(account, { ...orderFormFor(account), toolId: tool.id, cart });
        }),
      );
      const accepted = responses
        .filter((response) => response.statusCode === 201)
        .map((response) => response.json() as Order);
      const refused = responses.filter((response) => response.statusCode !== 201);
      for (const response of refused) expect([400, 409]).toContain(response.statusCode);
      const sold = accepted.reduce((sum, order) => sum + order.cart, 0);
      expect(await stockOf(tool.id)).toBe(25 - sold);
      // Stock only falls, so each refused order asked for more than what is left now.
      const refusedQuantities = quantities.filter((_, index) => responses[index]?.statusCode !== 201);
      expect(refusedQuantities.every((quantity) => quantity > 25 - sold)).toBe(true);
      // The refused ones asked for more than was left when they were turned away.
      expect(sold).toBeGreaterThan(20);
      const stored = await shop.app.db.select().from(orders).where(eq(orders.toolId, tool.id));
      expect(stored.reduce((sum, order) => sum + order.quantity, 0)).toBe(sold);
    });

    it('returns stock from simultaneous cancellations exactly once', async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 12 });
      const placed = await Promise.all(
        crowd.slice(0, 3).map((account) => placeOrder(shop.app, account, { toolId: tool.id, cart: 4 })),
      );
      expect(await stockOf(tool.id)).toBe(0);
      const responses = await Promise.all(
        placed.flatMap((order, index) => {
          const account = crowd[index] as TestAccount;
          const request = {
            method: 'DELETE' as const,
            url: `/api/orders/${order._id}`,
            headers: account.authorization,
          };
          return [
            shop.app.inject(request),
            shop.app.inject(request),
            shop.app.inject({ ...request, headers: admin.authorization }),
          ];
        }),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
      // The others find it cancelled already (a cancelled order stays, so 409, not 404).
      expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(6);
      expect(await stockOf(tool.id)).toBe(12);
    });
  });
});
