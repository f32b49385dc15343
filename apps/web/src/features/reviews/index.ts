export { ReviewsSection } from './components/ReviewsSection.tsx';
export { useReviews, reviewsQueryKey } from './api.ts';
