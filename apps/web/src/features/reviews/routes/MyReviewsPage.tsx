import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../../identity/index.ts';
import { NoOrdersYet, useMyOrders } from '../../orders/index.ts';
import { useMyReviews } from '../api.ts';
import { ReviewCard } from '../components/ReviewCard.tsx';
import { useTexts } from '../../../lib/i18n/index.ts';
import { reviewScreenTexts } from '../screenTexts.ts';

/** /dashboard/review — the person's orders, each with a review card. */
export default function MyReviewsPage() {
  const t = useTexts(reviewScreenTexts);
  useDocumentTitle(t.review);
  const { user } = useSession();
  const orders = useMyOrders(user?.email);
  const reviews = useMyReviews(Boolean(user));

  let content: ReactNode;
  if (orders.isError || reviews.isError) {
    content = <Alert tone="error">{(orders.error ?? reviews.error)?.message}</Alert>;
  } else if (orders.isPending || reviews.isPending) {
    content = <Spinner label={t.loadingOrders} className="min-h-48" />;
  } else if (orders.data.length === 0) {
    content = (
      <EmptyState>
        <NoOrdersYet />
      </EmptyState>
    );
  } else {
    const reviewed = reviews.data;
    content = (
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {orders.data.map((order) => (
          <ReviewCard key={order._id} order={order} review={reviewed.find((review) => review.orderId === order._id)} />
        ))}
      </ul>
    );
  }

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{t.review}</h1>
      {content}
    </div>
  );
}
