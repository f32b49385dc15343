import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantsOf } from '@tools-bd/contract';
import fc from 'fast-check';
import { createAccount, createTestApp, type TestAccount, type TestApp } from '../helpers.ts';
import { JPEG_START, TINY_PNG, WEBP_START } from '../fixtures/images.ts';
import { detectImageKind } from '../../src/modules/catalog/products/uploads.ts';

/**
 * Hostile multipart bodies to POST /api/uploads (the one route that does not take JSON, so the
 * OpenAPI-driven fuzz in hostile-input.test.ts cannot shape its bodies): wrong content types,
 * missing boundaries, truncated bodies, path-climbing and NUL-bearing file names, non-image bytes
 * under image names, huge and repeated parts. Never a 5xx; a refusal is a 4xx `{message}` and
 * leaves no file anywhere (not in uploads, not beside it); only a genuine picture is stored, under
 * a random name the content decided.
 */

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

const contentTypeHeaders: (string | undefined)[] = [
  `multipart/form-data; boundary=${BOUNDARY}`,
  `multipart/form-data; boundary="${BOUNDARY}"`,
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=a-different-boundary',
  `multipart/mixed; boundary=${BOUNDARY}`,
  `multipart/form-data; boundary=${'b'.repeat(300)}`,
  'image/png',
  'application/octet-stream',
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  undefined,
];

const hostileFileNames: (string | undefined)[] = [
  'photo.png',
  '../../../../etc/passwd.png',
  '..\\..\\..\\windows\\win.ini.png',
  '/etc/cron.d/evil.png',
  '%2e%2e%2f%2e%2e%2fescape.png',
  'nul\u0000byte.png',
  'nul.png\u0000.php',
  '.htaccess',
  '',
  'CON.png',
  `${'x'.repeat(1_000)}.png`,
  'a.png"; name="other',
  'a.png\r\nContent-Type: text/html',
  '𝕿𝖔𝖔𝖑 ‮gnp.exe',
  undefined, // no filename attribute: a plain field, not a file
];

const partContentTypes: (string | undefined)[] = [
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'text/html',
  'application/x-msdownload',
  '',
  undefined,
];

const huge = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 1)]);

const partData: fc.Arbitrary<Buffer> = fc.oneof(
  { arbitrary: fc.constantFrom(TINY_PNG, JPEG_START, WEBP_START), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      Buffer.alloc(0),
      TINY_PNG.subarray(0, 8),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
      Buffer.from('MZ\x90\x00\x03', 'latin1'),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ),
    weight: 4,
  },
  { arbitrary: fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)), weight: 3 },
  { arbitrary: fc.constant(huge), weight: 1 },
);

interface Part {
  field: string;
  fileName: string | undefined;
  contentType: string | undefined;
  data: Buffer;
}

const partArb: fc.Arbitrary<Part> = fc.record({
  field: fc.constantFrom('image', 'file', '', '__proto__', 'x'.repeat(2_000)),
  fileName: fc.constantFrom(...hostileFileNames),
  contentType: fc.constantFrom(...partContentTypes),
  data: partData,
});

/** How the body ends: properly, without its closing line, or cut off somewhere inside. */
const endingArb = fc.oneof(
  { arbitrary: fc.constant({ kind: 'closed' as const }), weight: 3 },
  fc.constant({ kind: 'unclosed' as const }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
);

function multipartBody(
  parts: Part[],
  ending: { kind: 'closed' | 'unclosed' | 'cut'; at?: number },
  preamble: string,
): Buffer {
  const chunks: Buffer[] = [Buffer.from(preamble)];
  for (const part of parts) {
    const disposition = `Content-Disposition: form-data; name="${part.field}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}`;
    const type = part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${disposition}${type}\r\n\r\n`, 'utf8'), part.data, Buffer.from('\r\n'));
  }
  if (ending.kind !== 'unclosed') chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const body = Buffer.concat(chunks);
  return ending.kind === 'cut' ? body.subarray(0, Math.floor(body.length * (ending.at ?? 0))) : body;
}

/** Every file under a folder, as paths relative to it: hidden temporary files included. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(join(root, name)).isFile())
    .map((name) => relative(root, join(root, name)))
    .sort();
}

describe('hostile multipart bodies to POST /api/uploads', () => {
  let root: string;
  let dataDir: string;
  let shop: TestApp;
  let admin: TestAccount;
  let customer: TestAccount;

  beforeAll(async () => {
    // The data folder sits inside a scratch folder, so a name that climbs out of it would show.
    root = mkdtempSync(join(tmpdir(), 'toolsbd-fuzz-uploads-'));
    dataDir = join(root, 'data');
    shop = await createTestApp('pglite', { dataDir });
    [admin, customer] = await Promise.all([createAccount(shop.app, { role: 'admin' }), createAccount(shop.app)]);
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers a 4xx {message} and stores nothing, or stores exactly the one genuine picture under its content hash', async () => {
    const roleArb = fc.oneof(
      { arbitrary: fc.constant('admin' as const), weight: 6 },
      fc.constantFrom('customer' as const, 'anonymous' as const),
    );
    const preambleArb = fc.constantFrom('', '\r\n', 'ignored preamble\r\n');
    const outcomes = { stored: 0, refused: 0 };

    await fc.assert(
      fc.asyncProperty(
        roleArb,
        fc.constantFrom(...contentTypeHeaders),
        fc.array(partArb, { maxLength: 3 }),
        endingArb,
        preambleArb,
        async (role, contentType, parts, ending, preamble) => {
          const payload = multipartBody(parts, ending, preamble);
          const headers: Record<string, string> = {};
          if (contentType !== undefined) headers['content-type'] = contentType;
          if (role !== 'anonymous') headers.authorization = `Bearer ${(role === 'admin' ? admin : customer).token}`;

          const before = filesUnder(root);
          const response = await shop.app.inject({ method: 'POST', url: '/api/uploads', headers, payload });
          const context = `${role} ${String(contentType)} parts=${JSON.stringify(parts.map((part) => ({ ...part, data: part.data.length })))} ending=${JSON.stringify(ending)} → ${response.statusCode} ${response.body.slice(0, 200)}`;

          expect(response.statusCode, context).toBeLessThan(500);
          expect(response.body, context).not.toMatch(/\n\s+at .+:\d+:\d+/);
          const after = filesUnder(root);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], context).toMatch(/application\/json/);
            expect(Object.keys(response.json() as object), context).toEqual(['message']);
            expect(after, context).toEqual(before);
            outcomes.refused += 1;
            return;
          }

          expect(response.statusCode, context).toBe(201);
          expect(role, context).toBe('admin');
          const { url } = response.json() as { url: string };
          // Named by its content hash (and its size, when it decodes), with its variants beside it.
          expect(url, context).toMatch(/^\/uploads\/[0-9a-f]{32}(?:-\d+x\d+)?\.(?:jpg|png|webp)$/);
          const stored = join('data', 'uploads', url.slice('/uploads/'.length));
          const variants = imageVariantsOf(url).map((variant) =>
            join('data', 'uploads', variant.url.slice('/uploads/'.length)),
          );
          expect(after, context).toEqual([...before, stored, ...variants].sort());
          // What was stored is one of the file parts that was sent, and it is a picture.
          const bytes = readFileSync(join(root, stored));
          // Stored as data: nobody may execute it (ASVS 12.4.1).
          expect(statSync(join(root, stored)).mode & 0o111, context).toBe(0);
          expect(detectImageKind(bytes), context).not.toBeNull();
          expect(
            parts.some((part) => part.fileName !== undefined && part.data.equals(bytes)),
            context,
          ).toBe(true);
          for (const file of [stored, ...variants]) unlinkSync(join(root, file));
          outcomes.stored += 1;
        },
      ),
      {
        numRuns: Number(process.env.FUZZ_RUNS ?? 300),
        seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
      },
    );
    // Both sides of the property were exercised, so neither check passed by never running.
    expect(outcomes.stored).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  }, 240_000);
});
