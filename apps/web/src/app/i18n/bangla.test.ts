import { describe, expect, it } from 'vitest';
import { contractNamespace, type TextCatalog } from '../../lib/i18n/index.ts';
import { banglaTextLoaders, contractTextLoaders } from './banglaTexts.ts';
import { loadAllBangla, loadBangla, SHELL_NAMESPACES } from './banglaStore.ts';

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
  'resume.email',
  'resume.avatar.src',
  'resume.website.href',
]);

/**
 * Content that reads the same in both languages: the blog's anchors and code samples, the résumé's
 * names of products, tools and companies, and its links.
 */
const SAME_IN_BOTH_CONTENT = [
  /^blogQuestions\.questions\.\d+\.(id|answer\.\d+\.(kind|language|code))$/,
  /^resume\.skills\.\d+\.items\.\d+$/,
  /^resume\.experience\.\d+\.employer$/,
  /^resume\.projects\.\d+\.(name|technologies\.\d+|links\.\d+\.href)$/,
];
const readsTheSame = (key: string) =>
  SAME_IN_BOTH.has(key) || SAME_IN_BOTH_CONTENT.some((pattern) => pattern.test(key));

/** A text without its inline code (`…`) and code samples: code keeps its Latin digits. */
const prose = (key: string, text: string) =>
  SAME_IN_BOTH_CONTENT.some((pattern) => pattern.test(key)) ? '' : text.replace(/`[^`]*`/g, '');

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

// Each catalog with the Bangla its namespace's chunk holds.
const banglaCatalogs = await Promise.all(
  defined.map(async (catalog) => ({
    catalog,
    bangla: (await banglaTextLoaders[catalog.namespace]?.()) ?? {},
  })),
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
    const namespaces = defined.map((catalog) => catalog.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    expect(defined.length).toBeGreaterThan(0);
    expect(Object.keys(banglaTextLoaders).sort()).toEqual([...namespaces].sort());
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
      if (readsTheSame(key)) continue;
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

  it("repeats the contract's Bangla where a public screen shows one of its messages (kept in the screen's own chunk)", async () => {
    const { bangla: contract } = await import('@tools-bd/contract/i18n');
    expect(bangla.get('catalog.orderButton')).toBe(contract.catalog.catalogMessages.orderButton);
    expect(bangla.get('catalog.signInForPrices')).toBe(contract.pricing.pricingMessages.signInForPrices);
    expect(bangla.get('catalog.soldOut')).toBe(contract.orders.orderMessages.soldOut);
    expect(bangla.get('reviews.heading')).toBe(contract.reviews.reviewMessages.heading);
    expect(bangla.get('cart.addToCart')).toBe(contract.cart.cartMessages.addToCart);
    expect(bangla.get('common.followMinimumOrder')).toBe(contract.orders.orderMessages.followMinimumOrder);
    expect(bangla.get('common.moreThanAvailable')).toBe(contract.orders.orderMessages.moreThanAvailable);
    expect((bangla.get('common.maxPerOrder') as (count: number) => string)(12)).toBe(
      contract.orders.orderMessagesFor.maxPerOrder(12),
    );
    expect((bangla.get('common.packSize') as (count: number) => string)(6)).toBe(
      contract.orders.orderMessagesFor.packSize(6),
    );
    for (const key of [
      'itemAvailable',
      'followMinimumQuantity',
      'quantityWholeNumber',
      'quantityTooLarge',
      'orderTooLarge',
      'soldOut',
    ] as const)
      expect(bangla.get(`common.${key}`), key).toBe(contract.orders.orderMessages[key]);
  });

  it('writes the numbers of Bangla texts with Bengali digits', () => {
    const latin = [...bangla]
      .filter(([key, text]) => typeof text === 'string' && /[0-9]/.test(prose(key, text)))
      .map(([key]) => key);
    expect(latin).toEqual([]);
  });

  it('loads the shell with the core, and every Bangla catalog and contract domain into i18next under its namespace', async () => {
    const shell = await loadBangla();
    for (const namespace of SHELL_NAMESPACES)
      expect(shell.i18n.hasResourceBundle('bn', namespace), namespace).toBe(true);
    const { i18n } = await loadAllBangla();
    for (const { catalog, bangla: texts } of banglaCatalogs)
      expect(i18n.getResourceBundle('bn', catalog.namespace), catalog.namespace).toEqual(texts);
    for (const domain of Object.keys(contractTextLoaders) as (keyof typeof contractTextLoaders)[]) {
      const { pairs } = i18n.getResourceBundle('bn', contractNamespace(domain)) as { pairs: [string, string][] };
      expect(pairs.length, domain).toBeGreaterThan(0);
    }
  });
});
