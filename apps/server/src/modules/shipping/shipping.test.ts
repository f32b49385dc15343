import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartMessages, shippingMessages, shippingQuoteSchema } from '@tools-bd/contract';
import { translations } from '@tools-bd/contract/i18n';
import { tools } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool } from '../../../test/fixtures/orders.ts';

describe.each(testEngines)('delivery quote on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  /** 1.25 kg a unit, 40.00 each. */
  let drillId: string;
  /** The default weight (1 kg), 10.00 each. */
  let chiselId: string;

  beforeAll(async () => {
    shop = await createTestApp(engine, {}, { delivery: 'default' });
    [admin, buyer] = await Promise.all([createAccount(shop.app, { role: 'admin' }), createAccount(shop.app)]);
    const drill = await createTool(shop.app.db, { name: 'Hammer Drill', priceCents: 4_000 });
    await shop.app.db.update(tools).set({ weightGrams: 1_250 }).where(eq(tools.id, drill.id));
    drillId = drill.id;
    chiselId = (await createTool(shop.app.db, { name: 'Cold Chisel', priceCents: 1_000 })).id;
  });
  afterAll(() => shop.close());

  const quote = (query: string, account: TestAccount | null = buyer, headers: Record<string, string> = {}) =>
    shop.app.inject({ url: `/api/shipping/quote${query}`, headers: { ...(account?.authorization ?? {}), ...headers } });
  const setLine = async (toolId: string, quantity: number) => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/api/cart/lines/${toolId}`,
      headers: buyer.authorization,
      payload: { quantity },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const putZones = async (zones: unknown[]) => {
    const response = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.authorization,
      payload: { shipping: { zones } },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('asks for sign-in, and answers 400 "Your cart is empty" for an empty cart', async () => {
    expect((await quote('?district=Dhaka', null)).statusCode).toBe(401);
    const empty = await quote('?district=Dhaka');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: cartMessages.cartEmpty });
  });

  it('charges 2.5 kg as 3 kg: 105 inside Dhaka, 195 outside (the default zones)', async () => {
    await setLine(drillId, 2);
    const inside = await quote('?district=Dhaka');
    expect(inside.statusCode, inside.body).toBe(200);
    expect(shippingQuoteSchema.parse(inside.json())).toEqual({ zone: 'Inside Dhaka', weightGrams: 2_500, fee: 105 });
    expect(inside.headers['cache-control']).toBe('no-store');
    expect((await quote('?district=Chattogram')).json()).toEqual({
      zone: 'Outside Dhaka',
      weightGrams: 2_500,
      fee: 195,
    });
    expect((await quote("?district=Cox's%20Bazar")).json()).toEqual({
      zone: 'Outside Dhaka',
      weightGrams: 2_500,
      fee: 195,
    });
  });

  it('weighs every line of the cart: units times their weight', async () => {
    await setLine(chiselId, 3);
    // 2 × 1,250 g + 3 × 1,000 g = 5.5 kg → 6 kg.
    expect((await quote('?district=Dhaka')).json()).toEqual({ zone: 'Inside Dhaka', weightGrams: 5_500, fee: 150 });
    await setLine(chiselId, 0);
  });

  it.each([
    ['', 'no district'],
    ['?district=', 'an empty one'],
    ['?district=Chittagong', 'the old spelling'],
    ['?district=dhaka', 'another case'],
    ['?district=Gotham', 'no district of Bangladesh'],
  ])('answers 400 "Choose a district" for %s (%s)', async (query) => {
    const response = await quote(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: shippingMessages.chooseDistrict });
  });

  it('says "Choose a district" in Bangla to a buyer who reads Bangla', async () => {
    const response = await quote('?district=Gotham', buyer, { 'accept-language': 'bn' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: translations.bn.shipping.shippingMessages.chooseDistrict });
  });

  it("applies the admin's zones: the first that covers the district, free from freeAbove, 400 where none delivers", async () => {
    await putZones([
      { name: 'Dhaka city', districts: ['Dhaka'], baseFee: 50, perKgFee: 10, freeAbove: 80 },
      { name: 'Dhaka division', districts: ['Dhaka', 'Gazipur', 'Narayanganj'], baseFee: 70, perKgFee: 12.5 },
    ]);
    // The cart's goods: 2 × 40.00 = 80.00, which reaches Dhaka city's freeAbove.
    expect((await quote('?district=Dhaka')).json()).toEqual({
      zone: 'Dhaka city',
      weightGrams: 2_500,
      fee: 0,
      freeAbove: 80,
    });
    expect((await quote('?district=Gazipur')).json()).toEqual({
      zone: 'Dhaka division',
      weightGrams: 2_500,
      fee: 107.5,
    });
    const nowhere = await quote('?district=Sylhet');
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json()).toEqual({ message: shippingMessages.districtNotServed });

    // One unit less is 40.00 of goods, below the threshold: 50 + 10 × 2 kg.
    await setLine(drillId, 1);
    expect((await quote('?district=Dhaka')).json()).toEqual({
      zone: 'Dhaka city',
      weightGrams: 1_250,
      fee: 70,
      freeAbove: 80,
    });
  });
});
