import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import type { AuthResponse, SessionUser } from '@tools-bd/contract';
import { ApiError, apiFetch, SESSION_EXPIRED_EVENT, tokenStorage } from '../../lib/api.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  signIn(auth: AuthResponse): void;
  /** Forgets the session in this browser only. */
  signOut(): void;
  /** "Log out": the server ends this token everywhere, then this browser forgets it (even if the call failed). */
  logOut(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
export const SESSION_QUERY_KEY = ['session'] as const;

/** Fetches the signed-in account for the stored token; a rejected token signs the person out. */
async function fetchSessionUser(): Promise<SessionUser | null> {
  if (!tokenStorage.get()) return null;
  try {
    return await apiFetch<SessionUser>('/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      tokenStorage.clear();
      return null;
    }
    throw error;
  }
}

/** The session as a page rendered on the server shows it: nobody signed in. */
type SessionState = Pick<QueryState<SessionUser | null>, 'data' | 'status'>;
const SIGNED_OUT_ON_SERVER: SessionState = { data: null, status: 'success' };
const readServerState = () => SIGNED_OUT_ON_SERVER;

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The query fetches the account; the session itself is read straight from the query cache below.
  useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: 5 * 60_000,
    retry: 1,
    // Without a stored token the answer is known at once: no spinner, no redirect delay.
    initialData: () => (tokenStorage.get() ? undefined : null),
  });

  /*
   * useQuery's observers hear of a change a tick later, while a sign-in is followed at once by a
   * navigation: the protected page would still see "signed out" and bounce back to /login. The
   * cache tells its listeners synchronously, so the session changes before the next page renders.
   */
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback(
    (onChange: () => void) =>
      cache.subscribe((event) => {
        if (event.query.queryKey[0] === SESSION_QUERY_KEY[0]) onChange();
      }),
    [cache],
  );
  const readState = useCallback(() => queryClient.getQueryState<SessionUser | null>(SESSION_QUERY_KEY), [queryClient]);
  // The server renders public pages signed out; hydration starts from that same state, then
  // React renders again with this browser's session (no mismatch between the two).
  const state = useSyncExternalStore<SessionState | undefined>(subscribe, readState, readServerState);

  const signIn = useCallback(
    (auth: AuthResponse) => {
      tokenStorage.set(auth.token);
      queryClient.setQueryData(SESSION_QUERY_KEY, auth.user);
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    tokenStorage.clear();
    // Nothing of the previous person's data may stay on screen or in the cache.
    queryClient.removeQueries({ predicate: (cached) => cached.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
  }, [queryClient]);

  const logOut = useCallback(async () => {
    try {
      // Bounded: a shop that does not answer must not keep the person signed in on this screen.
      await apiFetch('/auth/logout', { method: 'POST', signal: AbortSignal.timeout(5_000) });
    } catch {
      // Signed out here all the same; the token still expires on its own.
    } finally {
      signOut();
    }
  }, [signOut]);

  // Any call the server refuses for an expired token signs the person out everywhere on the page.
  useEffect(() => {
    window.addEventListener(SESSION_EXPIRED_EVENT, signOut);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, signOut);
  }, [signOut]);

  const user = state?.data ?? null;
  const status: SessionStatus = !state || state.status === 'pending' ? 'loading' : user ? 'signed-in' : 'signed-out';
  const value = useMemo(() => ({ status, user, signIn, signOut, logOut }), [status, user, signIn, signOut, logOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
