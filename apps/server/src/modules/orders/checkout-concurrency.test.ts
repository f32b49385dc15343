import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { checkoutConflictSchema, checkoutResultSchema } from '@tools-bd/contract';
import { cartLines, orderLines, tools, users } from '../../db/schema.ts';
import { createTestApp, testEngines, type TestApp } from '../../../test/helpers.ts';
import { createTool } from '../../../test/fixtures/orders.ts';

const BUYERS = 200;
const TOOLS = 6;
const STOCK = 120;

const byTool = <T extends { toolId: string }>(lines: T[]) => [...lines].sort((a, b) => (a.toolId < b.toolId ? -1 : 1));

describe.each(testEngines)('200 simultaneous 3-line checkouts over overlapping tools on $engine', ({ engine }) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  it('never oversells, never deadlocks, never fails: stock + units sold == initial stock', async () => {
    const stocked = [];
    for (let index = 0; index < TOOLS; index += 1)
      stocked.push(await createTool(shop.app.db, { availableQuantity: STOCK, priceCents: 100 + index }));
    const toolIds = stocked.map((tool) => tool.id);

    // Buyers straight in the database (signing up 200 people would time the password hash, not checkout).
    const buyers = await shop.app.db
      .insert(users)
      .values(
        Array.from({ length: BUYERS }, (_, index) => ({
          email: `crowd-${index}-${randomUUID().slice(0, 8)}@example.com`,
          name: `Crowd ${index}`,
        })),
      )
      .returning({ id: users.id, email: users.email });
    // Each cart holds three of the six tools, overlapping its neighbours', 1–3 units a line:
    // about 200 units asked of each tool against 120 in stock, so many checkouts must be refused.
    const carts = buyers.map((buyer, index) =>
      [index, index + 1, index + 3].map((offset, line) => ({
        userId: buyer.id,
        toolId: toolIds[offset % TOOLS]!,
        quantity: 1 + ((index + line) % 3),
      })),
    );
    await shop.app.db.insert(cartLines).values(carts.flat());
    const tokens = await Promise.all(
      buyers.map((buyer) => shop.app.tokens.issue({ userId: buyer.id, tokenVersion: 0 })),
    );

    const recipient = {
      customerName: 'Crowd Buyer',
      phone: '+880 1711-000000',
      address: '1 Crowd Road, Dhaka',
      district: 'Dhaka',
    };
    // One-tool orders for the same tools run at the same moment, in their own transactions.
    const singles = buyers.slice(0, 50).map((buyer, index) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { authorization: `Bearer ${tokens[index]}` },
        payload: { ...recipient, email: buyer.email, toolId: toolIds[index % TOOLS]!, cart: 1 },
      }),
    );
    const responses = await Promise.all(
      buyers.map((_, index) =>
        shop.app.inject({
          method: 'POST',
          url: '/api/checkout',
          headers: { authorization: `Bearer ${tokens[index]}`, 'idempotency-key': `crowd-${index}-${randomUUID()}` },
          payload: recipient,
        }),
      ),
    );
    const singleStatuses = (await Promise.all(singles)).map((response) => response.statusCode);
    expect(singleStatuses.filter((status) => status !== 201 && status !== 400 && status !== 409)).toEqual([]);

    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status !== 201 && status !== 409),
      responses.find((response) => ![201, 409].includes(response.statusCode))?.body,
    ).toEqual([]);
    const placed = statuses.filter((status) => status === 201).length;
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThan(BUYERS);

    const remaining = await shop.app.db
      .select({ id: tools.id, stock: tools.availableQuantity })
      .from(tools)
      .where(inArray(tools.id, toolIds));
    const sold = await shop.app.db
      .select({ toolId: orderLines.toolId, units: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(inArray(orderLines.toolId, toolIds))
      .groupBy(orderLines.toolId);
    for (const toolId of toolIds) {
      const left = remaining.find((row) => row.id === toolId)!.stock;
      const units = sold.find((row) => row.toolId === toolId)?.units ?? 0;
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + units, toolId).toBe(STOCK);
    }

    // Each answer matches its cart: a placed order holds exactly the cart and emptied it; a refused
    // one names a failing line and left the cart as it was.
    for (const [index, response] of responses.entries()) {
      const cart = carts[index]!;
      const left = await shop.app.db
        .select({ toolId: cartLines.toolId, quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.userId, buyers[index]!.id));
      if (response.statusCode === 201) {
        const { order } = checkoutResultSchema.parse(response.json());
        expect(byTool(order.lines.map(({ toolId, quantity }) => ({ toolId, quantity })))).toEqual(
          byTool(cart.map(({ toolId, quantity }) => ({ toolId, quantity }))),
        );
        expect(left).toEqual([]);
      } else {
        expect(checkoutConflictSchema.parse(response.json()).lines.length).toBeGreaterThan(0);
        expect(byTool(left)).toEqual(byTool(cart.map(({ toolId, quantity }) => ({ toolId, quantity }))));
      }
    }
  }, 120_000);
});
