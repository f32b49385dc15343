import type { ImgHTMLAttributes } from 'react';
import { imageSizeOf, type ImageVariant } from '@tools-bd/contract/messages';

export const TOOL_IMAGE_FALLBACK = '/images/tools/placeholder.svg';

/** The `srcset` of an uploaded picture: its WebP variants and the original at its own width. */
export function toolImageSrcSet(src: string, variants: readonly ImageVariant[]): string | undefined {
  if (variants.length === 0) return undefined;
  const original = imageSizeOf(src);
  const widest = variants.at(-1)?.width ?? 0;
  const candidates = variants.map((variant) => `${variant.url} ${variant.width}w`);
  if (original && original.width > widest) candidates.push(`${src} ${original.width}w`);
  return candidates.join(', ');
}

/**
 * A product picture at a fixed 4:3 box (no layout jump), falling back to a neutral drawing.
 * Uploaded pictures come with WebP variants: the browser picks the one that fits `sizes`.
 */
export function ToolImage({
  src,
  alt,
  className = '',
  variants = [],
  sizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw',
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { variants?: readonly ImageVariant[] }) {
  const srcSet = src ? toolImageSrcSet(src, variants) : undefined;
  return (
    <img
      src={src || TOOL_IMAGE_FALLBACK}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={400}
      height={300}
      decoding="async"
      className={`aspect-[4/3] w-full bg-slate-100 object-contain ${className}`}
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(TOOL_IMAGE_FALLBACK)) {
          image.removeAttribute('srcset');
          image.src = TOOL_IMAGE_FALLBACK;
        }
      }}
      {...rest}
    />
  );
}
