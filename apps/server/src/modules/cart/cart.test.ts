import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import {
  CART_LIMITS,
  cartImportResultSchema,
  cartMessages,
  cartViewSchema,
  catalogMessages,
  toolSchema,
  type CartView,
  type Tool,
} from '@tools-bd/contract';
import { cartLines, tools, users } from '../../db/schema.ts';
import type { Database } from '../../db/client.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createManyTools, createTool } from '../../../test/fixtures/orders.ts';
import { wholesaleProduct } from '../../../test/fixtures/wholesale.ts';
import { loadCart } from './judge.ts';

describe.each(testEngines)('cart API on $engine', ({ engine }) => {
  let shop: TestApp;
  let admin: TestAccount;
  let buyer: TestAccount;
  /** The example product (SKU WS-BOX-440). */
  let screws: Tool;
  /** A plain tool: minimum 1, packs of 1, 5 in stock. */
  let scarce: { id: string };
  let scarceSku: string;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [admin, buyer] = await Promise.all([createAccount(shop.app, { role: 'admin' }), createAccount(shop.app)]);
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/tools',
      headers: admin.authorization,
      payload: { ...wholesaleProduct, sku: 'WS-BOX-440' },
    });
    screws = toolSchema.parse(added.json());
    scarce = await createTool(shop.app.db, { name: 'Scarce File', availableQuantity: 5, minimumPurchase: 1 });
    [{ sku: scarceSku }] = (await shop.app.db
      .select({ sku: tools.sku })
      .from(tools)
      .where(eq(tools.id, scarce.id))) as [{ sku: string }];
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await shop.app.db.delete(cartLines);
  });

  const cartOf = async (account: TestAccount = buyer): Promise<CartView> => {
    const response = await shop.app.inject({ url: '/api/cart', headers: account.authorization });
    expect(response.statusCode).toBe(200);
    return cartViewSchema.parse(response.json());
  };
  const setLine = (toolId: string, quantity: unknown, account: TestAccount = buyer) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/cart/lines/${toolId}`,
      headers: account.authorization,
      payload: { quantity },
    });
  const importText = (text: string, dryRun?: boolean) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/cart/import',
      headers: buyer.authorization,
      payload: { text, ...(dryRun === undefined ? {} : { dryRun }) },
    });

  it('refuses every cart call without a signed-in account', async () => {
    for (const call of [
      { method: 'GET' as const, url: '/api/cart' },
      { method: 'PUT' as const, url: `/api/cart/lines/${screws._id}`, payload: { quantity: 12 } },
      { method: 'DELETE' as const, url: `/api/cart/lines/${screws._id}` },
      { method: 'DELETE' as const, url: '/api/cart' },
      { method: 'POST' as const, url: '/api/cart/merge', payload: { lines: [] } },
      { method: 'POST' as const, url: '/api/cart/import', payload: { text: 'WS-BOX-440,12' } },
    ]) {
      const response = await shop.app.inject(call);
      expect(response.statusCode, call.url).toBe(401);
    }
    expect(await shop.app.db.select().from(cartLines)).toEqual([]);
  });

  it('prices each line by its price break and points at the next one (the issue example)', async () => {
    expect(await cartOf()).toEqual({ lines: [], itemCount: 0, subtotal: 0 });

    const at42 = cartViewSchema.parse((await setLine(screws._id, 42)).json());
    expect(at42.lines).toEqual([
      {
        toolId: screws._id,
        sku: 'WS-BOX-440',
        name: wholesaleProduct.name,
        img: wholesaleProduct.img,
        quantity: 42,
        unitPrice: 250,
        lineTotal: 10_500,
        packSize: 6,
        minPurse: 12,
        maxPerOrder: 600,
        availableItem: 5_000,
        nextBreak: { minQuantity: 48, price: 235 },
        problem: null,
        vatRate: 15,
      },
    ]);
    expect(at42).toMatchObject({ itemCount: 42, subtotal: 10_500 });

    // Exactly at a break, and one pack below the next one.
    expect((await setLine(screws._id, 48)).json()).toMatchObject({
      lines: [{ unitPrice: 235, lineTotal: 11_280, nextBreak: { minQuantity: 144, price: 220 } }],
    });
    expect((await setLine(screws._id, 138)).json()).toMatchObject({
      lines: [{ unitPrice: 235, lineTotal: 32_430, nextBreak: { minQuantity: 144, price: 220 } }],
    });
    expect((await setLine(screws._id, 144)).json()).toMatchObject({
      lines: [{ unitPrice: 220, lineTotal: 31_680, nextBreak: null }],
      subtotal: 31_680,
    });

    // The account's cart is the same from any device.
    expect((await cartOf()).lines[0]).toMatchObject({ quantity: 144, lineTotal: 31_680 });
  });

  it("refuses a quantity the tool's rules refuse with the rule's message, leaving the cart unchanged", async () => {
    await setLine(screws._id, 48);
    const before = await cartOf();
    const cases: [unknown, string][] = [
      [10, 'Follow the minimum quantity'],
      [47, 'Order in packs of 6'],
      [606, 'At most 600 per order'],
      [-6, cartMessages.quantityWholeNumber],
      [12.5, cartMessages.quantityWholeNumber],
      ['12', cartMessages.quantityWholeNumber],
    ];
    for (const [quantity, message] of cases) {
      const response = await setLine(screws._id, quantity);
      expect(response.statusCode, String(quantity)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    const tooMany = await setLine(scarce.id, 6);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ message: 'You can not select more then available' });
    const unknown = await setLine('00000000-0000-4000-8000-000000000000', 12);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: catalogMessages.toolNotFound });
    expect(await cartOf()).toEqual(before);
  });

  it('removes a line with quantity 0 or DELETE, and empties the whole cart', async () => {
    await setLine(screws._id, 12);
    await setLine(scarce.id, 2);
    expect(await cartOf()).toMatchObject({ itemCount: 14, subtotal: 3_000 + 25 });
    expect((await setLine(scarce.id, 0)).json()).toMatchObject({ lines: [{ toolId: screws._id }], itemCount: 12 });
    await setLine(scarce.id, 2);
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/cart/lines/${screws._id}`,
      headers: buyer.authorization,
    });
    expect(removed.json()).toMatchObject({ lines: [{ toolId: scarce.id }], itemCount: 2 });
    const cleared = await shop.app.inject({ method: 'DELETE', url: '/api/cart', headers: buyer.authorization });
    expect(cleared.json()).toEqual({ lines: [], itemCount: 0, subtotal: 0 });
  });

  it('keeps each account its own cart', async () => {
    const other = await createAccount(shop.app);
    await setLine(screws._id, 12, other);
    expect((await cartOf()).lines).toEqual([]);
    expect((await cartOf(other)).lines).toHaveLength(1);
  });

  it('shows a problem on a line that no longer passes: stock fell, rules changed, tool archived', async () => {
    const tool = await createTool(shop.app.db, { name: 'Fading Chisel', availableQuantity: 50, minimumPurchase: 1 });
    await setLine(tool.id, 30);
    await setLine(screws._id, 48);
    await shop.app.db.update(tools).set({ availableQuantity: 20 }).where(eq(tools.id, tool.id));
    await shop.app.db.update(tools).set({ packSize: 12, minimumPurchase: 12 }).where(eq(tools.id, screws._id));
    let lines = (await cartOf()).lines;
    expect(lines.map((line) => [line.toolId, line.problem])).toEqual([
      [tool.id, 'You can not select more then available'],
      [screws._id, null],
    ]);
    await shop.app.db.update(tools).set({ packSize: 36, minimumPurchase: 36 }).where(eq(tools.id, screws._id));
    await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, tool.id));
    lines = (await cartOf()).lines;
    expect(lines.map((line) => line.problem)).toEqual([cartMessages.toolNotOnSale, 'Order in packs of 36']);
    await shop.app.db.update(tools).set({ packSize: 6, minimumPurchase: 12 }).where(eq(tools.id, screws._id));
  });

  it('merges a visitor cart at sign-in: quantities added, then judged again; tools gone from the shop dropped', async () => {
    await setLine(screws._id, 42);
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: buyer.authorization,
      payload: {
        lines: [
          { toolId: screws._id, quantity: 6 },
          { toolId: scarce.id, quantity: 4 },
          { toolId: scarce.id, quantity: 3 },
          { toolId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const merged = cartViewSchema.parse(response.json());
    expect(merged.lines.map((line) => [line.toolId, line.quantity, line.lineTotal, line.problem])).toEqual([
      [screws._id, 48, 11_280, null],
      [scarce.id, 7, 87.5, 'You can not select more then available'],
    ]);
    const malformed = await shop.app.inject({
      method: 'POST',
      url: '/api/cart/merge',
      headers: buyer.authorization,
      payload: { lines: [{ toolId: screws._id, quantity: 0 }] },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await cartOf()).toEqual(merged);
  });

  const merge = (lines: { toolId: string; quantity: number }[], account: TestAccount = buyer) =>
    shop.app.inject({ method: 'POST', url: '/api/cart/merge', headers: account.authorization, payload: { lines } });

  it('adds simultaneous merges of one account together, none lost', async () => {
    await setLine(screws._id, 42);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        merge([
          { toolId: screws._id, quantity: 6 },
          { toolId: scarce.id, quantity: 1 },
        ]),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const cart = await cartOf();
    expect(cart.lines.map((line) => [line.toolId, line.quantity])).toEqual([
      [screws._id, 42 + 8 * 6],
      [scarce.id, 8],
    ]);
  });

  it('keeps a merged line within what any order may hold', async () => {
    await setLine(scarce.id, 5);
    await shop.app.db
      .update(cartLines)
      .set({ quantity: CART_LIMITS.quantityMax - 1 })
      .where(eq(cartLines.toolId, scarce.id));
    const response = await merge([{ toolId: scarce.id, quantity: 5 }]);
    expect(response.statusCode).toBe(200);
    expect(cartViewSchema.parse(response.json()).lines.map((line) => line.quantity)).toEqual([CART_LIMITS.quantityMax]);
  });

  it('refuses a merge that grows the cart past its line cap whole, changing nothing', async () => {
    const [account] = await shop.app.db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
    const many = (await createManyTools(shop.app.db, CART_LIMITS.linesMax)).map((id) => ({ id }));
    // One line short of the cap: adding to a line already there and one new line fits; two new lines do not.
    await shop.app.db
      .insert(cartLines)
      .values(many.slice(1).map((tool) => ({ userId: account!.id, toolId: tool.id, quantity: 1 })));
    const before = await cartOf();
    expect(before.lines).toHaveLength(CART_LIMITS.linesMax - 1);

    const refused = await merge([
      { toolId: many[1]!.id, quantity: 1 },
      { toolId: many[0]!.id, quantity: 1 },
      { toolId: scarce.id, quantity: 1 },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: cartMessages.tooManyLines });
    expect(await cartOf()).toEqual(before);

    const fits = await merge([
      { toolId: many[1]!.id, quantity: 1 },
      { toolId: many[0]!.id, quantity: 1 },
    ]);
    expect(fits.statusCode).toBe(200);
    expect(cartViewSchema.parse(fits.json()).lines).toHaveLength(CART_LIMITS.linesMax);
    // A full cart still takes more of a line it holds.
    expect((await merge([{ toolId: many[0]!.id, quantity: 1 }])).statusCode).toBe(200);
    await shop.app.db
      .update(tools)
      .set({ archivedAt: new Date() })
      .where(
        inArray(
          tools.id,
          many.map((tool) => tool.id),
        ),
      );
  });

  it('answers a line with its product’s Bangla name when it has one, and takes an import in Bengali digits', async () => {
    const bangla = await createTool(shop.app.db, { name: 'Round File', availableQuantity: 50, minimumPurchase: 1 });
    await shop.app.db.update(tools).set({ nameBn: 'গোল উখা' }).where(eq(tools.id, bangla.id));
    expect((await setLine(bangla.id, 2)).statusCode).toBe(200);
    expect((await importText(`${scarceSku},৩`)).statusCode).toBe(200);
    const lines = (await cartOf()).lines;
    expect(lines.find((line) => line.toolId === bangla.id)).toMatchObject({ name: 'Round File', nameBn: 'গোল উখা' });
    expect(lines.find((line) => line.toolId === scarce.id)).toMatchObject({ quantity: 3 });
    expect(lines.find((line) => line.toolId === scarce.id)).not.toHaveProperty('nameBn');
  });

  it('imports SKU lines with a status per row; only added rows change the cart, adding to a line already there', async () => {
    await setLine(screws._id, 12);
    const text = [
      'sku;quantity',
      'ws-box-440;36', // 12 + 36 = 48: the first break
      'NO-SUCH-SKU;5',
      `${scarceSku};many`,
      'WS-BOX-440;x',
      `${scarceSku};9`,
    ].join('\r\n');
    const response = await importText(`\uFEFF${text}`);
    expect(response.statusCode).toBe(200);
    const result = cartImportResultSchema.parse(response.json());
    expect(result.rows).toEqual([
      { line: 2, sku: 'WS-BOX-440', quantity: 36, status: 'added', message: null },
      { line: 3, sku: 'NO-SUCH-SKU', quantity: 5, status: 'unknown_sku', message: cartMessages.unknownSku },
      {
        line: 4,
        sku: scarceSku,
        quantity: null,
        status: 'invalid_quantity',
        message: cartMessages.quantityWholeNumber,
      },
      {
        line: 5,
        sku: 'WS-BOX-440',
        quantity: null,
        status: 'invalid_quantity',
        message: cartMessages.quantityWholeNumber,
      },
      {
        line: 6,
        sku: scarceSku,
        quantity: 9,
        status: 'out_of_stock',
        message: 'You can not select more then available',
      },
    ]);
    expect(result.cart.lines.map((line) => [line.sku, line.quantity, line.unitPrice])).toEqual([
      ['WS-BOX-440', 48, 235],
    ]);
    expect(await cartOf()).toEqual(result.cart);
  });

  it('names each rule an import row breaks, judged on the sum with the cart', async () => {
    await setLine(screws._id, 594);
    const result = cartImportResultSchema.parse((await importText('WS-BOX-440,12')).json());
    expect(result.rows[0]).toMatchObject({ status: 'above_maximum', message: 'At most 600 per order' });
    await shop.app.db.delete(cartLines);
    const statuses = async (line: string) =>
      cartImportResultSchema.parse((await importText(line)).json()).rows.map((row) => row.status);
    expect(await statuses('WS-BOX-440,6')).toEqual(['below_minimum']);
    expect(await statuses('WS-BOX-440,13')).toEqual(['not_multiple']);
    expect(await statuses('WS-BOX-440,0')).toEqual(['invalid_quantity']);
    expect(await statuses('WS-BOX-440 6\nws-box-440 6')).toEqual(['added']); // duplicates summed: 12
    expect((await cartOf()).lines[0]?.quantity).toBe(12);
    const soldOut = await createTool(shop.app.db, { name: 'Sold Out Rasp', availableQuantity: 0, minimumPurchase: 1 });
    const [{ sku }] = (await shop.app.db.select({ sku: tools.sku }).from(tools).where(eq(tools.id, soldOut.id))) as [
      { sku: string },
    ];
    expect(await statuses(`${sku}\t1`)).toEqual(['out_of_stock']);
  });

  it('previews an import with dryRun: every row judged as if added, the cart unchanged', async () => {
    await setLine(screws._id, 12);
    const before = await cartOf();
    const response = await importText('WS-BOX-440,36\nNO-SUCH-SKU,1', true);
    expect(response.statusCode).toBe(200);
    const preview = cartImportResultSchema.parse(response.json());
    expect(preview.rows.map((row) => row.status)).toEqual(['added', 'unknown_sku']);
    expect(preview.cart).toEqual(before);
    expect(await cartOf()).toEqual(before);
  });

  it('refuses an import of 501 rows, over 1 MB, or with no rows, changing nothing', async () => {
    await setLine(screws._id, 12);
    const before = await cartOf();
    const rows = Array.from({ length: 501 }, () => 'WS-BOX-440,6').join('\n');
    const cases: [string, number, string][] = [
      [rows, 400, cartMessages.importTooLarge],
      [`WS-BOX-440,12,${'x'.repeat(1_000_001)}`, 400, cartMessages.importTooLarge],
      [`WS-BOX-440,12,${'৳'.repeat(400_000)}`, 400, cartMessages.importTooLarge],
      ['   \n', 400, cartMessages.importEmpty],
    ];
    for (const [text, status, message] of cases) {
      const response = await importText(text);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message });
    }
    expect(await cartOf()).toEqual(before);
  });

  it('lets checkout read and judge the cart inside its transaction, with the lines and tools locked', async () => {
    await setLine(scarce.id, 2);
    await setLine(screws._id, 48);
    const [account] = await shop.app.db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
    const judged = await shop.app.db.transaction((tx) =>
      loadCart(tx as unknown as Database, account!.id, { lock: true }),
    );
    expect(judged.map((line) => [line.tool.id, line.quantity, line.lineTotalCents, line.problem])).toEqual([
      [scarce.id, 2, 2_500, null],
      [screws._id, 48, 1_128_000, null],
    ]);
  });
});
