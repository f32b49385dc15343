import type { CatalogSnapshot, SnapshotTool } from '../listing/snapshot-rows.ts';
import { wordsStartingWith } from './sorted-words.ts';
import { rememberedWords, wordsOfText } from './bangla-words.ts';
import { decoded, encodePostings, GrowingPostings } from './postings.ts';

const NONE = new Uint8Array(0);

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
 * Each word's postings, as bytes (postings.ts: a position and whether the word is in the tool's
 * own name, about a byte each), grown while built.
 */
type Postings = Map<string, Uint8Array | GrowingPostings>;

const NO_WORDS: readonly string[] = [];

/**
 * Adds a tool's postings (see buildWordIndex) to the lists of its words, growing as built: each
 * word once, in the tool's own name or not, as wordsOfTool gives them, without its sets.
 */
function addPostings(
  postings: Map<string, GrowingPostings>,
  tool: SnapshotTool,
  banglaNameWordsOf: (text: string) => string[],
) {
  const view = tool.view;
  const added: string[] = [];
  const post = (words: readonly string[], inOwnName: number) => {
    for (const word of words) {
      if (added.includes(word)) continue;
      added.push(word);
      let list = postings.get(word);
      if (!list) postings.set(word, (list = new GrowingPostings(1)));
      list.add(tool.position, inOwnName);
    }
  };
  post(wordsOf(view.name), 1);
  post(view.nameBn ? banglaNameWordsOf(view.nameBn) : NO_WORDS, 1);
  post(sharedWordsOf(view.brandName ?? ''), 0);
  post(sharedWordsOf(view.categoryName ?? ''), 0);
  post(sharedWordsOf(view.categoryNameBn ?? ''), 0);
}

export function buildWordIndex(snapshot: CatalogSnapshot): WordIndex {
  // word → the tools whose name, brand or category has it, each with 1 when the word is in the
  // product's own name (the type-ahead ranks those first); by position.
  const postings = new Map<string, GrowingPostings>();
  // The words of Bangla names, remembered while built: names repeat (a million seeded tools have
  // some 14,000), and splitting one (NFC, Unicode classes) costs several times an English name's.
  const banglaNameWordsOf = rememberedWords(wordsOf, 1 << 16);
  for (const tool of snapshot.tools)
    if (!snapshot.unlisted.has(tool.position)) addPostings(postings, tool, banglaNameWordsOf);
  return wordIndexOf(snapshot, postings, new Map());
}

/** The postings of a list as position × 2 + 1 when in the tool's own name. */
const postingsOf = (list: Uint8Array | undefined): number[] => (list ? decoded(list, 0, list.length, 1) : []);

/** Scratch arrays of the type-ahead, one per catalogue size: it runs to its end without awaiting, and leaves them zeroed. */
let scratch: {
  size: number;
  marked: Uint16Array;
  typed: Uint16Array;
  counted: Uint16Array;
  inName: Uint8Array;
  candidates: Int32Array;
} | null = null;
function scratchOf(size: number) {
  if (!scratch || scratch.size < size)
    scratch = {
      size,
      marked: new Uint16Array(size),
      typed: new Uint16Array(size),
      counted: new Uint16Array(size),
      inName: new Uint8Array(size),
      candidates: new Int32Array(size),
    };
  return scratch;
}

function wordIndexOf(
  snapshot: CatalogSnapshot,
  postings: Postings,
  knownTrigrams: ReadonlyMap<string, Set<string>>,
  /** The name lengths of the index patched, and the positions whose tools changed since. */
  lengthsBefore?: { lengths: Uint16Array; changed: Iterable<number> },
): WordIndex {
  // Category and parent names are searched too (a product under Hand Tools > Hammers).
  const categoryWords = new Set<string>();
  for (const category of snapshot.categories)
    for (const word of wordsOf(`${category.name} ${category.nameBn ?? ''}`)) {
      categoryWords.add(word);
      if (!postings.has(word)) postings.set(word, NONE);
    }
  for (const [word, list] of postings) if (list instanceof GrowingPostings) postings.set(word, list.finish());
  const lists = postings as Map<string, Uint8Array>;
  const vocabulary = [...lists.keys()].sort();
  const spellings = vocabulary
    .filter((word) => /^\p{L}{3,}$/u.test(word))
    .map((word) => ({ word, trigrams: knownTrigrams.get(word) ?? trigrams(word) }));
  // Each tool's name's length, the type-ahead's third key: read for thousands of matches, not from each tool's object.
  // A patched index takes the previous lengths and reads only the changed tools' names (a
  // million names read again made the first answers after a patch wait).
  const nameLengths = new Uint16Array(snapshot.tools.length);
  const lengthOf = (tool: SnapshotTool) => Math.min(tool.view.name.length, 65_535);
  if (lengthsBefore) {
    nameLengths.set(lengthsBefore.lengths.subarray(0, nameLengths.length));
    for (const position of lengthsBefore.changed) nameLengths[position] = lengthOf(snapshot.tools[position]!);
  } else for (const tool of snapshot.tools) nameLengths[tool.position] = lengthOf(tool);

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

  return {
    corrections,

    patched(next, changed) {
      // Only the lists of the changed tools' words, before and after, are decoded and rewritten.
      const touched = new Set<string>();
      for (const [position, before] of changed) {
        if (before) for (const word of wordsOfTool(before).all) touched.add(word);
        if (!next.unlisted.has(position)) for (const word of wordsOfTool(next.tools[position]!).all) touched.add(word);
      }
      const rewritten = new Map<string, number[]>();
      for (const word of touched)
        rewritten.set(
          word,
          postingsOf(lists.get(word)).filter((posting) => !changed.has(posting >> 1)),
        );
      for (const position of changed.keys()) {
        if (next.unlisted.has(position)) continue;
        const { own, all } = wordsOfTool(next.tools[position]!);
        for (const word of all) rewritten.get(word)!.push(position * 2 + (own.has(word) ? 1 : 0));
      }
      const copy: Postings = new Map(lists);
      for (const [word, kept] of rewritten) {
        if (kept.length > 0 || categoryWords.has(word))
          copy.set(
            word,
            encodePostings(
              kept.sort((a, b) => a - b),
              1,
            ),
          );
        else copy.delete(word);
      }
      return wordIndexOf(next, copy, new Map(spellings.map((entry) => [entry.word, entry.trigrams])), {
        lengths: nameLengths,
        changed: changed.keys(),
      });
    },

    suggestTools(q, limit) {
      const typed = wordsOf(q)
        .filter((word) => word.length >= 2)
        .slice(0, 10);
      if (typed.length === 0 || limit <= 0) return [];
      const near = corrections(typed);
      const { marked, typed: asTyped, counted, inName, candidates } = scratchOf(snapshot.tools.length);
      // For each typed word (bit), the tools with a word starting with it as typed (marked and
      // typed), or only with a near spelling (marked); in `inName`, how many typed words the
      // tool's own name has as typed. The first word's tools are the candidates, in the order
      // they are first marked (as-typed ones first: the order ties keep); the other words mark
      // only those. Bits in typed arrays, not a Set or an array per word: a two-letter prefix
      // marks hundreds of thousands of tools.
      let count = 0;
      typed.forEach((word, index) => {
        const bit = 1 << index;
        const first = index === 0;
        for (const found of startingWith(word)) {
          const bytes = lists.get(found)!;
          let position = 0;
          for (let at = 0; at < bytes.length;) {
            let byte = bytes[at++]!;
            let value = byte & 127;
            for (let shift = 7; byte & 128; shift += 7) {
              byte = bytes[at++]!;
              value |= (byte & 127) << shift;
            }
            position += value >>> 1;
            const marks = marked[position]!;
            if (!first && (marks & 1) === 0) continue;
            if ((marks & bit) === 0) {
              marked[position] = marks | bit;
              asTyped[position]! |= bit;
              if (first) candidates[count++] = position;
            }
            if (value & 1 && (counted[position]! & bit) === 0) {
              counted[position]! |= bit;
              inName[position]! += 1;
            }
          }
        }
        for (const spelling of near.get(word) ?? []) {
          for (const found of startingWith(spelling)) {
            const bytes = lists.get(found)!;
            let position = 0;
            for (let at = 0; at < bytes.length;) {
              let byte = bytes[at++]!;
              let value = byte & 127;
              for (let shift = 7; byte & 128; shift += 7) {
                byte = bytes[at++]!;
                value |= (byte & 127) << shift;
              }
              position += value >>> 1;
              const marks = marked[position]!;
              if (!first && (marks & 1) === 0) continue;
              if ((marks & bit) !== 0) continue;
              marked[position] = marks | bit;
              if (first) candidates[count++] = position;
            }
          }
        }
      });
      // Every word marks it; as typed when every word does so as typed. As typed before
      // corrected, more words in the product's own name, then short names first, then by name;
      // ties in the order marked (firstInOrder keeps arrival order).
      const every = (1 << typed.length) - 1;
      const names = snapshot.tools;
      const kept: number[] = [];
      const compare = (a: number, b: number) => {
        const typedA = asTyped[a] === every ? 1 : 0;
        const typedB = asTyped[b] === every ? 1 : 0;
        if (typedA !== typedB) return typedB - typedA;
        if (inName[a] !== inName[b]) return inName[b]! - inName[a]!;
        if (nameLengths[a] !== nameLengths[b]) return nameLengths[a]! - nameLengths[b]!;
        const x = names[a]!.view.name;
        const y = names[b]!.view.name;
        return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0);
      };
      for (let index = 0; index < count; index++) {
        const position = candidates[index]!;
        if (marked[position] !== every) continue;
        // Not before the last kept one: it would come after it (equal ones keep their arrival order).
        if (kept.length === limit && compare(position, kept[limit - 1]!) >= 0) continue;
        let at = kept.length;
        while (at > 0 && compare(position, kept[at - 1]!) < 0) at -= 1;
        kept.splice(at, 0, position);
        if (kept.length > limit) kept.pop();
      }
      for (let index = 0; index < count; index++) {
        const position = candidates[index]!;
        marked[position] = 0;
        asTyped[position] = 0;
        counted[position] = 0;
        inName[position] = 0;
      }
      return kept.map((position) => snapshot.tools[position]!);
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
