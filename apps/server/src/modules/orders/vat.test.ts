import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { settingsMessages, toolSchema } from '@tools-bd/contract';
import { orderLines, simulatedPaymentIntents, tools } from '../../db/schema.ts';
import { createAccount, createTestApp, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, placeOrder } from '../../../test/fixtures/orders.ts';

// Each product has a VAT rate, each order line stores net, rate and VAT, and orders
// carry `net` and `vat` beside `price`. The arithmetic itself is tested in the contract (invoices/vat.test.ts).
describe('VAT on products and orders', () => {
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp('pglite');
    [admin, buyer] = await Promise.all([createAccount(shop.app, { role: 'admin' }), createAccount(shop.app)]);
  });
  afterAll(() => shop.close());

  const setSettings = (payload: Record<string, unknown>) =>
    shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin.authorization, payload });

  const newProduct = {
    name: 'VAT Test Saw',
    description: 'A saw',
    price: 10,
    availableItem: 50,
    quentity: 50,
    minPurse: 1,
    img: '/images/tools/circular-saw.svg',
  };

  it('prices include VAT by default: the total stays quantity × price and holds the VAT (11,280.00 at 15 % → 1,471.30)', async () => {
    const tool = await createTool(shop.app.db, { priceCents: 23_500, availableQuantity: 100 });
    const order = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 48 });
    expect(order).toMatchObject({ price: 11_280, net: 9_808.7, vat: 1_471.3 });
    expect(order.lines).toEqual([
      expect.objectContaining({ lineTotal: 11_280, net: 9_808.7, vatRate: 15, vat: 1_471.3 }),
    ]);
    const [line] = await shop.app.db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    expect(line).toMatchObject({
      netCents: 980_870,
      vatRateBasisPoints: 1500,
      vatCents: 147_130,
      lineTotalCents: 1_128_000,
    });
  });

  it('prices without VAT: the total grows by the VAT, and the payment provider is asked for exactly that total', async () => {
    expect((await setSettings({ pricesIncludeVat: false })).statusCode).toBe(200);
    try {
      const tool = await createTool(shop.app.db, { priceCents: 3_333, availableQuantity: 100 });
      const order = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 7 });
      // 7 × 33.33 = 233.31 net; VAT 34.9965 → 35.00; total 268.31.
      expect(order).toMatchObject({ price: 268.31, net: 233.31, vat: 35 });
      expect(order.lines).toEqual([
        expect.objectContaining({ unitPrice: 33.33, lineTotal: 233.31, net: 233.31, vatRate: 15, vat: 35 }),
      ]);

      const intent = await shop.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer.authorization,
        payload: { orderId: order._id },
      });
      expect(intent.statusCode, intent.body).toBe(200);
      const [stored] = await shop.app.db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.orderId, order._id));
      expect(stored?.amountCents).toBe(26_831);
    } finally {
      await setSettings({ pricesIncludeVat: true });
    }
  });

  it('a new product takes the shop default rate; an admin may set another allowed rate, and only those', async () => {
    expect((await setSettings({ defaultVatRate: 7.5 })).statusCode).toBe(200);
    try {
      const added = await shop.app.inject({
        method: 'POST',
        url: '/api/tools',
        headers: admin.authorization,
        payload: newProduct,
      });
      expect(added.statusCode, added.body).toBe(201);
      const product = toolSchema.parse(added.json());
      expect(product.vatRate).toBe(7.5);

      const explicit = await shop.app.inject({
        method: 'POST',
        url: '/api/tools',
        headers: admin.authorization,
        payload: { ...newProduct, name: 'Zero-rated Saw', vatRate: 0 },
      });
      expect(toolSchema.parse(explicit.json()).vatRate).toBe(0);

      for (const vatRate of [12, -5, '15', 20]) {
        const refused = await shop.app.inject({
          method: 'POST',
          url: '/api/tools',
          headers: admin.authorization,
          payload: { ...newProduct, name: `Bad ${vatRate}`, vatRate },
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ message: settingsMessages.vatRate });
        const unchanged = await shop.app.inject({
          method: 'PATCH',
          url: `/api/tools/${product._id}`,
          headers: admin.authorization,
          payload: { vatRate },
        });
        expect(unchanged.statusCode).toBe(400);
      }

      const changed = await shop.app.inject({
        method: 'PATCH',
        url: `/api/tools/${product._id}`,
        headers: admin.authorization,
        payload: { vatRate: 5 },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(toolSchema.parse(changed.json()).vatRate).toBe(5);
      const [row] = await shop.app.db
        .select({ rate: tools.vatRateBasisPoints })
        .from(tools)
        .where(eq(tools.id, product._id));
      expect(row?.rate).toBe(500);

      // A line is sold at the rate of its product then: 10.00 at 5 % holds 0.48 (10 × 5 / 105 = 0.476…).
      const order = await placeOrder(shop.app, buyer, { toolId: product._id, cart: 1 });
      expect(order).toMatchObject({ price: 10, net: 9.52, vat: 0.48 });
    } finally {
      await setSettings({ defaultVatRate: 15 });
    }
  });
});
