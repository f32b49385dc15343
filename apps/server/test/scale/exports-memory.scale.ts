import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBulkOrders } from '../../src/db/seed-orders.ts';
import { createAccount, createTestApp, type TestAccount, type TestApp } from '../helpers.ts';

// A full collection on demand, so what is measured is memory still held, not garbage waiting.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const ORDERS = 50_000; // one to three lines each: about 100,000 lines

describe('the orders export at 100,000 lines', () => {
  let shop: TestApp;
  let admin: TestAccount;
  let base: string;
  let seeded: { orders: number; lines: number };

  beforeAll(async () => {
    shop = await createTestApp('pglite');
    admin = await createAccount(shop.app, { role: 'admin' });
    seeded = await seedBulkOrders(shop.app.db, ORDERS);
    base = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  }, 400_000);
  afterAll(() => shop.close());

  it('streams every line while the memory it holds stays flat', async () => {
    expect(seeded.lines).toBeGreaterThanOrEqual(99_000);
    const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const url = `${base}/api/admin/exports/orders.csv?from=${from}&to=${to}`;

    collectGarbage();
    const before = process.memoryUsage();
    const response = await fetch(url, { headers: admin.authorization });
    expect(response.status).toBe(200);

    let bytes = 0;
    let lineBreaks = 0;
    let chunks = 0;
    let peakHeldHeap = 0;
    let peakRss = 0;
    let nextSampleAt = 0;
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      for (const byte of value) if (byte === 0x0a) lineBreaks += 1;
      chunks += 1;
      // At the first chunk (a file built whole before sending is all in memory then), then every 256 kB.
      if (bytes >= nextSampleAt) {
        nextSampleAt = bytes + 256 * 1024;
        collectGarbage();
        const now = process.memoryUsage();
        peakHeldHeap = Math.max(peakHeldHeap, now.heapUsed - before.heapUsed);
        peakRss = Math.max(peakRss, now.rss - before.rss);
      }
    }

    const megabytes = (value: number) => `${(value / 1_048_576).toFixed(1)} MB`;
    console.info(
      `orders export: ${seeded.lines} lines, ${megabytes(bytes)} in ${chunks} chunks; held heap grew at most ${megabytes(peakHeldHeap)}, RSS ${megabytes(peakRss)}`,
    );
    // Header + one line per order line (the seeded text holds no line breaks).
    expect(lineBreaks).toBe(1 + seeded.lines);
    expect(bytes).toBeGreaterThan(10 * 1_048_576);
    // Sent as it is read: many chunks, not one body built first.
    expect(chunks).toBeGreaterThan(50);
    // Held in memory at any moment: a few batches, never a noticeable part of the 10+ MB file.
    expect(peakHeldHeap).toBeLessThan(bytes / 4);
  }, 400_000);
});
