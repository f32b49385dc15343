import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  brandListSchema,
  categoryTreeSchema,
  suggestionListSchema,
  toolDetailSchema,
  toolListSchema,
  type Tool,
} from '@tools-bd/contract';
import { seedDemoData } from '../../../db/seed.ts';
import { tools } from '../../../db/schema.ts';
import { seedTools } from '../../../db/seed-data.ts';
import { createAccount, createTestApp, testEngines, type TestApp } from '../../../../test/helpers.ts';
import { createCatalogService } from '../listing/service.ts';
import { toToolListing } from './search.ts';

describe.each(testEngines)('catalogue search, filters and pages on $engine', ({ engine }) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
    await seedDemoData(shop.app.db);
  });
  afterAll(() => shop.close());

  async function list(query: string) {
    const response = await shop.app.inject(`/api/tools${query}`);
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return { tools: toolListSchema.parse(response.json()), headers: response.headers };
  }
  const names = (found: Tool[]) => found.map((tool) => tool.name);

  it('gives every tool a slug, a brand and a category, and finds it by slug with its category path', async () => {
    const { tools: all } = await list('?limit=100');
    const hammer = all.find((tool) => tool.name === 'Claw Hammer');
    expect(hammer).toMatchObject({
      slug: 'claw-hammer',
      brand: { name: 'Stanley', slug: 'stanley' },
      category: { name: 'Hammers', slug: 'hammers' },
    });
    expect(new Set(all.map((tool) => tool.slug)).size).toBe(seedTools.length);

    const response = await shop.app.inject('/api/tools/by-slug/claw-hammer');
    expect(response.statusCode).toBe(200);
    const detail = toolDetailSchema.parse(response.json());
    expect(detail).toMatchObject({ _id: hammer?._id, price: 12.99, brand: { name: 'Stanley' } });
    // A category's Bangla name is there only when it has one (the demo categories do).
    expect(detail.categoryPath).toEqual([
      { name: 'Hand Tools', slug: 'hand-tools', nameBn: 'হাতের যন্ত্রপাতি' },
      { name: 'Hammers', slug: 'hammers', nameBn: 'হাতুড়ি' },
    ]);
    const unknown = await shop.app.inject('/api/tools/by-slug/no-such-tool');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Tool not found' });
  });

  it('derives a unique slug for a product an admin adds under a name already taken', async () => {
    const admin = await createAccount(shop.app, { role: 'admin' });
    const product = {
      name: 'Claw Hammer',
      description: 'A second one',
      price: 9.5,
      availableItem: 10,
      quentity: 10,
      minPurse: 1,
      img: '/images/tools/claw-hammer.svg',
    };
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/tools',
      headers: admin.authorization,
      payload: product,
    });
    expect(added.statusCode).toBe(201);
    const tool = added.json() as Tool;
    expect(tool.slug).toMatch(/^claw-hammer-[0-9a-f]{8}$/);
    expect(tool).toMatchObject({ brand: null, category: null });
    await shop.app.inject({ method: 'DELETE', url: `/api/tools/${tool._id}`, headers: admin.authorization });
  });

  it('finds by prefix, by brand and category names, and ranks name matches first', async () => {
    expect(names((await list('?q=ham')).tools)[0]).toBe('Claw Hammer');
    expect(names((await list('?q=makita')).tools).sort()).toEqual(['Cordless Drill Driver', 'Jigsaw']);
    expect(names((await list('?q=levels')).tools)).toEqual(['Spirit Level 600 mm']);
    const saws = names((await list('?q=saw')).tools);
    expect(saws.slice(0, 2).sort()).toEqual(['Circular Saw', 'Hand Saw']);
    expect(saws).toContain('Jigsaw');
  });

  it('tolerates typos through trigrams', async () => {
    expect(names((await list('?q=hamer')).tools)[0]).toBe('Claw Hammer');
    expect(names((await list('?q=srewdriver')).tools)[0]).toBe('Precision Screwdriver Set');
    expect(names((await list('?q=Angle%20Grindr')).tools)[0]).toBe('Angle Grinder');
  });

  it('answers an empty page with X-Did-You-Mean when nothing matches, and no header when nothing is close', async () => {
    const close = await list('?q=hmmer%20clw');
    expect(close.tools).toEqual([]);
    expect(close.headers['x-total-count']).toBe('0');
    expect(decodeURIComponent(String(close.headers['x-did-you-mean']))).toBe('Claw Hammer');
    const far = await list('?q=qqxxzz');
    expect(far.tools).toEqual([]);
    expect(far.headers['x-did-you-mean']).toBeUndefined();
    // Control characters are spaces to search; a NUL never reaches PostgreSQL (which refuses it in text).
    expect(names((await list('?q=%00ham%01')).tools)[0]).toBe('Claw Hammer');
    expect((await list('?q=%00')).headers['x-total-count']).toBe(String(seedTools.length));
    expect((await shop.app.inject('/api/tools/by-slug/claw%00hammer')).statusCode).toBe(404);
    expect((await shop.app.inject('/api/search/suggest?q=%00')).json()).toEqual([]);
    // Input that is not words never reaches to_tsquery as syntax.
    expect((await list(`?q=${encodeURIComponent("&|!:*()' <->")}`)).tools).toEqual([]);
  });

  it('filters by category (with its sub-categories), brand, price and stock', async () => {
    expect((await list('?category=hand-tools')).headers['x-total-count']).toBe('8');
    expect(names((await list('?category=power-saws&sort=name')).tools)).toEqual(['Circular Saw', 'Jigsaw']);
    expect(names((await list('?brand=stanley&sort=name')).tools)).toEqual([
      'Claw Hammer',
      'Socket Set 46 pcs',
      'Tape Measure 8 m',
      'Utility Knife',
    ]);
    const cheap = (await list('?minPrice=10&maxPrice=15.75&sort=price')).tools;
    expect(cheap.map((tool) => tool.price)).toEqual([12.99, 15.75]);
    expect((await list('?category=no-such-category')).tools).toEqual([]);

    const [grinder] = await shop.app.db
      .update(tools)
      .set({ availableQuantity: 2 })
      .where(eq(tools.name, 'Angle Grinder'))
      .returning();
    shop.app.catalog.invalidateTool(grinder!.id);
    const inStock = names((await list('?category=grinders&inStock=true')).tools);
    expect(inStock).toEqual([]);
    expect(names((await list('?category=grinders&inStock=false')).tools)).toEqual(['Angle Grinder']);
  });

  it('pages with X-Total-Count and Link, past the last page too, in every sort order', async () => {
    const first = await list('?sort=price&limit=5');
    expect(first.tools).toHaveLength(5);
    expect(first.headers['x-total-count']).toBe(String(seedTools.length));
    expect(first.headers.link).toBe('</api/tools?sort=price&limit=5&page=2>; rel="next"');
    const last = await list('?sort=price&limit=5&page=3');
    expect(last.tools).toHaveLength(seedTools.length - 10);
    expect(last.headers.link).toBe('</api/tools?sort=price&limit=5&page=2>; rel="prev"');
    const beyond = await list('?sort=price&limit=5&page=9');
    expect(beyond.tools).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe(String(seedTools.length));
    expect(beyond.headers.link).toBe('</api/tools?sort=price&limit=5&page=3>; rel="prev"');

    const prices = [...first.tools, ...(await list('?sort=price&limit=5&page=2')).tools, ...last.tools].map(
      (tool) => tool.price ?? 0,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const descending = (await list('?sort=-price&limit=100')).tools.map((tool) => tool.price ?? 0);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(names((await list('?limit=1')).tools)).toEqual(['Jigsaw']);
    expect(names((await list('?sort=oldest&limit=4')).tools)).toEqual(seedTools.slice(0, 4).map((tool) => tool.name));
    const byName = names((await list('?sort=name&limit=100')).tools);
    expect(byName).toEqual([...byName].sort());
  });

  it('answers 400 {message} to bad parameters', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page must be a whole number from 1 to 10000'],
      ['page=abc', 'page must be a whole number from 1 to 10000'],
      ['page=1.5', 'page must be a whole number from 1 to 10000'],
      ['page=1&page=2', 'page must be a whole number from 1 to 10000'],
      ['limit=0', 'limit must be a whole number from 1 to 100'],
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      ['sort=cheapest', 'sort must be one of relevance, newest, oldest, name, price, -price'],
      ['minPrice=-1', 'minPrice and maxPrice must be amounts in dollars, like 12 or 12.50'],
      ['maxPrice=1.999', 'minPrice and maxPrice must be amounts in dollars, like 12 or 12.50'],
      ['minPrice=20&maxPrice=10', 'minPrice can not be more than maxPrice'],
      ['inStock=yes', 'inStock must be true or false'],
      ['category=Hand%20Tools', 'category and brand must be slugs, like hand-tools'],
      [`q=${'a'.repeat(101)}`, 'Search text is too long'],
    ];
    for (const [query, message] of cases) {
      const response = await shop.app.inject(`/api/tools?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ message });
    }
  });

  it('lists the category tree with counts of products on sale, sub-categories included', async () => {
    const response = await shop.app.inject('/api/categories');
    expect(response.statusCode).toBe(200);
    const tree = categoryTreeSchema.parse(response.json());
    expect(tree.map((node) => [node.slug, node.count])).toEqual([
      ['hand-tools', 8],
      ['power-tools', 4],
      ['measuring', 2],
    ]);
    const hand = tree[0];
    expect(hand?.children.find((child) => child.slug === 'wrenches-sockets')).toEqual({
      name: 'Wrenches & Sockets',
      slug: 'wrenches-sockets',
      nameBn: 'রেঞ্চ ও সকেট',
      count: 2,
      children: [],
    });
    expect(hand?.count).toBe(hand?.children.reduce((sum, child) => sum + child.count, 0));
  });

  it('lists the brands with products on sale, by name, with their counts (the shop filter)', async () => {
    const response = await shop.app.inject('/api/brands');
    expect(response.statusCode).toBe(200);
    const brands = brandListSchema.parse(response.json());
    expect(brands.map((brand) => brand.slug)).toEqual([
      'bahco',
      'bosch',
      'irwin',
      'knipex',
      'makita',
      'stabila',
      'stanley',
      'wera',
    ]);
    expect(brands.find((brand) => brand.slug === 'stanley')).toEqual({ name: 'Stanley', slug: 'stanley', count: 4 });
    expect(brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(seedTools.length);
    // Each count is what the brand filter finds.
    const { headers } = await list('?brand=bosch');
    expect(Number(headers['x-total-count'])).toBe(brands.find((brand) => brand.slug === 'bosch')?.count);
  });

  it('suggests categories (no SKU) and tools with their SKU for a type-ahead, at most eight', async () => {
    const response = await shop.app.inject('/api/search/suggest?q=ham');
    expect(response.statusCode).toBe(200);
    const suggestions = suggestionListSchema.parse(response.json());
    expect(suggestions[0]).toEqual({ type: 'category', name: 'Hammers', slug: 'hammers', sku: null, nameBn: 'হাতুড়ি' });
    expect(suggestions).toContainEqual({
      type: 'tool',
      name: 'Claw Hammer',
      slug: 'claw-hammer',
      sku: 'HT-HAM-16OZ',
      nameBn: 'ক্ল হাতুড়ি',
    });
    // Every tool suggested carries its own SKU, as its product page shows it.
    for (const suggestion of suggestions.filter((each) => each.type === 'tool')) {
      expect(suggestion.sku, suggestion.slug).toBe(
        toolDetailSchema.parse((await shop.app.inject(`/api/tools/by-slug/${suggestion.slug}`)).json()).sku,
      );
    }
    expect(
      suggestionListSchema.parse((await shop.app.inject('/api/search/suggest?q=s')).json()).length,
    ).toBeLessThanOrEqual(8);
    expect((await shop.app.inject('/api/search/suggest?q=')).json()).toEqual([]);
    expect((await shop.app.inject('/api/search/suggest?q=srewdriver')).json()).toContainEqual(
      expect.objectContaining({ type: 'tool', name: 'Precision Screwdriver Set' }),
    );
  });

  it('finds a product by its SKU typed any way, exact SKU first, and the products whose SKU starts with a prefix', async () => {
    const skus = (found: Tool[]) => found.map((tool) => tool.sku);
    for (const { name, sku } of seedTools) {
      for (const typed of [sku, sku.toLowerCase(), sku.replaceAll('-', ''), sku.toLowerCase().replaceAll('-', ' ')]) {
        expect(names((await list(`?q=${encodeURIComponent(typed)}`)).tools)[0], typed).toBe(name);
      }
    }
    expect(names((await list('?q=PT-JIG')).tools)).toEqual(['Jigsaw']);
    expect(skus((await list('?q=pt')).tools).sort()).toEqual(['PT-CSAW-185', 'PT-DRL-18V', 'PT-GRN-115', 'PT-JIG-650']);
    expect(skus((await list('?q=HT-S&sort=name')).tools)).toEqual(['HT-SAW-500', 'HT-SDR-SET8', 'HT-SKT-46']);
    expect((await list('?q=PT-JIG-6500')).tools).toEqual([]);

    // A SKU that is also a word of other products' names: its product first, then theirs.
    const admin = await createAccount(shop.app, { role: 'admin' });
    const product = {
      name: 'Masonry Bit Set',
      description: 'Five bits',
      price: 7.5,
      availableItem: 10,
      quentity: 10,
      minPurse: 1,
      img: '/images/tools/cordless-drill.svg',
      sku: 'DRILL',
    };
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/tools',
      headers: admin.authorization,
      payload: product,
    });
    expect(added.statusCode, added.body).toBe(201);
    try {
      expect(names((await list('?q=drill')).tools)).toEqual(['Masonry Bit Set', 'Cordless Drill Driver']);
      // A prefix of it: the words' matches keep their place, the SKU's product follows.
      expect(names((await list('?q=dril')).tools)).toEqual(['Cordless Drill Driver', 'Masonry Bit Set']);
      expect(
        suggestionListSchema
          .parse((await shop.app.inject('/api/search/suggest?q=drill')).json())
          .filter((each) => each.type === 'tool')[0],
      ).toMatchObject({
        name: 'Masonry Bit Set',
        sku: 'DRILL',
      });
    } finally {
      await shop.app.inject({
        method: 'DELETE',
        url: `/api/tools/${(added.json() as Tool)._id}`,
        headers: admin.authorization,
      });
    }
  });

  it('suggests the product of a SKU typed any way, and the products whose SKU starts with a prefix', async () => {
    const suggest = async (q: string) =>
      suggestionListSchema.parse((await shop.app.inject(`/api/search/suggest?q=${encodeURIComponent(q)}`)).json());
    for (const typed of ['PT-JIG-650', 'pt-jig-650', 'PTJIG650']) {
      expect(await suggest(typed), typed).toEqual([
        { type: 'tool', name: 'Jigsaw', slug: 'jigsaw', sku: 'PT-JIG-650', nameBn: 'জিগস করাত' },
      ]);
    }
    expect(await suggest('PT-JIG')).toEqual([
      { type: 'tool', name: 'Jigsaw', slug: 'jigsaw', sku: 'PT-JIG-650', nameBn: 'জিগস করাত' },
    ]);
    expect((await suggest('ms-')).map((each) => each.sku).sort()).toEqual(['MS-LVL-600', 'MS-TAPE-8M']);
  });

  it('documents the paging headers in the OpenAPI document', async () => {
    const document = (await shop.app.inject('/api/docs/openapi.json')).json();
    const headers = document.paths['/api/tools'].get.responses['200'].headers;
    expect(Object.keys(headers)).toEqual(expect.arrayContaining(['x-total-count', 'link', 'x-did-you-mean']));
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/tools/by-slug/{slug}', '/api/categories', '/api/search/suggest']),
    );
  });
});

describe('catalogue cache', () => {
  // One embedded shop for both: creating one is the slow part of these tests.
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp('pglite');
    await seedDemoData(shop.app.db);
  });
  afterAll(() => shop.close());

  it('an order refreshes the cached answers that show its tool', async () => {
    const buyer = await createAccount(shop.app);
    const hammer = (await shop.app.inject('/api/tools/by-slug/claw-hammer')).json() as Tool;
    const hammerPage = '/api/tools?category=hammers';
    expect(((await shop.app.inject(hammerPage)).json() as Tool[])[0]?.availableItem).toBe(600);
    const order = await shop.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.authorization,
      payload: {
        toolId: hammer._id,
        cart: 20,
        customerName: 'Buyer',
        email: buyer.email,
        phone: '+880 1711-000000',
        address: '1 Road',
        district: 'Dhaka',
      },
    });
    expect(order.statusCode).toBe(201);
    expect(((await shop.app.inject(`/api/tools/${hammer._id}`)).json() as Tool).availableItem).toBe(580);
    expect(((await shop.app.inject('/api/tools/by-slug/claw-hammer')).json() as Tool).availableItem).toBe(580);
    expect(((await shop.app.inject(hammerPage)).json() as Tool[])[0]?.availableItem).toBe(580);
  });

  it('a change to one tool drops only the answers built from it, never the whole catalogue', async () => {
    // A long time to live, so only invalidation (not expiry) can refresh an answer here.
    const catalog = createCatalogService(shop.app.db, { cacheMilliseconds: 60_000 });
    const body = (json: { body: string }) => JSON.parse(json.body) as Tool | Tool[];
    const listing = (category: string) => toToolListing({ category });
    const hammer = body(await catalog.getToolBySlug('claw-hammer')) as Tool;
    const level = body(await catalog.getToolBySlug('spirit-level-600-mm')) as Tool;
    await catalog.listTools(listing('hammers'));
    await catalog.listTools(listing('levels'));

    // Behind the cache's back; then only the hammer is reported changed.
    await shop.app.db.update(tools).set({ availableQuantity: 1 }).where(eq(tools.id, hammer._id));
    await shop.app.db.update(tools).set({ availableQuantity: 2 }).where(eq(tools.id, level._id));
    catalog.invalidateTool(hammer._id);

    expect((body(await catalog.getTool(hammer._id)) as Tool).availableItem).toBe(1);
    expect((body((await catalog.listTools(listing('hammers'))).json) as Tool[])[0]?.availableItem).toBe(1);
    expect((body(await catalog.getToolBySlug('spirit-level-600-mm')) as Tool).availableItem).toBe(260);
    expect((body((await catalog.listTools(listing('levels'))).json) as Tool[])[0]?.availableItem).toBe(260);
    catalog.invalidate();
    expect((body((await catalog.listTools(listing('levels'))).json) as Tool[])[0]?.availableItem).toBe(2);
  });
});
