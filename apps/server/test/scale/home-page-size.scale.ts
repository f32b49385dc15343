import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/db/seed.ts';
import { seedLargeCatalog } from '../../src/db/seed-catalog.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { buildWebApp, type BuiltWebApp } from '../web-build.ts';

/**
 * The home page's HTML (uncompressed) plus the data it loads stays under 50 kB
 * whatever the size of the catalogue. The server renders the page with its data embedded, and
 * the browser asks for none after (apps/web/e2e/ssr.spec.ts checks that), so the HTML is all of it.
 */
const LIMIT_BYTES = 50 * 1024;

let web: BuiltWebApp;
beforeAll(async () => {
  web = await buildWebApp();
}, 120_000);
afterAll(() => web?.remove());

describe('the home page and the sitemap at 20,000 products', () => {
  let demo: TestApp;
  let large: TestApp;
  beforeAll(async () => {
    demo = await createTestApp('pglite', { webDistDir: web.distDir });
    await seedDemoData(demo.app.db);
    large = await createTestApp('pglite', { webDistDir: web.distDir });
    await seedLargeCatalog(large.app.db, 20_000);
  }, 300_000);
  afterAll(async () => {
    await demo?.close();
    await large?.close();
  });

  async function homePageBytes(shop: TestApp): Promise<number> {
    const response = await shop.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-testid="tools-grid"');
    return response.rawPayload.length;
  }

  it('keeps the home page under 50 kB with the 14 demo products and with 20,000 products', async () => {
    expect((await large.app.inject('/api/tools?limit=1')).headers['x-total-count']).toBe('20000');
    const demoBytes = await homePageBytes(demo);
    const largeBytes = await homePageBytes(large);
    // The figure docs/performance.md quotes.
    console.info(
      `home page HTML with its data: ${(demoBytes / 1024).toFixed(1)} kB at 14 products, ${(largeBytes / 1024).toFixed(1)} kB at 20,000`,
    );
    expect(demoBytes).toBeLessThan(LIMIT_BYTES);
    expect(largeBytes).toBeLessThan(LIMIT_BYTES);
  });

  it('lists all 20,000 products in one streamed sitemap, each in English and in Bangla', async () => {
    const started = performance.now();
    const response = await large.app.inject('/sitemap.xml');
    const milliseconds = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const products = response.body.match(/<loc>[^<]*\/tools\/[^<]*<\/loc>/g) ?? [];
    expect(products.filter((entry) => !entry.includes('/bn/tools/'))).toHaveLength(20_000);
    expect(products.filter((entry) => entry.includes('/bn/tools/'))).toHaveLength(20_000);
    expect(new Set(products).size).toBe(40_000);
    console.info(
      `sitemap.xml at 20,000 products: ${(response.rawPayload.length / 1024).toFixed(0)} kB in ${milliseconds.toFixed(0)} ms`,
    );
  });
});
