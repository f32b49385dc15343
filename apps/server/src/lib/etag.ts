import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * A JSON answer serialised once, with a strong validator for conditional requests. Kept as
 * text, not bytes: a Buffer lives outside the JavaScript heap until a garbage collection finds
 * it, so a few thousand 36 kB pages a second piled up some 100 MB of buffers the process never
 * gave back; encoding the text while writing it costs microseconds and leaves nothing behind.
 * Each compressed form is made on first request for it and then kept: a page most clients
 * fetch plain never pays for brotli and gzip.
 */
export interface CachedJson {
  body: string;
  etag: string;
  brotli?: Buffer;
  gzip?: Buffer;
  /**
   * The body's UTF-8 bytes, for an answer kept and sent many times (withBytes): a Buffer goes
   * to the socket as it is, where a text is encoded (and, when built by concatenation, copied
   * flat) on every write; a body with Bangla letters in it is encoded character by character.
   */
  bytes?: Buffer;
  /**
   * The body is ASCII (a page of tool answers): sent as the bytes of one copy of it (its
   * characters are its bytes), where a text built by concatenation was first copied flat on the
   * heap to take its length and then encoded into the socket's memory.
   */
  ascii?: boolean;
}

/** sha1 of the text's UTF-8 bytes, base64url: what a strong validator here is made of (one call, no Hash object). */
export const hashOfText = (text: string) => hash('sha1', text, 'base64url');

const strongEtagOf = (text: string) => `"${hashOfText(text)}"`;

export function toCachedJson(value: unknown): CachedJson {
  const json = JSON.stringify(value);
  return { body: json, etag: strongEtagOf(json) };
}

/** The answer with its bytes kept beside its text (see `bytes`): only for answers kept and sent many times. */
export function withBytes(cached: CachedJson): CachedJson {
  cached.bytes ??= Buffer.from(cached.body);
  return cached;
}

/** What goes to the socket uncompressed: the kept bytes, an ASCII body's bytes, or the text. */
const plainOf = (cached: CachedJson): Buffer | string =>
  cached.bytes ?? (cached.ascii ? Buffer.from(cached.body, 'latin1') : cached.body);

const brotliOf = (cached: CachedJson) =>
  (cached.brotli ??= brotliCompressSync(cached.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }));
const gzipOf = (cached: CachedJson) => (cached.gzip ??= gzipSync(cached.body, { level: 6 }));

/**
 * Sends the answer (compressed when the client accepts it), or 304 when the client already holds
 * this version. `personal`: the answer is the caller's own (a company's prices), for no shared cache.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, personal = false) {
  reply
    .header('etag', cached.etag)
    .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
    .header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === cached.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  if (!accepted || cached.body.length < COMPRESS_FROM_BYTES) return reply.send(plainOf(cached));
  if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(brotliOf(cached));
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipOf(cached));
  return reply.send(plainOf(cached));
}
