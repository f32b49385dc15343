import { createHash } from 'node:crypto';
import { hashOfText, type CachedJson } from '../../lib/etag.ts';

/**
 * Each tool's JSON kept with its hash, so that a page's validator is a hash of its tools' hashes
 * (60 short strings) rather than of its 34 kB, which every request paid for along with encoding
 * the page once more to hash it. The page goes out as text: the socket's write encodes it into
 * memory it frees at once, where a Buffer per request, outside the JavaScript heap, piled up
 * until the garbage collector ran full collections for it (18 in 5 s of the bench's page row).
 */
export interface HashedJson {
  text: string;
  /** sha1 of the text's UTF-8 bytes, base64url: the tool's own strong validator. */
  hash: string;
}

export function hashedJson(text: string): HashedJson {
  return { text, hash: hashOfText(text) };
}

/**
 * The JSON array of these tools. Its validator is derived from the tools' hashes: the array's
 * text is a function of its tools' texts, so equal validators still mean equal bodies.
 */
export function jsonArrayOf(items: readonly HashedJson[]): CachedJson {
  const hash = createHash('sha1');
  for (const item of items) hash.update(item.hash);
  return { body: `[${items.map((item) => item.text).join(',')}]`, etag: `"a${hash.digest('base64url')}"` };
}

/** One tool's answer, its own hash as the validator. */
export const jsonOfOne = (item: HashedJson): CachedJson => ({ body: item.text, etag: `"${item.hash}"` });
