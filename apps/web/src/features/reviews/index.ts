export { ReviewsSection, HOME_REVIEW_COUNT } from './components/ReviewsSection.tsx';
export { ToolReviewsSection } from './components/ToolReviewsSection.tsx';
export { useReviews, useToolReviews, reviewsQueryKey, toolReviewsQueryKey } from './api.ts';
