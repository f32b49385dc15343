import { describe, expect, it } from 'vitest';
import type { CatalogSnapshot, SnapshotTool } from '../listing/snapshot-rows.ts';
import { decoded, encodePostings, GrowingPostings } from './postings.ts';
import { createLexemeIndexBuilder, parseTsvector, patchedLexemeIndex, rankMatches } from './lexeme-index.ts';
import { buildWordIndex } from './word-index.ts';
import { wordsOfText } from './bangla-words.ts';
import { wordsStartingWith } from './sorted-words.ts';

/** A fixed pseudo-random sequence: every run builds the same catalogues. */
function randomOf(seed: number) {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return { random, pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]! };
}

const ENGLISH = [
  'claw',
  'club',
  'hammer',
  'hammers',
  'hand',
  'hacksaw',
  'saw',
  'screw',
  'screwdriver',
  'set',
  'socket',
];
const MORE = ['drill', 'driver', 'grinder', 'level', 'laser', 'pliers', 'spanner', 'stanley', 'standard', '16', '160'];
const BANGLA = ['হাতুড়ি', 'হাত', 'করাত', 'স্ক্রুড্রাইভার', 'স্ক্রু', 'ক্লাব', 'ড্রিল', 'সেট', 'সকেট'];
const WORDS = [...ENGLISH, ...MORE];

describe('posting lists as bytes', () => {
  it('decodes what it encodes: small and large gaps, repeated positions, each tag', () => {
    const positions = [0, 0, 1, 2, 127, 128, 129, 16_383, 16_384, 1_000_000, 1_000_000, 3_000_000];
    for (const tagBits of [1, 2]) {
      const postings = positions.map((position, index) => position * 2 ** tagBits + (index % 2 ** tagBits));
      const grown = new GrowingPostings(tagBits);
      for (const posting of postings) grown.add(Math.floor(posting / 2 ** tagBits), posting % 2 ** tagBits);
      const bytes = grown.finish();
      expect(decoded(bytes, 0, bytes.length, tagBits)).toEqual(postings);
      expect(encodePostings(postings, tagBits)).toEqual(bytes);
    }
    // A word a tool in three has: a byte a posting.
    expect(
      encodePostings(
        Array.from({ length: 1000 }, (_, index) => index * 3 * 2),
        1,
      ).length,
    ).toBe(1000);
  });

  it('sorts postings added out of order (a patch adding tools)', () => {
    const grown = new GrowingPostings(1);
    for (const [position, tag] of [
      [5, 1],
      [9, 0],
      [2, 1],
      [7, 0],
    ] as const)
      grown.add(position, tag);
    const bytes = grown.finish();
    expect(decoded(bytes, 0, bytes.length, 1)).toEqual([5, 11, 14, 18]);
  });
});

/** A random document as PostgreSQL's tsvector text: lexemes with positions weighted A–D (D bare). */
function documentOf(random: ReturnType<typeof randomOf>): string {
  const lexemes = new Set<string>();
  const count = 1 + Math.floor(random.random() * 6);
  for (let index = 0; index < count; index++) lexemes.add(random.pick(WORDS));
  return [...lexemes]
    .map((lexeme, index) => {
      const weight = random.pick(['A', 'B', 'C', '', '']);
      return `'${lexeme}':${index + 1}${weight}${random.random() < 0.3 ? `,${index + 9}${random.pick(['A', 'C', ''])}` : ''}`;
    })
    .join(' ');
}

interface Doc {
  document: string;
  bangla: { words: string[]; weight: 'A' | 'C' | 'D' }[];
}

/** What matching and ranking gave before the postings were bytes: each document read whole, maps, a comparison sort. */
function rankedByReading(docs: (Doc | null)[], exact: string[][], groups: string[][], ranks: Int32Array): number[] {
  const weights = { A: 1, C: 0.2, D: 0.1 };
  const match = (of: string[][]) => {
    let sums: Map<number, number> | null = null;
    for (const group of of) {
      const next = new Map<number, number>();
      docs.forEach((doc, position) => {
        if (!doc || (sums && !sums.has(position))) return;
        const lexemes = parseTsvector(doc.document);
        for (const { words, weight } of doc.bangla)
          for (const word of words) lexemes.set(word, Math.max(lexemes.get(word) ?? 0, weights[weight]));
        let best = 0;
        for (const [lexeme, weight] of lexemes)
          if (group.some((prefix) => lexeme.startsWith(prefix))) best = Math.max(best, weight);
        if (best > 0) next.set(position, (sums?.get(position) ?? 0) + best);
      });
      sums = next;
      if (sums.size === 0) break;
    }
    return sums ?? new Map<number, number>();
  };
  const asTyped = match(exact);
  const matched = match(groups);
  const scores = new Map(
    [...matched].map(([position, weight]) => [position, (asTyped.has(position) ? 1 : 0) + weight / groups.length]),
  );
  return [...matched.keys()].sort((a, b) => scores.get(b)! - scores.get(a)! || ranks[a]! - ranks[b]!);
}

function indexOf(docs: [number, Doc][]) {
  const builder = createLexemeIndexBuilder();
  for (const [position, doc] of docs) {
    builder.add(position, doc.document);
    for (const { words, weight } of doc.bangla) builder.addWords(position, words, weight);
  }
  return builder.finish();
}

describe('search ranking over byte postings', () => {
  const random = randomOf(7);
  const size = 3_000;
  const docs: (Doc | null)[] = Array.from({ length: size }, () => ({
    document: documentOf(random),
    bangla: [
      { words: [random.pick(BANGLA), random.pick(BANGLA)], weight: 'A' },
      { words: [random.pick(BANGLA)], weight: 'C' },
      { words: random.random() < 0.5 ? [random.pick(BANGLA)] : [], weight: 'D' },
    ],
  }));
  // A name order that is not the positions' order.
  const byName = Int32Array.from({ length: size }, (_, index) => index).sort(
    (a, b) => ((a * 7_919) % size) - ((b * 7_919) % size),
  );
  const ranks = new Int32Array(size);
  byName.forEach((position, rank) => (ranks[position] = rank));
  const searches: [string[][], string[][]][] = [
    [[['ha']], [['ha']]],
    [[['hamer']], [['hamer', 'hammer']]],
    [[['s']], [['s']]],
    [
      [['sc'], ['16']],
      [['sc', 'sa'], ['16']],
    ],
    [
      [['hand'], ['saw'], ['set']],
      [['hand'], ['saw', 'hacksaw'], ['set', 'socket']],
    ],
    [[['হাত']], [['হাত']]],
    [
      [['claw'], ['হাতুড়ি']],
      [['claw', 'club'], ['হাতুড়ি']],
    ],
    [[], [['drill', 'driver']]],
    [[['zzz']], [['zzz']]],
    [
      Array.from({ length: 21 }, () => ['s']),
      Array.from({ length: 21 }, (_, index) => (index % 2 ? ['s'] : ['sa', 'h'])),
    ],
    [[['ham']], [['ham', 'hammer', 'hammers']]],
    [
      [['sa'], ['16']],
      [
        ['sa', 'saw'],
        ['16', '160'],
      ],
    ],
    [
      [['sa'], ['16']],
      [['sa', 'saw', 'hacksaw'], ['16']],
    ],
    [
      [['l'], ['d'], ['s'], ['h']],
      [['l'], ['d', 'dr'], ['s'], ['h', 'ha']],
    ],
  ];

  it('ranks as reading every document did: the same matches in the same order', () => {
    const index = indexOf(docs.map((doc, position) => [position, doc!]));
    for (const [exact, groups] of searches) {
      const expected = rankedByReading(docs, exact, groups, ranks);
      expect(Array.from(rankMatches(index, exact, groups, byName, ranks)), JSON.stringify(groups)).toEqual(expected);
    }
  });

  it('ranks a patched index (tools changed, archived, added) as the documents now read', () => {
    const base = indexOf(docs.map((doc, position) => [position, doc!]));
    const now = [...docs];
    const changed = new Map<number, Doc | null>();
    for (let count = 0; count < 200; count++) {
      const position = Math.floor(random.random() * size);
      changed.set(position, random.random() < 0.3 ? null : { document: documentOf(random), bangla: [] });
    }
    // Two new tools, after the others.
    changed.set(size, { document: `'hammer':1A 'hand':2`, bangla: [{ words: ['হাতুড়ি'], weight: 'A' }] });
    changed.set(size + 1, { document: `'saw':1B`, bangla: [] });
    for (const [position, doc] of changed) now[position] = doc;
    const extra = indexOf([...changed].flatMap(([position, doc]) => (doc ? [[position, doc] as [number, Doc]] : [])));
    const index = patchedLexemeIndex(base, new Set(changed.keys()), extra);
    const listed = now.flatMap((doc, position) => (doc ? [position] : []));
    const patchedByName = Int32Array.from(listed).sort((a, b) => ((a * 7_919) % size) - ((b * 7_919) % size) || a - b);
    const patchedRanks = new Int32Array(now.length);
    patchedByName.forEach((position, rank) => (patchedRanks[position] = rank));
    for (const [exact, groups] of searches) {
      const expected = rankedByReading(now, exact, groups, patchedRanks);
      expect(Array.from(rankMatches(index, exact, groups, patchedByName, patchedRanks))).toEqual(expected);
    }
  });
});

/** A catalogue of tools named at random (Bangla names too, repeated names, shared brands and categories). */
function catalogueOf(count: number, seed: number): CatalogSnapshot {
  const random = randomOf(seed);
  const brands = ['Stanley', 'Stabila', 'Bosch', 'Hand Co', null];
  const categories = [
    { name: 'Hammers', nameBn: 'হাতুড়ি' },
    { name: 'Hand Saws', nameBn: 'হাত করাত' },
    { name: 'Screwdrivers', nameBn: 'স্ক্রুড্রাইভার' },
    { name: 'Power Drills', nameBn: null },
  ];
  const tools = Array.from({ length: count }, (_, position) => {
    const category = random.pick([...categories, null]);
    const name =
      random.random() < 0.1
        ? 'Claw Hammer'
        : Array.from({ length: 1 + Math.floor(random.random() * 4) }, () => random.pick(WORDS)).join(' ');
    return {
      id: `tool-${position}`,
      position,
      view: {
        name: name.replace(/^./, (letter) => letter.toUpperCase()),
        nameBn: random.random() < 0.5 ? `${random.pick(BANGLA)} ${random.pick(BANGLA)}` : null,
        brandName: random.pick(brands),
        categoryName: category?.name ?? null,
        categoryNameBn: category?.nameBn ?? null,
      },
    } as unknown as SnapshotTool;
  });
  return {
    tools,
    unlisted: new Set(Array.from({ length: Math.floor(count / 50) }, (_, index) => index * 50 + 3)),
    categories: categories.map((category, index) => ({
      name: category.name,
      slug: `c${index}`,
      ...(category.nameBn ? { nameBn: category.nameBn } : {}),
    })),
  } as unknown as CatalogSnapshot;
}

/** The type-ahead's tools as it found them before its postings were bytes: a list and a mark array per word, then a stable sort. */
function suggestedBefore(snapshot: CatalogSnapshot, q: string, limit: number): number[] {
  const words = buildWordIndex(snapshot);
  const postings = new Map<string, number[]>();
  for (const tool of snapshot.tools) {
    if (snapshot.unlisted.has(tool.position)) continue;
    const own = new Set([...wordsOfText(tool.view.name), ...wordsOfText(tool.view.nameBn ?? '')]);
    const all = new Set([
      ...own,
      ...wordsOfText(tool.view.brandName ?? ''),
      ...wordsOfText(tool.view.categoryName ?? ''),
      ...wordsOfText(tool.view.categoryNameBn ?? ''),
    ]);
    for (const word of all)
      postings.set(word, [...(postings.get(word) ?? []), tool.position * 2 + (own.has(word) ? 1 : 0)]);
  }
  const vocabulary = [...postings.keys()].sort();
  const typed = wordsOfText(q)
    .filter((word) => word.length >= 2)
    .slice(0, 10);
  if (typed.length === 0) return [];
  const near = words.corrections(typed);
  const size = snapshot.tools.length;
  const inName = new Uint8Array(size);
  const candidates: number[] = [];
  const marks = typed.map((word, index) => {
    const mark = new Uint8Array(size);
    for (const found of wordsStartingWith(vocabulary, word))
      for (const posting of postings.get(found)!) {
        const position = posting >> 1;
        if (mark[position] === 0) {
          mark[position] = 1;
          if (index === 0) candidates.push(position);
        }
        if (posting & 1 && !(mark[position]! & 4)) {
          mark[position]! |= 4;
          inName[position]! += 1;
        }
      }
    for (const spelling of near.get(word) ?? [])
      for (const found of wordsStartingWith(vocabulary, spelling))
        for (const posting of postings.get(found)!) {
          const position = posting >> 1;
          if (mark[position] !== 0) continue;
          mark[position] = 2;
          if (index === 0) candidates.push(position);
        }
    return mark;
  });
  const asTyped = new Uint8Array(size);
  const matching = candidates.filter((position) => {
    let typedOnly = 1;
    for (const mark of marks) {
      if (mark[position] === 0) return false;
      typedOnly &= mark[position]!;
    }
    asTyped[position] = typedOnly;
    return true;
  });
  const nameOf = (position: number) => snapshot.tools[position]!.view.name;
  return matching
    .sort((a, b) => {
      const x = nameOf(a);
      const y = nameOf(b);
      return (
        asTyped[b]! - asTyped[a]! || inName[b]! - inName[a]! || x.length - y.length || (x < y ? -1 : x > y ? 1 : 0)
      );
    })
    .slice(0, limit);
}

describe('type-ahead over byte postings', () => {
  const texts = [
    'ha',
    'ham',
    'hamer',
    'st',
    'sta',
    'cl',
    'claw ha',
    'claw hammer 16',
    'hand saw',
    'saw saw',
    'screwdrivr',
    'হা',
    'হাত',
    'হাতুড়ি',
    'ক্লাব হাত',
    'stanley হাত',
    'pow',
    'zz',
    '16',
  ];

  it('suggests the tools the per-word mark arrays did, in the same order, repeated names included', () => {
    const snapshot = catalogueOf(2_000, 11);
    const words = buildWordIndex(snapshot);
    for (const text of texts)
      for (const limit of [1, 5, 8])
        expect(
          words.suggestTools(text, limit).map((tool) => tool.position),
          `${text} (${limit})`,
        ).toEqual(suggestedBefore(snapshot, text, limit));
  });

  it('suggests the same from a patched index as from one built anew', () => {
    const before = catalogueOf(1_000, 5);
    const after = catalogueOf(1_000, 5);
    const changed = new Map<number, SnapshotTool | undefined>();
    const renamed = catalogueOf(1_000, 99);
    for (const position of [0, 10, 20, 333, 999]) {
      changed.set(position, before.tools[position]);
      after.tools[position] = { ...renamed.tools[position]!, position };
    }
    (after.unlisted as Set<number>).add(10);
    const added = { ...renamed.tools[1]!, position: 1_000 };
    after.tools.push(added);
    changed.set(1_000, undefined);
    (after as { previous: unknown }).previous = { snapshot: before, changed };
    const patched = buildWordIndex(before).patched(after, changed);
    const fresh = buildWordIndex(after);
    for (const text of texts)
      expect(
        patched.suggestTools(text, 8).map((tool) => tool.position),
        text,
      ).toEqual(fresh.suggestTools(text, 8).map((tool) => tool.position));
  });
});
