import { describe, expect, it } from 'vitest';
import type { TextCatalog } from '../../lib/i18n/index.ts';
import { banglaCatalogs, createBangla } from './bangla.ts';

type Tree = { readonly [key: string]: unknown };
type TextFunction = (...args: unknown[]) => string;

/** Every leaf of a catalog's texts: `<namespace>.<key>[.<key>…]` → its string or function. */
function leaves(tree: Tree, prefix: string): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'object' && value !== null)
      for (const [path, leaf] of leaves(value as Tree, `${prefix}${key}.`)) found.set(path, leaf);
    else found.set(`${prefix}${key}`, value);
  }
  return found;
}

/** Texts that read the same in both languages: codes. */
const SAME_IN_BOTH = new Set([
  'catalog.sku',
  'cartScreens.sku',
  'reports.sku',
  'orderScreens.sku',
  'catalogAdmin.imageUrlPlaceholder',
]);

// Every catalog the web app defines, wherever it lives (features, components, app).
const modules = import.meta.glob<Record<string, unknown>>(['../../**/*{texts,Texts}.ts', '!../../**/*.bn.ts'], {
  eager: true,
});
const defined = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter(
    (value): value is TextCatalog<object> =>
      typeof value === 'object' && value !== null && 'namespace' in value && 'english' in value,
  );

const english = new Map<string, unknown>();
const bangla = new Map<string, unknown>();
for (const pair of banglaCatalogs) {
  for (const [key, text] of leaves(pair.catalog.english as Tree, `${pair.catalog.namespace}.`)) english.set(key, text);
  for (const [key, text] of leaves(pair.bangla as Tree, `${pair.catalog.namespace}.`)) bangla.set(key, text);
}

/** What a text function prints for a few counts (one and several): numbers stand in for every parameter. */
const samples = (text: TextFunction) =>
  [1, 12].map((value) => text(...Array.from({ length: text.length }, () => value)));

describe("the web screens' texts in English and Bangla", () => {
  it('registers every catalog of the web app with its Bangla twin, one namespace each', () => {
    const registered = banglaCatalogs.map(({ catalog }) => catalog.namespace);
    expect(new Set(registered).size).toBe(registered.length);
    expect(defined.length).toBeGreaterThan(0);
    for (const catalog of defined) expect(registered, catalog.namespace).toContain(catalog.namespace);
  });

  it('has exactly the same keys in both languages, strings for strings, functions for functions (of no more parameters)', () => {
    expect([...bangla.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) {
      const translated = bangla.get(key);
      expect(typeof translated, key).toBe(typeof text);
      // A Bangla noun needs no plural form, so its function may leave the count out.
      if (typeof text === 'function') expect((translated as TextFunction).length, key).toBeLessThanOrEqual(text.length);
    }
  });

  it('translates every text, apart from the allow-list of texts that read the same', () => {
    const untranslated: string[] = [];
    for (const [key, text] of english) {
      if (SAME_IN_BOTH.has(key)) continue;
      const translated = bangla.get(key);
      if (typeof text === 'string') {
        if (/\p{L}/u.test(text) && translated === text) untranslated.push(key);
        continue;
      }
      const inEnglish = samples(text as TextFunction);
      const inBangla = samples(translated as TextFunction);
      if (inEnglish.some((line, index) => line === inBangla[index] && /\p{L}/u.test(line))) untranslated.push(key);
    }
    expect(untranslated).toEqual([]);
    for (const key of SAME_IN_BOTH) expect(bangla.get(key), key).toBe(english.get(key));
  });

  it('writes the numbers of Bangla texts with Bengali digits', () => {
    const latin = [...bangla].filter(([, text]) => typeof text === 'string' && /[0-9]/.test(text)).map(([key]) => key);
    expect(latin).toEqual([]);
  });

  it('loads every Bangla catalog into i18next under its namespace', () => {
    const instance = createBangla();
    for (const { catalog, bangla: texts } of banglaCatalogs)
      expect(instance.getResourceBundle('bn', catalog.namespace), catalog.namespace).toEqual(texts);
  });
});
