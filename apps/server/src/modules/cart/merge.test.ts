import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { CART_LIMITS, cartMessages, type CartView } from '@tools-bd/contract';
import { cartLines, tools, users } from '../../db/schema.ts';
import { selectRows } from '../../db/client.ts';
import { createTestApp, testEngines, type TestApp } from '../../../test/helpers.ts';
import { createManyTools, createTool, type CreatedTool } from '../../../test/fixtures/orders.ts';
import { mergeCarts } from './merge.ts';

const linesOf = (view: CartView) => view.lines.map((line) => [line.toolId, line.quantity]);

describe.each(testEngines)('merging carts in batches on $engine', ({ engine }) => {
  let shop: TestApp;
  let saw: CreatedTool;
  let file: CreatedTool;
  let archived: CreatedTool;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    saw = await createTool(shop.app.db, { name: 'Batch Saw' });
    file = await createTool(shop.app.db, { name: 'Batch File' });
    archived = await createTool(shop.app.db, { name: 'Batch Gone' });
    await shop.app.db.update(tools).set({ archivedAt: new Date() }).where(eq(tools.id, archived.id));
  });
  afterAll(() => shop.close());

  const newAccount = async () => {
    const [row] = await shop.app.db
      .insert(users)
      .values({ email: `merge-${randomUUID().slice(0, 8)}@example.com`, name: 'Merge Buyer' })
      .returning({ id: users.id });
    return row!.id;
  };
  const storedCart = async (userId: string) =>
    (
      await shop.app.db
        .select({ toolId: cartLines.toolId, quantity: cartLines.quantity })
        .from(cartLines)
        .where(eq(cartLines.userId, userId))
    ).sort((a, b) => (a.toolId < b.toolId ? -1 : 1));

  it('answers each merge of a batch with its cart as if the merges ran one by one, in arrival order', async () => {
    const [alice, bob] = [await newAccount(), await newAccount()];
    await shop.app.db.insert(cartLines).values({ userId: alice, toolId: saw.id, quantity: 2 });
    const outcomes = await mergeCarts(shop.app.db, [
      { userId: alice, lines: [{ toolId: saw.id, quantity: 3 }] },
      {
        userId: bob,
        lines: [
          { toolId: file.id, quantity: 1 },
          { toolId: archived.id, quantity: 1 },
          { toolId: randomUUID(), quantity: 1 },
        ],
      },
      {
        userId: alice,
        lines: [
          { toolId: file.id, quantity: 4 },
          { toolId: saw.id, quantity: 1 },
        ],
      },
    ]);
    const views = outcomes.map((outcome) => (outcome.ok ? linesOf(outcome.value) : outcome.error));
    expect(views).toEqual([
      [[saw.id, 5]],
      // Tools archived or unknown are dropped.
      [[file.id, 1]],
      // The second merge of the account sees the first; the line it adds comes after the older one.
      [
        [saw.id, 6],
        [file.id, 4],
      ],
    ]);
    expect(await storedCart(alice)).toEqual(
      [
        { toolId: saw.id, quantity: 6 },
        { toolId: file.id, quantity: 4 },
      ].sort((a, b) => (a.toolId < b.toolId ? -1 : 1)),
    );
    expect(await storedCart(bob)).toEqual([{ toolId: file.id, quantity: 1 }]);
    // The whole batch was one transaction: every line it wrote carries the same transaction id.
    const [written] = await selectRows<{ transactions: number }>(
      shop.app.db,
      sql`select count(distinct xmin::text)::int as transactions from ${cartLines} where user_id in (${alice}, ${bob}) and tool_id = ${file.id}`,
    );
    expect(written?.transactions).toBe(1);
  });

  it('refuses only the merge that would grow its cart past the line cap; the others of the batch are kept', async () => {
    const [full, other] = [await newAccount(), await newAccount()];
    const fillers = (await createManyTools(shop.app.db, CART_LIMITS.linesMax)).map((id) => ({ id }));
    await shop.app.db.insert(cartLines).values(fillers.map((tool) => ({ userId: full, toolId: tool.id, quantity: 1 })));

    const outcomes = await mergeCarts(shop.app.db, [
      { userId: other, lines: [{ toolId: saw.id, quantity: 1 }] },
      {
        userId: full,
        lines: [
          { toolId: saw.id, quantity: 1 },
          { toolId: fillers[0]!.id, quantity: 1 },
        ],
      },
      { userId: full, lines: [{ toolId: fillers[0]!.id, quantity: 2 }] },
    ]);
    expect(outcomes[0]!.ok).toBe(true);
    expect(outcomes[1]).toMatchObject({ ok: false, error: { statusCode: 400, message: cartMessages.tooManyLines } });
    // A full cart still takes more of a line it holds, and the refused merge added nothing to it.
    expect(outcomes[2]!.ok && outcomes[2]!.value.lines.find((line) => line.toolId === fillers[0]!.id)?.quantity).toBe(
      3,
    );
    expect(await storedCart(other)).toEqual([{ toolId: saw.id, quantity: 1 }]);
    const stored = await storedCart(full);
    expect(stored).toHaveLength(CART_LIMITS.linesMax);
    expect(stored.find((line) => line.toolId === saw.id)).toBeUndefined();
    await shop.app.db.delete(cartLines).where(eq(cartLines.userId, full));
    await shop.app.db
      .update(tools)
      .set({ archivedAt: new Date() })
      .where(
        inArray(
          tools.id,
          fillers.map((tool) => tool.id),
        ),
      );
  });

  it('adds up many simultaneous merges of one account, each answering its own step', async () => {
    const account = await newAccount();
    const merges = Array.from({ length: 20 }, () =>
      shop.app.cart.merge({ id: account }, { lines: [{ toolId: saw.id, quantity: 1 }] }),
    );
    const views = await Promise.all(merges);
    // Each answer is a step of the same count: 1, 2, … 20, in some order.
    expect(views.map((view) => view.itemCount).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect(await storedCart(account)).toEqual([{ toolId: saw.id, quantity: 20 }]);
  });
});
