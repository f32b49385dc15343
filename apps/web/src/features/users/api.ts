import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateResult, UserSummary, UserUpdate } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

const usersQueryKey = ['users'] as const;

/** GET /user (admins only). */
export function useUsers() {
  return useQuery({ queryKey: usersQueryKey, queryFn: ({ signal }) => apiFetch<UserSummary[]>('/user', { signal }) });
}

/** PUT /user/admin/{email}; the list refreshes afterwards. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<UpdateResult>(`/user/admin/${encodeURIComponent(email)}`, { method: 'PUT' }),
    onSuccess: (result) => {
      if (result.modifiedCount > 0) void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}

/** PATCH /user/admin/{email}: trusts a customer's cash on delivery orders (confirmed at once) or not; the list refreshes. */
export function useSetCodTrusted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, codTrusted }: { email: string } & UserUpdate) =>
      apiFetch<UserSummary>(`/user/admin/${encodeURIComponent(email)}`, { method: 'PATCH', body: { codTrusted } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

/** Takes admin rights away (never from the last admin: 409). */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<UpdateResult>(`/user/admin/${encodeURIComponent(email)}`, { method: 'DELETE' }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
      // Whoever lost admin rights (maybe the person at the keyboard) gets a fresh admin check.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
