import { describe, expect, it } from 'vitest';
import { createPageBodies } from './page-bodies.ts';
import { hashedJson, jsonArrayOf, type HashedJson } from './tool-json.ts';

describe('kept page bodies', () => {
  const [a, b, c] = ['{"n":1}', '{"n":"হাতুড়ি"}', '{"n":3}'].map(hashedJson);
  // Each answer made of a source of its own (a tool's view in the copy).
  const sources = new Map<HashedJson, object>();
  const sourceOf = (item: HashedJson) => sources.get(item) ?? (sources.set(item, {}), sources.get(item)!);
  let asked = 0;
  const of = (items: HashedJson[]) =>
    [
      items.map(sourceOf),
      async () => {
        asked += 1;
        return items;
      },
    ] as const;

  it('gives the body the page would be built into, with its bytes, and the same one while its tools stay', async () => {
    const bodies = createPageBodies();
    const page = await bodies.bodyOf('k', ...of([a!, b!]));
    const built = jsonArrayOf([a!, b!]);
    expect(page.body).toBe(built.body);
    expect(page.etag).toBe(built.etag);
    expect(page.bytes?.equals(Buffer.from(built.body))).toBe(true);
    const before = asked;
    expect(await bodies.bodyOf('k', ...of([a!, b!]))).toBe(page);
    // The answers of a kept page are not asked for again (those not in memory would be read).
    expect(asked).toBe(before);
  });

  it('builds it again when one of its tools is another answer (a stock change) or the page holds others', async () => {
    const bodies = createPageBodies();
    const page = await bodies.bodyOf('k', ...of([a!, b!]));
    const restocked = hashedJson('{"n":1}');
    const again = await bodies.bodyOf('k', ...of([restocked, b!]));
    expect(again).not.toBe(page);
    expect(again.body).toBe(page.body);
    expect((await bodies.bodyOf('k', ...of([a!, c!]))).body).toBe(jsonArrayOf([a!, c!]).body);
  });

  it('keeps at most its bytes, dropping the oldest first', async () => {
    const bodies = createPageBodies(60);
    const first = await bodies.bodyOf('1', ...of([a!]));
    await bodies.bodyOf('2', ...of([c!]));
    await bodies.bodyOf('3', ...of([a!, c!]));
    expect(await bodies.bodyOf('1', ...of([a!]))).not.toBe(first);
  });
});
