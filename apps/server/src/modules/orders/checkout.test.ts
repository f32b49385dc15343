import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  adminOrderListSchema,
  cartMessages,
  cartViewSchema,
  checkoutConflictSchema,
  checkoutResultSchema,
  orderListSchema,
  orderMessages,
  orderSchema,
  reorderResultSchema,
  type Order,
} from '@tools-bd/contract';
import { cartLines, orderLines, orders, simulatedPaymentIntents, tools } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, orderFormFor, type NewTool } from '../../../test/fixtures/orders.ts';
import { translations } from '@tools-bd/contract/i18n';

/** The issue's example product in cents: minPurse 12, packs of 6, at most 600, 48 → 235.00 and 144 → 220.00, base 250.00. */
const issueExample = {
  priceCents: 25_000,
  availableQuantity: 5_000,
  minimumPurchase: 12,
  packSize: 6,
  maxPerOrder: 600,
  priceBreaks: [
    { minQuantity: 48, unitPriceCents: 23_500 },
    { minQuantity: 144, unitPriceCents: 22_000 },
  ],
};

const recipient = {
  customerName: 'Wholesale Buyer',
  phone: '+880 1711-000000',
  address: '12 Test Road, Dhaka',
  district: 'Dhaka',
};

describe.each(testEngines)('checkout and multi-line orders on $engine', ({ engine }) => {
  let shop: TestApp;
  let buyer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [buyer, other, admin] = await Promise.all([
      createAccount(shop.app),
      createAccount(shop.app),
      createAccount(shop.app, { role: 'admin' }),
    ]);
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.app.db.delete(cartLines);
  });

  /** A tool with wholesale rules: packs, an order cap, price breaks (cents). */
  async function wholesaleTool(
    tool: NewTool & {
      packSize?: number;
      maxPerOrder?: number | null;
      priceBreaks?: { minQuantity: number; unitPriceCents: number }[];
    } = {},
  ) {
    const { packSize = 1, maxPerOrder = null, priceBreaks = [], ...plain } = tool;
    const created = await createTool(shop.app.db, plain);
    await shop.app.db.update(tools).set({ packSize, maxPerOrder, priceBreaks }).where(eq(tools.id, created.id));
    const [row] = await shop.app.db.select().from(tools).where(eq(tools.id, created.id));
    return row!;
  }

  async function stockOf(...toolIds: string[]): Promise<number[]> {
    const rows = await shop.app.db
      .select({ id: tools.id, stock: tools.availableQuantity })
      .from(tools)
      .where(inArray(tools.id, toolIds));
    return toolIds.map((id) => rows.find((row) => row.id === id)!.stock);
  }

  async function fillCart(account: TestAccount, lines: [string, number][]) {
    for (const [toolId, quantity] of lines) {
      const response = await shop.app.inject({
        method: 'PUT',
        url: `/api/cart/lines/${toolId}`,
        headers: account.authorization,
        payload: { quantity },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  }

  async function cartOf(account: TestAccount) {
    return cartViewSchema.parse((await shop.app.inject({ url: '/api/cart', headers: account.authorization })).json());
  }

  function checkout(account: TestAccount, key: string | null, body: Record<string, unknown> = recipient) {
    return shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...account.authorization, ...(key === null ? {} : { 'idempotency-key': key }) },
      payload: body,
    });
  }

  const ordersCountOf = async (account: TestAccount) =>
    orderListSchema.parse(
      (
        await shop.app.inject({
          url: `/api/orders?email=${encodeURIComponent(account.email)}`,
          headers: account.authorization,
        })
      ).json(),
    ).length;

  it('orders the whole cart as one order: lines at their break prices, stock taken, cart emptied', async () => {
    const screws = await wholesaleTool({ ...issueExample, name: 'Box of Wood Screws' });
    const hammer = await wholesaleTool({ name: 'Claw Hammer', priceCents: 1_999, availableQuantity: 40 });
    const saw = await wholesaleTool({
      name: 'Hand Saw',
      priceCents: 1_000,
      availableQuantity: 30,
      packSize: 5,
      priceBreaks: [{ minQuantity: 10, unitPriceCents: 900 }],
    });
    await fillCart(buyer, [
      [screws.id, 48],
      [hammer.id, 3],
      [saw.id, 10],
    ]);

    const response = await checkout(buyer, `first-${randomUUID()}`);
    expect(response.statusCode, response.body).toBe(201);
    const { order } = checkoutResultSchema.parse(response.json());
    expect(order).toMatchObject({
      toolId: screws.id,
      itemName: 'Box of Wood Screws + 2 more',
      email: buyer.email,
      ...recipient,
      // Stored as the Bangladeshi mobile it is.
      phone: '+8801711000000',
      price: 11_429.97,
      // VAT is included in the prices by default (15 %): each line's VAT, summed.
      net: 9_939.11,
      vat: 1_490.86,
      cart: 61,
      paid: false,
      status: 'pending',
    });
    expect(order.lines).toEqual([
      {
        toolId: screws.id,
        sku: screws.sku,
        name: 'Box of Wood Screws',
        quantity: 48,
        unitPrice: 235,
        lineTotal: 11_280,
        net: 9_808.7,
        vatRate: 15,
        vat: 1_471.3,
      },
      {
        toolId: hammer.id,
        sku: hammer.sku,
        name: 'Claw Hammer',
        quantity: 3,
        unitPrice: 19.99,
        lineTotal: 59.97,
        net: 52.15,
        vatRate: 15,
        vat: 7.82,
      },
      {
        toolId: saw.id,
        sku: saw.sku,
        name: 'Hand Saw',
        quantity: 10,
        unitPrice: 9,
        lineTotal: 90,
        net: 78.26,
        vatRate: 15,
        vat: 11.74,
      },
    ]);
    expect(await stockOf(screws.id, hammer.id, saw.id)).toEqual([4_952, 37, 20]);
    expect((await cartOf(buyer)).lines).toEqual([]);

    // Every way of reading the order shows its lines.
    const mine = orderListSchema.parse(
      (
        await shop.app.inject({
          url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
          headers: buyer.authorization,
        })
      ).json(),
    );
    expect(mine.find((entry) => entry._id === order._id)?.lines).toEqual(order.lines);
    const one = orderSchema.parse(
      (await shop.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.authorization })).json(),
    );
    expect(one).toEqual(order);
    const all = adminOrderListSchema.parse(
      (await shop.app.inject({ url: '/api/order?limit=100', headers: admin.authorization })).json(),
    );
    expect(all.orders.find((entry) => entry._id === order._id)?.lines).toEqual(order.lines);

    // Paying charges the order's total.
    const intent = await shop.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.authorization,
      payload: { orderId: order._id },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const [charged] = await shop.app.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.orderId, order._id));
    expect(charged?.amountCents).toBe(1_142_997);

    // Cancelling gives every line's stock back; the cancelled order keeps its lines (it stays, with its timeline).
    const cancelled = await shop.app.inject({
      method: 'DELETE',
      url: `/api/orders/${order._id}`,
      headers: buyer.authorization,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(screws.id, hammer.id, saw.id)).toEqual([5_000, 40, 30]);
    expect(await shop.app.db.select().from(orderLines).where(eq(orderLines.orderId, order._id))).toHaveLength(3);
  });

  it('refuses the whole cart with 409 naming each failing line: nothing reserved, cart unchanged', async () => {
    const fine = await wholesaleTool({ availableQuantity: 50 });
    const shrinking = await wholesaleTool({ availableQuantity: 20 });
    const leaving = await wholesaleTool({ availableQuantity: 20 });
    const repacked = await wholesaleTool({ availableQuantity: 20 });
    await fillCart(buyer, [
      [fine.id, 5],
      [shrinking.id, 10],
      [leaving.id, 2],
      [repacked.id, 3],
    ]);
    // Since the lines were added: the stock fell, a product left the shop, the pack size changed.
    await shop.app.db.update(tools).set({ availableQuantity: 4 }).where(eq(tools.id, shrinking.id));
    await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, leaving.id));
    await shop.app.db.update(tools).set({ packSize: 2 }).where(eq(tools.id, repacked.id));
    const before = await cartOf(buyer);
    const ordersBefore = await ordersCountOf(buyer);

    const response = await checkout(buyer, `refused-${randomUUID()}`);
    expect(response.statusCode).toBe(409);
    expect(checkoutConflictSchema.parse(response.json())).toEqual({
      message: cartMessages.cartHasProblems,
      lines: [
        { toolId: shrinking.id, problem: orderMessages.moreThanAvailable },
        { toolId: leaving.id, problem: cartMessages.toolNotOnSale },
        { toolId: repacked.id, problem: 'Order in packs of 2' },
      ],
    });
    expect(await stockOf(fine.id, shrinking.id, leaving.id, repacked.id)).toEqual([50, 4, 20, 20]);
    expect(await cartOf(buyer)).toEqual(before);
    expect(await ordersCountOf(buyer)).toBe(ordersBefore);
  });

  it('refuses an empty cart, a missing or malformed Idempotency-Key, and a bad address', async () => {
    const empty = await checkout(buyer, `empty-${randomUUID()}`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ message: cartMessages.cartEmpty, lines: [] });

    const tool = await wholesaleTool();
    await fillCart(buyer, [[tool.id, 1]]);
    const missing = await checkout(buyer, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: cartMessages.idempotencyKeyRequired });
    for (const key of ['short', 'x'.repeat(65)]) {
      const malformed = await checkout(buyer, key);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: cartMessages.idempotencyKeyInvalid });
    }
    const badAddress = await checkout(buyer, `address-${randomUUID()}`, { ...recipient, address: '' });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json()).toEqual({ message: orderMessages.addressRequired });
    const unsigned = await shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { 'idempotency-key': `anon-${randomUUID()}` },
      payload: recipient,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await cartOf(buyer)).lines).toHaveLength(1);
    expect(await stockOf(tool.id)).toEqual([100]);
  });

  describe('Idempotency-Key', () => {
    it('answers a retry with the same order (200), also after the cart was emptied, and never places a second', async () => {
      const tool = await wholesaleTool({ availableQuantity: 30 });
      await fillCart(buyer, [[tool.id, 4]]);
      const key = `retry-${randomUUID()}`;
      const first = await checkout(buyer, key);
      expect(first.statusCode).toBe(201);
      const again = await checkout(buyer, key);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());

      // The buyer fills the cart again with exactly the same: still the same request.
      await fillCart(buyer, [[tool.id, 4]]);
      const same = await checkout(buyer, key);
      expect(same.statusCode).toBe(200);
      expect(same.json()).toEqual(first.json());
      expect(await stockOf(tool.id)).toEqual([26]);
      expect((await cartOf(buyer)).lines).toHaveLength(1);
    });

    it('refuses the key with a different cart or a different address (422), changing nothing', async () => {
      const tool = await wholesaleTool({ availableQuantity: 30 });
      await fillCart(buyer, [[tool.id, 4]]);
      const key = `reused-${randomUUID()}`;
      expect((await checkout(buyer, key)).statusCode).toBe(201);

      await fillCart(buyer, [[tool.id, 5]]);
      const otherCart = await checkout(buyer, key);
      expect(otherCart.statusCode).toBe(422);
      expect(otherCart.json()).toEqual({ message: cartMessages.idempotencyKeyReused });
      const otherAddress = await checkout(buyer, key, { ...recipient, address: '99 Other Road, Khulna' });
      expect(otherAddress.statusCode).toBe(422);
      expect(await stockOf(tool.id)).toEqual([26]);
      expect((await cartOf(buyer)).lines.map((line) => line.quantity)).toEqual([5]);
    });

    it("treats another account's use of the same key as its own", async () => {
      const tool = await wholesaleTool({ availableQuantity: 30 });
      const key = `shared-${randomUUID()}`;
      await fillCart(buyer, [[tool.id, 2]]);
      await fillCart(other, [[tool.id, 3]]);
      const mine = await checkout(buyer, key);
      const theirs = await checkout(other, key);
      expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
      expect(checkoutResultSchema.parse(theirs.json()).order._id).not.toBe(
        checkoutResultSchema.parse(mine.json()).order._id,
      );
      expect(await stockOf(tool.id)).toEqual([25]);
    });

    it('places one order for simultaneous requests with the same key; the others answer it', async () => {
      const tool = await wholesaleTool({ availableQuantity: 30 });
      await fillCart(buyer, [[tool.id, 2]]);
      const key = `racing-${randomUUID()}`;
      const responses = await Promise.all(Array.from({ length: 6 }, () => checkout(buyer, key)));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      const ids = new Set(responses.map((response) => checkoutResultSchema.parse(response.json()).order._id));
      expect(ids.size).toBe(1);
      expect(await stockOf(tool.id)).toEqual([28]);
    });

    it('answers a retry of a checkout whose order was cancelled since with a checkout conflict (409, no lines)', async () => {
      const tool = await wholesaleTool({ availableQuantity: 30 });
      await fillCart(buyer, [[tool.id, 2]]);
      const key = `cancelled-${randomUUID()}`;
      const first = await checkout(buyer, key);
      expect(first.statusCode).toBe(201);
      const { _id } = checkoutResultSchema.parse(first.json()).order;
      expect(
        (await shop.app.inject({ method: 'DELETE', url: `/api/orders/${_id}`, headers: buyer.authorization }))
          .statusCode,
      ).toBe(200);
      const retry = await checkout(buyer, key);
      expect(retry.statusCode, retry.body).toBe(409);
      expect(checkoutConflictSchema.parse(retry.json())).toEqual({
        message: cartMessages.idempotencyKeyOrderCancelled,
        lines: [],
      });
      expect(await stockOf(tool.id)).toEqual([30]);
    });

    it('lets a key whose checkout was refused be used again once the cart is fixed', async () => {
      const tool = await wholesaleTool({ availableQuantity: 3 });
      await fillCart(buyer, [[tool.id, 3]]);
      await shop.app.db.update(tools).set({ availableQuantity: 2 }).where(eq(tools.id, tool.id));
      const key = `fixed-${randomUUID()}`;
      expect((await checkout(buyer, key)).statusCode).toBe(409);
      await fillCart(buyer, [[tool.id, 2]]);
      expect((await checkout(buyer, key)).statusCode).toBe(201);
    });

    it('works on the one-tool POST /api/orders too: a retry answers the same order, another body 422', async () => {
      const tool = await wholesaleTool({ availableQuantity: 30 });
      const key = `one-tool-${randomUUID()}`;
      const post = (cart: number) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { ...buyer.authorization, 'idempotency-key': key },
          payload: { ...orderFormFor(buyer), toolId: tool.id, cart },
        });
      const first = await post(2);
      expect(first.statusCode).toBe(201);
      const retry = await post(2);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      const different = await post(3);
      expect(different.statusCode).toBe(422);
      expect(different.json()).toEqual({ message: cartMessages.idempotencyKeyReused });
      // The same key cannot stand for a checkout as well.
      await fillCart(buyer, [[tool.id, 2]]);
      expect((await checkout(buyer, key)).statusCode).toBe(422);
      expect(await stockOf(tool.id)).toEqual([28]);

      // After a cancellation the key is spent: a retry places nothing again.
      const { _id } = orderSchema.parse(first.json());
      expect(
        (await shop.app.inject({ method: 'DELETE', url: `/api/orders/${_id}`, headers: buyer.authorization }))
          .statusCode,
      ).toBe(200);
      const afterCancel = await post(2);
      expect(afterCancel.statusCode).toBe(409);
      expect(afterCancel.json()).toEqual({ message: cartMessages.idempotencyKeyOrderCancelled });
      expect(await stockOf(tool.id)).toEqual([30]);
    });
  });

  describe('the one-tool order under the wholesale rules', () => {
    it('applies packs, the order cap and price breaks, and answers its single line', async () => {
      const screws = await wholesaleTool(issueExample);
      const post = (cart: number) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: buyer.authorization,
          payload: { ...orderFormFor(buyer), toolId: screws.id, cart },
        });
      const refusals = await Promise.all([10, 47, 606].map(post));
      expect(refusals.map((response) => [response.statusCode, response.json().message])).toEqual([
        [400, orderMessages.followMinimumQuantity],
        [400, 'Order in packs of 6'],
        [400, 'At most 600 per order'],
      ]);
      const placed: Order[] = [];
      for (const cart of [42, 48, 144]) {
        const response = await post(cart);
        expect(response.statusCode).toBe(201);
        placed.push(orderSchema.parse(response.json()));
      }
      expect(placed.map((order) => order.price)).toEqual([10_500, 11_280, 31_680]);
      expect(placed[1]!.lines).toEqual([
        {
          toolId: screws.id,
          sku: screws.sku,
          name: screws.name,
          quantity: 48,
          unitPrice: 235,
          lineTotal: 11_280,
          net: 9_808.7,
          vatRate: 15,
          vat: 1_471.3,
        },
      ]);
      expect(await stockOf(screws.id)).toEqual([5_000 - 42 - 48 - 144]);
      const [stored] = await shop.app.db.select().from(orders).where(eq(orders.id, placed[2]!._id));
      expect(stored).toMatchObject({
        unitPriceCents: 22_000,
        totalCents: 3_168_000,
        quantity: 144,
        itemName: screws.name,
      });
    });
  });

  describe('reorder', () => {
    it("puts a past order's lines into the cart at today's prices and lists the lines that no longer pass", async () => {
      const kept = await wholesaleTool({ name: 'Kept Pliers', priceCents: 1_000, availableQuantity: 50 });
      const scarce = await wholesaleTool({ name: 'Scarce File', availableQuantity: 10 });
      const gone = await wholesaleTool({ name: 'Gone Chisel', availableQuantity: 10 });
      await fillCart(buyer, [
        [kept.id, 4],
        [scarce.id, 6],
        [gone.id, 1],
      ]);
      const { order } = checkoutResultSchema.parse((await checkout(buyer, `reorder-${randomUUID()}`)).json());
      await shop.app.db.update(tools).set({ priceCents: 1_100 }).where(eq(tools.id, kept.id));
      await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, gone.id));

      const response = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/reorder`,
        headers: buyer.authorization,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = reorderResultSchema.parse(response.json());
      const byName = [...result.cart.lines].sort((a, b) => a.name.localeCompare(b.name));
      expect(byName.map((line) => [line.toolId, line.quantity, line.unitPrice, line.problem])).toEqual([
        [kept.id, 4, 11, null],
        [scarce.id, 6, 12.5, orderMessages.moreThanAvailable],
      ]);
      expect(result.changes).toEqual([
        { toolId: scarce.id, problem: orderMessages.moreThanAvailable },
        { toolId: gone.id, problem: cartMessages.toolNotOnSale },
      ]);
      expect(await cartOf(buyer)).toEqual(result.cart);

      const stranger = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/reorder`,
        headers: other.authorization,
      });
      expect(stranger.statusCode).toBe(403);
      const unknown = await shop.app.inject({
        method: 'POST',
        url: `/api/orders/${randomUUID()}/reorder`,
        headers: buyer.authorization,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  it("names an order's lines in Bangla beside the names they were sold under, on every answer of it", async () => {
    const hammer = await wholesaleTool({ name: 'Claw Hammer', availableQuantity: 50 });
    await shop.app.db.update(tools).set({ nameBn: 'ক্ল হাতুড়ি' }).where(eq(tools.id, hammer.id));
    const file = await wholesaleTool({ name: 'Round File', availableQuantity: 50 });
    await fillCart(buyer, [
      [hammer.id, 2],
      [file.id, 3],
    ]);
    const key = randomUUID();
    const placed = await checkout(buyer, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = checkoutResultSchema.parse(placed.json());
    const inBangla = translations.bn.orders.orderMessagesFor.itemNameOfLines('ক্ল হাতুড়ি', 1);
    expect(order).toMatchObject({ itemName: 'Claw Hammer + 1 more', itemNameBn: inBangla });
    expect(order.lines.map((line) => [line.name, line.nameBn])).toEqual([
      ['Claw Hammer', 'ক্ল হাতুড়ি'],
      ['Round File', undefined],
    ]);
    expect(order.lines[1]).not.toHaveProperty('nameBn');
    // Read again, and a retry of the same checkout: the same names.
    const read = await shop.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.authorization });
    expect(orderSchema.parse(read.json())).toMatchObject({ itemNameBn: inBangla, lines: order.lines });
    const retried = await checkout(buyer, key);
    expect(checkoutResultSchema.parse(retried.json()).order).toMatchObject({
      itemNameBn: inBangla,
      lines: order.lines,
    });

    // One line of a product without a Bangla name: no Bangla name to give.
    await shop.app.db.delete(cartLines);
    await fillCart(buyer, [[file.id, 1]]);
    const { order: plain } = checkoutResultSchema.parse((await checkout(buyer, randomUUID())).json());
    expect(plain.itemName).toBe('Round File');
    expect(plain).not.toHaveProperty('itemNameBn');
  });
});
