import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileForm, UpdateResult } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

export const profileQueryKey = (email: string | undefined) => ['profile', email] as const;

export function useProfile(email: string | undefined) {
  return useQuery({
    queryKey: profileQueryKey(email),
    queryFn: ({ signal }) => apiFetch<Profile>(`/profile/${encodeURIComponent(email ?? '')}`, { signal }),
    enabled: Boolean(email),
  });
}

export function useUpdateProfile(email: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileForm) =>
      apiFetch<UpdateResult>(`/profile/${encodeURIComponent(email ?? '')}`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey(email) }),
  });
}
