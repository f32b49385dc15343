import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { lifecycleMessages, orderSchema, shippingMessages, type Order } from '@tools-bd/contract';
import { mailQueue, orders, tools } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, orderFormFor, payOrder } from '../../../test/fixtures/orders.ts';

// The delivery fee at checkout and on POST /api/orders: the district, the shop's zones, the
// parcel's weight rounded up to kilograms, free from the zone's threshold, in the order's price,
// its VAT, the COD ceiling, the payment and the invoice.
describe.each(testEngines)('delivery fee on orders on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  /** 1.25 kg a unit, 40.00 each (VAT 15 % inside). */
  let drillId: string;

  beforeAll(async () => {
    shop = await createTestApp(engine, {}, { delivery: 'default' });
    [admin, buyer] = await Promise.all([
      createAccount(shop.app, { role: 'admin' }),
      createAccount(shop.app, { emailVerified: true }),
    ]);
    const drill = await createTool(shop.app.db, { name: 'Hammer Drill', priceCents: 4_000, availableQuantity: 1_000 });
    await shop.app.db.update(tools).set({ weightGrams: 1_250 }).where(eq(tools.id, drill.id));
    drillId = drill.id;
  });
  afterAll(() => shop.close());

  const putSettings = async (payload: Record<string, unknown>) => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.authorization,
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const setLine = async (toolId: string, quantity: number) => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/api/cart/lines/${toolId}`,
      headers: buyer.authorization,
      payload: { quantity },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const checkout = (body: Record<string, unknown>) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: { ...buyer.authorization, 'idempotency-key': `delivery-${randomUUID()}` },
      payload: { customerName: 'Karim Traders', phone: '01711000000', address: '7 Station Road', ...body },
    });

  const orderOne = (body: Record<string, unknown>) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.authorization,
      payload: { ...orderFormFor(buyer), toolId: drillId, cart: 2, ...body },
    });

  it('charges 2.5 kg as 3 kg at checkout: 105 inside Dhaka, 195 outside, in the price and its VAT', async () => {
    await setLine(drillId, 2);
    const inside = await checkout({ district: 'Dhaka' });
    expect(inside.statusCode, inside.body).toBe(201);
    const dhaka = orderSchema.parse((inside.json() as { order: Order }).order);
    // Goods 80.00 + delivery 105.00; the fee holds 15 % VAT (13.70), as product prices do (10.43).
    expect(dhaka).toMatchObject({ district: 'Dhaka', deliveryFee: 105, price: 185, vat: 24.13, net: 160.87 });
    expect(dhaka.balanceDue).toBe(185);

    await setLine(drillId, 2);
    const outside = await checkout({ district: 'Chattogram' });
    expect(outside.statusCode, outside.body).toBe(201);
    expect((outside.json() as { order: Order }).order).toMatchObject({
      district: 'Chattogram',
      deliveryFee: 195,
      price: 275,
    });
  });

  it('writes the fee in the order-placed e-mail as a line of its own under the goods, as the invoice does', async () => {
    await setLine(drillId, 2);
    const placed = await checkout({ district: 'Chattogram' });
    expect(placed.statusCode, placed.body).toBe(201);
    const { sku } = (placed.json() as { order: Order }).order.lines[0]!;
    const [mail] = await shop.app.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, buyer.email))
      .orderBy(desc(mailQueue.createdAt))
      .limit(1);
    expect(mail!.textBody).toContain(
      `Total: 275.00\n\n  2 × Hammer Drill (${sku})  80.00\n  Delivery to Chattogram  195.00\n\n`,
    );
    expect(mail!.htmlBody).toContain(
      '<tr><td style="padding:2px 12px 2px 0">Delivery to Chattogram</td><td style="padding:2px 0;text-align:right">195.00</td></tr></table>',
    );
  });

  it('charges the one-tool order the same way, and shows the fee in My Orders', async () => {
    const response = await orderOne({ district: "cox's bazar" });
    expect(response.statusCode, response.body).toBe(201);
    // The official spelling is stored, the phone as +8801….
    expect(response.json()).toMatchObject({
      district: "Cox's Bazar",
      deliveryFee: 195,
      price: 275,
      phone: '+8801711000000',
    });
    const mine = await shop.app.inject({
      url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.authorization,
    });
    const listed = (mine.json() as Order[]).find((order) => order._id === (response.json() as Order)._id);
    expect(listed).toMatchObject({ deliveryFee: 195, price: 275 });
  });

  it.each([
    [{ district: undefined }, 'no district'],
    [{ district: '' }, 'an empty one'],
    [{ district: 'Chittagong' }, 'the old spelling'],
    [{ district: 'Gotham' }, 'no district of Bangladesh'],
  ])(
    'answers 400 "Choose a district" for %j (%s) and places nothing',
    async (body: Record<string, unknown>, _case: string) => {
      await setLine(drillId, 1);
      const before = await shop.app.db.$count(orders);
      const response = await checkout(body);
      expect([response.statusCode, response.json()]).toEqual([400, { message: shippingMessages.chooseDistrict }]);
      const single = await orderOne(body);
      expect([single.statusCode, single.json()]).toEqual([400, { message: shippingMessages.chooseDistrict }]);
      expect(await shop.app.db.$count(orders)).toBe(before);
    },
  );

  it('answers 400 "Enter a Bangladeshi mobile number" for a phone that is not one', async () => {
    for (const phone of ['+880 2-9550000', '01212345678', '+447700900123']) {
      const response = await checkout({ district: 'Dhaka', phone });
      expect([response.statusCode, response.json()]).toEqual([400, { message: shippingMessages.bangladeshiMobile }]);
    }
  });

  it("is free from the zone's freeAbove on the goods' total, and 400 where no zone delivers", async () => {
    await putSettings({
      shipping: {
        zones: [
          { name: 'Dhaka city', districts: ['Dhaka'], baseFee: 50, perKgFee: 10, freeAbove: 80 },
          { name: 'Chattogram', districts: ['Chattogram'], baseFee: 100, perKgFee: 20 },
        ],
      },
    });
    try {
      await setLine(drillId, 2);
      const free = await checkout({ district: 'Dhaka' });
      expect(free.statusCode, free.body).toBe(201);
      expect((free.json() as { order: Order }).order).toMatchObject({ deliveryFee: 0, price: 80 });

      await setLine(drillId, 1);
      const below = await checkout({ district: 'Dhaka' });
      // 40.00 of goods is below 80: 50 + 10 × 2 kg.
      expect((below.json() as { order: Order }).order).toMatchObject({ deliveryFee: 70, price: 110 });

      await setLine(drillId, 1);
      const nowhere = await checkout({ district: 'Sylhet' });
      expect([nowhere.statusCode, nowhere.json()]).toEqual([400, { message: shippingMessages.districtNotServed }]);
    } finally {
      await putSettings({
        shipping: {
          zones: [
            { name: 'Inside Dhaka', districts: ['Dhaka'], baseFee: 60, perKgFee: 15 },
            { name: 'Outside Dhaka', districts: '*', baseFee: 120, perKgFee: 25 },
          ],
        },
      });
      await setLine(drillId, 0);
    }
  });

  it('counts the fee in the cash on delivery ceiling', async () => {
    // 2 × 40.00 = 80.00 of goods fits a ceiling of 100; with 195 of delivery it does not.
    await putSettings({ codCeiling: 100 });
    try {
      const response = await orderOne({ district: 'Khulna', paymentMethod: 'cod' });
      expect(response.statusCode, response.body).toBe(400);
      expect((response.json() as { message: string }).message).toBe(lifecycleMessages.codAboveCeiling('100.00 USD'));
    } finally {
      await putSettings({ codCeiling: 50_000 });
    }
  });

  it('is paid with the order and printed as a line of its own on the invoice, its VAT in the totals', async () => {
    const response = await orderOne({ district: 'Dhaka' });
    expect(response.statusCode, response.body).toBe(201);
    const paid = await payOrder(shop.app, buyer, (response.json() as Order)._id);
    expect(paid).toMatchObject({ paid: true, price: 185, deliveryFee: 105 });
    const pdf = await shop.app.inject({ url: `/api/orders/${paid._id}/invoice.pdf`, headers: buyer.authorization });
    expect(pdf.statusCode).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Delivery to Dhaka');
    // The delivery line: 91.30 net + 13.70 VAT = 105.00; the totals: 160.87 + 24.13 = 185.00.
    expect(text).toMatch(/91\.30[\s\S]*15%[\s\S]*13\.70[\s\S]*105\.00/);
    expect(text).toMatch(/Net total[\s\S]*160\.87/);
    expect(text).toMatch(/VAT total[\s\S]*24\.13/);
    expect(text).toMatch(/Total[\s\S]*185\.00/);
  });
});
