import type { CatalogSnapshot, SnapshotTool } from '../listing/snapshot-rows.ts';
import { firstInOrder } from '../../../lib/first-in-order.ts';
import { wordsStartingWith } from './sorted-words.ts';
import { rememberedWords, wordsOfText } from './bangla-words.ts';

/**
 * The words of the catalogue's names (product, brand and category), in memory: the near
 * spellings of a typed word (pg_trgm's trigram similarity, computed here over a few hundred
 * words instead of asking the database) and the type-ahead, answered without the database.
 * Built once per snapshot.
 */

/** pg_trgm's trigrams of a word: padded with two spaces before and one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index++) found.add(padded.slice(index, index + 3));
  return found;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of the two. */
function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const trigram of a) if (b.has(trigram)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/** pg_trgm's default `%` threshold: what counts as a near spelling at all. */
const SIMILARITY_THRESHOLD = 0.3;
/** Near spellings per word: at most this many. */
const CORRECTIONS_PER_WORD = 3;
/** How much less similar than the nearest spelling another may be and still count ("srewdriver" is screwdriver, not driver). */
const NEAR_AS_THE_NEAREST = 0.1;
/** A category's word this close to the typed text is suggested (pg_trgm's word_similarity default is 0.6; one typo in a short word is below it). */
const CATEGORY_SIMILARITY = 0.5;

/** A tool's mark for one typed word (markTools): a word of it starts with the word as typed, or only with a near spelling. */
const AS_TYPED = 1;
const NEAR = 2;
/** Set once the tool's own-name match for this typed word is counted. */
const COUNTED_IN_NAME = 4;

const wordsOf = wordsOfText;
/** The words of brand and category names, which many tools share. */
const sharedWordsOf = rememberedWords(wordsOfText);

export interface WordIndex {
  /** Up to three near spellings of each typed word (letters only, three or more), nearest first. */
  corrections(typed: string[]): Map<string, string[]>;
  /** Tools whose names (with brand and category) have, for every word typed, a word starting with it or with one of its near spellings. */
  suggestTools(q: string, limit: number): SnapshotTool[];
  /** Categories whose name, or a word of it, starts with the text or comes close to it; at most `limit`. */
  suggestCategories(q: string, limit: number): { name: string; slug: string; nameBn?: string }[];
  /** The index of a patched copy (`changed`: position → the tool it held before, none for a new one). */
  patched(next: CatalogSnapshot, changed: ReadonlyMap<number, SnapshotTool | undefined>): WordIndex;
}

/** A tool's words: those of its own names (product, Bangla), and all (with its brand's and category's). */
function wordsOfTool(tool: SnapshotTool): { own: Set<string>; all: Set<string> } {
  // The Bangla names count as the product's and its category's own names.
  const own = new Set([...wordsOf(tool.view.name), ...wordsOf(tool.view.nameBn ?? '')]);
  const all = new Set([
    ...own,
    ...sharedWordsOf(tool.view.brandName ?? ''),
    ...sharedWordsOf(tool.view.categoryName ?? ''),
    ...sharedWordsOf(tool.view.categoryNameBn ?? ''),
  ]);
  return { own, all };
}

/**
 * Each word's postings: grown as arrays, kept as typed arrays (4 bytes a posting, where an array
 * of numbers takes 8 and more while it grows; tens of MB at a million tools).
 */
type Postings = Map<string, number[] | Int32Array>;

/** Adds a tool's postings (see buildWordIndex) to the lists of its words. */
function addPostings(postings: Postings, tool: SnapshotTool) {
  const { own, all } = wordsOfTool(tool);
  for (const word of all) {
    const posting = tool.position * 2 + (own.has(word) ? 1 : 0);
    let list = postings.get(word);
    if (list instanceof Int32Array) postings.set(word, (list = Array.from(list)));
    if (list) list.push(posting);
    else postings.set(word, [posting]);
  }
}

export function buildWordIndex(snapshot: CatalogSnapshot): WordIndex {
  // word → the tools whose name, brand or category has it, each as position × 2, plus 1 when
  // the word is in the product's own name (the type-ahead ranks those first); by position.
  const postings: Postings = new Map();
  for (const tool of snapshot.tools) if (!snapshot.unlisted.has(tool.position)) addPostings(postings, tool);
  return wordIndexOf(snapshot, postings, new Map());
}

function wordIndexOf(
  snapshot: CatalogSnapshot,
  postings: Postings,
  knownTrigrams: ReadonlyMap<string, Set<string>>,
): WordIndex {
  // Category and parent names are searched too (a product under Hand Tools > Hammers).
  const categoryWords = new Set<string>();
  for (const category of snapshot.categories)
    for (const word of wordsOf(`${category.name} ${category.nameBn ?? ''}`)) {
      categoryWords.add(word);
      if (!postings.has(word)) postings.set(word, []);
    }
  for (const [word, list] of postings) if (Array.isArray(list)) postings.set(word, Int32Array.from(list));
  const vocabulary = [...postings.keys()].sort();
  const spellings = vocabulary
    .filter((word) => /^\p{L}{3,}$/u.test(word))
    .map((word) => ({ word, trigrams: knownTrigrams.get(word) ?? trigrams(word) }));

  const startingWith = (prefix: string): string[] => wordsStartingWith(vocabulary, prefix);

  function corrections(typed: string[]): Map<string, string[]> {
    const result = new Map<string, string[]>();
    for (const word of typed) {
      if (!/^\p{L}{3,}$/u.test(word)) continue;
      const own = trigrams(word);
      const near = spellings
        .map((entry) => ({ word: entry.word, similarity: similarity(own, entry.trigrams) }))
        .filter((entry) => entry.similarity >= SIMILARITY_THRESHOLD && entry.word !== word)
        .sort((a, b) => b.similarity - a.similarity || (a.word < b.word ? -1 : 1))
        .slice(0, CORRECTIONS_PER_WORD);
      const best = near[0]?.similarity ?? 0;
      const kept = near.filter((entry) => entry.similarity >= best - NEAR_AS_THE_NEAREST).map((entry) => entry.word);
      if (kept.length > 0) result.set(word, kept);
    }
    return result;
  }

  /**
   * Marks, for one typed word, each tool that has a word starting with it as typed (AS_TYPED)
   * or only with one of its near spellings (NEAR), and counts in `inName` the tools whose own
   * name has such a word as typed. `onFirst` hears each marked tool once, as-typed ones first
   * (the order ties keep). Typed arrays, not Sets: a two-letter prefix marks thousands of tools.
   */
  function markTools(
    word: string,
    nearSpellings: readonly string[],
    inName: Uint8Array,
    onFirst?: (position: number) => void,
  ): Uint8Array {
    const marks = new Uint8Array(snapshot.tools.length);
    for (const found of startingWith(word)) {
      for (const posting of postings.get(found) ?? []) {
        const position = posting >> 1;
        if (marks[position] === 0) {
          marks[position] = AS_TYPED;
          onFirst?.(position);
        }
        if (posting & 1 && !(marks[position]! & COUNTED_IN_NAME)) {
          marks[position]! |= COUNTED_IN_NAME;
          inName[position]! += 1;
        }
      }
    }
    for (const spelling of nearSpellings) {
      for (const found of startingWith(spelling)) {
        for (const posting of postings.get(found) ?? []) {
          const position = posting >> 1;
          if (marks[position] !== 0) continue;
          marks[position] = NEAR;
          onFirst?.(position);
        }
      }
    }
    return marks;
  }

  return {
    corrections,

    patched(next, changed) {
      // Only the lists of the changed tools' words, before and after, are copied and rewritten.
      const touched = new Set<string>();
      for (const [position, before] of changed) {
        if (before) for (const word of wordsOfTool(before).all) touched.add(word);
        if (!next.unlisted.has(position)) for (const word of wordsOfTool(next.tools[position]!).all) touched.add(word);
      }
      const copy = new Map(postings);
      for (const word of touched) {
        const kept = Array.from(postings.get(word) ?? []).filter((posting) => !changed.has(posting >> 1));
        if (kept.length > 0 || categoryWords.has(word)) copy.set(word, kept);
        else copy.delete(word);
      }
      for (const position of changed.keys()) if (!next.unlisted.has(position)) addPostings(copy, next.tools[position]!);
      for (const word of touched) copy.get(word)?.sort((a, b) => a - b);
      return wordIndexOf(next, copy, new Map(spellings.map((entry) => [entry.word, entry.trigrams])));
    },

    suggestTools(q, limit) {
      const typed = wordsOf(q)
        .filter((word) => word.length >= 2)
        .slice(0, 10);
      if (typed.length === 0 || limit <= 0) return [];
      const near = corrections(typed);
      // The first word's tools are the candidates; every other word must mark them too.
      const candidates: number[] = [];
      const inName = new Uint8Array(snapshot.tools.length);
      const marks = typed.map((word, index) =>
        markTools(
          word,
          near.get(word) ?? [],
          inName,
          index === 0 ? (position) => candidates.push(position) : undefined,
        ),
      );
      // Every word marks it; as typed when every word does so as typed.
      const asTyped = new Uint8Array(snapshot.tools.length);
      const matching = candidates.filter((position) => {
        let typedOnly = AS_TYPED;
        for (const mark of marks) {
          if (mark[position] === 0) return false;
          typedOnly &= mark[position]!;
        }
        asTyped[position] = typedOnly;
        return true;
      });
      const nameOf = (position: number) => snapshot.tools[position]!.view.name;
      // As typed before corrected, more words in the product's own name, then short names first.
      const best = firstInOrder(matching, limit, (a, b) => {
        const x = nameOf(a);
        const y = nameOf(b);
        return (
          asTyped[b]! - asTyped[a]! || inName[b]! - inName[a]! || x.length - y.length || (x < y ? -1 : x > y ? 1 : 0)
        );
      });
      return best.map((position) => snapshot.tools[position]!);
    },

    suggestCategories(q, limit) {
      const text = q.normalize('NFC').toLowerCase().trim();
      if (!text) return [];
      const own = trigrams(text);
      const scored = snapshot.categories.flatMap((category, order) => {
        const name = category.name.toLowerCase();
        const nameBn = category.nameBn?.normalize('NFC') ?? '';
        const words = wordsOf(`${name} ${nameBn}`);
        const prefix =
          name.startsWith(text) || (nameBn !== '' && nameBn.startsWith(text))
            ? 2
            : words.some((word) => word.startsWith(text))
              ? 1
              : 0;
        const near = Math.max(0, ...words.map((word) => similarity(own, trigrams(word))));
        return prefix > 0 || (text.length >= 3 && near >= CATEGORY_SIMILARITY)
          ? [{ category, prefix, near, order }]
          : [];
      });
      scored.sort((a, b) => b.prefix - a.prefix || b.near - a.near || a.order - b.order);
      return scored.slice(0, limit).map((entry) => entry.category);
    },
  };
}
