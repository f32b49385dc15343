import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { IMAGE_VARIANT_WIDTHS, commonMessages } from '@tools-bd/contract';
import { isDiskFull, storageFull } from '../../../lib/atomic-file.ts';
import { UPLOADS_URL_PREFIX, type PictureStorage } from '../../../providers/storage/index.ts';

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

/**
 * Names stored pictures can have: a content hash (older uploads: random hex), then the original's
 * `-<width>x<height>` or a variant's `-<width>`, and the extension the content decided.
 */
export const UPLOADED_FILE_NAME = /^[0-9a-f]{32}(?:-\d{1,5}x\d{1,5}|-\d{1,5})?\.(?:jpg|png|webp)$/;

/** Larger pictures are not decoded (no variants): it would take more memory than any product photo needs. */
const MAX_PIXELS = 40_000_000;

/**
 * Stores a checked picture as immutable objects: the original under its content hash and size,
 * and WebP variants 160, 480 and 960 px wide (never wider than the original). Answers the
 * original's address; the variants' addresses follow from it (`imageVariantsOf`).
 */
export async function storeUploadedImage(pictures: PictureStorage, bytes: Buffer, kind: ImageKind): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const sized = await withVariants(bytes);
  // A file whose first bytes say picture but that no decoder reads is kept as it came, without variants.
  const key = sized ? `${hash}-${sized.width}x${sized.height}.${kind.extension}` : `${hash}.${kind.extension}`;
  try {
    // Variants first: once the original's address is answered, everything it names exists.
    await Promise.all(
      (sized?.variants ?? []).map((variant) =>
        pictures.objects.put(`${hash}-${variant.width}.webp`, variant.bytes, 'image/webp'),
      ),
    );
    await pictures.objects.put(key, bytes, kind.contentType);
  } catch (error) {
    if (isDiskFull(error)) throw storageFull();
    throw error;
  }
  return `${pictures.publicBase}${key}`;
}

/** The picture's size as shown and its WebP variants, or null when it cannot be decoded. */
/** sharp (libvips) loads with the first upload, not with every start of the shop. */
let sharpModule: Promise<typeof import('sharp').default> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((module) => module.default));

async function withVariants(
  bytes: Buffer,
): Promise<{ width: number; height: number; variants: { width: number; bytes: Buffer }[] } | null> {
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!metadata.width || !metadata.height) return null;
    // Phone photos are often stored sideways with an orientation tag: the size as shown counts.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = turned ? metadata.height : metadata.width;
    const height = turned ? metadata.width : metadata.height;
    const variants = await Promise.all(
      IMAGE_VARIANT_WIDTHS.filter((variantWidth) => variantWidth <= width).map(async (variantWidth) => ({
        width: variantWidth,
        bytes: await sharp(bytes, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width: variantWidth })
          .webp()
          .toBuffer(),
      })),
    );
    return { width, height, variants };
  } catch {
    return null;
  }
}

/**
 * Serves the stored pictures at /uploads/…: a name never changes its content, so browsers
 * may keep them for a year; `nosniff` makes browsers trust the image type and nothing else.
 * From the folder as static files, or from a bucket that has no public address of its own.
 */
export async function serveUploads(app: FastifyInstance, pictures: PictureStorage): Promise<void> {
  const directory = pictures.localDirectory;
  // In its own scope, so this second @fastify/static does not clash with the web app's.
  await app.register(async (scope) => {
    if (directory) {
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
      return;
    }
    scope.get<{ Params: { name: string } }>(
      `${UPLOADS_URL_PREFIX}:name`,
      { schema: { hide: true }, config: { access: 'public' } },
      async (request, reply) => {
        const { name } = request.params;
        const object = UPLOADED_FILE_NAME.test(name) ? await pictures.objects.get(name) : null;
        if (!object) return reply.code(404).send({ message: commonMessages.notFound });
        return reply
          .header('content-type', object.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(object.bytes);
      },
    );
  });
}
