/**
 * Full-text search over the in-memory catalogue, with PostgreSQL's own words: each tool's
 * `search_document` (the weighted tsvector the trigger of migration 0006 keeps) is read with the
 * snapshot, and each search's tsquery is normalised by PostgreSQL (`to_tsquery('english', …)`:
 * stemming, stop words) in a query that reads no table. Matching a prefix query is then a walk
 * over the sorted lexemes here instead of a scan of every product row there (the GIN index does
 * not help a prefix matching thousands of rows: the planner reads the whole table, 15 MB at
 * 20,000 products, for each new search).
 *
 * The rank follows ts_rank's weights (A 1.0 name, B 0.4 brand, C 0.2 category, D 0.1
 * description): per word of the search, the best weight among the lexemes it matched, averaged
 * over the words; the products matching the words as typed (not only a near spelling) first.
 */
import { wordsStartingWith } from './sorted-words.ts';

const WEIGHTS: Record<string, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };

export interface LexemeIndex {
  /** The tools (positions) whose document has, for every group, a lexeme starting with one of the group's; each with the sum over groups of its best weight. */
  match(groups: string[][]): Map<number, number>;
}

/** `'claw':3A,7 'hammer':4A 'oz':5` → lexeme and its best weight. */
export function parseTsvector(text: string): Map<string, number> {
  const lexemes = new Map<string, number>();
  forEachLexeme(text, (lexeme, weight) => lexemes.set(lexeme, Math.max(weight, lexemes.get(lexeme) ?? 0)));
  return lexemes;
}

const QUOTE = 39; // '
const COLON = 58;
const COMMA = 44;
const weightOfCode = (code: number) =>
  code === 65 ? WEIGHTS.A! : code === 66 ? WEIGHTS.B! : code === 67 ? WEIGHTS.C! : WEIGHTS.D!;
const isPositionCode = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 68) || code === COMMA;

/**
 * Each quoted lexeme of a tsvector's text with its best weight (a position's letter A, B or C;
 * D without one), in their order: a scan by character codes, where a regular expression per
 * lexeme and a split of its positions were most of a million products' load.
 */
function forEachLexeme(text: string, add: (lexeme: string, weight: number) => void) {
  const length = text.length;
  let index = text.indexOf("'");
  while (index !== -1 && index < length) {
    // The lexeme runs to the next quote not doubled ('' is a quote inside it).
    let end = index + 1;
    let doubled = false;
    for (;;) {
      end = text.indexOf("'", end);
      if (end === -1) return;
      if (text.charCodeAt(end + 1) === QUOTE) {
        doubled = true;
        end += 2;
      } else break;
    }
    const quoted = text.slice(index + 1, end);
    const lexeme = doubled ? quoted.replace(/''/g, "'") : quoted;
    let at = end + 1;
    let weight = WEIGHTS.D!;
    if (text.charCodeAt(at) === COLON && isPositionCode(text.charCodeAt(at + 1))) {
      weight = 0;
      at += 1;
      // Each position's weight is its last character: a letter, or D for a bare number.
      for (let code = text.charCodeAt(at); isPositionCode(code); code = text.charCodeAt(++at)) {
        const next = text.charCodeAt(at + 1);
        if (code !== COMMA && (next === COMMA || !isPositionCode(next))) weight = Math.max(weight, weightOfCode(code));
      }
    }
    add(lexeme, weight);
    index = text.indexOf("'", at);
  }
}

/**
 * A normalised tsquery of our shape, `( 'hamer':* | 'hammer':* ) & 'claw':*`, as its AND-ed
 * groups of prefixes. An empty text (only stop words) is no group: it matches nothing.
 */
export function parseTsquery(text: string): string[][] {
  const groups: string[][] = [];
  let depth = 0;
  let start = 0;
  const flush = (end: number) => {
    const part = text.slice(start, end);
    const lexemes = [...part.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]!.replace(/''/g, "'"));
    if (lexemes.length > 0) groups.push(lexemes);
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === "'") {
      // Skip the quoted lexeme ('' is a quote inside it).
      index += 1;
      while (index < text.length && !(text[index] === "'" && text[index + 1] !== "'"))
        index += text[index] === "'" ? 2 : 1;
    } else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === '&' && depth === 0) {
      flush(index);
      start = index + 1;
    }
  }
  flush(text.length);
  return groups;
}

export function buildLexemeIndex(documents: readonly string[]): LexemeIndex {
  const builder = createLexemeIndexBuilder();
  documents.forEach((document, position) => builder.add(position, document));
  return builder.finish();
}

/** A weight as a small code, so that the postings fit in bytes; CODE_WEIGHTS turns it back. */
const CODE_WEIGHTS = Object.values(WEIGHTS);
const codeOf = (weight: number) => CODE_WEIGHTS.indexOf(weight);

/**
 * Builds the index one document at a time, so that the snapshot never holds every document's
 * text at once; `finish` packs each lexeme's postings into typed arrays (4 bytes a position,
 * 1 a weight, instead of two 8-byte slots of a JavaScript array).
 */
export function createLexemeIndexBuilder(): {
  add(position: number, document: string): void;
  /** Words indexed as they are (Bangla words, which PostgreSQL's english configuration does not know), at one weight. */
  addWords(position: number, words: readonly string[], weight: 'A' | 'B' | 'C' | 'D'): void;
  finish(): LexemeIndex;
} {
  // Typed from the start, doubled when full: JavaScript arrays of numbers took 8 bytes a slot and
  // two slots a posting while the catalogue loaded, a large share of the load's peak.
  const growing = new Map<string, { positions: Int32Array; weights: Uint8Array; length: number }>();
  const addLexeme = (position: number, lexeme: string, weight: number) => {
    let list = growing.get(lexeme);
    if (!list) growing.set(lexeme, (list = { positions: new Int32Array(4), weights: new Uint8Array(4), length: 0 }));
    if (list.length === list.positions.length) {
      const positions = new Int32Array(list.length * 2);
      positions.set(list.positions);
      const weights = new Uint8Array(list.length * 2);
      weights.set(list.weights);
      list.positions = positions;
      list.weights = weights;
    }
    list.positions[list.length] = position;
    list.weights[list.length] = codeOf(weight);
    list.length += 1;
  };
  return {
    add(position, document) {
      // A tsvector's lexemes are distinct: each added as it is read, without a map per document.
      forEachLexeme(document, (lexeme, weight) => addLexeme(position, lexeme, weight));
    },
    addWords(position, words, weight) {
      for (const word of new Set(words)) addLexeme(position, word, WEIGHTS[weight]!);
    },
    finish() {
      const postings = new Map<string, { positions: Int32Array; weights: Uint8Array }>();
      // Each grown list let go as soon as it is copied: never all of them twice at once.
      for (const [lexeme, list] of growing) {
        postings.set(lexeme, {
          positions: list.positions.slice(0, list.length),
          weights: list.weights.slice(0, list.length),
        });
        growing.delete(lexeme);
      }
      return indexOf(postings);
    },
  };
}

function indexOf(postings: Map<string, { positions: Int32Array; weights: Uint8Array }>): LexemeIndex {
  const vocabulary = [...postings.keys()].sort();

  const startingWith = (prefix: string): string[] => wordsStartingWith(vocabulary, prefix);

  return {
    match(groups) {
      let sums: Map<number, number> | null = null;
      for (const group of groups) {
        const best = new Map<number, number>();
        for (const prefix of group) {
          for (const lexeme of startingWith(prefix)) {
            const list = postings.get(lexeme)!;
            for (let index = 0; index < list.positions.length; index++) {
              const position = list.positions[index]!;
              if (sums && !sums.has(position)) continue;
              const weight = CODE_WEIGHTS[list.weights[index]!]!;
              if (weight > (best.get(position) ?? 0)) best.set(position, weight);
            }
          }
        }
        const next = new Map<number, number>();
        for (const [position, weight] of best) next.set(position, (sums?.get(position) ?? 0) + weight);
        sums = next;
        if (sums.size === 0) break;
      }
      return sums ?? new Map<number, number>();
    },
  };
}

/**
 * The index of a catalogue some of whose tools changed since `base` was built: their postings in
 * `base` left out, theirs now read from `extra` (built from their documents alone). Each tool's
 * words are in one of the two, so a match is the base's without them plus the extra's.
 */
export function patchedLexemeIndex(base: LexemeIndex, replaced: ReadonlySet<number>, extra: LexemeIndex): LexemeIndex {
  return {
    match(groups) {
      const sums = base.match(groups);
      for (const position of replaced) sums.delete(position);
      for (const [position, sum] of extra.match(groups)) sums.set(position, sum);
      return sums;
    },
  };
}
