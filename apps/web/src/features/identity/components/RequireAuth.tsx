import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useSession } from '../session.tsx';
import { useAdminCheck } from '../api.ts';
import { useTexts } from '../../../lib/i18n/index.ts';
import { identityTexts } from '../texts.ts';

/** Where /login sends the person back to once they are signed in. */
export interface LoginRedirectState {
  from?: string;
}

function RedirectToLogin() {
  const t = useTexts(identityTexts);
  const location = useLocation();
  const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
  // The spinner holds the page's height for the frame before the redirect, so the footer does not jump.
  return (
    <>
      <PageSpinner label={t.toSignIn} />
      <Navigate to="/login" replace state={state} />
    </>
  );
}

/** Signed-in people only; others go to /login, which brings them back here afterwards. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const t = useTexts(identityTexts);
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner label={t.checkingSession} />;
  if (status === 'signed-out') return <RedirectToLogin />;
  return <>{children}</>;
}

/** Admins only (checked by the server); everyone else goes to /login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const t = useTexts(identityTexts);
  const { status, user } = useSession();
  const adminCheck = useAdminCheck(user?.email);
  if (status === 'loading' || (user && adminCheck.isPending)) return <PageSpinner label={t.checkingAccess} />;
  if (!user || !adminCheck.data?.admin) return <RedirectToLogin />;
  return <>{children}</>;
}
