import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageMessages, type CategoryNode, type Tool } from '@tools-bd/contract';
import { seedDemoData } from '../../db/seed.ts';
import { seedTools } from '../../db/seed-data.ts';
import { createTestApp, testEngines, type TestApp } from '../../../test/helpers.ts';
import { createSitemap } from './sitemap.ts';

const PUBLIC_URL = 'https://shop.example.com';

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe.each(testEngines)('sitemap.xml and robots.txt on $engine', ({ engine }) => {
  let shop: TestApp;
  let categorySlugs: string[];
  let productSlugs: string[];
  beforeAll(async () => {
    shop = await createTestApp(engine, { publicUrl: PUBLIC_URL });
    await seedDemoData(shop.app.db);
    const tree = (await shop.app.inject('/api/categories')).json() as CategoryNode[];
    categorySlugs = tree.flatMap((node) => [node.slug, ...node.children.map((child) => child.slug)]);
    productSlugs = ((await shop.app.inject('/api/tools?limit=100')).json() as Tool[]).map((tool) => tool.slug);
  });
  afterAll(() => shop?.close());

  it('lists the public pages, every category and every product on sale, each once in English and once in Bangla under /bn', async () => {
    const response = await shop.app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(productSlugs).toHaveLength(seedTools.length);
    expect(categorySlugs.length).toBeGreaterThan(5);
    const english = [
      ...['/', '/shop', '/blogs', '/portfolio'].map((path) => `${PUBLIC_URL}${path}`),
      ...categorySlugs.map((slug) => `${PUBLIC_URL}/shop/${slug}`),
      ...productSlugs.map((slug) => `${PUBLIC_URL}/tools/${slug}`),
    ];
    const bangla = english.map((url) => url.replace(PUBLIC_URL, `${PUBLIC_URL}/bn`).replace(/\/bn\/$/, '/bn'));
    expect(locations(response.body).sort()).toEqual([...english, ...bangla].sort());
  });

  it("names each page's twin in the other language, and English as the default", async () => {
    const response = await shop.app.inject('/sitemap.xml');
    const slug = productSlugs[0]!;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/tools/${slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="bn" href="${PUBLIC_URL}/bn/tools/${slug}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/tools/${slug}"/>`;
    expect(response.body).toContain(
      `<url><loc>${PUBLIC_URL}/tools/${slug}</loc>${alternates}</url>\n<url><loc>${PUBLIC_URL}/bn/tools/${slug}</loc>${alternates}</url>`,
    );
    expect(response.body).toContain(`<url><loc>${PUBLIC_URL}/bn</loc>`);
  });

  it('sends it gzipped to clients that accept it', async () => {
    const response = await shop.app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(locations(gunzipSync(response.rawPayload).toString())).toHaveLength(
      2 * (4 + categorySlugs.length + productSlugs.length),
    );
  });

  it('becomes an index of parts past the URLs one file may hold, every URL in exactly one part', async () => {
    const sitemap = createSitemap(shop.app.db, { origin: PUBLIC_URL, urlsPerFile: 5 });
    const parts = await sitemap.partCount();
    // Part 1: pages and categories; then the products two at a time (two URLs each, English and Bangla).
    expect(parts).toBe(1 + Math.ceil(productSlugs.length / 2));
    expect(locations(await text(sitemap.index(parts)))).toEqual(
      Array.from({ length: parts }, (_, index) => `${PUBLIC_URL}/sitemap.xml?part=${index + 1}`),
    );
    const all: string[] = [];
    for (let part = 1; part <= parts; part += 1) {
      const urls = locations(await text(sitemap.part(part)));
      if (part > 1) expect(urls.length).toBeLessThanOrEqual(5);
      all.push(...urls);
    }
    expect(all.filter((url) => url.startsWith(`${PUBLIC_URL}/tools/`)).sort()).toEqual(
      productSlugs.map((slug) => `${PUBLIC_URL}/tools/${slug}`).sort(),
    );
    expect(all.filter((url) => url.startsWith(`${PUBLIC_URL}/bn/tools/`))).toHaveLength(productSlugs.length);
    expect(new Set(all).size).toBe(all.length);
    // Small enough for one file: no index.
    expect(await createSitemap(shop.app.db, { origin: PUBLIC_URL }).partCount()).toBe(0);
  });

  it('refuses a bad part with 400 and a part past the last with 404', async () => {
    const bad = await shop.app.inject('/sitemap.xml?part=zero');
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: pageMessages.sitemapPartInvalid }]);
    const past = await shop.app.inject('/sitemap.xml?part=2');
    expect(past.statusCode).toBe(404);
  });

  it('serves robots.txt that keeps crawlers out of accounts and the API and points to the sitemap', async () => {
    const response = await shop.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /api/',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });
});
