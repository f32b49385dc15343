import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  AuthProviders,
  AuthResponse,
  ChangePasswordRequest,
  GoogleExchangeRequest,
  LoginRequest,
  MessageResponse,
  ResetPasswordRequest,
  SignupRequest,
} from '@tools-bd/contract';
import { SIGN_IN_PROVIDERS_META, type Language } from '@tools-bd/contract/messages';
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

/** The admin check: the server decides, from the e-mail and the bearer token. */
export function useAdminCheck(email: string | undefined) {
  return useQuery({
    queryKey: ['admin', email],
    queryFn: () => apiFetch<{ admin: boolean }>(`/admin/${encodeURIComponent(email ?? '')}`),
    enabled: Boolean(email),
    staleTime: 60_000,
  });
}

/** The providers the server wrote into the page, or undefined when it did not (the dev server). */
function providersFromPage(): AuthProviders | undefined {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SIGN_IN_PROVIDERS_META}"]`);
  if (!meta) return undefined;
  return { google: meta.content.split(/\s+/).includes('google') };
}

/** Which other ways of signing in the shop offers (the 'With Google' button). */
export function useAuthProviders() {
  return useQuery({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => apiFetch<AuthProviders>('/auth/providers', { signal }),
    initialData: providersFromPage,
    staleTime: Infinity,
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => apiFetch<MessageResponse>('/auth/verify-email', { method: 'POST', body: { token } }),
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiFetch<MessageResponse>('/auth/verify-email/resend', { method: 'POST' }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<MessageResponse>('/auth/forgot-password', { method: 'POST', body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiFetch<AuthResponse>('/auth/reset-password', { method: 'POST', body }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiFetch<AuthResponse>('/auth/change-password', { method: 'POST', body }),
  });
}

/** "Sign out everywhere": every token of the account stops working, this browser's too. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => apiFetch<MessageResponse>('/auth/logout-everywhere', { method: 'POST' }),
  });
}

/** The end of Google sign-in: the single-use code from the address (and this browser's cookie) for a token. */
export function exchangeGoogleCode(body: GoogleExchangeRequest): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/auth/google/exchange', { method: 'POST', body });
}

/** Where the 'With Google' button goes: the server starts the sign-in and brings the person back to `from`. */
export function googleSignInHref(from: string): string {
  return `/api/auth/google?from=${encodeURIComponent(from)}`;
}

/** Saves the signed-in account's language (PATCH /api/auth/me): e-mails, documents and the screens of later visits use it. */
export function saveLanguage(language: Language): Promise<unknown> {
  return apiFetch('/auth/me', { method: 'PATCH', body: { language } });
}
