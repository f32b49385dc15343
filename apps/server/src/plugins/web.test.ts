import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_PROVIDERS_META } from '@tools-bd/contract';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createTestApp } from '../../test/helpers.ts';

const INDEX_HTML =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Tools-BD</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

describe('the web app as the server sends it', () => {
  let distDir: string;

  beforeAll(() => {
    distDir = mkdtempSync(join(tmpdir(), 'tools-bd-web-'));
    writeFileSync(join(distDir, 'index.html'), INDEX_HTML);
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'assets', 'main-abc123.js'), 'console.log("shop")');
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  async function withShop(
    overrides: Partial<Config>,
    check: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
  ) {
    const { app } = await createTestApp('pglite', { webDistDir: distDir, ...overrides });
    try {
      await check(app);
    } finally {
      await app.close();
    }
  }

  it('answers index.html for page paths, saying that Google sign-in is not offered', async () => {
    await withShop({}, async (app) => {
      const page = await app.inject('/dashboard/myOrders');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<meta name="tools-bd:sign-in-providers" content="" />\n  </head>');
      expect(SIGN_IN_PROVIDERS_META).toBe('tools-bd:sign-in-providers');
    });
  });

  it('says so in the page when Google sign-in is configured, in every encoding', async () => {
    const oidc = { issuer: 'https://accounts.example.com', clientId: 'shop', clientSecret: 'secret' };
    await withShop({ oidc }, async (app) => {
      const meta = `<meta name="${SIGN_IN_PROVIDERS_META}" content="google" />`;
      expect((await app.inject('/login')).body).toContain(meta);
      const brotli = await app.inject({ url: '/login', headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain(meta);
    });
  });

  it('caches hashed assets for a year, and answers unknown API paths and files with 404 JSON', async () => {
    await withShop({}, async (app) => {
      const asset = await app.inject('/assets/main-abc123.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const path of ['/api/no-such-thing', '/assets/missing-000.js']) {
        const missing = await app.inject(path);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: expect.any(String) });
      }
    });
  });
});
