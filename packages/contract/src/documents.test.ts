import { describe, expect, it } from 'vitest';
import { documentTexts } from './documents.ts';

type Tree = { readonly [key: string]: unknown };
type TextFunction = (...args: unknown[]) => string;

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null)
      for (const [path, leaf] of leaves(value as Tree, `${prefix}${key}.`)) found.set(path, leaf);
    else found.set(`${prefix}${key}`, value);
  }
  return found;
}

/** Words that read the same in both languages: the shop's name, a symbol. */
const SAME_IN_BOTH = new Set([
  'orders.signature',
  'identity.signature',
  'companies.signature',
  'quotes.signature',
  'accounts.signature',
  'invoices.columns.index',
  // A line of the order (quantity × name (SKU)): figures and names only.
  'orders.line',
]);

const english = leaves(documentTexts.en as Tree);
const bangla = leaves(documentTexts.bn as Tree);
const sample = (text: TextFunction) => text(...Array.from({ length: text.length }, () => 'X'));

describe('the words of e-mails and documents in English and Bangla', () => {
  it('has exactly the same keys, strings for strings and functions of as many parameters for functions', () => {
    expect([...bangla.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      expect(typeof bangla.get(key), key).toBe(typeof text);
      if (typeof text === 'function') expect((bangla.get(key) as TextFunction).length, key).toBe(text.length);
    }
  });

  it('translates every text, NFC-normalised', () => {
    const untranslated: string[] = [];
    for (const [key, text] of english) {
      const translated = bangla.get(key);
      const [en, bn] =
        typeof text === 'function'
          ? [sample(text as TextFunction), sample(translated as TextFunction)]
          : [text, translated];
      expect(bn, key).toBe((bn as string).normalize('NFC'));
      if (en === bn && !SAME_IN_BOTH.has(key)) untranslated.push(key);
    }
    expect(untranslated).toEqual([]);
  });
});
