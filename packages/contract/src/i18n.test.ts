import { describe, expect, it } from 'vitest';
import { MESSAGE_PARAMETERS, bangla, english, translations, type MessageParameter } from './i18n.ts';

type Tree = { readonly [key: string]: unknown };
type MessageFunction = (...args: unknown[]) => string;

/** Every leaf of a language's texts: `<domain>.<object>.<key>` → its string or function. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null)
      for (const [path, leaf] of leaves(value as Tree, `${prefix}${key}.`)) found.set(path, leaf);
    else found.set(`${prefix}${key}`, value);
  }
  return found;
}

/** Arguments that reach every branch of a message function (a count of 1 and of several, each listed value). */
function sampleArguments(parameters: readonly MessageParameter[]): unknown[][] {
  let samples: unknown[][] = [[]];
  for (const parameter of parameters) {
    const values = parameter === 'count' ? [1, 12] : parameter === 'text' ? ['Claw Hammer'] : parameter;
    samples = samples.flatMap((sample) => values.map((value) => [...sample, value]));
  }
  return samples;
}

/** Texts that read the same in both languages: names, codes and wire values. */
const SAME_IN_BOTH = new Set(['catalog.adminToolSortLabels.sku']);
/** Bangla texts whose Latin digits are values to type as they are (examples of the wire format). */
const LATIN_DIGITS_ALLOWED = new Set([
  'catalog.catalogMessages.priceFilterInvalid',
  'catalog.catalogAdminMessages.rowPriceBreaksInvalid',
  // The terms as the API spells them: net_7, net_15, …
  'accounts.accountMessages.paymentTermsInvalid',
]);

const englishLeaves = leaves(english);
const banglaLeaves = leaves(bangla);
const parametersOf = (key: string) => MESSAGE_PARAMETERS[key as keyof typeof MESSAGE_PARAMETERS];

describe('the texts in English and Bangla', () => {
  it('has exactly the same keys in both languages, strings for strings, functions of as many parameters for functions', () => {
    expect([...banglaLeaves.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
    for (const [key, text] of englishLeaves) {
      const translated = banglaLeaves.get(key);
      expect(typeof translated, key).toBe(typeof text);
      if (typeof text === 'function') expect((translated as MessageFunction).length, key).toBe(text.length);
    }
  });

  it('translates every text, apart from names and codes that read the same in both', () => {
    const untranslated: string[] = [];
    for (const [key, text] of englishLeaves) {
      if (SAME_IN_BOTH.has(key)) continue;
      if (typeof text === 'string') {
        if (banglaLeaves.get(key) === text) untranslated.push(key);
        continue;
      }
      for (const args of sampleArguments(parametersOf(key))) {
        const english = (text as MessageFunction)(...args);
        // A function that only repeats its argument (the item name of a one-line order) has nothing to translate.
        if (args.includes(english)) continue;
        if ((banglaLeaves.get(key) as MessageFunction)(...args) === english)
          untranslated.push(`${key}(${args.join(', ')})`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('keeps the allow-list of texts that read the same honest', () => {
    for (const key of SAME_IN_BOTH) expect(banglaLeaves.get(key), key).toBe(englishLeaves.get(key));
  });

  it('prints numbers in Bangla texts with Bengali digits', () => {
    const latin: string[] = [];
    for (const [key, text] of banglaLeaves) {
      if (LATIN_DIGITS_ALLOWED.has(key)) continue;
      const printed =
        typeof text === 'string'
          ? [text]
          : sampleArguments(parametersOf(key)).map((args) => (text as MessageFunction)(...args));
      if (printed.some((line) => /[0-9]/.test(line))) latin.push(key);
    }
    expect(latin).toEqual([]);
    expect(bangla.orders.orderMessages.quantityTooLarge).toContain('১০,০০,০০০');
    expect(bangla.catalog.catalogAdminMessages.categoryHasProducts(12)).toContain('১২');
  });

  it('gives one English text one Bangla text wherever the shop repeats it', () => {
    const byEnglish = new Map<string, Set<unknown>>();
    for (const [key, text] of englishLeaves) {
      if (typeof text !== 'string') continue;
      byEnglish.set(text, (byEnglish.get(text) ?? new Set()).add(banglaLeaves.get(key)));
    }
    expect([...byEnglish].filter(([, translated]) => translated.size > 1).map(([text]) => text)).toEqual([]);
  });

  it('describes the parameters of every message function, one per parameter', () => {
    const functions = [...englishLeaves].filter(([, text]) => typeof text === 'function');
    expect(Object.keys(MESSAGE_PARAMETERS).sort()).toEqual(functions.map(([key]) => key).sort());
    for (const [key, text] of functions) expect(parametersOf(key).length, key).toBe((text as MessageFunction).length);
  });

  it('offers both languages as i18next resources, English being the contract objects themselves', () => {
    expect(Object.keys(translations)).toEqual(['en', 'bn']);
    expect(translations.en.orders.orderMessages.followMinimumQuantity).toBe('Follow the minimum quantity');
    expect(translations.bn.orders.orderMessages.followMinimumQuantity).toBe(
      bangla.orders.orderMessages.followMinimumQuantity,
    );
  });
});
