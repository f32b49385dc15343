import { describe, expect, it } from 'vitest';
import { randomHex } from './random-hex.ts';

describe('randomHex', () => {
  it('gives as many random bytes as asked, as lowercase hex, never the same twice across refills of its pool', () => {
    const seen = new Set<string>();
    // 10 bytes each: past several refills of the 4 kB pool, and one draw that does not fit its rest.
    for (let index = 0; index < 2_000; index += 1) {
      const value = randomHex(10);
      expect(value).toMatch(/^[0-9a-f]{20}$/);
      seen.add(value);
    }
    expect(seen.size).toBe(2_000);
    expect(randomHex(4096)).toMatch(/^[0-9a-f]{8192}$/);
  });

  it('refuses more than its pool holds', () => {
    expect(() => randomHex(4097)).toThrow(RangeError);
  });
});
