import { useMutation, useQuery } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest, SignupRequest } from '@tools-bd/contract';
import { apiFetch } from '../../lib/api.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) => apiFetch<AuthResponse>('/auth/login', { method: 'POST', body }),
  });
}

export function useSignup() {
  return useMutation({
    mutationFn: (body: SignupRequest) => apiFetch<AuthResponse>('/auth/signup', { method: 'POST', body }),
  });
}

/** SPEC.md's admin check: the server decides, from the e-mail and the bearer token. */
export function useAdminCheck(email: string | undefined) {
  return useQuery({
    queryKey: ['admin', email],
    queryFn: () => apiFetch<{ admin: boolean }>(`/admin/${encodeURIComponent(email ?? '')}`),
    enabled: Boolean(email),
    staleTime: 60_000,
  });
}
