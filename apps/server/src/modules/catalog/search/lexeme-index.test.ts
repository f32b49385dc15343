import { describe, expect, it } from 'vitest';
import { buildLexemeIndex, parseTsquery, parseTsvector } from './lexeme-index.ts';

describe('full-text matching in memory', () => {
  it("reads PostgreSQL's tsvector text: each lexeme's best weight, quotes included", () => {
    expect(parseTsvector(`'16':2A 'claw':3A,9 'hammer':4A,12C 'o''brien':7B 'steel':20`)).toEqual(
      new Map([
        ['16', 1],
        ['claw', 1],
        ['hammer', 1],
        ["o'brien", 0.4],
        ['steel', 0.1],
      ]),
    );
  });

  it('reads every lexeme as the pattern over the whole text did: weights, quotes, bare lexemes', () => {
    const text = `'a':1 'b''c':2B,3 'd' 'e':4C,5A 'f':x 'g':7D 'h''''i':8`;
    const expected = new Map<string, number>();
    const weights: Record<string, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };
    for (const [, quoted, positions] of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
      let best = positions ? 0 : 0.1;
      for (const position of positions?.split(',') ?? []) best = Math.max(best, weights[position.slice(-1)] ?? 0.1);
      expected.set(quoted!.replace(/''/g, "'"), best);
    }
    expect(parseTsvector(text)).toEqual(expected);
    expect(expected.get("b'c")).toBe(0.4);
    expect(expected.get('e')).toBe(1);
  });

  it('reads a normalised tsquery as AND-ed groups of prefixes; stop words alone are no group', () => {
    expect(parseTsquery(`( 'hamer':* | 'hammer':* ) & 'claw':*`)).toEqual([['hamer', 'hammer'], ['claw']]);
    expect(parseTsquery(`'o''brien':* & ( 'a&b':* | 'c':* )`)).toEqual([["o'brien"], ['a&b', 'c']]);
    expect(parseTsquery('')).toEqual([]);
  });

  it('matches every group by prefix and sums the best weight of each group', () => {
    const index = buildLexemeIndex([`'claw':1A 'hammer':2A`, `'hammer':1C 'drill':2A`, `'drill':1A`]);
    expect(index.match([['ham']])).toEqual(
      new Map([
        [0, 1],
        [1, 0.2],
      ]),
    );
    expect(index.match([['hamer', 'hammer'], ['dril']])).toEqual(new Map([[1, 1.2]]));
    expect(index.match([['claw'], ['drill']])).toEqual(new Map());
  });
});
