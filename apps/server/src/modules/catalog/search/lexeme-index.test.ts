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
