import { ACCESS_TOKEN_STORAGE_KEY, commonMessages, identityMessages } from '@tools-bd/contract/messages';

/** An API answer other than 2xx, with the server's `{message}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A page rendered on the server carries a refusal it met (a 404) in its query cache, as JSON. */
  toJSON() {
    return { name: this.name, status: this.status, message: this.message };
  }
}

/** An ApiError again from its JSON (toJSON), or undefined for anything else. */
export function apiErrorFromJson(value: unknown): ApiError | undefined {
  const error = value as { name?: unknown; status?: unknown; message?: unknown } | null;
  if (error?.name !== 'ApiError' || typeof error.status !== 'number' || typeof error.message !== 'string')
    return undefined;
  return new ApiError(error.status, error.message);
}

export const tokenStorage = {
  get: (): string | null => {
    try {
      return localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token),
  clear: () => localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY),
};

/** Fired when the server no longer accepts the stored token (expired, or a password changed elsewhere). */
export const SESSION_EXPIRED_EVENT = 'tools-bd:session-expired';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. checkout's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** The page's language, asked of the API for its messages (set by LanguageProvider); null: the browser's own Accept-Language. */
let requestLanguage: string | null = null;
export function setRequestLanguage(language: string): void {
  requestLanguage = language;
}

/** Calls the shop's API with the stored bearer token; throws ApiError with the server's message. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiFetchWithHeaders<T>(path, options)).data;
}

/** apiFetch, with the answer's headers too (GET /api/tools says its total and "did you mean" in headers). */
export async function apiFetchWithHeaders<T>(
  path: string,
  { method = 'GET', body, signal, headers: extraHeaders }: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  // The API answers its messages in the page's language, not in whichever the browser prefers.
  if (requestLanguage && !('accept-language' in headers)) headers['accept-language'] = requestLanguage;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: payload, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the shop. Check your connection and try again.');
  }
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (data as { message?: unknown } | null)?.message;
    if (response.status === 401 && token && message === identityMessages.sessionExpired) {
      tokenStorage.clear();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    }
    throw new ApiError(response.status, typeof message === 'string' ? message : commonMessages.internal);
  }
  return { data: data as T, headers: response.headers };
}

/** Downloads a file the API serves to signed-in people (a PDF, say) and saves it under `fileName`. */
export async function apiDownload(path: string, fileName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = tokenStorage.get();
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers });
  } catch {
    throw new ApiError(0, 'Cannot reach the shop. Check your connection and try again.');
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    const message = (data as { message?: unknown } | null)?.message;
    throw new ApiError(response.status, typeof message === 'string' ? message : commonMessages.internal);
  }
  // A link with the token in its address would leak it to history and logs: fetch, then save the blob.
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}
