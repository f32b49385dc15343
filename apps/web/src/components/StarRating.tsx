import { RATING_SCALE } from '@tools-bd/contract/messages';
import { useId } from 'react';
import { useFormat, useTexts } from '../lib/i18n/index.ts';
import { commonTexts } from './commonTexts.ts';

/** One star, drawn in a 20 × 20 box (20 px on screen, Tailwind's size-5). */
const STAR_SIZE = 20;
const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
const starColour = (filled: boolean) => (filled ? 'text-brand-500' : 'text-slate-300');

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox={`0 0 ${STAR_SIZE} ${STAR_SIZE}`} className={`size-5 ${starColour(filled)}`} aria-hidden="true">
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

const stars = Array.from(
  { length: (RATING_SCALE.stop - RATING_SCALE.start) / RATING_SCALE.step },
  (_, index) => index + 1,
);

/**
 * A read-only rating, read out as "4 out of 5 stars". One drawing for the five stars, not five: a
 * home page shows nine ratings, and every <svg> is a box of its own to style, lay out and hydrate.
 */
export function StarRating({ value }: { value: number }) {
  const t = useTexts(commonTexts);
  const format = useFormat();
  return (
    <svg
      viewBox={`0 0 ${stars.length * STAR_SIZE} ${STAR_SIZE}`}
      width={stars.length * STAR_SIZE}
      height={STAR_SIZE}
      className="inline-block shrink-0"
      role="img"
      aria-label={t.starRating(format.number(value), format.number(RATING_SCALE.stop))}
    >
      {stars.map((star) => (
        <path
          key={star}
          d={STAR_PATH}
          transform={`translate(${(star - 1) * STAR_SIZE} 0)`}
          fill="currentColor"
          className={starColour(star <= value)}
        />
      ))}
    </svg>
  );
}

interface StarInputProps {
  value: number;
  onChange: (value: number) => void;
  label: string;
  name?: string;
}

/** A rating input (0–5 in steps of 1) built from radio buttons, so arrows and screen readers work. */
export function StarRatingInput({ value, onChange, label, name }: StarInputProps) {
  const t = useTexts(commonTexts);
  const format = useFormat();
  const groupName = useId();
  return (
    <fieldset className="inline-flex items-center gap-1">
      <legend className="sr-only">{label}</legend>
      {stars.map((star) => (
        <label key={star} className="cursor-pointer rounded focus-within:outline-3 focus-within:outline-brand-500">
          <input
            type="radio"
            className="sr-only"
            name={name ?? groupName}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
          />
          <Star filled={star <= value} />
          <span className="sr-only">{t.starCount(format.number(star), star)}</span>
        </label>
      ))}
    </fieldset>
  );
}
