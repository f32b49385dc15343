import { RATING_SCALE } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { StarRating } from '../../../components/StarRating.tsx';
import { useToolReviews } from '../api.ts';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { reviewTexts } from '../texts.ts';

/** A product page's reviews: the average of all, then the newest, from buyers of paid orders. */
export function ToolReviewsSection({ slug }: { slug: string }) {
  const reviews = useToolReviews(slug);
  const t = useTexts(reviewTexts);
  const format = useFormat();
  return (
    <section aria-labelledby="tool-reviews-heading" className="space-y-4" aria-busy={reviews.isPending}>
      <h2 id="tool-reviews-heading" className="text-2xl font-bold">
        {t.reviews}
      </h2>
      {reviews.isPending ? <Spinner label={t.loadingReviews} className="min-h-32" /> : null}
      {reviews.isError ? <Alert tone="error">{t.reviewsFailed}</Alert> : null}
      {reviews.data ? (
        reviews.data.count === 0 ? (
          <p className="text-slate-700">{t.noReviews}</p>
        ) : (
          <>
            <p className="flex flex-wrap items-center gap-2 text-slate-700">
              <StarRating value={Math.round(reviews.data.averageRating ?? 0)} />
              <span>
                <strong className="text-ink">{format.number(reviews.data.averageRating ?? 0)}</strong>
                {t.outOf(format.number(RATING_SCALE.stop))}
                {t.reviewCount(reviews.data.count, format.number(reviews.data.count))}
              </span>
            </p>
            <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
              {reviews.data.reviews.map((review) => (
                <li key={review._id} className="card flex flex-col gap-2 p-5">
                  <StarRating value={review.ratings} />
                  <p className="text-sm whitespace-pre-line text-slate-700">{review.review}</p>
                  <p className="text-xs text-slate-600">
                    <time dateTime={review.createdAt}>{format.utcDate(review.createdAt)}</time>
                  </p>
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </section>
  );
}
