import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY, identityMessages } from '@tools-bd/contract/messages';
import { ApiError, apiFetch, SESSION_EXPIRED_EVENT } from './api.ts';

function answer(status: number, body: unknown) {
  globalThis.fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  ) as typeof fetch;
}

describe('apiFetch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the stored token and returns the JSON answer', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'token-1');
    answer(200, { ok: true });
    await expect(apiFetch('/tools')).resolves.toEqual({ ok: true });
    const [url, init] = vi.mocked(globalThis.fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/tools');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
  });

  it("throws ApiError with the server's message", async () => {
    answer(409, { message: 'Sorry, this item is sold out' });
    await expect(apiFetch('/orders', { method: 'POST', body: {} })).rejects.toEqual(
      new ApiError(409, 'Sorry, this item is sold out'),
    );
  });

  it('forgets an expired token and tells the page, so the person is signed out everywhere', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'old-token');
    const expired = vi.fn();
    window.addEventListener(SESSION_EXPIRED_EVENT, expired);
    answer(401, { message: identityMessages.sessionExpired });
    await expect(apiFetch('/orders?email=a@b.co')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
    window.removeEventListener(SESSION_EXPIRED_EVENT, expired);
  });

  it('keeps the token on other refusals (e.g. a wrong current password)', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'good-token');
    answer(401, { message: identityMessages.invalidCredentials });
    await expect(apiFetch('/auth/change-password', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe('good-token');
  });
});
