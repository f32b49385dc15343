import { hashOfText } from '../../../lib/etag.ts';
import { asciiJson, type HashedJson } from './tool-json.ts';
import type { Tool } from '@tools-bd/contract';

/** What the arena reads of a tool of the copy (snapshot-rows.ts's SnapshotTool), named here so the two files do not import each other. */
export interface ArenaTool {
  id: string;
  position: number;
  view: { availableQuantity: number; name: string; slug: string; sku: string };
}

/**
 * The answers of the tools of a large catalogue, packed: one string of a megabyte holds those of
 * some 4,000 tools (one byte a character), with each tool's place in typed arrays and its hash in
 * one more string: no object per tool for the garbage collector to walk or move, no header per
 * string. A page's answers are joined from parts of them (V8 links the parts rather than copying
 * them; the page's bytes are one copy of them, tool-json.ts), about a microsecond a tool, where
 * reading them from the database cost ten times the CPU. Each part costs the join some tens of
 * nanoseconds (its mark read, a link made, copied once): an answer is some fourteen of them.
 * See docs/decisions/034.
 *
 * Each answer is asciiJson(JSON.stringify(toToolResponse(row))) packed as a few parts:
 * - what many tools share (the keys, a brand and category, the picture, the pack rules) is kept
 *   once as a string, a segment named by three bytes, with the quotes around the tool's own
 *   texts on either side;
 * - the id, name, slug and SKU (when written as they are) and the stock come from the tool the
 *   copy holds, one byte each;
 * - the rest (a description, a price, a Bangla name) as its text, after a byte and its length,
 *   together with the short shared texts between them (`,"price":`): one part, not three.
 * Packed bytes past ASCII are the parts' marks; the answers themselves are ASCII.
 *
 * An answer's hash is of the stock it was built with: a tool whose stock changed since answers
 * its own (the text hashed again); a tool a patch replaced is no longer the one held here
 * (`owners`), and its answer is read by id again (tool-answers.ts).
 */
export interface AnswerArena {
  /** This tool's answer if the arena holds it for this very tool (not one a patch made since). */
  answerOf(tool: ArenaTool): HashedJson | undefined;
  /** Bytes of packed answers and of segments. */
  readonly bytes: number;
}

export interface AnswerArenaBuilder {
  /** Adds the answer of this tool (toToolResponse's object, built with the stock the tool shows). */
  add(tool: ArenaTool, answer: Tool & { price: number }): void;
  finish(): AnswerArena;
}

/** Packed answers are gathered into strings this long; an answer longer than that gets one of its own. */
const CHUNK_BYTES = 1 << 20;
/** A hash's length in base64url. */
const HASH_LENGTH = 27;
/** A segment: this byte's low six bits and the next two bytes are its number. */
const SEGMENT = 0x80;
const MAX_SEGMENTS = 1 << 22;
/** Bytes as they are: the next two bytes are their length. */
const LITERAL = 0xc0;
const ID = 0xc1;
const NAME = 0xc2;
const SLUG = 0xc3;
const SKU = 0xc4;
const STOCK = 0xc5;
/** The tool's own text, one byte, for these keys when written as they are. */
const FIELD_TOKENS: Record<string, number> = { _id: ID, name: NAME, slug: SLUG, sku: SKU };
/** Keys whose values are each tool's own: not made segments. */
const OWN_VALUES = new Set([
  '_id',
  'name',
  'description',
  'price',
  'availableItem',
  'sku',
  'slug',
  'nameBn',
  'descriptionBn',
]);
/**
 * A tool's own text this long or longer (a description, a Bangla name) seen again among the last
 * REPEATS_REMEMBERED becomes a segment: catalogues repeat them (the seeded million has 201
 * descriptions and 13,608 Bangla names), and a repeated one then costs three bytes, not its text.
 */
const REPEATED_LENGTH = 16;
const REPEATS_REMEMBERED = 1 << 16;
/** A string JSON writes as it is between quotes, in ASCII. */
const PLAIN_TEXT = /^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/;
/** Shared texts up to this long are written into the literal around them, not made segments. */
const SHORT_SHARED = 12;
/** The longest literal part; a longer text is written as several. */
const MAX_LITERAL = 0xffff;

export function createAnswerArenaBuilder(toolCount: number): AnswerArenaBuilder {
  // Finished chunks, and the one being filled.
  const chunks: string[] = [];
  let chunk = Buffer.allocUnsafeSlow(CHUNK_BYTES);
  let used = 0;
  let bytes = 0;
  // Per position of the copy; `owners` tells the tool each answer belongs to.
  const owners: (ArenaTool | undefined)[] = new Array(toolCount);
  // Per position, side by side (one cache line): the chunk, the start and length in it, and the
  // stock the answer's hash was made with.
  const places = new Int32Array(toolCount * 4);
  let hashBytes = Buffer.alloc(toolCount * HASH_LENGTH);
  // Shared texts (ASCII, one-byte strings), found by number; the map only while building.
  const segments: string[] = [];
  let segmentBytes = 0;
  const segmentByText = new Map<string, number>();
  let seenOnce = new Set<string>();
  // One answer's packed bytes, before they are copied into a chunk.
  let packed = Buffer.allocUnsafeSlow(16 * 1024);
  let packedLength = 0;

  const room = (length: number) => {
    if (packedLength + length <= packed.length) return;
    const larger = Buffer.allocUnsafeSlow(Math.max(packed.length * 2, packedLength + length));
    packed.copy(larger, 0, 0, packedLength);
    packed = larger;
  };

  /** The chunk being filled, as a string (one-byte: its characters are its bytes). */
  const chunkText = () => chunk.toString('latin1', 0, used);

  // ASCII text for the next literal parts: an answer's own texts and the short shared ones
  // between them are written as one literal (one part to join back, not three).
  let literal = '';

  /** Writes the literal text gathered so far as literal parts. */
  function flushLiteral() {
    for (let from = 0; from < literal.length; from += MAX_LITERAL) {
      const length = Math.min(MAX_LITERAL, literal.length - from);
      room(length + 3);
      packed[packedLength++] = LITERAL;
      packed[packedLength++] = length >> 8;
      packed[packedLength++] = length & 0xff;
      packedLength += packed.write(literal.slice(from, from + length), packedLength, 'latin1');
    }
    literal = '';
  }

  /** Writes shared text as a segment (made on first sight); a short one, or any once there are too many, as literal text. */
  function packShared(text: string) {
    if (text === '') return;
    let number = segmentByText.get(text);
    if (number === undefined) {
      if (text.length <= SHORT_SHARED || segments.length >= MAX_SEGMENTS) {
        literal += asciiJson(text);
        return;
      }
      number = segments.length;
      const ascii = asciiJson(text);
      // A flat one-byte copy: not a part of the text it was cut from.
      segments.push(Buffer.from(ascii, 'latin1').toString('latin1'));
      segmentBytes += ascii.length;
      segmentByText.set(text, number);
    }
    flushLiteral();
    room(3);
    packed[packedLength++] = SEGMENT | (number >> 16);
    packed[packedLength++] = (number >> 8) & 0xff;
    packed[packedLength++] = number & 0xff;
  }

  /** Writes a tool's own value (JSON): a segment when seen before, else into the literal. */
  function packOwn(text: string) {
    if (text.length >= REPEATED_LENGTH) {
      if (segmentByText.has(text) || seenOnce.has(text)) return packShared(text);
      if (seenOnce.size >= REPEATS_REMEMBERED) seenOnce = new Set();
      seenOnce.add(text);
    }
    literal += asciiJson(text);
  }

  /** The answer packed at `from` up to `to` of `source`. */
  function unpack(tool: ArenaTool, source: string, from: number, to: number): string {
    let text = '';
    for (let index = from; index < to;) {
      const code = source.charCodeAt(index++);
      if (code < LITERAL) {
        text += segments[((code & 0x3f) << 16) | (source.charCodeAt(index) << 8) | source.charCodeAt(index + 1)]!;
        index += 2;
      } else if (code === LITERAL) {
        const length = (source.charCodeAt(index) << 8) | source.charCodeAt(index + 1);
        text += source.slice(index + 2, index + 2 + length);
        index += 2 + length;
      } else if (code === STOCK) text += tool.view.availableQuantity;
      // The quotes around a tool's own text are in the parts on either side.
      else if (code === ID) text += tool.id;
      else if (code === NAME) text += tool.view.name;
      else if (code === SLUG) text += tool.view.slug;
      else text += tool.view.sku;
    }
    return text;
  }

  return {
    add(tool, answer) {
      const position = tool.position;
      packedLength = 0;
      // The answer's text as JSON.stringify writes an object: each key and value in turn.
      let shared = '';
      let first = true;
      for (const [key, value] of Object.entries(answer)) {
        const keyText = `${first ? '{' : ','}"${key}":`;
        first = false;
        if (!OWN_VALUES.has(key)) {
          shared += keyText + JSON.stringify(value);
          continue;
        }
        const token = FIELD_TOKENS[key];
        if (key === 'availableItem' && value === tool.view.availableQuantity) {
          packShared(shared + keyText);
          flushLiteral();
          room(1);
          packed[packedLength++] = STOCK;
          shared = '';
        } else if (
          token !== undefined &&
          typeof value === 'string' &&
          value === fieldOf(tool, token) &&
          PLAIN_TEXT.test(value)
        ) {
          packShared(`${shared}${keyText}"`);
          flushLiteral();
          room(1);
          packed[packedLength++] = token;
          shared = '"';
        } else {
          packShared(shared + keyText);
          packOwn(JSON.stringify(value));
          shared = '';
        }
      }
      packShared(`${shared}}`);
      flushLiteral();

      if (used + packedLength > chunk.length) {
        // A full chunk becomes a string; an answer longer than a chunk gets one of its own.
        chunks.push(chunkText());
        chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, packedLength));
        used = 0;
      }
      packed.copy(chunk, used, 0, packedLength);
      owners[position] = tool;
      places[position * 4] = chunks.length;
      places[position * 4 + 1] = used;
      places[position * 4 + 2] = packedLength;
      places[position * 4 + 3] = tool.view.availableQuantity;
      // The hash is of the text written back (answer-arena.test.ts checks it against asciiJson's).
      const text = unpack(tool, packed.toString('latin1', 0, packedLength), 0, packedLength);
      hashBytes.write(hashOfText(text), position * HASH_LENGTH, HASH_LENGTH, 'latin1');
      used += packedLength;
      bytes += packedLength;
    },
    finish() {
      chunks.push(chunkText());
      chunk = Buffer.allocUnsafeSlow(0);
      const hashes = hashBytes.toString('latin1');
      hashBytes = Buffer.alloc(0);
      segmentByText.clear();
      seenOnce = new Set();
      packed = Buffer.allocUnsafeSlow(0);
      return {
        bytes: bytes + segmentBytes,
        answerOf(tool) {
          const position = tool.position;
          if (owners[position] !== tool) return undefined;
          const place = position * 4;
          const start = places[place + 1]!;
          const text = unpack(tool, chunks[places[place]!]!, start, start + places[place + 2]!);
          if (tool.view.availableQuantity !== places[place + 3]) return { text, hash: hashOfText(text) };
          return { text, hash: hashes.slice(position * HASH_LENGTH, (position + 1) * HASH_LENGTH) };
        },
      };
    },
  };
}

/** The tool's text a one-byte token stands for. */
function fieldOf(tool: ArenaTool, token: number): string {
  if (token === ID) return tool.id;
  if (token === NAME) return tool.view.name;
  if (token === SLUG) return tool.view.slug;
  return tool.view.sku;
}
