import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { identityMessages } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useVerifyEmail } from '../api.ts';
import { SESSION_QUERY_KEY, useSession } from '../session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { identityTexts } from '../texts.ts';

/** Where the verification e-mail's link leads: the link is spent once, on arrival. */
export default function VerifyEmailPage() {
  const t = useTexts(identityTexts);
  const m = useMessageText();
  useDocumentTitle(t.verifyEmail);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: the link is single-use, and React may run effects twice in development.
    if (!token || started.current) return;
    started.current = true;
    verify.mutate(token, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }) });
  }, [token, verify, queryClient]);

  const next = user ? { to: '/dashboard', label: t.goToProfile } : { to: '/login', label: t.login };

  return (
    <AuthCard title={t.verifyEmail}>
      <div className="min-h-32" aria-live="polite">
        {!token ? (
          <Alert tone="error">{m(identityMessages.verificationLinkInvalid)}</Alert>
        ) : verify.isSuccess ? (
          <div className="space-y-6">
            <Alert tone="success">{m(identityMessages.emailVerified)}</Alert>
            <ButtonLink to={next.to} className="w-full">
              {next.label}
            </ButtonLink>
          </div>
        ) : verify.isError ? (
          <div className="space-y-4">
            <Alert tone="error">{verify.error.message}</Alert>
            <p className="text-sm text-slate-700">{t.newVerificationLink}</p>
            <ButtonLink to={user ? '/dashboard' : '/login'} variant="outline" className="w-full">
              {user ? t.goToProfile : t.login}
            </ButtonLink>
          </div>
        ) : (
          <Spinner label={t.verifying} />
        )}
      </div>
    </AuthCard>
  );
}
