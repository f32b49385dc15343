import type { ImgHTMLAttributes } from 'react';

export const TOOL_IMAGE_FALLBACK = '/images/tools/placeholder.svg';

/** A product picture at a fixed 4:3 box (no layout jump), falling back to a neutral drawing. */
export function ToolImage({ src, alt, className = '', ...rest }: ImgHTMLAttributes<HTMLImageElement>) {
  return (
    <img
      src={src || TOOL_IMAGE_FALLBACK}
      alt={alt}
      width={400}
      height={300}
      decoding="async"
      className={`aspect-[4/3] w-full bg-slate-100 object-contain ${className}`}
      onError={(event) => {
        const image = event.currentTarget;
        if (!image.src.endsWith(TOOL_IMAGE_FALLBACK)) image.src = TOOL_IMAGE_FALLBACK;
      }}
      {...rest}
    />
  );
}
