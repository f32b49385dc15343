import type { Translation } from '@tools-bd/contract/messages';

/**
 * A feature's texts: the English object itself (the shop's wording, the source of truth) and the
 * i18next namespace its Bangla twin is loaded under. The Bangla object lives beside it in a
 * `texts.bn.ts`, typed `Translation<typeof english>`, so a missing or extra key fails the
 * typecheck; it is only imported by the Bangla chunk (app/i18n/bangla.ts), never by an English page.
 */
export interface TextCatalog<T extends object> {
  readonly namespace: string;
  readonly english: T;
}

export function defineTexts<T extends object>(namespace: string, english: T): TextCatalog<T> {
  return { namespace, english };
}

/** The Bangla of a catalog: exactly its keys (a string for each string, a function of the same parameters for each function). */
export type BanglaOf<C> = C extends TextCatalog<infer T> ? Translation<T> : never;
