/**
 * Words of Bangla text for search. PostgreSQL's english configuration does not know Bangla (no
 * stemming, and outside the C locale its parser splits words at the vowel signs), so Bangla
 * words are matched here, by prefix, as typed: the in-memory indexes take them from the
 * products' and categories' Bangla names and the searches keep them out of to_tsquery.
 *
 * Text is NFC-normalised first: a letter such as ড় has two encodings (U+09DC, or U+09A1 with
 * the nukta U+09BC), and NFC turns both into the second. Zero-width joiners (which only choose
 * how a conjunct is drawn) are dropped, and vowel signs and the hasanta (marks, not letters)
 * stay inside their word.
 */

const BENGALI = /[\u0980-\u09ff]/u;

/** A word with a Bengali letter, digit or sign in it. */
export const isBanglaWord = (word: string): boolean => BENGALI.test(word);

const NOT_ASCII = /[\u0080-\uffff]/;

/** The lower-case words of a text: letters with their marks, and digits. */
export function wordsOfText(text: string): string[] {
  // Most names are ASCII: nothing to normalise or join, and their letters and digits are these
  // (the Unicode classes cost a million tools' load some seconds).
  if (!NOT_ASCII.test(text)) return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return (
    text
      .normalize('NFC')
      .replace(/[\u200c\u200d]/g, '')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  );
}

/** The Bangla words of a text (none for null). */
export function banglaWordsOf(text: string | null | undefined): string[] {
  return text ? wordsOfText(text).filter(isBanglaWord) : [];
}

/**
 * `words` of a text, remembered for the texts many tools share (a brand's or category's names):
 * a million tools' load would otherwise split the same few names a million times. Bounded: past
 * `limit` texts, forgotten all at once.
 */
export function rememberedWords(words: (text: string) => string[], limit = 1_000): (text: string) => string[] {
  let known = new Map<string, string[]>();
  return (text) => {
    let found = known.get(text);
    if (!found) {
      if (known.size >= limit) known = new Map();
      known.set(text, (found = words(text)));
    }
    return found;
  };
}
