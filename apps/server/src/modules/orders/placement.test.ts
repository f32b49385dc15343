import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { orderMessages, catalogMessages } from '@tools-bd/contract';
import { orderLines, orders, tools, users } from '../../db/schema.ts';
import { selectRows } from '../../db/client.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, orderFormFor } from '../../../test/fixtures/orders.ts';
import { placeOrders, PlacementRefused, type OnAccountTerms, type PlacementAttempt } from './placement.ts';
import type { StockLevel } from '../catalog/index.ts';
import { singleOrderRefusal } from './checkout.ts';

/** The HTTP error POST /api/orders answers for a refused attempt. */
const answerFor = (error: unknown) => singleOrderRefusal(error as PlacementRefused);

describe.each(testEngines)('placing orders in batches on $engine', ({ engine }) => {
  let shop: TestApp;
  let crowd: TestAccount[];
  let buyers: CurrentUser[];

  beforeAll(async () => {
    shop = await createTestApp(engine);
    crowd = await Promise.all(Array.from({ length: 6 }, () => createAccount(shop.app)));
    buyers = await Promise.all(
      crowd.map(async (account) => {
        const [user] = await shop.app.db.select().from(users).where(eq(users.email, account.email));
        if (!user) throw new Error('account not stored');
        return {
          id: user.id,
          email: user.email,
          name: user.name,
          role: user.role,
          emailVerified: user.emailVerified,
          tokenVersion: user.tokenVersion,
        };
      }),
    );
  });
  afterAll(() => shop.close());

  function attempt(buyer: CurrentUser, toolId: string, cart: number): PlacementAttempt {
    const { customerName, phone, address, district } = orderFormFor(buyer);
    return { buyer, recipient: { customerName, phone, address, district }, lines: [{ toolId, quantity: cart }] };
  }

  /** What placements told the catalogue, in order: one list of stock levels per committed batch. */
  let told: StockLevel[][] = [];
  const tell = (levels: StockLevel[]) => told.push(levels);
  const place = (attempts: PlacementAttempt[]) => {
    told = [];
    return placeOrders(shop.app.db, attempts, tell);
  };

  async function stockVersionOf(toolId: string) {
    const [row] = await shop.app.db.select({ version: tools.stockVersion }).from(tools).where(eq(tools.id, toolId));
    return row!.version;
  }

  async function stockOf(toolId: string) {
    const [row] = await shop.app.db.select({ stock: tools.availableQuantity }).from(tools).where(eq(tools.id, toolId));
    return row?.stock;
  }

  it('judges each order in arrival order against what is left, as if they came one by one', async () => {
    const tool = await createTool(shop.app.db, { availableQuantity: 5, minimumPurchase: 2, priceCents: 300 });
    const outcomes = await place([
      attempt(buyers[0]!, tool.id, 3), // fits: 2 left
      attempt(buyers[1]!, tool.id, 3), // more than the 2 left
      attempt(buyers[2]!, tool.id, 1), // below the minimum
      attempt(buyers[3]!, tool.id, 2), // fits: 0 left
      attempt(buyers[4]!, tool.id, 2), // nothing anyone could buy is left
    ]);
    const answers = outcomes.map((outcome) => (outcome.ok ? outcome.value.quantity : answerFor(outcome.error).message));
    expect(answers).toEqual([
      3,
      orderMessages.moreThanAvailable,
      orderMessages.followMinimumQuantity,
      2,
      orderMessages.soldOut,
    ]);
    const statuses = outcomes.map((outcome) => (outcome.ok ? 201 : answerFor(outcome.error).statusCode));
    expect(statuses).toEqual([201, 400, 400, 201, 409]);
    expect(await stockOf(tool.id)).toBe(0);
    // Once committed, the catalogue hears the stock the batch left, at the row's new version.
    expect(told).toEqual([[{ id: tool.id, availableQuantity: 0, version: await stockVersionOf(tool.id) }]]);

    const stored = await shop.app.db
      .select()
      .from(orders)
      .where(eq(orders.toolId, tool.id))
      .orderBy(asc(orders.createdAt));
    expect(stored.map((row) => [row.userId, row.quantity, row.unitPriceCents, row.totalCents, row.itemName])).toEqual([
      [buyers[0]!.id, 3, 300, 900, tool.name],
      [buyers[3]!.id, 2, 300, 600, tool.name],
    ]);
  });

  it('answers 404 for every order of an unknown or archived tool and stores nothing', async () => {
    const archived = await createTool(shop.app.db, { availableQuantity: 9 });
    await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, archived.id));
    for (const toolId of [archived.id, randomUUID()]) {
      const outcomes = await place([attempt(buyers[0]!, toolId, 1), attempt(buyers[1]!, toolId, 1)]);
      for (const outcome of outcomes) {
        expect(outcome.ok).toBe(false);
        if (!outcome.ok)
          expect(answerFor(outcome.error)).toMatchObject({ statusCode: 404, message: catalogMessages.toolNotFound });
      }
    }
    expect(await stockOf(archived.id)).toBe(9);
    expect(told).toEqual([]);
  });

  it('does not let one order the database refuses sink the others of its batch', async () => {
    const tool = await createTool(shop.app.db, { availableQuantity: 10 });
    // A buyer who is not in the users table: the foreign key fails the batch's insert.
    const ghost: CurrentUser = { ...buyers[0]!, id: randomUUID(), email: 'ghost@example.com' };
    const outcomes = await place([
      attempt(buyers[0]!, tool.id, 2),
      attempt(ghost, tool.id, 3),
      attempt(buyers[1]!, tool.id, 4),
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, true]);
    expect(await stockOf(tool.id)).toBe(4);
    // The failed batch took nothing and tells nothing; the orders placed again one by one tell
    // their stock in turn, each at a larger version than the one before.
    expect(told.map((levels) => levels.map((level) => level.availableQuantity))).toEqual([[8], [4]]);
    expect(told[1]![0]!.version).toBeGreaterThan(told[0]![0]!.version);
    expect(told[1]![0]!.version).toBe(await stockVersionOf(tool.id));
    const stored = await shop.app.db.select().from(orders).where(eq(orders.toolId, tool.id));
    expect(stored.map((row) => row.quantity).sort()).toEqual([2, 4]);
  });

  it('stores the orders it confirms at once invoiced, numbered in arrival order by the statement that stores them', async () => {
    const tool = await createTool(shop.app.db, { availableQuantity: 50 });
    const onAccount: OnAccountTerms = {
      companyId: randomUUID(),
      termDays: 30,
      // 02:00 on 28 November in Dhaka: the invoice's day, from which its term counts.
      invoiceAt: () => new Date('2026-11-27T20:00:00Z'),
      lockCredits: async (_tx, companyIds) =>
        new Map(companyIds.map((id) => [id, { availableCents: 100_000_000, overdue: false, hasCredit: false }])),
      applyCredit: async () => false,
    };
    const onAccountAttempt = (buyer: CurrentUser): PlacementAttempt => ({
      ...attempt(buyer, tool.id, 1),
      payment: { method: 'on_account', reservedUntil: null, onAccount },
    });
    const outcomes = await place([
      onAccountAttempt(buyers[0]!),
      { ...attempt(buyers[1]!, tool.id, 1), payment: { method: 'cod', reservedUntil: null, codTrusted: true } },
      attempt(buyers[2]!, tool.id, 1),
      onAccountAttempt(buyers[3]!),
    ]);
    const placed = outcomes.map((outcome) => {
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    });
    expect(placed.map((order) => [order.status, order.dueDate])).toEqual([
      ['confirmed', '2026-12-28'],
      ['confirmed', null],
      ['pending', null],
      ['confirmed', '2026-12-28'],
    ]);
    // The card order waits for its payment; the three others take consecutive numbers in arrival order.
    expect(placed[2]!.invoiceNumber).toBeNull();
    const [first, ...others] = [placed[0], placed[1], placed[3]].map((order) => order!.invoiceNumber!);
    expect(first).toMatch(/^INV-2026-27-\d{6}$/);
    const numberOf = (invoice: string) => Number(invoice.slice(-6));
    expect(others.map(numberOf)).toEqual([numberOf(first!) + 1, numberOf(first!) + 2]);
    expect(placed[1]!.invoiceSeller).not.toBeNull();
    // Written once: each order's row was made by the command that made its lines, never updated after.
    const [written] = await selectRows<{ once: boolean }>(
      shop.app.db,
      sql`select bool_and(o.cmin = l.cmin) as once from ${orders} o join ${orderLines} l on l.order_id = o.id
           where o.id = any(${sql.param(placed.map((order) => order.id))}::uuid[])`,
    );
    expect(written?.once).toBe(true);
  });

  // PGlite has one connection: a second transaction could not run beside the placing one there.
  it.skipIf(engine === 'pglite')(
    'lets a buyer add a tool to the cart while a batch placing orders for it is still open',
    async () => {
      const tool = await createTool(shop.app.db, { availableQuantity: 10 });
      const [otherBuyer] = buyers.slice(-1);
      let cartWhilePlacing: number | undefined;
      const addToCartMeanwhile = async () => {
        // On another connection, inside the placing transaction's lifetime: the cart line's foreign
        // key check on the tool must not wait for the placement's lock on it.
        const merged = shop.app.cart.merge({ id: otherBuyer!.id }, { lines: [{ toolId: tool.id, quantity: 1 }] });
        const waited = new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('the cart waited for the placing transaction')), 3_000),
        );
        cartWhilePlacing = (await Promise.race([merged, waited])).itemCount;
      };
      const [outcome] = await place([
        {
          ...attempt(buyers[0]!, tool.id, 2),
          payment: { method: 'card', reservedUntil: null, onPlaced: addToCartMeanwhile },
        },
      ]);
      expect(outcome?.ok, outcome?.ok ? '' : String(outcome?.error)).toBe(true);
      expect(cartWhilePlacing).toBeGreaterThanOrEqual(1);
      expect(await stockOf(tool.id)).toBe(8);
    },
  );

  it('places simultaneous API orders for one tool in shared transactions (group commit)', async () => {
    const tool = await createTool(shop.app.db, { availableQuantity: 1_000 });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const account = crowd[index % crowd.length]!;
        return shop.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: account.authorization,
          payload: { ...orderFormFor(account), toolId: tool.id, cart: 1 },
        });
      }),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(40).fill(201));
    expect(await stockOf(tool.id)).toBe(960);
    // xmin is the transaction that wrote a row: fewer transactions than orders means batches.
    const [counted] = await selectRows<{ transactions: number; orders: number }>(
      shop.app.db,
      sql`select count(distinct xmin::text)::int as transactions, count(*)::int as orders from ${orders} where tool_id = ${tool.id}`,
    );
    expect(counted?.orders).toBe(40);
    expect(counted?.transactions).toBeLessThan(40);
  });
});
