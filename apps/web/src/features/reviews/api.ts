import { useQuery } from '@tanstack/react-query';
import type { Review } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

/** SPEC.md: the reviews list is cached under the key 'reviews'. */
export const reviewsQueryKey = ['reviews'] as const;

export function useReviews() {
  return useQuery({ queryKey: reviewsQueryKey, queryFn: ({ signal }) => apiFetch<Review[]>('/reviews', { signal }) });
}
