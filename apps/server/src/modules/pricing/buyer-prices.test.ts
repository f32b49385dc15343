import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingMessages, settingsMessages } from '@tools-bd/contract';
import { bangla } from '@tools-bd/contract/i18n';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { wholesaleProduct } from '../../../test/fixtures/wholesale.ts';

const application = {
  name: 'Karim Hardware',
  phone: '+880 1711-000000',
  address: '12 Nawabpur Road',
  district: 'Dhaka',
};
const recipient = {
  customerName: 'Karim Uddin',
  phone: '+880 1711-000000',
  address: '12 Nawabpur Road, Dhaka',
  district: 'Dhaka',
};

interface WireTool {
  _id: string;
  slug: string;
  price: number | null;
  listPrice?: number;
  priceBreaks: { minQuantity: number; price: number }[];
}

/** The example, as a member of a company with the 10 % list sees it (entry: 200.00, no breaks). */
const discounted = {
  price: 225,
  listPrice: 250,
  priceBreaks: [
    { minQuantity: 48, price: 211.5 },
    { minQuantity: 144, price: 198 },
  ],
};
const fixed = { price: 200, listPrice: 250, priceBreaks: [] };
const publicPrices = {
  price: 250,
  priceBreaks: [
    { minQuantity: 48, price: 235 },
    { minQuantity: 144, price: 220 },
  ],
};
const hidden = { price: null, priceBreaks: [] };

describe.each(testEngines)('company prices and hidden prices on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let member: TestAccount;
  let customer: TestAccount;
  let screws: WireTool;
  let bolts: WireTool;
  let listId: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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

  /** A company applied for by `who`, then given this status and list by the admin (nothing read in between). */
  async function companyOf(who: TestAccount, status: 'approved' | 'suspended' | 'pending', priceListId: string | null) {
    const applied = await call('POST', '/api/companies', who, application);
    expect(applied.statusCode, applied.body).toBe(201);
    const { _id } = applied.json() as { _id: string };
    if (status === 'pending') return _id;
    const approved = await call('PATCH', `/api/admin/companies/${_id}`, admin, { status: 'approved', priceListId });
    expect(approved.statusCode, approved.body).toBe(200);
    if (status === 'suspended')
      expect((await call('PATCH', `/api/admin/companies/${_id}`, admin, { status: 'suspended' })).statusCode).toBe(200);
    return _id;
  }

  const toolsOf = async (url: string, who: TestAccount | null) => {
    const response = await call('GET', url, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as WireTool[];
  };
  const pricesIn = (tools: WireTool[], id: string) => {
    const tool = tools.find((entry) => entry._id === id)!;
    return {
      price: tool.price,
      ...(tool.listPrice === undefined ? {} : { listPrice: tool.listPrice }),
      priceBreaks: tool.priceBreaks,
    };
  };
  /** The tool as GET /api/tools/{id} and /by-slug/{slug} answer it to `who`: both must agree. */
  async function oneTool(tool: WireTool, who: TestAccount | null) {
    const byId = await call('GET', `/api/tools/${tool._id}`, who);
    const bySlug = await call('GET', `/api/tools/by-slug/${tool.slug}`, who);
    expect([byId.statusCode, bySlug.statusCode]).toEqual([200, 200]);
    const { categoryPath, ...detail } = bySlug.json() as WireTool & { categoryPath: unknown };
    expect(categoryPath).toEqual(expect.any(Array));
    expect(detail).toEqual(byId.json());
    return pricesIn([byId.json() as WireTool], tool._id);
  }

  const setGuestPrices = async (guestPrices: string) => {
    const response = await call('PUT', '/api/admin/settings', admin, { guestPrices });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ guestPrices });
  };

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [admin, member, customer] = await Promise.all([
      createAccount(shop.app, { role: 'admin' }),
      createAccount(shop.app, { emailVerified: true }),
      createAccount(shop.app, { emailVerified: true }),
    ]);
    const add = async (name: string) => {
      const added = await call('POST', '/api/tools', admin, { ...wholesaleProduct, name });
      expect(added.statusCode, added.body).toBe(201);
      return added.json() as WireTool;
    };
    screws = await add('Box of Wood Screws');
    bolts = await add('Box of Coach Bolts');
    const list = await call('POST', '/api/admin/price-lists', admin, {
      name: 'Dealers 10%',
      discountPercent: 10,
      prices: [{ toolId: bolts._id, price: 200 }],
    });
    expect(list.statusCode, list.body).toBe(201);
    listId = (list.json() as { _id: string })._id;
    await companyOf(member, 'approved', listId);
  });
  afterAll(() => shop.close());

  describe('GET /api/tools for a member of an approved company with a price list', () => {
    it("shows the issue's example: the list's prices, the public price as listPrice, their breaks", async () => {
      for (const url of ['/api/tools?limit=100', '/api/tools?q=box&limit=100', '/api/tools?page=1&limit=100']) {
        const tools = await toolsOf(url, member);
        expect(pricesIn(tools, screws._id), url).toEqual(discounted);
        expect(pricesIn(tools, bolts._id), url).toEqual(fixed);
      }
      expect(await oneTool(screws, member)).toEqual(discounted);
      expect(await oneTool(bolts, member)).toEqual(fixed);
      // listPrice comes right after price; every other field as the public answer has it.
      const [mine] = await toolsOf(`/api/tools?q=${encodeURIComponent('Wood Screws')}&limit=1`, member);
      const [theirs] = await toolsOf(`/api/tools?q=${encodeURIComponent('Wood Screws')}&limit=1`, null);
      expect(Object.keys(mine!).slice(0, 7)).toEqual([
        '_id',
        'name',
        'img',
        'imgVariants',
        'description',
        'price',
        'listPrice',
      ]);
      expect({ ...mine, price: 250, priceBreaks: publicPrices.priceBreaks, listPrice: undefined }).toEqual({
        ...theirs,
        listPrice: undefined,
      });
    });

    it('is private to the member: its own validator, not for shared caches; 304 on a repeat', async () => {
      const mine = await call('GET', '/api/tools?limit=100', member);
      const guests = await call('GET', '/api/tools?limit=100', null);
      expect(mine.headers['cache-control']).toBe('private, no-cache');
      expect(guests.headers['cache-control']).toBe('no-cache');
      expect(mine.headers.etag).not.toBe(guests.headers.etag);
      const again = await call('GET', '/api/tools?limit=100', member, undefined, {
        'if-none-match': String(mine.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });
  });

  describe('everyone else sees the public prices, byte for byte', () => {
    it('guests, plain customers, pending and suspended companies, a stale token, and an approved company without a list', async () => {
      const pending = await createAccount(shop.app);
      const suspended = await createAccount(shop.app);
      const noList = await createAccount(shop.app);
      await companyOf(pending, 'pending', null);
      await companyOf(suspended, 'suspended', listId);
      await companyOf(noList, 'approved', null);
      const stale = { ...customer, authorization: { authorization: 'Bearer not-a-token' } };
      for (const url of [
        '/api/tools?limit=100',
        '/api/tools?q=box',
        `/api/tools/${screws._id}`,
        `/api/tools/by-slug/${screws.slug}`,
      ]) {
        const guest = await call('GET', url, null);
        for (const who of [customer, pending, suspended, noList, stale]) {
          const answer = await call('GET', url, who);
          expect([answer.statusCode, answer.body, answer.headers.etag, answer.headers['cache-control']], url).toEqual([
            200,
            guest.body,
            guest.headers.etag,
            'no-cache',
          ]);
        }
      }
      expect(await oneTool(screws, null)).toEqual(publicPrices);
    });
  });

  describe('the cart, quick order, checkout, one-tool orders and reorder', () => {
    it("price the member's lines with the list, and the order keeps what they paid", async () => {
      const put = await call('PUT', `/api/cart/lines/${screws._id}`, member, { quantity: 48 });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json()).toMatchObject({
        lines: [
          { toolId: screws._id, unitPrice: 211.5, lineTotal: 10_152, nextBreak: { minQuantity: 144, price: 198 } },
        ],
        subtotal: 10_152,
      });
      const imported = await call('POST', '/api/cart/import', member, {
        text: `${(bolts as { sku?: string }).sku ?? ''},12`,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({ cart: { subtotal: 10_152 + 2_400 } });
      expect((await call('GET', '/api/cart', member)).json()).toMatchObject({
        lines: [
          { toolId: screws._id, unitPrice: 211.5 },
          { toolId: bolts._id, unitPrice: 200, nextBreak: null },
        ],
        subtotal: 12_552,
      });

      const placed = await call('POST', '/api/checkout', member, recipient, { 'idempotency-key': randomUUID() });
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json() as {
        order: { _id: string; price: number; lines: { toolId: string; unitPrice: number; lineTotal: number }[] };
      };
      expect(order.lines).toEqual([
        expect.objectContaining({ toolId: screws._id, unitPrice: 211.5, lineTotal: 10_152 }),
        expect.objectContaining({ toolId: bolts._id, unitPrice: 200, lineTotal: 2_400 }),
      ]);
      expect(order.price).toBe(12_552);

      // A later change of the list applies to later orders only.
      const patched = await call('PATCH', `/api/admin/price-lists/${listId}`, admin, { discountPercent: 20 });
      expect(patched.statusCode, patched.body).toBe(200);
      const one = await call('POST', '/api/orders', member, {
        ...recipient,
        email: member.email,
        toolId: screws._id,
        cart: 12,
      });
      expect(one.statusCode, one.body).toBe(201);
      expect(one.json()).toMatchObject({ price: 2_400, lines: [{ unitPrice: 200 }] });
      const first = await call('GET', `/api/orders/${order._id}`, member);
      expect(first.json()).toMatchObject({ price: 12_552, lines: [{ unitPrice: 211.5 }, { unitPrice: 200 }] });

      // Reorder puts the lines back at today's price for the member.
      const reordered = await call('POST', `/api/orders/${order._id}/reorder`, member);
      expect(reordered.statusCode, reordered.body).toBe(200);
      const { cart } = reordered.json() as { cart: { lines: { toolId: string; unitPrice: number }[] } };
      expect(cart.lines.map(({ toolId, unitPrice }) => ({ toolId, unitPrice }))).toEqual(
        expect.arrayContaining([
          { toolId: screws._id, unitPrice: 188 },
          { toolId: bolts._id, unitPrice: 200 },
        ]),
      );
      await call('DELETE', '/api/cart', member);
      expect((await call('PATCH', `/api/admin/price-lists/${listId}`, admin, { discountPercent: 10 })).statusCode).toBe(
        200,
      );
    });

    it("prices a plain customer's cart and order at the public prices", async () => {
      const put = await call('PUT', `/api/cart/lines/${screws._id}`, customer, { quantity: 48 });
      expect(put.json()).toMatchObject({ lines: [{ unitPrice: 235, lineTotal: 11_280 }] });
      await call('DELETE', '/api/cart', customer);
      const one = await call('POST', '/api/orders', customer, {
        ...recipient,
        email: customer.email,
        toolId: bolts._id,
        cart: 12,
      });
      expect(one.json()).toMatchObject({ price: 3_000, lines: [{ unitPrice: 250 }] });
    });
  });

  describe('guestPrices: hide', () => {
    afterAll(() => setGuestPrices('show'));

    it('is show by default, and refuses anything but show or hide', async () => {
      expect((await call('GET', '/api/admin/settings', admin)).json()).toMatchObject({ guestPrices: 'show' });
      const bad = await call('PUT', '/api/admin/settings', admin, { guestPrices: 'maybe' });
      expect([bad.statusCode, bad.json()]).toEqual([400, { message: settingsMessages.guestPrices }]);
      expect((await call('GET', '/api/admin/settings', admin)).json()).toMatchObject({ guestPrices: 'show' });
    });

    it('gives guests and customers without an approved company no price in any tool answer; members keep theirs', async () => {
      await setGuestPrices('hide');
      for (const who of [null, customer]) {
        for (const url of ['/api/tools?limit=100', '/api/tools?q=box', '/api/tools?page=1&limit=100']) {
          const tools = await toolsOf(url, who);
          expect(tools.length).toBeGreaterThan(0);
          for (const tool of tools)
            expect({ price: tool.price, priceBreaks: tool.priceBreaks, listPrice: tool.listPrice }).toEqual({
              ...hidden,
              listPrice: undefined,
            });
        }
        expect(await oneTool(screws, who)).toEqual(hidden);
      }
      expect(pricesIn(await toolsOf('/api/tools?limit=100', member), screws._id)).toEqual(discounted);
      expect(await oneTool(bolts, member)).toEqual(fixed);
    });

    it('answers ordering and cart changes with 403 Prices and ordering are for trade accounts, changing nothing', async () => {
      await setGuestPrices('hide');
      const refused = [
        await call('PUT', `/api/cart/lines/${screws._id}`, customer, { quantity: 48 }),
        await call('POST', '/api/cart/import', customer, { text: 'ANY-SKU,12' }),
        await call('POST', '/api/cart/merge', customer, { lines: [{ toolId: screws._id, quantity: 12 }] }),
        await call('POST', '/api/checkout', customer, recipient, { 'idempotency-key': randomUUID() }),
        await call('POST', '/api/orders', customer, {
          ...recipient,
          email: customer.email,
          toolId: screws._id,
          cart: 12,
        }),
      ];
      for (const response of refused)
        expect([response.statusCode, response.json()]).toEqual([403, { message: pricingMessages.tradeOnly }]);
      expect((await call('GET', '/api/cart', customer)).json()).toMatchObject({ lines: [] });
      const inBangla = await call(
        'POST',
        '/api/orders',
        customer,
        { ...recipient, email: customer.email, toolId: screws._id, cart: 12 },
        { 'accept-language': 'bn' },
      );
      expect(inBangla.json()).toEqual({ message: bangla.pricing.pricingMessages.tradeOnly });
      // A member orders as before.
      const placed = await call('POST', '/api/orders', member, {
        ...recipient,
        email: member.email,
        toolId: bolts._id,
        cart: 12,
      });
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json()).toMatchObject({ price: 2_400 });
    });

    it('shows the public prices again once switched back', async () => {
      await setGuestPrices('hide');
      await setGuestPrices('show');
      expect(await oneTool(screws, null)).toEqual(publicPrices);
      expect(await oneTool(screws, customer)).toEqual(publicPrices);
    });
  });
});
