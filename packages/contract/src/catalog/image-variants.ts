/**
 * Uploaded pictures are stored under content-hashed names that also carry their size:
 * `<32 hex>-<width>x<height>.<jpg|png|webp>`. Their WebP variants sit beside them as
 * `<32 hex>-<width>.webp`, one per width below that is not wider than the original (never upscaled).
 * Everything about a picture's variants follows from its address, so nothing else stores them.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 480, 960] as const;

export interface ImageVariant {
  width: number;
  url: string;
}

const SIZED_UPLOAD = /^(.*\/)([0-9a-f]{32})-(\d{1,5})x(\d{1,5})\.(?:jpg|png|webp)$/;

/** The width and height an uploaded picture's address names, or null (drawings, outside addresses, older uploads). */
export function imageSizeOf(img: string): { width: number; height: number } | null {
  const match = SIZED_UPLOAD.exec(img);
  return match ? { width: Number(match[3]), height: Number(match[4]) } : null;
}

/** The WebP variants of an uploaded picture, narrowest first; none for anything else. */
export function imageVariantsOf(img: string): ImageVariant[] {
  const match = SIZED_UPLOAD.exec(img);
  if (!match) return [];
  const [, folder, hash, width] = match;
  return IMAGE_VARIANT_WIDTHS.filter((variantWidth) => variantWidth <= Number(width)).map((variantWidth) => ({
    width: variantWidth,
    url: `${folder}${hash}-${variantWidth}.webp`,
  }));
}

/** The variant to share (Open Graph, JSON-LD): the widest up to 960 px, else the picture itself. */
export function shareableImageOf(img: string): string {
  return imageVariantsOf(img).at(-1)?.url ?? img;
}
