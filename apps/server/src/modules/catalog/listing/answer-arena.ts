import { createHash } from 'node:crypto';
import { hashOfText } from '../../../lib/etag.ts';
import { asciiJson, type HashedJson } from './tool-json.ts';
import type { SnapshotTool } from './snapshot-rows.ts';
import type { Tool } from '@tools-bd/contract';

/**
 * The answers of the tools past those whose JSON the copy keeps as strings, held as bytes in
 * large buffers outside the JavaScript heap, with each tool's place and hash in typed arrays: no
 * object per tool for the garbage collector to walk or move, no header per string. A page's
 * answers are written back from them (about a microsecond a tool), where reading them from the
 * database cost ten times the CPU. See docs/decisions/034.
 *
 * Each answer is asciiJson(JSON.stringify(toToolResponse(row))) packed as a few parts, joined
 * as strings when asked for (V8 links them rather than copying; the socket's write copies once):
 * - what many tools share (the keys, a brand and category, the picture, the pack rules) is kept
 *   once as a string, a segment named by three bytes;
 * - the id, name, slug and SKU (when written as they are) and the stock come from the tool the
 *   copy holds, one byte each;
 * - the rest (a description, a price, a Bangla name) as its bytes, after a byte and its length.
 *
 * An answer's hash is of the stock it was built with: a tool whose stock changed since answers
 * its own (the text hashed again); a tool a patch replaced is no longer the one held here
 * (`owners`), and its answer is read by id again (tool-answers.ts).
 */
export interface AnswerArena {
  /** This tool's answer if the arena holds it for this very tool (not one a patch made since). */
  answerOf(tool: SnapshotTool): HashedJson | undefined;
  /** Bytes of packed answers and of segments. */
  readonly bytes: number;
}

export interface AnswerArenaBuilder {
  /** Adds the answer of this tool (toToolResponse's object, built with the stock the tool shows). */
  add(tool: SnapshotTool, answer: Tool & { price: number }): void;
  finish(): AnswerArena;
}

/** Buffers are allocated this large; an answer longer than that gets one of its own. */
const CHUNK_BYTES = 1 << 20;
const DIGEST_BYTES = 20;
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
/** A string JSON writes as it is between quotes, in ASCII. */
const PLAIN_TEXT = /^[\x20-\x21\x23-\x5b\x5d-\x7e]*$/;
/** The longest literal part; a longer text is written as several. */
const MAX_LITERAL = 0xffff;

export function createAnswerArenaBuilder(toolCount: number): AnswerArenaBuilder {
  const chunks: Buffer[] = [];
  let chunk = Buffer.allocUnsafeSlow(0);
  let used = 0;
  let bytes = 0;
  // Per position of the copy; `owners` tells the tool each answer belongs to.
  const owners: (SnapshotTool | undefined)[] = new Array(toolCount);
  const chunkOf = new Uint32Array(toolCount);
  const startOf = new Uint32Array(toolCount);
  const lengthOf = new Uint32Array(toolCount);
  /** The stock the answer's hash was made with. */
  const stockOf = new Float64Array(toolCount);
  const digests = Buffer.alloc(toolCount * DIGEST_BYTES);
  // Shared texts (ASCII, one-byte strings), found by number; the map only while building.
  const segments: string[] = [];
  let segmentBytes = 0;
  const segmentByText = new Map<string, number>();
  // One answer's packed bytes, before they are copied into a chunk.
  let packed = Buffer.allocUnsafeSlow(16 * 1024);
  let packedLength = 0;

  const room = (length: number) => {
    if (packedLength + length <= packed.length) return;
    const larger = Buffer.allocUnsafeSlow(Math.max(packed.length * 2, packedLength + length));
    packed.copy(larger, 0, 0, packedLength);
    packed = larger;
  };

  /** Writes text (JSON) as literal parts of its ASCII form. */
  function packText(text: string) {
    const ascii = asciiJson(text);
    for (let from = 0; from < ascii.length; from += MAX_LITERAL) {
      const length = Math.min(MAX_LITERAL, ascii.length - from);
      room(length + 3);
      packed[packedLength++] = LITERAL;
      packed[packedLength++] = length >> 8;
      packed[packedLength++] = length & 0xff;
      packedLength += packed.write(ascii.slice(from, from + length), packedLength, 'latin1');
    }
  }

  /** Writes shared text as a segment (made on first sight), or as it is once there are too many. */
  function packShared(text: string) {
    if (text === '') return;
    let number = segmentByText.get(text);
    if (number === undefined) {
      if (segments.length >= MAX_SEGMENTS) return packText(text);
      number = segments.length;
      const ascii = asciiJson(text);
      // A flat one-byte copy: not a part of the text it was cut from.
      segments.push(Buffer.from(ascii, 'latin1').toString('latin1'));
      segmentBytes += ascii.length;
      segmentByText.set(text, number);
    }
    room(3);
    packed[packedLength++] = SEGMENT | (number >> 16);
    packed[packedLength++] = (number >> 8) & 0xff;
    packed[packedLength++] = number & 0xff;
  }

  /** The answer packed at `from` up to `to` of `source`. */
  function unpack(tool: SnapshotTool, source: Buffer, from: number, to: number): string {
    let text = '';
    for (let index = from; index < to;) {
      const byte = source[index++]!;
      if (byte < LITERAL) {
        text += segments[((byte & 0x3f) << 16) | (source[index]! << 8) | source[index + 1]!]!;
        index += 2;
      } else if (byte === LITERAL) {
        const length = (source[index]! << 8) | source[index + 1]!;
        text += source.toString('latin1', index + 2, index + 2 + length);
        index += 2 + length;
      } else if (byte === STOCK) text += tool.view.availableQuantity;
      else if (byte === ID) text += `"${tool.id}"`;
      else if (byte === NAME) text += `"${tool.view.name}"`;
      else if (byte === SLUG) text += `"${tool.view.slug}"`;
      else text += `"${tool.view.sku}"`;
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
        packShared(shared + keyText);
        shared = '';
        const token = FIELD_TOKENS[key];
        if (key === 'availableItem' && value === tool.view.availableQuantity) {
          room(1);
          packed[packedLength++] = STOCK;
        } else if (
          token !== undefined &&
          typeof value === 'string' &&
          value === fieldOf(tool, token) &&
          PLAIN_TEXT.test(value)
        ) {
          room(1);
          packed[packedLength++] = token;
        } else packText(JSON.stringify(value));
      }
      packShared(`${shared}}`);

      if (used + packedLength > chunk.length) {
        // The previous buffer's unused tail is left (a copy would cost more than the tail).
        chunk = Buffer.allocUnsafeSlow(Math.max(CHUNK_BYTES, packedLength));
        chunks.push(chunk);
        used = 0;
      }
      packed.copy(chunk, used, 0, packedLength);
      owners[position] = tool;
      chunkOf[position] = chunks.length - 1;
      startOf[position] = used;
      lengthOf[position] = packedLength;
      stockOf[position] = tool.view.availableQuantity;
      // The hash is of the text written back (answer-arena.test.ts checks it against asciiJson's).
      createHash('sha1')
        .update(unpack(tool, chunk, used, used + packedLength), 'latin1')
        .digest()
        .copy(digests, position * DIGEST_BYTES);
      used += packedLength;
      bytes += packedLength;
    },
    finish() {
      segmentByText.clear();
      packed = Buffer.allocUnsafeSlow(0);
      return {
        bytes: bytes + segmentBytes,
        answerOf(tool) {
          const position = tool.position;
          if (owners[position] !== tool) return undefined;
          const start = startOf[position]!;
          const text = unpack(tool, chunks[chunkOf[position]!]!, start, start + lengthOf[position]!);
          if (tool.view.availableQuantity !== stockOf[position]) return { text, hash: hashOfText(text) };
          const digest = position * DIGEST_BYTES;
          return { text, hash: digests.toString('base64url', digest, digest + DIGEST_BYTES) };
        },
      };
    },
  };
}

/** The tool's text a one-byte token stands for. */
function fieldOf(tool: SnapshotTool, token: number): string {
  if (token === ID) return tool.id;
  if (token === NAME) return tool.view.name;
  if (token === SLUG) return tool.view.slug;
  return tool.view.sku;
}
