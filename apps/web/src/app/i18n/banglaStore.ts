import { useEffect, useSyncExternalStore } from 'react';
import type { TextDomain } from '@tools-bd/contract/i18n';
import type { Language } from '@tools-bd/contract/messages';
import { contractNamespace, type BanglaTexts, type TextCatalog } from '../../lib/i18n/index.ts';

/**
 * The Bangla texts: an i18next instance (bangla.ts, a chunk of its own) that takes each namespace
 * when a Bangla page first shows it, from the namespace's own chunk (banglaTexts.ts), so an
 * English page loads none of it and a Bangla page only what it shows. The server loads every
 * namespace once at start (entry-server.tsx) and notes which ones each Bangla page read; the
 * browser loads those before it hydrates the page (start.tsx), and any other one when a screen
 * asks for it (useTexts suspends until it is there: no English meanwhile).
 */
let bangla: BanglaTexts | null = null;
let chunk: Promise<typeof import('./bangla.ts')> | null = null;
let core: Promise<BanglaTexts> | null = null;
const bundles = new Map<string, Promise<object>>();
const added = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** The namespaces the shell (navigation bar, search, cart button, footer) shows on every page: loaded with the core. */
export const SHELL_NAMESPACES: readonly string[] = ['shell', 'cart', 'catalog', 'common'];

const contractPrefix = contractNamespace('');

/** The core chunk: i18next and where each namespace lives (kept out of the English pages' code). */
const coreChunk = () => (chunk ??= import('./bangla.ts'));

async function bundleOf(namespace: string): Promise<object> {
  const { banglaTextLoaders, contractTextLoaders, contractPairs } = await coreChunk();
  const domain = namespace.startsWith(contractPrefix) ? namespace.slice(contractPrefix.length) : null;
  if (domain !== null && domain in contractTextLoaders) {
    const [english, translated] = await contractTextLoaders[domain as TextDomain]();
    return { pairs: contractPairs(english, translated) };
  }
  const load = banglaTextLoaders[namespace];
  if (!load) throw new Error(`No Bangla texts are registered for the namespace "${namespace}"`);
  return load();
}

/** A namespace's chunk, asked for once. */
function fetchBundle(namespace: string): Promise<object> {
  let bundle = bundles.get(namespace);
  if (!bundle) bundles.set(namespace, (bundle = bundleOf(namespace)));
  return bundle;
}

function textsOf(i18n: BanglaTexts['i18n']): BanglaTexts {
  return {
    i18n,
    load(namespace) {
      let adding = added.get(namespace);
      if (!adding) {
        // Not copied: i18next's copy goes through JSON, which drops the texts that are functions.
        adding = fetchBundle(namespace).then((bundle) => {
          i18n.addResourceBundle('bn', namespace, bundle, false, true, { silent: true, skipCopy: true });
        });
        added.set(namespace, adding);
      }
      return adding;
    },
  };
}

/** The Bangla core with the given namespaces (by default the shell's), their chunks loaded side by side. */
export function loadBangla(namespaces: readonly string[] = SHELL_NAMESPACES): Promise<BanglaTexts> {
  for (const namespace of namespaces) void fetchBundle(namespace).catch(() => undefined);
  core ??= coreChunk().then(({ createBangla }) => textsOf(createBangla()));
  return core.then(async (texts) => {
    await Promise.all(namespaces.map((namespace) => texts.load(namespace)));
    if (bangla !== texts) {
      bangla = texts;
      for (const listener of listeners) listener();
    }
    return texts;
  });
}

/** Every namespace there is: the server, which renders any page in Bangla, and the tests. */
export async function loadAllBangla(): Promise<BanglaTexts> {
  const { banglaTextLoaders, contractTextLoaders } = await coreChunk();
  return loadBangla([
    ...Object.keys(banglaTextLoaders),
    ...Object.keys(contractTextLoaders).map((domain) => contractNamespace(domain as TextDomain)),
  ]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => bangla;

/** The Bangla texts once loaded (null before); asks for them when `wanted`. */
export function useBangla(wanted: boolean): BanglaTexts | null {
  const instance = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (wanted && !instance) void loadBangla();
  }, [wanted, instance]);
  return instance;
}

/** A catalog's texts in a language outside React (a server page's head, on the server, where every namespace is loaded). */
export function textsIn<T extends object>(catalog: TextCatalog<T>, language: Language): T {
  if (language === 'en' || !bangla) return catalog.english;
  return (bangla.i18n.getResourceBundle(language, catalog.namespace) as T | undefined) ?? catalog.english;
}
