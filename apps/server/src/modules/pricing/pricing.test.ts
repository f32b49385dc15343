import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogMessages, pricingMessages } from '@tools-bd/contract';
import { bangla } from '@tools-bd/contract/i18n';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { wholesaleProduct } from '../../../test/fixtures/wholesale.ts';
import { eq } from 'drizzle-orm';
import { priceListPrices, priceLists } from '../../db/schema.ts';
import { priceListFor, priceWithList } from './index.ts';

describe.each(testEngines)('price lists API on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let toolId: string;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    admin = await createAccount(shop.app, { role: 'admin' });
    const added = await call('POST', '/api/tools', admin, wholesaleProduct);
    expect(added.statusCode, added.body).toBe(201);
    toolId = (added.json() as { _id: string })._id;
  });
  afterAll(() => shop.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who: TestAccount | null,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    shop.app.inject({
      method,
      url,
      headers: { ...(who ? who.authorization : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
  const create = async (body: object) => {
    const response = await call('POST', '/api/admin/price-lists', admin, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { _id: string };
  };
  const base = {
    unitPriceCents: 25_000,
    priceBreaks: [
      { minQuantity: 48, unitPriceCents: 23_500 },
      { minQuantity: 144, unitPriceCents: 22_000 },
    ],
  };

  it("creates, reads, lists, changes and deletes a list; the example's prices come out of the loaded list", async () => {
    const created = await call('POST', '/api/admin/price-lists', admin, { name: ' Dealers 10% ', discountPercent: 10 });
    expect(created.statusCode).toBe(201);
    const list = created.json() as { _id: string };
    expect(list).toEqual({
      _id: expect.any(String),
      name: 'Dealers 10%',
      discountPercent: 10,
      companyCount: 0,
      prices: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const loaded = await priceListFor(shop.app.db, list._id);
    expect(priceWithList(toolId, base, loaded!)).toEqual({
      unitPriceCents: 22_500,
      priceBreaks: [
        { minQuantity: 48, unitPriceCents: 21_150 },
        { minQuantity: 144, unitPriceCents: 19_800 },
      ],
    });

    const patched = await call('PATCH', `/api/admin/price-lists/${list._id}`, admin, {
      discountPercent: 12.5,
      prices: [{ toolId, price: 200 }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Dealers 10%',
      discountPercent: 12.5,
      prices: [{ toolId, price: 200, priceBreaks: [] }],
    });
    // The change reaches the next slice at once (the cache forgets the list).
    const reloaded = await priceListFor(shop.app.db, list._id);
    expect(reloaded?.discountPercent).toBe(12.5);
    expect(priceWithList(toolId, base, reloaded!)).toEqual({ unitPriceCents: 20_000, priceBreaks: [] });

    expect((await call('GET', `/api/admin/price-lists/${list._id}`, admin)).json()).toMatchObject({
      prices: [{ toolId, price: 200 }],
    });
    const all = await call('GET', '/api/admin/price-lists', admin);
    expect(all.json()).toContainEqual(expect.objectContaining({ _id: list._id, priceCount: 1, companyCount: 0 }));

    const deleted = await call('DELETE', `/api/admin/price-lists/${list._id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/price-lists/${list._id}`, admin)).statusCode).toBe(404);
    expect(await priceListFor(shop.app.db, list._id)).toBeNull();
  });

  it("keeps an entry's own breaks, checked against the tool's minimum and packs like a product's", async () => {
    const list = await create({
      name: 'Fixed',
      discountPercent: 0,
      prices: [{ toolId, price: 200, priceBreaks: [{ minQuantity: 60, price: 190 }] }],
    });
    expect((await call('GET', `/api/admin/price-lists/${list._id}`, admin)).json()).toMatchObject({
      prices: [{ toolId, price: 200, priceBreaks: [{ minQuantity: 60, price: 190 }] }],
    });
    const bad = async (priceBreaks: object[], message: string) => {
      const response = await call('PATCH', `/api/admin/price-lists/${list._id}`, admin, {
        prices: [{ toolId, price: 200, priceBreaks }],
      });
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    };
    await bad([{ minQuantity: 12, price: 190 }], catalogMessages.priceBreakAboveMinimum); // the tool's minimum is 12
    await bad([{ minQuantity: 61, price: 190 }], catalogMessages.priceBreakPackMultiple); // packs of 6
    await bad([{ minQuantity: 60, price: 200 }], catalogMessages.priceBreakPricesDescending);
    // Nothing changed.
    expect((await call('GET', `/api/admin/price-lists/${list._id}`, admin)).json()).toMatchObject({
      prices: [{ priceBreaks: [{ minQuantity: 60, price: 190 }] }],
    });
  });

  it.each([
    [{ name: 'x', discountPercent: 90.01 }, pricingMessages.discountPercentInvalid],
    [{ name: 'x', discountPercent: 10.005 }, pricingMessages.discountPercentInvalid],
    [{ name: 'x', discountPercent: -1 }, pricingMessages.discountPercentInvalid],
    [{ name: ' ', discountPercent: 10 }, pricingMessages.nameRequired],
    [{ name: 'x', discountPercent: 10, prices: [{ toolId: 'hammer', price: 1 }] }, pricingMessages.toolIdInvalid],
    [
      { name: 'x', discountPercent: 10, prices: [{ toolId: '7d0f8e7e-2d8a-4c55-9d84-7e4fd1a0b2c3', price: 1 }] },
      pricingMessages.toolUnknown,
    ],
    [
      {
        name: 'x',
        discountPercent: 10,
        prices: [
          { toolId: 'TOOL', price: 1 },
          { toolId: 'TOOL', price: 2 },
        ],
      },
      pricingMessages.toolTwice,
    ],
    [{ name: 'x', discountPercent: 10, prices: [{ toolId: 'TOOL', price: 1.005 }] }, catalogMessages.priceCents],
  ])('refuses %j with 400 and makes nothing', async (body, message) => {
    const before = (await call('GET', '/api/admin/price-lists', admin)).json() as unknown[];
    const withTool = JSON.parse(JSON.stringify(body).replaceAll('"TOOL"', JSON.stringify(toolId))) as object;
    const response = await call('POST', '/api/admin/price-lists', admin, withTool);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect((await call('GET', '/api/admin/price-lists', admin)).json()).toHaveLength(before.length);
  });

  it('answers 404 for an unknown list, 400 for an empty change, and only to admins', async () => {
    const unknown = '/api/admin/price-lists/7d0f8e7e-2d8a-4c55-9d84-7e4fd1a0b2c3';
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await call(method, unknown, admin, method === 'PATCH' ? { name: 'x' } : undefined);
      expect([method, response.statusCode, response.json()]).toEqual([
        method,
        404,
        { message: pricingMessages.priceListNotFound },
      ]);
    }
    const list = await create({ name: 'Empty change', discountPercent: 5 });
    expect((await call('PATCH', `/api/admin/price-lists/${list._id}`, admin, {})).json()).toEqual({
      message: pricingMessages.nothingToUpdate,
    });
    const customer = await createAccount(shop.app);
    expect((await call('GET', '/api/admin/price-lists', customer)).statusCode).toBe(403);
    expect((await call('GET', unknown, admin, undefined, { 'accept-language': 'bn' })).json()).toEqual({
      message: bangla.pricing.pricingMessages.priceListNotFound,
    });
  });

  it('refuses to delete a list a company buys at (409) until the company gets another; a company cannot get an unknown list', async () => {
    const owner = await createAccount(shop.app);
    const applied = await call('POST', '/api/companies', owner, {
      name: 'Karim Hardware',
      phone: '+880 1711-000000',
      address: '12 Nawabpur Road',
      district: 'Dhaka',
    });
    const companyUrl = `/api/admin/companies/${(applied.json() as { _id: string })._id}`;
    const list = await create({ name: 'In use', discountPercent: 10 });

    const unknown = await call('PATCH', companyUrl, admin, {
      priceListId: '7d0f8e7e-2d8a-4c55-9d84-7e4fd1a0b2c3',
      status: 'approved',
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: pricingMessages.priceListNotFound }]);
    expect((await call('GET', companyUrl, admin)).json()).toMatchObject({ status: 'pending', priceListId: null });

    expect((await call('PATCH', companyUrl, admin, { priceListId: list._id })).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/price-lists/${list._id}`, admin)).json()).toMatchObject({ companyCount: 1 });
    const refused = await call('DELETE', `/api/admin/price-lists/${list._id}`, admin);
    expect([refused.statusCode, refused.json()]).toEqual([409, { message: pricingMessages.priceListInUse }]);

    expect((await call('PATCH', companyUrl, admin, { priceListId: null })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/price-lists/${list._id}`, admin)).statusCode).toBe(200);
  });

  it('keeps the loaded list object across reloads that find it unchanged, and takes a new one when it changed', async () => {
    const list = await create({ name: 'Steady', discountPercent: 5, prices: [{ toolId, price: 240 }] });
    const start = Date.now() + 1_000_000;
    const first = await priceListFor(shop.app.db, list._id, start);
    // Past the time a load is trusted, the same rows: the same object (the catalogue's re-priced tools stay).
    expect(await priceListFor(shop.app.db, list._id, start + 60_000)).toBe(first);
    // Changed behind this instance's back (as another instance would): the next reload sees it.
    await shop.app.db.update(priceLists).set({ discountBasisPoints: 700 }).where(eq(priceLists.id, list._id));
    const changed = await priceListFor(shop.app.db, list._id, start + 120_000);
    expect(changed).not.toBe(first);
    expect(changed?.discountPercent).toBe(7);
    await shop.app.db
      .update(priceListPrices)
      .set({ priceCents: 23_000 })
      .where(eq(priceListPrices.priceListId, list._id));
    const repriced = await priceListFor(shop.app.db, list._id, start + 180_000);
    expect(repriced).not.toBe(changed);
    expect(repriced?.prices.get(toolId)?.unitPriceCents).toBe(23_000);
  });
});
