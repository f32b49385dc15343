import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewRequest, OwnReview, Review, ToolReviews } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

/** The reviews list is cached under the key 'reviews'. */
export const reviewsQueryKey = ['reviews'] as const;
/** The signed-in person's own reviews; under 'reviews' too, so one invalidation refreshes both. */
const myReviewsQueryKey = ['reviews', 'mine'] as const;

export function useReviews() {
  return useQuery({ queryKey: reviewsQueryKey, queryFn: ({ signal }) => apiFetch<Review[]>('/reviews', { signal }) });
}

/** One product's reviews (its page); under 'reviews' too. Server rendering fills the cache under this key. */
export const toolReviewsQueryKey = (slug: string) => ['reviews', 'tool', slug] as const;

export function useToolReviews(slug: string) {
  return useQuery({
    queryKey: toolReviewsQueryKey(slug),
    queryFn: ({ signal }) => apiFetch<ToolReviews>(`/tools/by-slug/${encodeURIComponent(slug)}/reviews`, { signal }),
  });
}

export function useMyReviews(enabled = true) {
  return useQuery({
    queryKey: myReviewsQueryKey,
    queryFn: ({ signal }) => apiFetch<OwnReview[]>('/reviews/mine', { signal }),
    enabled,
  });
}

/** Posts a review of one order; the home page's 'reviews' list is refreshed afterwards. */
export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReviewRequest) => apiFetch<OwnReview>('/reviews', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
