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
  /** ASCII (asciiJson): a page of them is sent as its latin1 bytes (jsonArrayOf). */
  text: string;
  /** sha1 of the text's UTF-8 bytes, base64url: the tool's own strong validator. */
  hash: string;
}

export function hashedJson(text: string): HashedJson {
  const ascii = asciiJson(text);
  return { text: ascii, hash: hashOfText(ascii) };
}

const AVAILABLE_ITEM_KEY = '"availableItem":';

/**
 * The tool's answer with another `availableItem`: that one number replaced in its text, every
 * other character where it was. A stock change (every order) then costs no parse, no
 * stringify and no re-escaping of the Bengali names. The key cannot occur inside a string value:
 * there its quotes would be escaped.
 */
export function withAvailableItem(json: HashedJson, availableItem: number): HashedJson {
  const { text } = json;
  const at = text.indexOf(AVAILABLE_ITEM_KEY);
  if (at < 0) return hashedJson(JSON.stringify({ ...(JSON.parse(text) as object), availableItem }));
  const from = at + AVAILABLE_ITEM_KEY.length;
  let to = from;
  while (to < text.length && text[to] !== ',' && text[to] !== '}') to++;
  const patched = `${text.slice(0, from)}${JSON.stringify(availableItem)}${text.slice(to)}`;
  return { text: patched, hash: hashOfText(patched) };
}

/**
 * The same JSON with every character past ASCII written as a \u escape (a degree sign, a
 * Bengali name): the socket then copies the page's bytes as they are, where a page holding one
 * such character had to be re-encoded to UTF-8 on every write, a large share of a page's cost.
 * JSON.parse reads both forms alike.
 */
export function asciiJson(text: string): string {
  const length = asciiLength(text);
  if (length === text.length) return text;
  // Written byte by byte into one buffer and read back as latin1: a one-byte string, half the
  // memory of the two-byte text it came from and copied as it is by the socket (a regular
  // expression replacing each character through a callback cost several times more).
  const bytes = Buffer.allocUnsafe(length);
  writeAscii(text, bytes, 0);
  return bytes.toString('latin1', 0, length);
}

/** The length of asciiJson(text): each UTF-16 unit past ASCII becomes six characters. */
export function asciiLength(text: string): number {
  let length = text.length;
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7f) length += 5;
  return length;
}

const HEX = Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0));

/** Writes asciiJson(text) into `target` at `offset` (room for asciiLength(text) bytes); returns where it ends. */
export function writeAscii(text: string, target: Uint8Array, offset: number): number {
  let at = offset;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code <= 0x7f) {
      target[at++] = code;
      continue;
    }
    target[at++] = 0x5c; // \
    target[at++] = 0x75; // u
    target[at++] = HEX[code >> 12]!;
    target[at++] = HEX[(code >> 8) & 15]!;
    target[at++] = HEX[(code >> 4) & 15]!;
    target[at++] = HEX[code & 15]!;
  }
  return at;
}

/**
 * The JSON array of these tools. Its validator is derived from the tools' hashes: the array's
 * text is a function of its tools' texts, so equal validators still mean equal bodies. ASCII, as
 * its tools' texts are: sent as one latin1 copy of the concatenation (lib/etag.ts).
 */
export function jsonArrayOf(items: readonly HashedJson[]): CachedJson {
  // A string built by concatenation: V8 links the parts rather than copying them, and copies
  // them once when the string is first read as a whole (one hash update per tool and a join cost
  // more); the hashes joined and hashed in one call.
  let body = '[';
  let hashes = '';
  for (let index = 0; index < items.length; index++) {
    const item = items[index]!;
    body += index === 0 ? item.text : `,${item.text}`;
    hashes += item.hash;
  }
  return { body: `${body}]`, etag: `"a${hashOfText(hashes)}"`, ascii: true };
}

/** One tool's answer, its own hash as the validator. */
export const jsonOfOne = (item: HashedJson): CachedJson => ({ body: item.text, etag: `"${item.hash}"` });
