import { randomBytes } from 'node:crypto';
import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { writeFileAtomically } from '../../../lib/atomic-file.ts';

/** Where uploaded product pictures are served; the files live in `${DATA_DIR}/uploads`. */
export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDirectory(dataDir: string): string {
  return join(dataDir, 'uploads');
}

export interface ImageKind {
  extension: 'jpg' | 'png' | 'webp';
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Recognises a JPEG, PNG or WebP picture by its first bytes (its "magic number"), never by the
 * file name or the type the browser claims: anything else, however it is named, is refused.
 */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 12 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return { extension: 'jpg', contentType: 'image/jpeg' };
  }
  // The signature, then the IHDR chunk that every PNG starts with.
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { extension: 'png', contentType: 'image/png' };
  }
  // RIFF <size> WEBP, then one of the VP8 chunk kinds.
  if (
    bytes.length >= 16 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP' &&
    /^VP8[ LX]$/.test(bytes.toString('latin1', 12, 16))
  ) {
    return { extension: 'webp', contentType: 'image/webp' };
  }
  return null;
}

/** Names the served files can have: random hex and the extension the content decided. */
const UPLOADED_FILE_NAME = /^[0-9a-f]{32}\.(?:jpg|png|webp)$/;

/**
 * Stores a checked picture under a random name (128 bits: never an existing one) and answers the
 * address it is served at. Written whole or not at all; a full disk answers 507.
 */
export async function saveUploadedImage(directory: string, bytes: Buffer, kind: ImageKind): Promise<string> {
  const fileName = `${randomBytes(16).toString('hex')}.${kind.extension}`;
  await writeFileAtomically(join(directory, fileName), bytes, { mode: 0o644 });
  return `${UPLOADS_URL_PREFIX}${fileName}`;
}

/**
 * Deletes uploaded pictures that no product uses and that were uploaded before `uploadedBefore`:
 * pictures of products that were deleted, and pictures uploaded for a product form that was
 * never saved. The grace period leaves alone a picture whose form is still being filled in.
 * `inUse` holds the addresses (/uploads/…) the products point at. Answers the removed names.
 */
export async function removeUnusedUploads(
  directory: string,
  inUse: ReadonlySet<string>,
  uploadedBefore: Date,
): Promise<string[]> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const removed: string[] = [];
  for (const name of names) {
    if (!UPLOADED_FILE_NAME.test(name) || inUse.has(`${UPLOADS_URL_PREFIX}${name}`)) continue;
    const path = join(directory, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || info.mtime >= uploadedBefore) continue;
    // Another instance sharing the folder may have removed it a moment ago: that is fine.
    await unlink(path).then(
      () => removed.push(name),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  return removed;
}

/**
 * Serves the uploaded pictures at /uploads/…: a name never changes its content, so browsers
 * may keep them for a year; `nosniff` makes browsers trust the image type and nothing else.
 */
export async function serveUploads(app: FastifyInstance, directory: string): Promise<void> {
  // In its own scope, so this second @fastify/static does not clash with the web app's.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: directory,
      prefix: UPLOADS_URL_PREFIX,
      decorateReply: false,
      // The folder appears with the first upload.
      suppressWarning: true,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      schemaHide: true,
      allowedPath: (pathName) => UPLOADED_FILE_NAME.test(pathName.replace(/^\//, '')),
      setHeaders: (reply) => {
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  });
}
