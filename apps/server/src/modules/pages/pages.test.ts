import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ELEMENT_ID, pricingMessages, type Tool } from '@tools-bd/contract';
import { eq } from 'drizzle-orm';
import { tools } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed.ts';
import { seedTools } from '../../db/seed-data.ts';
import { createTestApp, testEngines, type TestApp } from '../../../test/helpers.ts';
import { buildWebApp, type BuiltWebApp } from '../../../test/web-build.ts';

const PUBLIC_URL = 'https://shop.example.com';

let web: BuiltWebApp;
beforeAll(async () => {
  web = await buildWebApp();
}, 120_000);
afterAll(() => web?.remove());

/** The page's embedded query cache, read back as the browser reads it. */
function pageState(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const match = new RegExp(`<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([^<]*)</script>`).exec(html);
  if (!match) throw new Error('the page carries no state');
  return JSON.parse(match[1]!) as ReturnType<typeof pageState>;
}

/**
 * The CSP allows no inline script: every <script> must load a file or carry data
 * (a long page must not come with React's inline scripts that reveal streamed parts).
 */
function expectNoInlineScript(html: string) {
  const scripts = html.match(/<script[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toMatch(/ src="|type="application\/(ld\+)?json"/);
  expect(html).not.toContain('<!--$?-->');
}

const headTag = (html: string, pattern: RegExp) => pattern.exec(html.slice(0, html.indexOf('</head>')))?.[1];

describe.each(testEngines)('server-rendered public pages on $engine', ({ engine }) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine, { webDistDir: web.distDir, publicUrl: PUBLIC_URL });
    await seedDemoData(shop.app.db);
  });
  afterAll(() => shop?.close());

  it('renders the home page with its tools and reviews in the HTML, its head, and the data the browser starts from', async () => {
    const response = await shop.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    // The catalogue's first four tools, in the home page's order, are in the markup.
    const firstFour = seedTools.slice(0, 4).map((tool) => tool.name);
    for (const name of firstFour) expect(html).toContain(`>${name}</h3>`);
    expect(html).toContain('Our Tools');
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe('Tools-BD — wholesale hand and power tools');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(headTag(html, /<meta name="description" content="([^"]*)"/)).toMatch(/wholesale hand and power tools/);
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/`);
    expect(headTag(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${PUBLIC_URL}/`);
    expect(headTag(html, /<meta property="og:image" content="([^"]*)"/)).toBe(`${PUBLIC_URL}/images/hero-workshop.svg`);
    expect(headTag(html, /<meta property="og:type" content="([^"]*)"/)).toBe('website');
    // Content is there without JavaScript: no "needs JavaScript" notice, no placeholder bar.
    expect(html).not.toContain('<noscript>');
    expect(html).not.toContain('client-only');
    expectNoInlineScript(html);
    // Its tools, featured product, reviews, plans and footer are hydrated each in a pass of its own
    // (Suspense boundaries, HydratedApart.tsx), so no task of the browser's is long; the sixth is the
    // screen's own (lazyPage.tsx's eagerPage: a Bangla page waiting for its texts shows a spinner).
    expect(html.match(/<!--\$-->/g)).toHaveLength(6);

    const state = pageState(html);
    const homeTools = state.queries.find((query) => JSON.stringify(query.queryKey) === '["tools","home"]');
    expect((homeTools?.state.data as Tool[]).map((tool) => tool.name)).toEqual(firstFour);
    // The same answer the API gives, so the browser's cache holds what it would have fetched.
    expect(homeTools?.state.data).toEqual((await shop.app.inject('/api/tools?sort=oldest&limit=4')).json());
    expect(state.queries.map((query) => query.queryKey[0]).sort()).toEqual(['reviews', 'shop-money', 'tools']);
    // The currency and VAT setting the amounts were drawn with, so the browser hydrates with the same.
    expect(state.queries.find((query) => query.queryKey[0] === 'shop-money')?.state.data).toEqual({
      currency: 'USD',
      pricesIncludeVat: true,
    });
    // The reviews the page shows (the first eight), not all fifty the API lists.
    const reviews = state.queries.find((query) => query.queryKey[0] === 'reviews')?.state.data;
    expect(reviews).toEqual(((await shop.app.inject('/api/reviews')).json() as unknown[]).slice(0, 8));
  });

  it('renders /blogs and /portfolio with their own titles and canonical links', async () => {
    const blogs = await shop.app.inject('/blogs');
    expect(blogs.statusCode).toBe(200);
    expect(blogs.body).toContain('<h1 class="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Blogs</h1>');
    expect(blogs.body).toContain('When do you need useEffect, and when do you not?');
    expect(headTag(blogs.body, /<title>([^<]*)<\/title>/)).toBe('Blogs | Tools-BD');
    expect(headTag(blogs.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/blogs`);
    expectNoInlineScript(blogs.body);
    const portfolio = await shop.app.inject('/portfolio?utm_source=mail');
    expect(portfolio.statusCode).toBe(200);
    expect(headTag(portfolio.body, /<title>([^<]*)<\/title>/)).toBe('Portfolio | Tools-BD');
    expect(headTag(portfolio.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/portfolio`);
  });

  it('renders a product page with its facts, head, Open Graph and a valid JSON-LD Product', async () => {
    const response = await shop.app.inject('/tools/claw-hammer');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('>Claw Hammer</h1>');
    expect(html).toContain('HT-HAM-16OZ');
    expect(headTag(html, /<title>([^<]*)<\/title>/)).toBe('Claw Hammer | Tools-BD');
    expect(headTag(html, /<meta name="description" content="([^"]*)"/)).toMatch(/^16 oz drop-forged steel head/);
    expect(headTag(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/tools/claw-hammer`);
    expect(headTag(html, /<meta property="og:type" content="([^"]*)"/)).toBe('product');
    expect(headTag(html, /<meta property="og:image" content="([^"]*)"/)).toBe(
      `${PUBLIC_URL}/images/tools/claw-hammer.svg`,
    );
    expectNoInlineScript(html);

    const jsonLd = JSON.parse(
      headTag(html, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? 'null',
    ) as Record<string, unknown>;
    const settings = (await shop.app.inject('/api/settings')).json() as { currency: string };
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Claw Hammer',
      sku: 'HT-HAM-16OZ',
      image: `${PUBLIC_URL}/images/tools/claw-hammer.svg`,
      brand: { '@type': 'Brand', name: 'Stanley' },
      offers: {
        '@type': 'Offer',
        price: '12.99',
        priceCurrency: settings.currency,
        availability: 'https://schema.org/InStock',
      },
    });
    // The demo's reviews come from no order of this shop's buyers: no rating to claim yet.
    const reviews = (await shop.app.inject('/api/tools/by-slug/claw-hammer/reviews')).json() as {
      count: number;
      averageRating: number | null;
    };
    if (reviews.count === 0) expect(jsonLd).not.toHaveProperty('aggregateRating');
    else
      expect(jsonLd.aggregateRating).toMatchObject({
        '@type': 'AggregateRating',
        ratingValue: reviews.averageRating,
        reviewCount: reviews.count,
      });

    // The picture is the page's largest paint: asked for with the head, before the rest.
    expect(headTag(html, /<link rel="preload" as="image" href="([^"]*)" fetchPriority="high"/i)).toBe(
      '/images/tools/claw-hammer.svg',
    );
    const state = pageState(html);
    expect(state.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([
        ['tools', 'by-slug', 'claw-hammer'],
        ['reviews', 'tool', 'claw-hammer'],
      ]),
    );
  });

  it('says a sold-out product is out of stock in its offer', async () => {
    await shop.app.db.update(tools).set({ availableQuantity: 0 }).where(eq(tools.slug, 'spirit-level-600-mm'));
    shop.app.catalog.invalidate();
    const html = (await shop.app.inject('/tools/spirit-level-600-mm')).body;
    const jsonLd = JSON.parse(headTag(html, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? 'null') as {
      offers: { availability: string };
    };
    expect(jsonLd.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('shows no prices and no offer while the shop hides prices from guests, and shows them again at once', async () => {
    await shop.app.settings.update({ guestPrices: 'hide' });
    try {
      const product = (await shop.app.inject('/tools/claw-hammer')).body;
      expect(product).toContain(pricingMessages.signInForPrices);
      expect(product).not.toContain('12.99');
      const jsonLd = JSON.parse(
        headTag(product, /<script type="application\/ld\+json">([^<]*)<\/script>/) ?? 'null',
      ) as Record<string, unknown>;
      expect(jsonLd).toMatchObject({ '@type': 'Product', name: 'Claw Hammer' });
      expect(jsonLd).not.toHaveProperty('offers');
      const detail = pageState(product).queries.find((query) => query.queryKey.includes('claw-hammer'))!.state
        .data as Tool;
      expect([detail.price, detail.priceBreaks]).toEqual([null, []]);
      const listing = (await shop.app.inject('/shop')).body;
      expect(listing).toContain(pricingMessages.signInForPrices);
      expect(listing).not.toContain('12.99');
    } finally {
      await shop.app.settings.update({ guestPrices: 'show' });
    }
    const shown = (await shop.app.inject('/tools/claw-hammer')).body;
    expect(shown).not.toContain(pricingMessages.signInForPrices);
    expect(shown).toContain('"price":"12.99"');
  });

  it("answers an unknown product or category with 404 and that page's own not-found text", async () => {
    const tool = await shop.app.inject('/tools/no-such-tool');
    expect(tool.statusCode).toBe(404);
    expect(tool.body).toContain('This tool does not exist');
    expect(headTag(tool.body, /<title>([^<]*)<\/title>/)).toBe('Tool not found | Tools-BD');
    // The browser starts from the same refusal, so it shows the same page without asking again.
    const refusal = pageState(tool.body).queries.find((query) => query.queryKey[1] === 'by-slug') as unknown as {
      state: { status: string; error: unknown };
    };
    expect(refusal.state).toMatchObject({
      status: 'error',
      error: { name: 'ApiError', status: 404, message: 'Tool not found' },
    });

    const category = await shop.app.inject('/shop/no-such-category');
    expect(category.statusCode).toBe(404);
    expect(category.body).toContain('This category does not exist');
  });

  it('renders the shop and a category page with their results, filters and pages', async () => {
    const all = await shop.app.inject('/shop');
    expect(all.statusCode).toBe(200);
    expect(headTag(all.body, /<title>([^<]*)<\/title>/)).toBe('Shop | Tools-BD');
    expect(headTag(all.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/shop`);
    for (const tool of seedTools) expect(all.body).toContain(tool.name);
    expectNoInlineScript(all.body);
    // The page, its sidebar, its results and the footer hydrate each in a pass of their own.
    expect(all.body.match(/<!--\$-->/g)).toHaveLength(4);

    const hammers = await shop.app.inject('/shop/hand-tools?sort=name&inStock=true');
    expect(hammers.statusCode).toBe(200);
    expect(headTag(hammers.body, /<title>([^<]*)<\/title>/)).toBe('Hand Tools | Tools-BD');
    expect(headTag(hammers.body, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/shop/hand-tools`);
    expect(hammers.body).toContain('Claw Hammer');
    expect(hammers.body).not.toContain('Cordless Drill Driver</a>');
    const list = pageState(hammers.body).queries.find((query) => query.queryKey[1] === 'list');
    expect(list?.queryKey[2]).toEqual({ category: 'hand-tools', inStock: true, sort: 'name', page: 1, limit: 24 });
  });

  it('answers a path that is no page with 404 and the not-found page', async () => {
    const response = await shop.app.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('This page does not exist');
    expect(headTag(response.body, /<title>([^<]*)<\/title>/)).toBe('Page not found | Tools-BD');
  });

  it('leaves sign-in and account pages to the browser', async () => {
    for (const path of ['/login', '/dashboard/myOrders', '/cart']) {
      const response = await shop.app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<noscript>');
      expect(response.body).not.toContain(PAGE_STATE_ELEMENT_ID);
    }
  });

  it('escapes what people typed, in the markup and in the embedded data, and shows a change at once', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const rename = async (id: string, name: string) => {
      await shop.app.db.update(tools).set({ name }).where(eq(tools.id, id));
      // What an admin's change does on this instance (catalogAdmin's onChange).
      shop.app.catalog.invalidate();
    };
    const first = ((await shop.app.inject('/api/tools?sort=oldest&limit=4')).json() as Tool[])[0]!;
    expect((await shop.app.inject('/')).body).toContain(`>${first.name}</h3>`);
    await rename(first._id, hostile);
    try {
      const html = (await shop.app.inject('/')).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--');
      expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)');
      const homeTools = pageState(html).queries.find((query) => query.queryKey[1] === 'home')?.state.data as Tool[];
      // A rendered copy is kept per data, not per time: the new name shows on the next request.
      expect(homeTools[0]?.name).toBe(hostile);
    } finally {
      await rename(first._id, first.name);
    }
    expect((await shop.app.inject('/')).body).toContain(`>${first.name}</h3>`);
  });

  it('has a public page load the shop after it is painted: one small module, nothing preloaded', async () => {
    for (const path of ['/', '/shop', '/tools/claw-hammer']) {
      const html = (await shop.app.inject(path)).body;
      const scripts = html.match(/<script[^>]* type="module"[^>]*>/g);
      expect(scripts).toHaveLength(1);
      expect(scripts![0]).toMatch(/^<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">$/);
      // The shop's modules (React's among them) are fetched by that module once the page is on screen.
      expect(html).not.toContain('modulepreload');
      const entry = await shop.app.inject(/src="([^"]+)"/.exec(scripts![0])![1]!);
      expect(entry.statusCode).toBe(200);
      expect(entry.body.length).toBeLessThan(4_000);
      // Nothing it needs before it runs: a static import would be one more request before the paint.
      expect(entry.body).not.toMatch(/\bfrom\s*["'`]|^import\s*["'`]/m);
    }
    // A page drawn in the browser needs the shop to paint anything past its navigation bar: its
    // modules are asked for at once, beside the same entry.
    const login = (await shop.app.inject('/login')).body;
    expect(login).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(login).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/start-[\w-]+\.js">/);
    expect(login).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/react-[\w-]+\.js">/);
    expect(login).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/reactFirst-[\w-]+\.js">/);
  });

  it('sends the page compressed to browsers that accept it, with the security headers', async () => {
    const response = await shop.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('Our Tools');
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'(;| )/);
  });

  it('sends the public pages without the opener policy, and every other document and API answer with it', async () => {
    for (const path of [
      '/',
      '/shop',
      '/shop/hand-tools',
      '/tools/claw-hammer',
      '/blogs',
      '/portfolio',
      '/no-such-page',
    ]) {
      const response = await shop.app.inject(path);
      expect(response.headers['cross-origin-opener-policy'], path).toBeUndefined();
      expect(response.headers['x-frame-options'], path).toBe('DENY');
    }
    for (const path of ['/login', '/dashboard/myOrders', '/cart', '/api/tools']) {
      expect((await shop.app.inject(path)).headers['cross-origin-opener-policy'], path).toBe('same-origin');
    }
  });
});
