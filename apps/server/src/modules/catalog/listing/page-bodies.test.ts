import { describe, expect, it } from 'vitest';
import { createPageBodies } from './page-bodies.ts';
import { hashedJson, jsonArrayOf } from './tool-json.ts';

describe('kept page bodies', () => {
  const [a, b, c] = ['{"n":1}', '{"n":"হাতুড়ি"}', '{"n":3}'].map(hashedJson);

  it('gives the body the page would be built into, with its bytes, and the same one while its tools stay', () => {
    const bodies = createPageBodies();
    const page = bodies.bodyOf('k', [a!, b!]);
    const built = jsonArrayOf([a!, b!]);
    expect(page.body).toBe(built.body);
    expect(page.etag).toBe(built.etag);
    expect(page.bytes?.equals(Buffer.from(built.body))).toBe(true);
    expect(bodies.bodyOf('k', [a!, b!])).toBe(page);
  });

  it('builds it again when one of its tools is another answer (a stock change) or the page holds others', () => {
    const bodies = createPageBodies();
    const page = bodies.bodyOf('k', [a!, b!]);
    const restocked = hashedJson('{"n":1}');
    const again = bodies.bodyOf('k', [restocked, b!]);
    expect(again).not.toBe(page);
    expect(again.body).toBe(page.body);
    expect(bodies.bodyOf('k', [a!, c!]).body).toBe(jsonArrayOf([a!, c!]).body);
  });

  it('keeps at most its bytes, dropping the oldest first', () => {
    const bodies = createPageBodies(60);
    const first = bodies.bodyOf('1', [a!]);
    bodies.bodyOf('2', [c!]);
    bodies.bodyOf('3', [a!, c!]);
    expect(bodies.bodyOf('1', [a!])).not.toBe(first);
  });
});
