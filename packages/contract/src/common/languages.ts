/** The shop's languages: English (the shop's own wording) and Bangla. Zod-free, no texts. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The shop's default language until an admin changes the `defaultLanguage` setting. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language formats numbers, money and dates with (Bangla: Bengali digits, lakh grouping). */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The shape a translation of a message object must have: exactly the same keys, a string for each
 * string, and a function of the same parameters for each function (a missing or extra key fails
 * the typecheck).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};

/**
 * Bengali digits (০–৯) written as Latin ones, the rest of the text as it is: quantities and phone
 * numbers may be typed in either, and are read as numbers after this.
 */
export const latinDigits = (text: string): string =>
  text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
