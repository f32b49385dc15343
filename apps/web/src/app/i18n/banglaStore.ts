import { useEffect, useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@tools-bd/contract/messages';
import type { TextCatalog } from '../../lib/i18n/index.ts';

/**
 * The Bangla texts, an i18next instance made by bangla.ts: a chunk of its own, imported only when
 * a page is shown in Bangla, so i18next and the Bangla texts never weigh on an English page. The
 * server bundle sets it once at start (entry-server.tsx); the browser loads it before it hydrates
 * a Bangla page (start.tsx), or when a page rendered in the browser turns out to want Bangla.
 */
let bangla: I18n | null = null;
let loading: Promise<I18n> | null = null;
const listeners = new Set<() => void>();

export function setBangla(instance: I18n): void {
  bangla = instance;
  for (const listener of listeners) listener();
}

export function loadBangla(): Promise<I18n> {
  loading ??= import('./bangla.ts').then(({ createBangla }) => {
    setBangla(createBangla());
    return bangla!;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => bangla;

/** The Bangla texts once loaded (null before); asks for them when `wanted`. */
export function useBangla(wanted: boolean): I18n | null {
  const instance = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (wanted && !instance) void loadBangla();
  }, [wanted, instance]);
  return instance;
}

/** A catalog's texts in a language outside React (a server page's head). */
export function textsIn<T extends object>(catalog: TextCatalog<T>, language: Language): T {
  if (language === 'en' || !bangla) return catalog.english;
  return (bangla.getResourceBundle(language, catalog.namespace) as T | undefined) ?? catalog.english;
}
