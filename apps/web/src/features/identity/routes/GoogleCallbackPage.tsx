import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@tools-bd/contract';
import { identityMessages, safeReturnPath } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { apiFetch, tokenStorage } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';

/**
 * Where the server sends the browser after Google sign-in: `#token=…&from=…` (or `#error=…`).
 * The token is kept where every sign-in keeps it (local storage, `accessToken`), then the person goes back
 * to the page they came from. The fragment never reaches a server log.
 */
export default function GoogleCallbackPage() {
  useDocumentTitle('Signing in');
  const location = useLocation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [from, setFrom] = useState('/');
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
    const token = fragment.get('token');
    const returnTo = safeReturnPath(fragment.get('from'));
    setFrom(returnTo);
    // The token leaves the address bar (and the history) at once.
    navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
    if (!token) {
      setError(fragment.get('error') || identityMessages.googleFailed);
      return;
    }
    tokenStorage.set(token);
    apiFetch<SessionUser>('/auth/me')
      .then((user) => {
        signIn({ token, user });
        navigate(returnTo, { replace: true });
      })
      .catch(() => {
        tokenStorage.clear();
        setError(identityMessages.googleFailed);
      });
  }, [location.hash, location.pathname, navigate, signIn]);

  return (
    <AuthCard title="Signing in with Google">
      <div className="min-h-32">
        {error ? (
          <div className="space-y-6">
            <Alert tone="error">{error}</Alert>
            <ButtonLink to="/login" state={{ from }} className="w-full">
              Back to Login
            </ButtonLink>
          </div>
        ) : (
          <Spinner label="Signing you in…" />
        )}
      </div>
    </AuthCard>
  );
}
