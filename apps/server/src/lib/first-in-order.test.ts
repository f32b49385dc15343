import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order.ts';

describe('firstInOrder', () => {
  // Pairs compared on their key only: equal keys must keep the order they came in, as a stable sort keeps it.
  const byKey = (a: [number, number], b: [number, number]) => a[0] - b[0];
  let seed = 7;
  const random = (below: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % below;

  it('gives what a stable sort and a slice give, ties included, for any limit', () => {
    for (let round = 0; round < 300; round++) {
      const items = Array.from({ length: random(60) }, (_, index): [number, number] => [random(8), index]);
      const limit = random(12);
      expect(firstInOrder(items, limit, byKey)).toEqual([...items].sort(byKey).slice(0, limit));
    }
  });

  it('gives nothing for a limit of 0 or no items', () => {
    expect(firstInOrder([[1, 0]], 0, byKey)).toEqual([]);
    expect(firstInOrder([], 8, byKey)).toEqual([]);
  });
});
