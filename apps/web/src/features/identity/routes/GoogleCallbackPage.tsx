import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { identityMessages, safeReturnPath } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { exchangeGoogleCode } from '../api.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { identityTexts } from '../texts.ts';

/**
 * Where the server sends the browser after Google sign-in: `#code=…&from=…` (or `#error=…`).
 * The code works once, for a minute, and only with the cookie the server set beside it; the
 * page trades it for a token (POST /api/auth/google/exchange), keeps the token where every sign-in keeps it
 * (local storage, `accessToken`) and returns the person to the page they came from. No token
 * ever sits in an address, the history or a Referer.
 */
export default function GoogleCallbackPage() {
  const t = useTexts(identityTexts);
  const m = useMessageText();
  useDocumentTitle(t.signingIn);
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
    const code = fragment.get('code');
    const returnTo = safeReturnPath(fragment.get('from'));
    setFrom(returnTo);
    // The code leaves the address bar (and the history) at once.
    navigate({ pathname: location.pathname, search: '', hash: '' }, { replace: true });
    if (!code) {
      setError(fragment.get('error') || identityMessages.googleFailed);
      return;
    }
    exchangeGoogleCode({ code })
      .then((auth) => {
        signIn(auth);
        navigate(returnTo, { replace: true });
      })
      .catch((failure: unknown) =>
        setError(failure instanceof Error && failure.message ? failure.message : identityMessages.googleFailed),
      );
  }, [location.hash, location.pathname, navigate, signIn]);

  return (
    <AuthCard title={t.signingInWithGoogle}>
      <div className="min-h-32">
        {error ? (
          <div className="space-y-6">
            <Alert tone="error">{m(error)}</Alert>
            <ButtonLink to="/login" state={{ from }} className="w-full">
              {t.backToLogin}
            </ButtonLink>
          </div>
        ) : (
          <Spinner label={t.signingYouIn} />
        )}
      </div>
    </AuthCard>
  );
}
