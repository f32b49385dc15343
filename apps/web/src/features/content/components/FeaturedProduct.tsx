import { useId, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { SocialIcons } from '../../../components/SocialIcons.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { contentTexts } from '../texts.ts';

const swatches = [
  { key: 'graphite', className: 'bg-slate-700' },
  { key: 'orange', className: 'bg-brand-500' },
  { key: 'blue', className: 'bg-sky-700' },
] as const;
const sizes = ['SM', 'M', 'L', 'XL'];

/** The featured Circular Saw. Its controls change nothing but their own state. */
export function FeaturedProduct() {
  const t = useTexts(contentTexts);
  const [swatch, setSwatch] = useState<string>(swatches[0].key);
  const sizeId = useId();
  return (
    <section className="bg-white py-16" aria-labelledby="featured-heading">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <img
          src="/images/featured-circular-saw.svg"
          alt={t.circularSaw}
          width={600}
          height={450}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-contain"
        />
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase">{t.featuredProduct}</p>
          <h2 id="featured-heading" className="mt-1 text-3xl font-bold">
            {t.circularSaw}
          </h2>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <StarRating value={4} />
            <span className="text-sm text-slate-700">{t.featuredReviews}</span>
            <SocialIcons className="text-slate-600" />
          </div>
          <p className="mt-5 text-slate-700">{t.featuredDescription}</p>
          <fieldset className="mt-6">
            <legend className="mb-2 text-sm font-medium text-slate-800">{t.colour}</legend>
            <div className="flex gap-3">
              {swatches.map((option) => (
                <label key={option.key} className="cursor-pointer">
                  <input
                    type="radio"
                    name="featured-colour"
                    className="peer sr-only"
                    checked={swatch === option.key}
                    onChange={() => setSwatch(option.key)}
                  />
                  <span
                    className={`block size-8 rounded-full ring-2 ring-transparent ring-offset-2 peer-checked:ring-ink peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500 ${option.className}`}
                    aria-hidden="true"
                  />
                  <span className="sr-only">{t.swatches[option.key]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-6 flex flex-wrap items-end gap-6">
            <div>
              <label htmlFor={sizeId} className="field-label">
                {t.size}
              </label>
              <select id={sizeId} className="field-input w-32" defaultValue="SM">
                {sizes.map((size) => (
                  <option key={size}>{size}</option>
                ))}
              </select>
            </div>
            <p className="text-3xl font-extrabold">{t.featuredPrice}</p>
          </div>
          <div className="mt-6 flex gap-3">
            <Button size="lg">{t.buyNow}</Button>
            <Button size="lg" variant="outline" aria-label={t.addToFavourites}>
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                <path
                  d="M12 21s-7.5-4.6-9.6-9.2C1 8.6 3 5 6.5 5c2 0 3.4 1.1 4.2 2.4h2.6C14.1 6.1 15.5 5 17.5 5 21 5 23 8.6 21.6 11.8 19.5 16.4 12 21 12 21z"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                />
              </svg>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
