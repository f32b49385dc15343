import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { catalogMessages, toolSchema, type Tool } from '@tools-bd/contract';
import { cartLines, tools } from '../../../db/schema.ts';
import { seedTools } from '../../../db/seed-data.ts';
import { checkToolRules } from '@tools-bd/contract/messages';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../../test/helpers.ts';
import { wholesaleProduct } from '../../../../test/fixtures/wholesale.ts';

describe('demo catalogue', () => {
  it('gives every demo tool a distinct real SKU and selling rules that pass the product rules', () => {
    const skus = seedTools.map((tool) => tool.sku);
    expect(new Set(skus).size).toBe(seedTools.length);
    for (const tool of seedTools) {
      expect(tool.sku).toMatch(/^[A-Z0-9-]{3,32}$/);
      expect(tool.sku).not.toMatch(/^TBD-/);
      const rules = {
        priceCents: tool.priceCents,
        minPurse: tool.minimumPurchase,
        packSize: tool.packSize ?? 1,
        maxPerOrder: tool.maxPerOrder,
        priceBreaks: tool.priceBreaks ?? [],
      };
      expect(checkToolRules(rules), tool.name).toBeNull();
    }
    expect(seedTools.some((tool) => (tool.packSize ?? 1) > 1 && (tool.priceBreaks ?? []).length > 1)).toBe(true);
  });
});

describe.each(testEngines)('product selling rules through the API on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    shop = await createTestApp(engine, { seedDemoData: true });
    admin = await createAccount(shop.app, { role: 'admin' });
  });
  afterAll(() => shop.close());

  const addTool = (payload: Record<string, unknown>) =>
    shop.app.inject({ method: 'POST', url: '/api/tools', headers: admin.authorization, payload });
  const patchTool = (id: string, payload: Record<string, unknown>) =>
    shop.app.inject({ method: 'PATCH', url: `/api/tools/${id}`, headers: admin.authorization, payload });
  const toolCount = async () => (await shop.app.db.select({ id: tools.id }).from(tools)).length;

  it('shows sku, packSize, maxPerOrder and priceBreaks on every tool; demo tools have real SKUs, older rules stay plain', async () => {
    const list = (await shop.app.inject('/api/tools')).json() as Tool[];
    expect(list.length).toBeGreaterThan(0);
    for (const tool of list) expect(toolSchema.parse(tool)).toEqual(tool);
    const hammer = list.find((tool) => tool.name === 'Claw Hammer');
    expect(hammer).toMatchObject({ sku: 'HT-HAM-16OZ', packSize: 1, maxPerOrder: null, priceBreaks: [] });
    const pliers = list.find((tool) => tool.name === 'Combination Pliers');
    expect(pliers).toMatchObject({
      sku: 'HT-PLR-200',
      packSize: 6,
      priceBreaks: [
        { minQuantity: 48, price: 17.9 },
        { minQuantity: 144, price: 16.9 },
      ],
    });
  });

  it('adds a product with its rules, its SKU stored upper-case', async () => {
    const response = await addTool({ ...wholesaleProduct, sku: ' ws-box-440 ' });
    expect(response.statusCode).toBe(201);
    const created = toolSchema.parse(response.json());
    expect(created).toMatchObject({
      sku: 'WS-BOX-440',
      packSize: 6,
      maxPerOrder: 600,
      priceBreaks: wholesaleProduct.priceBreaks,
    });
    const [stored] = await shop.app.db.select().from(tools).where(eq(tools.id, created._id));
    expect(stored?.priceBreaks).toEqual([
      { minQuantity: 48, unitPriceCents: 23_500 },
      { minQuantity: 144, unitPriceCents: 22_000 },
    ]);
    expect((await shop.app.inject(`/api/tools/${created._id}`)).json()).toEqual(created);
  });

  it("numbers a product added without an SKU, and refuses another product's SKU (any case) with 409, saving nothing", async () => {
    const plain = await addTool({ ...wholesaleProduct, name: 'Unnamed SKU', sku: '' });
    expect(plain.statusCode).toBe(201);
    expect(toolSchema.parse(plain.json()).sku).toMatch(/^TBD-\d{6}$/);
    const none = await addTool({
      ...wholesaleProduct,
      name: 'No SKU field',
      packSize: undefined,
      maxPerOrder: undefined,
      priceBreaks: undefined,
    });
    expect(none.statusCode).toBe(201);
    expect(toolSchema.parse(none.json())).toMatchObject({ packSize: 1, maxPerOrder: null, priceBreaks: [] });

    const before = await toolCount();
    const duplicate = await addTool({ ...wholesaleProduct, sku: 'ht-ham-16oz' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: catalogMessages.skuTaken });
    expect(await toolCount()).toBe(before);
  });

  it('refuses each broken rule with a 400 naming it, saving nothing', async () => {
    const before = await toolCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ sku: 'HT HAM' }, catalogMessages.skuInvalid],
      [{ packSize: 0 }, catalogMessages.packSizeWhole],
      [{ minPurse: 10 }, catalogMessages.minPurseNotPackMultiple],
      [{ maxPerOrder: 601 }, catalogMessages.maxPerOrderNotPackMultiple],
      [{ maxPerOrder: 6 }, catalogMessages.maxPerOrderBelowMinimum],
      [{ priceBreaks: [{ minQuantity: 12, price: 240 }] }, catalogMessages.priceBreakAboveMinimum],
      [{ priceBreaks: [{ minQuantity: 50, price: 240 }] }, catalogMessages.priceBreakPackMultiple],
      [
        {
          priceBreaks: [
            { minQuantity: 144, price: 240 },
            { minQuantity: 48, price: 230 },
          ],
        },
        catalogMessages.priceBreakQuantitiesAscending,
      ],
      [{ priceBreaks: [{ minQuantity: 48, price: 250 }] }, catalogMessages.priceBreakPricesDescending],
      [
        { priceBreaks: [18, 24, 30, 36, 42, 48].map((minQuantity, index) => ({ minQuantity, price: 240 - index })) },
        catalogMessages.priceBreaksTooMany,
      ],
    ];
    for (const [change, message] of cases) {
      const response = await addTool({ ...wholesaleProduct, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await toolCount()).toBe(before);
  });

  it('judges an edit on the product as it would become, and keeps it unchanged when a rule breaks', async () => {
    const created = toolSchema.parse(
      (await addTool({ ...wholesaleProduct, name: 'Edited Screws', sku: 'WS-EDIT-1' })).json(),
    );
    const refused: [Record<string, unknown>, number, string][] = [
      [{ price: 230 }, 400, catalogMessages.priceBreakPricesDescending], // base below the first break
      [{ packSize: 5 }, 400, catalogMessages.minPurseNotPackMultiple],
      [{ minPurse: 48 }, 400, catalogMessages.priceBreakAboveMinimum],
      [{ sku: 'HT-HAM-16OZ' }, 409, catalogMessages.skuTaken],
      [{ sku: '' }, 400, catalogMessages.skuInvalid],
    ];
    for (const [change, status, message] of refused) {
      const response = await patchTool(created._id, change);
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    expect((await shop.app.inject(`/api/tools/${created._id}`)).json()).toEqual(created);

    const changed = await patchTool(created._id, {
      sku: 'ws-edit-2',
      maxPerOrder: null,
      priceBreaks: [{ minQuantity: 60, price: 240 }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      sku: 'WS-EDIT-2',
      maxPerOrder: null,
      priceBreaks: [{ minQuantity: 60, price: 240 }],
      price: 250,
    });
  });

  it('erases a product without orders even when it sits in a cart, taking it out of the cart', async () => {
    const created = toolSchema.parse(
      (await addTool({ ...wholesaleProduct, name: 'Carted Screws', sku: 'WS-CART-1' })).json(),
    );
    const buyer = await createAccount(shop.app);
    const put = await shop.app.inject({
      method: 'PUT',
      url: `/api/cart/lines/${created._id}`,
      headers: buyer.authorization,
      payload: { quantity: 12 },
    });
    expect(put.statusCode).toBe(200);
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/tools/${created._id}`,
      headers: admin.authorization,
    });
    expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1, archived: false });
    expect(await shop.app.db.select().from(cartLines).where(eq(cartLines.toolId, created._id))).toEqual([]);
  });
});
