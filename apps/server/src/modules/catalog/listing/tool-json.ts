import { createHash } from 'node:crypto';
import { hashOfText, type CachedJson } from '../../../lib/etag.ts';

/**
 * Each tool's JSON kept with its hash, so that a page's validator is a hash of its tools' hashes
 * (a few dozen short strings) rather than of the whole page, which every request paid for along
 * with encoding the page once more to hash it. The page goes out as text: the socket's write
 * encodes it into memory it frees at once, where a Buffer per request, outside the JavaScript heap,
 * piled up until the garbage collector ran full collections for it.
 * See docs/decisions/012-pre-hashed-tool-json.md.
 */
export interface HashedJson {
  text: string;
  /** sha1 of the text's UTF-8 bytes, base64url: the tool's own strong validator. */
  hash: string;
}

export function hashedJson(text: string): HashedJson {
  const ascii = asciiJson(text);
  return { text: ascii, hash: hashOfText(ascii) };
}

/**
 * The same JSON with every character past ASCII written as a \u escape (a degree sign, a
 * Bengali name): the socket then copies the page's bytes as they are, where a page holding one
 * such character had to be re-encoded to UTF-8 on every write, a large share of a page's cost.
 * JSON.parse reads both forms alike.
 */
export function asciiJson(text: string): string {
  if (!NON_ASCII.test(text)) return text;
  const escaped = text.replace(NON_ASCII_ALL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  // The replacement keeps the two-byte representation of the text it came from: copied through a
  // latin1 Buffer it becomes a one-byte string, half the memory (every tool of the catalogue holds
  // one) and copied as it is by the socket.
  return Buffer.from(escaped, 'latin1').toString('latin1');
}

const NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII_ALL = /[\u0080-\uffff]/g;

/**
 * The JSON array of these tools. Its validator is derived from the tools' hashes: the array's
 * text is a function of its tools' texts, so equal validators still mean equal bodies.
 */
export function jsonArrayOf(items: readonly HashedJson[]): CachedJson {
  // One hash update and a string built by concatenation: V8 links the parts rather than copying
  // them, and the socket's write copies them once (one hash update per tool and a join cost more).
  let body = '[';
  let hashes = '';
  for (const [index, item] of items.entries()) {
    body += index === 0 ? item.text : `,${item.text}`;
    hashes += item.hash;
  }
  return { body: `${body}]`, etag: `"a${createHash('sha1').update(hashes).digest('base64url')}"` };
}

/** One tool's answer, its own hash as the validator. */
export const jsonOfOne = (item: HashedJson): CachedJson => ({ body: item.text, etag: `"${item.hash}"` });

/** Bytes per block of packed texts: blocks are added as texts come, never one buffer grown and copied. */
const BLOCK_BYTES = 1024 * 1024;
/** sha1's length in bytes: the hash is kept as bytes and written as base64url when asked for. */
const HASH_BYTES = 20;

/**
 * Every tool's JSON of a catalogue, packed as bytes outside the JavaScript heap (its texts are
 * ASCII, one byte a character: see `asciiJson`), with a bounded set of the most recently asked
 * for kept as strings. Held as one string per tool, the texts were most of the catalogue's memory,
 * and the heap's room to collect them in about as much again; outside it they take their bytes.
 * A text asked for again while it is kept is the same `HashedJson` object (the price overlay keeps
 * its re-priced answers by it).
 */
export class PackedJson {
  private readonly blocks: Buffer[] = [];
  private used = BLOCK_BYTES;
  /** Per text: its block, its offset there and its length (the hash's bytes follow the text). */
  private where = new Int32Array(3 * 1024);
  private count = 0;
  private readonly hot = new Map<number, HashedJson>();
  /** Texts replaced since packing (a tool's stock changed): at most one per text. */
  private readonly replaced = new Map<number, HashedJson>();

  constructor(private readonly hotTexts: number) {}

  /** Packs this text and returns its number. */
  add(json: HashedJson): number {
    const bytes = json.text.length + HASH_BYTES;
    if (this.used + bytes > BLOCK_BYTES) {
      this.blocks.push(Buffer.allocUnsafeSlow(Math.max(BLOCK_BYTES, bytes)));
      this.used = 0;
    }
    const block = this.blocks.at(-1)!;
    const offset = this.used;
    block.write(json.text, offset, 'latin1');
    Buffer.from(json.hash, 'base64url').copy(block, offset + json.text.length);
    this.used += bytes;
    if (3 * (this.count + 1) > this.where.length) {
      const grown = new Int32Array(this.where.length * 2);
      grown.set(this.where);
      this.where = grown;
    }
    this.where.set([this.blocks.length - 1, offset, json.text.length], 3 * this.count);
    return this.count++;
  }

  get(index: number): HashedJson {
    const kept = this.hot.get(index) ?? this.replaced.get(index);
    if (kept !== undefined) {
      // Most recently asked for last: the first in the map is the one to drop.
      if (this.hot.delete(index)) this.hot.set(index, kept);
      return kept;
    }
    const block = this.blocks[this.where[3 * index]!]!;
    const offset = this.where[3 * index + 1]!;
    const end = offset + this.where[3 * index + 2]!;
    const json = {
      text: block.toString('latin1', offset, end),
      hash: block.toString('base64url', end, end + HASH_BYTES),
    };
    this.hot.set(index, json);
    if (this.hot.size > this.hotTexts) this.hot.delete(this.hot.keys().next().value!);
    return json;
  }

  /** This text now reads `json` (kept as a string: replaced texts are few between reloads). */
  replace(index: number, json: HashedJson): void {
    this.hot.delete(index);
    this.replaced.set(index, json);
  }
}
