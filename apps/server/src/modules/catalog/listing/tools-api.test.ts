import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolListSchema, toolSchema } from '@tools-bd/contract';
import { eq } from 'drizzle-orm';
import { seedDemoData } from '../../../db/seed.ts';
import { tools } from '../../../db/schema.ts';
import { seedTools } from '../../../db/seed-data.ts';
import { createTestApp, testEngines, type TestApp } from '../../../../test/helpers.ts';

describe.each(testEngines)('catalogue API on $engine', ({ engine }) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    await seedDemoData(shop.app.db);
  });
  afterAll(() => shop.close());

  it('lists every seeded tool in catalogue order (sort=oldest), priced in dollars', async () => {
    const response = await shop.app.inject('/api/tools?sort=oldest');
    expect(response.statusCode).toBe(200);
    const tools = toolListSchema.parse(response.json());
    expect(tools.map((tool) => tool.name)).toEqual(seedTools.map((tool) => tool.name));
    const saw = tools.find((tool) => tool.name === 'Circular Saw');
    expect(saw).toMatchObject({ price: 45.99, availableItem: 120, minPurse: 5, img: '/images/tools/circular-saw.svg' });
  });

  it('answers 304 to a client that already holds the same list', async () => {
    const first = await shop.app.inject('/api/tools');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const second = await shop.app.inject({ url: '/api/tools', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('shows one tool by id', async () => {
    const [first] = (await shop.app.inject('/api/tools?sort=oldest')).json() as { _id: string }[];
    const response = await shop.app.inject(`/api/tools/${first?._id}`);
    expect(response.statusCode).toBe(200);
    expect(toolSchema.parse(response.json()).name).toBe('Circular Saw');
  });

  it('answers 404 {message} for an unknown id and 400 for a malformed one', async () => {
    const unknown = await shop.app.inject('/api/tools/7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Tool not found' });
    for (const bad of ['abc', '1', "1'%20or%201=1"]) {
      const malformed = await shop.app.inject(`/api/tools/${bad}`);
      expect(malformed.statusCode, bad).toBe(400);
      expect(malformed.json()).toEqual({ message: 'Malformed id' });
    }
    // A control character names nothing the shop keeps: 404 before the route (plugins/errors.ts).
    const control = await shop.app.inject('/api/tools/%00');
    expect(control.statusCode).toBe(404);
    expect(control.json()).toEqual({ message: 'Not found' });
  });

  it('lists reviews newest first with the sketch field names', async () => {
    const response = await shop.app.inject('/api/reviews');
    expect(response.statusCode).toBe(200);
    const reviews = response.json() as { itemName: string; review: string; ratings: number }[];
    expect(reviews).toHaveLength(8);
    expect(reviews[0]).toMatchObject({ itemName: 'Circular Saw', ratings: 5 });
    expect(Object.keys(reviews[0] ?? {}).sort()).toEqual(['_id', 'itemName', 'ratings', 'review']);
  });

  it('seeds only once: a second seed leaves the catalogue as it is', async () => {
    expect(await seedDemoData(shop.app.db)).toBe(false);
    expect(((await shop.app.inject('/api/tools')).json() as unknown[]).length).toBe(seedTools.length);
  });

  it('answers 404 JSON for unknown API paths and serves the OpenAPI document', async () => {
    const unknown = await shop.app.inject('/api/does-not-exist');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not found' });
    const docs = await shop.app.inject('/api/docs/openapi.json');
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/tools', '/api/tools/{id}', '/api/reviews']),
    );
  });

  it('reports health while the database answers', async () => {
    const response = await shop.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: engine });
  });
});

describe('catalogue snapshot', () => {
  it('never keeps a snapshot that was being read when the stock changed', async () => {
    const shop = await createTestApp('pglite');
    try {
      await seedDemoData(shop.app.db);
      const [first] = (await shop.app.inject('/api/tools')).json() as { _id: string; availableItem: number }[];
      if (!first) throw new Error('no tools');
      shop.app.catalog.invalidate();
      // A read starts, then the stock changes and the tool is invalidated before the read finishes.
      const stale = shop.app.catalog.getTool(first._id);
      await shop.app.db.update(tools).set({ availableQuantity: 7 }).where(eq(tools.id, first._id));
      shop.app.catalog.invalidateTool(first._id);
      await stale;
      const fresh = JSON.parse((await shop.app.catalog.getTool(first._id)).body.toString()) as {
        availableItem: number;
      };
      expect(fresh.availableItem).toBe(7);
    } finally {
      await shop.close();
    }
  });
});

describe('catalogue compression', () => {
  it('sends the tool list compressed to clients that accept brotli or gzip, and the same JSON', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const shop = await createTestApp('pglite');
    try {
      await seedDemoData(shop.app.db);
      const plain = await shop.app.inject('/api/tools');
      const brotli = await shop.app.inject({ url: '/api/tools', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      const gzip = await shop.app.inject({ url: '/api/tools', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(plain.headers['content-encoding']).toBeUndefined();
    } finally {
      await shop.close();
    }
  });
});
