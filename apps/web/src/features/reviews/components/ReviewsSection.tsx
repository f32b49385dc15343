import { nameIn } from '@tools-bd/contract/messages';
import { useLanguage, useTexts } from '../../../lib/i18n/index.ts';
import { reviewTexts } from '../texts.ts';
import { StarRating } from '../../../components/StarRating.tsx';
import { useReviews } from '../api.ts';

/** How many reviews the home page shows: two rows of four on large screens. */
export const HOME_REVIEW_COUNT = 8;

/** Renders nothing while loading; then the heading and a grid of cards (1 column, 4 on large). */
export function ReviewsSection() {
  const reviews = useReviews();
  const t = useTexts(reviewTexts);
  const language = useLanguage();
  if (reviews.isPending) return <div className="min-h-96" aria-busy="true" />;
  if (reviews.isError) return null;
  return (
    <section className="bg-slate-50 py-16" aria-labelledby="reviews-heading">
      <div className="container-page">
        <h2 id="reviews-heading" className="mb-8 text-center text-3xl font-bold">
          {t.heading}
        </h2>
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4" data-testid="reviews-grid">
          {reviews.data.slice(0, HOME_REVIEW_COUNT).map((review) => (
            <li key={review._id} className="card flex flex-col gap-3 p-5">
              <h3 className="font-bold">{nameIn({ name: review.itemName, nameBn: review.itemNameBn }, language)}</h3>
              <p className="flex-1 text-sm text-slate-700">{review.review}</p>
              <StarRating value={review.ratings} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
