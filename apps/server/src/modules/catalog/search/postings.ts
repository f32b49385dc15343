/**
 * Posting lists as bytes: each posting is a tool's position with a small tag (a weight, or
 * whether the word is in the tool's own name), stored as the distance from the previous
 * position shifted left by the tag's bits, in 7-bit groups (a byte's high bit says another
 * follows). A word most tools have costs one byte a posting, where a position as an Int32 took
 * four and its weight a fifth: the postings were most of the search indexes' memory at a
 * million tools. Positions of a list ascend, so a walk decodes them in order.
 *
 * The walks that decode them (lexeme-index.ts, word-index.ts) are written out where they run,
 * not called per posting: they visit millions of postings for a two-letter prefix.
 */

/** Largest value one posting may encode: four 7-bit groups, so a decode never leaves 32-bit integers. */
const LARGEST = 2 ** 28 - 1;

/** A list being grown, one posting at a time; positions ascend except in a patch's few lists (then sorted at the end). */
export class GrowingPostings {
  bytes: Uint8Array;
  length = 0;
  last = 0;
  /** Postings added below the last position (a patch adding tools out of order): kept as numbers, sorted when done. */
  private unordered: number[] | null = null;

  constructor(private readonly tagBits: number) {
    this.bytes = new Uint8Array(4);
  }

  add(position: number, tag: number): void {
    if (this.unordered) {
      this.unordered.push(position * 2 ** this.tagBits + tag);
      return;
    }
    if (position < this.last) {
      this.unordered = decoded(this.bytes, 0, this.length, this.tagBits);
      this.unordered.push(position * 2 ** this.tagBits + tag);
      return;
    }
    const value = (position - this.last) * 2 ** this.tagBits + tag;
    if (value > LARGEST) throw new Error('A position too large for the search postings');
    if (this.length + 4 > this.bytes.length) {
      const grown = new Uint8Array(Math.max(8, this.bytes.length * 2));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.length = writeValue(this.bytes, this.length, value);
    this.last = position;
  }

  /** The list's bytes, exactly as long as they are. */
  finish(): Uint8Array {
    if (!this.unordered) return this.bytes.slice(0, this.length);
    return encodePostings(
      this.unordered.sort((a, b) => a - b),
      this.tagBits,
    );
  }
}

function writeValue(bytes: Uint8Array, at: number, value: number): number {
  while (value > 127) {
    bytes[at++] = (value & 127) | 128;
    value >>>= 7;
  }
  bytes[at++] = value;
  return at;
}

/** Postings given as position × 2^tagBits + tag, ascending, as bytes. */
export function encodePostings(postings: ArrayLike<number>, tagBits: number): Uint8Array {
  const scale = 2 ** tagBits;
  const bytes = new Uint8Array(postings.length * 4);
  let length = 0;
  let last = 0;
  for (let index = 0; index < postings.length; index++) {
    const position = Math.floor(postings[index]! / scale);
    const value = (position - last) * scale + (postings[index]! % scale);
    if (value > LARGEST) throw new Error('A position too large for the search postings');
    length = writeValue(bytes, length, value);
    last = position;
  }
  return bytes.slice(0, length);
}

/** The postings of `bytes[start, end)` as position × 2^tagBits + tag, in order (for patches and tests, not hot paths). */
export function decoded(bytes: Uint8Array, start: number, end: number, tagBits: number): number[] {
  const out: number[] = [];
  const mask = (1 << tagBits) - 1;
  let position = 0;
  for (let at = start; at < end;) {
    let byte = bytes[at++]!;
    let value = byte & 127;
    for (let shift = 7; byte & 128; shift += 7) {
      byte = bytes[at++]!;
      value |= (byte & 127) << shift;
    }
    position += value >>> tagBits;
    out.push(position * 2 ** tagBits + (value & mask));
  }
  return out;
}
