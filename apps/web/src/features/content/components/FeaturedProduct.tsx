import { useId, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { SocialIcons } from '../../../components/SocialIcons.tsx';
import { StarRating } from '../../../components/StarRating.tsx';

const swatches = [
  { name: 'Graphite', className: 'bg-slate-700' },
  { name: 'Safety orange', className: 'bg-brand-500' },
  { name: 'Steel blue', className: 'bg-sky-700' },
];
const sizes = ['SM', 'M', 'L', 'XL'];

/** The featured Circular Saw. Its controls change nothing but their own state. */
export function FeaturedProduct() {
  const [swatch, setSwatch] = useState(swatches[0]?.name);
  const sizeId = useId();
  return (
    <section className="bg-white py-16" aria-labelledby="featured-heading">
      <div className="container-page grid items-center gap-10 lg:grid-cols-2">
        <img
          src="/images/featured-circular-saw.svg"
          alt="Circular Saw"
          width={600}
          height={450}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-contain"
        />
        <div>
          <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase">Featured product</p>
          <h2 id="featured-heading" className="mt-1 text-3xl font-bold">
            Circular Saw
          </h2>
          <div className="mt-3 flex flex-wrap items-center gap-4">
            <StarRating value={4} />
            <span className="text-sm text-slate-700">20 Reviews</span>
            <SocialIcons className="text-slate-600" />
          </div>
          <p className="mt-5 text-slate-700">
            A 1,400 W circular saw built for the trade: a 185 mm carbide-tipped blade that cuts 64 mm deep at 90° and
            bevels to 45°, a cast aluminium base that stays true, a riving knife and an electric brake that stops the
            blade in seconds. The dust port takes a standard extractor hose, the soft-grip handles keep the saw steady
            through long rip cuts, and the spindle lock makes blade changes quick on site. Sold by the box to workshops,
            builders and rental fleets.
          </p>
          <fieldset className="mt-6">
            <legend className="mb-2 text-sm font-medium text-slate-800">Colour</legend>
            <div className="flex gap-3">
              {swatches.map((option) => (
                <label key={option.name} className="cursor-pointer">
                  <input
                    type="radio"
                    name="featured-colour"
                    className="peer sr-only"
                    checked={swatch === option.name}
                    onChange={() => setSwatch(option.name)}
                  />
                  <span
                    className={`block size-8 rounded-full ring-2 ring-transparent ring-offset-2 peer-checked:ring-ink peer-focus-visible:outline-3 peer-focus-visible:outline-brand-500 ${option.className}`}
                    aria-hidden="true"
                  />
                  <span className="sr-only">{option.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-6 flex flex-wrap items-end gap-6">
            <div>
              <label htmlFor={sizeId} className="field-label">
                Size
              </label>
              <select id={sizeId} className="field-input w-32" defaultValue="SM">
                {sizes.map((size) => (
                  <option key={size}>{size}</option>
                ))}
              </select>
            </div>
            <p className="text-3xl font-extrabold">$45.99</p>
          </div>
          <div className="mt-6 flex gap-3">
            <Button size="lg">Buy Now</Button>
            <Button size="lg" variant="outline" aria-label="Add to favourites">
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
