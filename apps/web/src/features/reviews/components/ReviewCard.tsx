import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REVIEW_LIMITS,
  reviewFormSchema,
  reviewMessages,
  type Order,
  type OwnReview,
  type ReviewForm,
} from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { StarRating, StarRatingInput } from '../../../components/StarRating.tsx';
import { usePostReview } from '../api.ts';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { reviewScreenTexts } from '../screenTexts.ts';

function ReviewFormFields({ order }: { order: Order }) {
  const t = useTexts(reviewScreenTexts);
  const m = useMessageText();
  const postReview = usePostReview();
  const textId = useId();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewForm>({ resolver: zodResolver(reviewFormSchema), defaultValues: { ratings: 0, review: '' } });

  const onSubmit = handleSubmit((values) => postReview.mutate({ ...values, itemName: order.itemName, id: order._id }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label={t.reviewItem(order.itemName)}>
      <div>
        <Controller
          control={control}
          name="ratings"
          render={({ field }) => (
            <StarRatingInput value={field.value} onChange={field.onChange} label={t.ratingFor(order.itemName)} />
          )}
        />
        {errors.ratings ? <p className="field-error">{m(errors.ratings.message ?? '')}</p> : null}
      </div>
      <div>
        <label htmlFor={textId} className="field-label">
          {t.yourReview}
        </label>
        <textarea
          id={textId}
          rows={3}
          maxLength={REVIEW_LIMITS.textMax}
          className="field-input resize-y"
          aria-invalid={errors.review ? true : undefined}
          aria-describedby={errors.review ? `${textId}-error` : undefined}
          {...register('review')}
        />
        {errors.review ? (
          <p id={`${textId}-error`} className="field-error">
            {m(errors.review.message ?? '')}
          </p>
        ) : null}
      </div>
      {postReview.error ? <Alert tone="error">{postReview.error.message}</Alert> : null}
      <Button type="submit" size="sm" loading={postReview.isPending}>
        {m(reviewMessages.submit)}
      </Button>
    </form>
  );
}

/** One ordered item: its review if there is one, otherwise a form to write it. */
export function ReviewCard({ order, review }: { order: Order; review: OwnReview | undefined }) {
  const t = useTexts(reviewScreenTexts);
  const m = useMessageText();
  const f = useFormat();
  const headingId = `review-order-${order._id}`;
  return (
    <li className="card flex flex-col gap-3 p-5" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="font-bold">
          {order.itemName}
        </h2>
        <p className="text-xs text-slate-600">{t.orderedOn(f.number(order.cart), f.date(order.createdAt))}</p>
      </div>
      {review ? (
        <div className="space-y-2">
          <StarRating value={review.ratings} />
          <p className="text-sm text-slate-700">{review.review}</p>
          <p className="text-xs font-medium text-success">{m(reviewMessages.posted)}</p>
        </div>
      ) : (
        <ReviewFormFields order={order} />
      )}
    </li>
  );
}
