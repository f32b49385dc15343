import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, SessionUser } from '@tools-bd/contract';
import { ApiError, apiFetch, tokenStorage } from '../../lib/api.ts';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  signIn(auth: AuthResponse): void;
  signOut(): void;
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

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: fetchSessionUser, staleTime: 5 * 60_000, retry: 1 });

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

  const user = query.data ?? null;
  const status: SessionStatus = query.isPending ? 'loading' : user ? 'signed-in' : 'signed-out';
  const value = useMemo(() => ({ status, user, signIn, signOut }), [status, user, signIn, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
