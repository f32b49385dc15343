import { useState } from 'react';

/** The developer's portrait; until the picture exists (or if it fails to load), her initials in the same space. */
export function Avatar({ src, alt, name }: { src: string; alt: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const size = 'size-32 shrink-0 rounded-full ring-4 ring-brand-100';
  if (failed) {
    const initials = name
      .split(/\s+/)
      .map((word) => word[0])
      .join('')
      .slice(0, 2);
    return (
      <div
        role="img"
        aria-label={alt}
        className={`${size} flex items-center justify-center bg-ink text-4xl font-extrabold text-brand-400`}
      >
        <span aria-hidden="true">{initials}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={128}
      height={128}
      className={`${size} bg-slate-100 object-cover`}
      onError={() => setFailed(true)}
    />
  );
}
