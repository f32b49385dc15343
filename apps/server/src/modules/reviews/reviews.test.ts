import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ownReviewListSchema,
  ownReviewSchema,
  toolReviewsSchema,
  type Order,
  type Review,
  type Tool,
} from '@tools-bd/contract';
import { eq } from 'drizzle-orm';
import { tools } from '../../db/schema.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, payOrder, placeOrder } from '../../../test/fixtures/orders.ts';

describe.each(testEngines)('reviews API on $engine', ({ engine }) => {
  let shop: TestApp;
  let buyer: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let order: Order;

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [buyer, other, admin] = await Promise.all([
      createAccount(shop.app),
      createAccount(shop.app),
      createAccount(shop.app, { role: 'admin' }),
    ]);
    const tool = await createTool(shop.app.db, { name: 'Bench Vise' });
    order = await payOrder(shop.app, buyer, (await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 2 }))._id);
  });
  afterAll(() => shop.close());

  function postReview(account: TestAccount | null, payload: Record<string, unknown>) {
    return shop.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: account ? account.authorization : {},
      payload,
    });
  }

  it('checks the rating (whole 1–5) and the text (3–1000 characters)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ratings: 0 }, 'Choose a rating from 1 to 5 stars'],
      [{ ratings: 6 }, 'Choose a rating from 1 to 5 stars'],
      [{ ratings: 3.5 }, 'Choose a rating from 1 to 5 stars'],
      [{ ratings: '5' }, 'Choose a rating from 1 to 5 stars'],
      [{ review: '' }, 'Write a few words about the item'],
      [{ review: ' ok ' }, 'The review must be at least 3 characters long'],
      [{ review: 'x'.repeat(1001) }, 'The review must be at most 1000 characters long'],
      [{ review: 'Solid\u0000 and heavy' }, 'Please remove the invisible control characters from the text'],
      [{ id: 'not-an-id' }, 'Malformed id'],
    ];
    for (const [change, message] of cases) {
      const response = await postReview(buyer, {
        itemName: order.itemName,
        review: 'Solid and heavy.',
        ratings: 4,
        id: order._id,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('refuses anyone but the buyer: 401 anonymous, 403 someone else (admins too), 404 an unknown order', async () => {
    const body = { itemName: 'Bench Vise', review: 'Fake review', ratings: 1, id: order._id };
    expect((await postReview(null, body)).statusCode).toBe(401);
    const stranger = await postReview(other, body);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: 'Only the buyer of an order can review it' });
    expect((await postReview(admin, body)).statusCode).toBe(403);
    const unknown = await postReview(buyer, { ...body, id: '7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Order not found' });
  });

  it('refuses the buyer of an order that is not paid yet: 403, nothing stored; once paid, the review goes in', async () => {
    const tool = await createTool(shop.app.db, { name: 'Unpaid Chisel' });
    const unpaid = await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 1 });
    const refused = await postReview(buyer, { review: 'Not even paid for', ratings: 5, id: unpaid._id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can review an order once it is paid' });
    const mine = (await shop.app.inject({ url: '/api/reviews/mine', headers: buyer.authorization })).json() as {
      orderId: string;
    }[];
    expect(mine.map((review) => review.orderId)).not.toContain(unpaid._id);

    await payOrder(shop.app, buyer, unpaid._id);
    const accepted = await postReview(buyer, { review: 'Paid and sharp', ratings: 5, id: unpaid._id });
    expect(accepted.statusCode).toBe(201);
  });

  it("stores the buyer's review under the order's item name, once, and shows it on the home page list", async () => {
    const before = await shop.app.inject('/api/reviews');
    const etag = before.headers.etag as string;
    expect(before.headers['cache-control']).toBe('no-cache');

    const response = await postReview(buyer, {
      itemName: 'Something Else Entirely',
      review: '  Grips like a bulldog.\n\nWorth it.  ',
      ratings: 5,
      id: order._id,
    });
    expect(response.statusCode).toBe(201);
    expect(ownReviewSchema.parse(response.json())).toMatchObject({
      itemName: 'Bench Vise',
      review: 'Grips like a bulldog.\n\nWorth it.',
      ratings: 5,
      orderId: order._id,
    });

    const second = await postReview(buyer, {
      itemName: 'Bench Vise',
      review: 'Changed my mind',
      ratings: 1,
      id: order._id,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'You have already reviewed this order' });

    // A client holding the old list gets the new one, not a 304.
    const after = await shop.app.inject({ url: '/api/reviews', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    const list = after.json() as Review[];
    expect(list[0]).toMatchObject({ itemName: 'Bench Vise', review: 'Grips like a bulldog.\n\nWorth it.', ratings: 5 });
    expect(list.filter((review) => review.review === 'Changed my mind')).toEqual([]);
  });

  it("gives the home page list the product's Bangla name beside the item name when the product has one", async () => {
    const tool = await createTool(shop.app.db, { name: 'Pipe Wrench' });
    await shop.app.db.update(tools).set({ nameBn: 'পাইপ রেঞ্চ' }).where(eq(tools.id, tool.id));
    const reviewer = await createAccount(shop.app);
    const placed = await placeOrder(shop.app, reviewer, { toolId: tool.id, cart: 1 });
    const paid = await payOrder(shop.app, reviewer, placed._id);
    expect((await postReview(reviewer, { review: 'Holds tight', ratings: 4, id: paid._id })).statusCode).toBe(201);
    const list = (await shop.app.inject('/api/reviews')).json() as Review[];
    expect(list.find((review) => review.review === 'Holds tight')).toEqual({
      _id: expect.any(String),
      itemName: 'Pipe Wrench',
      itemNameBn: 'পাইপ রেঞ্চ',
      review: 'Holds tight',
      ratings: 4,
    });
    // A product without a Bangla name keeps the English one alone.
    expect(list.find((review) => review.itemName === 'Bench Vise')).not.toHaveProperty('itemNameBn');
  });

  it('accepts only one of several simultaneous reviews of the same order', async () => {
    const tool = await createTool(shop.app.db);
    const another = await payOrder(
      shop.app,
      buyer,
      (await placeOrder(shop.app, buyer, { toolId: tool.id, cart: 1 }))._id,
    );
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        postReview(buyer, { review: `Attempt ${index}`, ratings: 3, id: another._id }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(5);
  });

  it("lists one's own reviews with their orders", async () => {
    const mine = await shop.app.inject({ url: '/api/reviews/mine', headers: buyer.authorization });
    expect(mine.statusCode).toBe(200);
    const list = ownReviewListSchema.parse(mine.json());
    expect(list).toHaveLength(3);
    expect(list.map((review) => review.orderId)).toContain(order._id);
    const theirs = await shop.app.inject({ url: '/api/reviews/mine', headers: other.authorization });
    expect(theirs.json()).toEqual([]);
    expect((await shop.app.inject('/api/reviews/mine')).statusCode).toBe(401);
  });

  it("lists a product's reviews on its page: newest first, with the count and average of all, 404 for an unknown slug", async () => {
    const tool = await createTool(shop.app.db, { name: 'Reviewed Pipe Wrench' });
    const unreviewed = await createTool(shop.app.db, { name: 'Unreviewed Level' });
    const slugOf = async (id: string) => ((await shop.app.inject(`/api/tools/${id}`)).json() as Tool).slug;
    const [slug, quietSlug] = await Promise.all([slugOf(tool.id), slugOf(unreviewed.id)]);

    const empty = await shop.app.inject(`/api/tools/by-slug/${quietSlug}/reviews`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ count: 0, averageRating: null, reviews: [] });

    for (const [ratings, review] of [
      [5, 'Grips every pipe'],
      [4, 'Heavy but good'],
    ] as const) {
      const paid = await payOrder(
        shop.app,
        other,
        (await placeOrder(shop.app, other, { toolId: tool.id, cart: 1 }))._id,
      );
      expect((await postReview(other, { review, ratings, id: paid._id })).statusCode).toBe(201);
    }
    const response = await shop.app.inject(`/api/tools/by-slug/${slug}/reviews`);
    expect(response.statusCode).toBe(200);
    const reviews = toolReviewsSchema.parse(response.json());
    expect(reviews).toMatchObject({ count: 2, averageRating: 4.5 });
    expect(reviews.reviews.map((entry) => [entry.review, entry.ratings])).toEqual([
      ['Heavy but good', 4],
      ['Grips every pipe', 5],
    ]);
    // Another tool's reviews (the Bench Vise's) are not this one's.
    expect(reviews.reviews.map((entry) => entry.itemName)).toEqual(['Reviewed Pipe Wrench', 'Reviewed Pipe Wrench']);

    const unknown = await shop.app.inject('/api/tools/by-slug/no-such-tool/reviews');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Tool not found' });
  });
});
