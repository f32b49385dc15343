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
import { firstAtOrAfter } from './sorted-words.ts';
import { decoded, GrowingPostings } from './postings.ts';

const WEIGHTS: Record<string, number> = { A: 1, B: 0.4, C: 0.2, D: 0.1 };

export interface LexemeIndex {
  /** The tools (positions) whose document has, for every group, a lexeme starting with one of the group's; each with the sum over groups of its best weight. */
  match(groups: string[][]): Map<number, number>;
  /** The postings of each lexeme starting with `prefix` (rankMatches walks them). */
  ranges(prefix: string): PostingRange[];
  /** Positions are below this. */
  size: number;
  /** The postings' bytes. */
  bytes: number;
}

/** `'claw':3A,7 'hammer':4A 'oz':5` → lexeme and its best weight. */
export function parseTsvector(text: string): Map<string, number> {
  const lexemes = new Map<string, number>();
  forEachLexeme(text, (source, start, end, weight) => {
    const lexeme = source.slice(start, end);
    lexemes.set(lexeme, Math.max(weight, lexemes.get(lexeme) ?? 0));
  });
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
 * lexeme and a split of its positions were most of a million products' load. The lexeme is
 * given as where it stands in the text (`text` from `start` to `end`), or as a string of its own
 * when it has a quote in it (`''` in the text).
 */
function forEachLexeme(text: string, add: (source: string, start: number, end: number, weight: number) => void) {
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
    if (doubled) {
      const lexeme = text.slice(index + 1, end).replace(/''/g, "'");
      add(lexeme, 0, lexeme.length, weight);
    } else add(text, index + 1, end, weight);
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

/** A weight as a code of two bits, heavier higher (D 0 … A 3), kept in each posting; CODE_WEIGHTS turns it back. */
const CODE_WEIGHTS = [WEIGHTS.D!, WEIGHTS.C!, WEIGHTS.B!, WEIGHTS.A!];
const codeOf = (weight: number) => CODE_WEIGHTS.indexOf(weight);
const WEIGHT_BITS = 2;

/** The postings of one lexeme: a tool's position and its weight's code, read from bytes (postings.ts). */
export interface PostingRange {
  bytes: Uint8Array;
  start: number;
  end: number;
  /** Positions to pass over (a patched index's tools whose postings are elsewhere), or null. */
  skip: Uint8Array | null;
}

/**
 * Builds the index one document at a time, so that the snapshot never holds every document's
 * text at once; each lexeme's postings grow as bytes (postings.ts: about one a posting where
 * positions as Int32 and weights as bytes took five), and `finish` packs them in one buffer, in
 * the lexemes' order, so that the lexemes of a prefix are neighbours.
 */
export function createLexemeIndexBuilder(): {
  add(position: number, document: string): void;
  /** Words indexed as they are (Bangla words, which PostgreSQL's english configuration does not know), at one weight. */
  addWords(position: number, words: readonly string[], weight: 'A' | 'B' | 'C' | 'D'): void;
  finish(): LexemeIndex;
} {
  // Lexemes by number, found from where they stand in a document's text: no string cut out and
  // no map look-up per lexeme (some 25 a tool, most of a million tools' indexing). An
  // open-addressing table of numbers + 1, at most half full.
  const lexemes: string[] = [];
  const lists: GrowingPostings[] = [];
  let table = new Int32Array(1 << 12);
  let size = 0;
  const slotOf = (source: string, start: number, end: number) => {
    let hash = 0x811c9dc5;
    for (let index = start; index < end; index++) hash = Math.imul(hash ^ source.charCodeAt(index), 0x01000193);
    return (hash ^ (hash >>> 15)) & (table.length - 1);
  };
  const numberOf = (source: string, start: number, end: number): number => {
    const mask = table.length - 1;
    let slot = slotOf(source, start, end);
    for (; table[slot] !== 0; slot = (slot + 1) & mask) {
      const lexeme = lexemes[table[slot]! - 1]!;
      if (lexeme.length === end - start && source.startsWith(lexeme, start)) return table[slot]! - 1;
    }
    const number = lexemes.length;
    lexemes.push(start === 0 && end === source.length ? source : source.slice(start, end));
    lists.push(new GrowingPostings(WEIGHT_BITS));
    table[slot] = number + 1;
    if (lexemes.length * 2 > table.length) {
      table = new Int32Array(table.length * 2);
      for (const [known, lexeme] of lexemes.entries()) {
        let free = slotOf(lexeme, 0, lexeme.length);
        while (table[free] !== 0) free = (free + 1) & (table.length - 1);
        table[free] = known + 1;
      }
    }
    return number;
  };
  const addLexeme = (position: number, source: string, start: number, end: number, weight: number) => {
    lists[numberOf(source, start, end)]!.add(position, codeOf(weight));
    if (position >= size) size = position + 1;
  };
  return {
    add(position, document) {
      // A tsvector's lexemes are distinct: each added as it is read, without a map per document.
      forEachLexeme(document, (source, start, end, weight) => addLexeme(position, source, start, end, weight));
    },
    addWords(position, words, weight) {
      for (const word of new Set(words)) addLexeme(position, word, 0, word.length, WEIGHTS[weight]!);
    },
    finish() {
      const order = Array.from(lexemes.keys()).sort((a, b) =>
        lexemes[a]! < lexemes[b]! ? -1 : lexemes[a]! > lexemes[b]! ? 1 : 0,
      );
      const vocabulary = order.map((number) => lexemes[number]!);
      const offsets = new Int32Array(vocabulary.length + 1);
      const finished = order.map((number) => lists[number]!.finish());
      lists.length = 0;
      finished.forEach((list, index) => (offsets[index + 1] = offsets[index]! + list.length));
      const bytes = new Uint8Array(offsets[vocabulary.length]!);
      // Each list let go once copied: never all of them twice at once.
      finished.forEach((list, index) => {
        bytes.set(list, offsets[index]!);
        finished[index] = EMPTY;
      });
      return indexOf(vocabulary, offsets, bytes, size);
    },
  };
}

const EMPTY = new Uint8Array(0);

function indexOf(vocabulary: string[], offsets: Int32Array, bytes: Uint8Array, size: number): LexemeIndex {
  return {
    size,
    ranges(prefix) {
      const ranges: PostingRange[] = [];
      for (let index = firstAtOrAfter(vocabulary, prefix); index < vocabulary.length; index++) {
        if (!vocabulary[index]!.startsWith(prefix)) break;
        ranges.push({ bytes, start: offsets[index]!, end: offsets[index + 1]!, skip: null });
      }
      return ranges;
    },
    match(groups) {
      return matchOf(this, groups);
    },
    bytes: bytes.length,
  };
}

/** Each posting of a range: its position and weight code, in order (the reference walk; rankMatches writes it out). */
function forEachPosting(range: PostingRange, visit: (position: number, code: number) => void) {
  for (const posting of decoded(range.bytes, range.start, range.end, WEIGHT_BITS)) {
    const position = Math.floor(posting / 4);
    if (!range.skip || range.skip[position] === 0) visit(position, posting % 4);
  }
}

/** The reference for `match`: simple, with maps (the tests compare rankMatches with it). */
function matchOf(index: LexemeIndex, groups: string[][]): Map<number, number> {
  let sums: Map<number, number> | null = null;
  for (const group of groups) {
    const best = new Map<number, number>();
    for (const prefix of group) {
      for (const range of index.ranges(prefix)) {
        forEachPosting(range, (position, code) => {
          if (sums && !sums.has(position)) return;
          const weight = CODE_WEIGHTS[code]!;
          if (weight > (best.get(position) ?? 0)) best.set(position, weight);
        });
      }
    }
    const next = new Map<number, number>();
    for (const [position, weight] of best) next.set(position, (sums?.get(position) ?? 0) + weight);
    sums = next;
    if (sums.size === 0) break;
  }
  return sums ?? new Map<number, number>();
}

/**
 * The index of a catalogue some of whose tools changed since `base` was built: their postings in
 * `base` passed over, theirs now read from `extra` (built from their documents alone). Each tool's
 * words are in one of the two, so a match is the base's without them plus the extra's.
 */
export function patchedLexemeIndex(base: LexemeIndex, replaced: ReadonlySet<number>, extra: LexemeIndex): LexemeIndex {
  let size = Math.max(base.size, extra.size);
  for (const position of replaced) size = Math.max(size, position + 1);
  const skip = new Uint8Array(size);
  for (const position of replaced) skip[position] = 1;
  return {
    size,
    ranges(prefix) {
      // A base that is itself patched has its own skips: the union is asked of it.
      const kept = base.ranges(prefix).map((range) => {
        if (!range.skip) return { ...range, skip };
        const both = new Uint8Array(size);
        for (let position = 0; position < size; position++)
          both[position] = skip[position]! | (range.skip[position] ?? 0);
        return { ...range, skip: both };
      });
      return [...kept, ...extra.ranges(prefix)];
    },
    match(groups) {
      return matchOf(this, groups);
    },
    bytes: base.bytes + extra.bytes,
  };
}

/** A search has at most ten words (search.ts); past this many groups, rankMatches sorts as before. */
const MOST_GROUPS = 20;

/** Scratch arrays of the ranking, one per catalogue size: a ranking runs to its end without awaiting, and leaves them zeroed. */
let scratch: { size: number; best: Uint8Array; state: Uint16Array; hits: Uint8Array; found: Int32Array } | null = null;
/** The ranking's arrays by place in name order: each match's bucket, and a bitmap of the places taken. */
let rankScratch: { size: number; atRank: Uint8Array; ranked: Int32Array } | null = null;
function rankScratchOf(size: number) {
  if (!rankScratch || rankScratch.size !== size)
    rankScratch = { size, atRank: new Uint8Array(size), ranked: new Int32Array((size >> 5) + 1) };
  return rankScratch;
}

function scratchOf(size: number) {
  if (!scratch || scratch.size < size)
    scratch = {
      size,
      best: new Uint8Array(size),
      state: new Uint16Array(size),
      hits: new Uint8Array(size),
      found: new Int32Array(size),
    };
  return scratch;
}

/**
 * The positions of the tools matching a search, best first, as lexeme-index's `match` and the
 * service ranked them before: the tools matching `exact` (the words as typed) first, then the
 * average over the groups of each group's best weight, then name order (`byName`, and `ranks`
 * each position's place in it). Without maps and without a comparison sort of every match (tens
 * of milliseconds for a prefix matching a sixth of a million tools): each match's sum of weights
 * is a small state number (the same floating-point sums, added in the same order), the few
 * distinct scores are sorted, and the matches are dealt into them in name order, read from a
 * bitmap of their places in it.
 */
export function rankMatches(
  index: LexemeIndex,
  exact: string[][],
  groups: string[][],
  byName: Int32Array,
  ranks: Int32Array,
): Int32Array {
  if (groups.length === 0) return new Int32Array(0);
  if (groups.length > MOST_GROUPS) {
    // More groups than a search has words: the maps and the sort, as before.
    const asTyped = index.match(exact);
    const matched = index.match(groups);
    const scoreOf = (position: number) => (asTyped.has(position) ? 1 : 0) + matched.get(position)! / groups.length;
    return Int32Array.from(matched.keys()).sort((a, b) => scoreOf(b) - scoreOf(a) || ranks[a]! - ranks[b]!);
  }
  // A prefix starting with another of its group ("knife" after "kni") matches lexemes already
  // visited, and a group's weight is its best: walked once.
  const prune = (group: string[]) =>
    group.filter(
      (prefix, at) =>
        !group.some((other) => other !== prefix && prefix.startsWith(other)) && group.indexOf(prefix) === at,
    );
  const walked = groups.map(prune);
  const walkedExact = exact.map(prune);
  const size = index.size;
  const { best, state, hits, found } = scratchOf(size);
  // State 1 is the empty sum; 0 marks a position that is no candidate.
  const sums = [0, 0];
  const known = new Map<number, number>();
  const transitions: number[] = [];
  const next = (from: number, code: number): number => {
    const key = from * 4 + code;
    let to = transitions[key];
    if (to === undefined) {
      const sum = sums[from]! + CODE_WEIGHTS[code]!;
      to = known.get(sum);
      if (to === undefined) {
        // At most MOST_GROUPS groups of four weights: at most C(24, 4) sums, within a state's 15
        // bits (its slot later holds it doubled).
        to = sums.length;
        sums.push(sum);
        known.set(sum, to);
      }
      transitions[key] = to;
    }
    return to;
  };
  // The candidates (found[0, count)): the first group's matches, then those every group matched.
  const candidates = found;
  let count = 0;
  for (let group = 0; group < groups.length; group++) {
    const first = group === 0;
    for (const prefix of walked[group]!) {
      for (const { bytes, start, end, skip } of index.ranges(prefix)) {
        let position = 0;
        for (let at = start; at < end;) {
          let byte = bytes[at++]!;
          let value = byte & 127;
          for (let shift = 7; byte & 128; shift += 7) {
            byte = bytes[at++]!;
            value |= (byte & 127) << shift;
          }
          position += value >>> WEIGHT_BITS;
          if (skip !== null && skip[position] === 1) continue;
          if (!first && state[position] === 0) continue;
          const code = (value & 3) + 1;
          const was = best[position]!;
          if (code > was) {
            best[position] = code;
            if (first && was === 0) found[count++] = position;
          }
        }
      }
    }
    if (first) {
      for (let index = 0; index < count; index++) {
        const position = candidates[index]!;
        state[position] = next(1, best[position]! - 1);
        best[position] = 0;
      }
    } else {
      let kept = 0;
      for (let index = 0; index < count; index++) {
        const position = candidates[index]!;
        const code = best[position]!;
        if (code === 0) {
          state[position] = 0;
          continue;
        }
        state[position] = next(state[position]!, code - 1);
        best[position] = 0;
        candidates[kept++] = position;
      }
      count = kept;
    }
    if (count === 0) break;
  }
  const matched = candidates.subarray(0, count);
  // As typed: every exact group matched too (only the candidates asked).
  // When each group's prefixes all start with one of the same exact group's ("ham" and its near
  // spelling "hammer"), whatever matches the groups matches the exact ones: every match is as typed.
  const sameGroups =
    exact.length === groups.length &&
    groups.every((group, index) => group.every((prefix) => exact[index]!.some((typed) => prefix.startsWith(typed))));
  if (!sameGroups && exact.length > 0) {
    for (let group = 0; group < exact.length; group++) {
      for (const prefix of walkedExact[group]!) {
        for (const { bytes, start, end, skip } of index.ranges(prefix)) {
          let position = 0;
          for (let at = start; at < end;) {
            let byte = bytes[at++]!;
            let value = byte & 127;
            for (let shift = 7; byte & 128; shift += 7) {
              byte = bytes[at++]!;
              value |= (byte & 127) << shift;
            }
            position += value >>> WEIGHT_BITS;
            if (skip !== null && skip[position] === 1) continue;
            if (state[position] !== 0 && hits[position] === group) hits[position] = group + 1;
          }
        }
      }
    }
  }
  // Each match's kind, in its state slot from here on: its state, twice, plus one when as typed.
  const allTyped = sameGroups ? 1 : 0;
  const typedAt = exact.length > 0 && !sameGroups ? exact.length : -1;
  for (let index = 0; index < count; index++) {
    const position = matched[index]!;
    state[position] = state[position]! * 2 + (allTyped | (hits[position] === typedAt ? 1 : 0));
  }
  // The distinct scores (as typed, sum), best first; equal scores share a bucket.
  const scoreOf = (kind: number) => (kind & 1) + sums[kind >> 1]! / groups.length;
  const kinds = new Int32Array(sums.length * 2).fill(-1);
  const seen: number[] = [];
  for (let index = 0; index < count; index++) {
    const kind = state[matched[index]!]!;
    if (kinds[kind] === -1) {
      kinds[kind] = 0;
      seen.push(kind);
    }
  }
  const scores = [...new Set(seen.map(scoreOf))].sort((a, b) => b - a);
  for (const kind of seen) kinds[kind] = scores.indexOf(scoreOf(kind));
  const out = new Int32Array(count);
  // Each match's bucket (plus one) at its place in the name order, and that place set in a bitmap;
  // the bitmap read in order deals the matches into their buckets: no comparison sort, and no
  // walk of every tool (random reads of a million tools' states cost more than the sort saved).
  const { atRank, ranked } = rankScratchOf(byName.length);
  let listed = scores.length < 255;
  for (let index = 0; listed && index < count; index++) {
    const position = matched[index]!;
    const rank = ranks[position]!;
    if (byName[rank] !== position) listed = false;
    else {
      atRank[rank] = kinds[state[position]!]! + 1;
      ranked[rank >> 5]! |= 1 << (rank & 31);
    }
  }
  if (listed) {
    const starts = new Int32Array(scores.length + 1);
    for (let index = 0; index < count; index++) starts[atRank[ranks[matched[index]!]!]!]! += 1;
    for (let bucket = 1; bucket < scores.length; bucket++) starts[bucket]! += starts[bucket - 1]!;
    for (let word = 0; word < ranked.length; word++) {
      let bits = ranked[word]!;
      if (bits === 0) continue;
      ranked[word] = 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        const rank = word * 32 + 31 - Math.clz32(lowest);
        bits ^= lowest;
        out[starts[atRank[rank]! - 1]!++] = byName[rank]!;
        atRank[rank] = 0;
      }
    }
  } else {
    // A match not in the name order (or too many distinct scores): the plain sort answers.
    atRank.fill(0);
    ranked.fill(0);
    out.set(matched);
    const scoreAt = (position: number) => scoreOf(state[position]!);
    out.sort((a, b) => scoreAt(b) - scoreAt(a) || ranks[a]! - ranks[b]!);
  }
  for (let index = 0; index < count; index++) {
    const position = matched[index]!;
    state[position] = 0;
    hits[position] = 0;
  }
  return out;
}
