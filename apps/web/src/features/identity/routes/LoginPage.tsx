import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { LoginRequest } from '@tools-bd/contract';
import { identityMessages, safeReturnPath } from '@tools-bd/contract/messages';
import { lazyZodResolver, loadContract } from '../../../lib/lazyZodResolver.ts';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { Alert } from '../../../components/Alert.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useLogin } from '../api.ts';
import { useSession } from '../session.tsx';
import type { LoginRedirectState } from '../components/RequireAuth.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { GoogleSignInButton } from '../components/GoogleSignInButton.tsx';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { identityTexts } from '../texts.ts';

/** E-mail and password plus 'With Google'; back to the page that asked for a sign-in, or /. */
export default function LoginPage() {
  const t = useTexts(identityTexts);
  const m = useMessageText();
  useDocumentTitle(t.login);
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const login = useLogin();
  const from = safeReturnPath((location.state as LoginRedirectState | null)?.from);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: lazyZodResolver<LoginRequest>(() => loadContract().then((contract) => contract.loginRequestSchema)),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (auth) => {
        signIn(auth);
        navigate(from, { replace: true });
      },
    }),
  );

  const failure = login.error
    ? login.error instanceof ApiError && login.error.status === 401
      ? m(identityMessages.invalidCredentials)
      : login.error.message
    : null;

  return (
    <AuthCard title={t.login}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t.email} type="email" autoComplete="email" error={errors.email} {...register('email')} />
        <div>
          <FormField
            label={t.password}
            type="password"
            autoComplete="current-password"
            error={errors.password}
            {...register('password')}
          />
          <p className="mt-2 text-right text-sm">
            <Link to="/forgot-password" className="font-medium text-brand-800 underline">
              {t.forgotPasswordLink}
            </Link>
          </p>
        </div>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <Button type="submit" className="w-full" loading={login.isPending}>
          {t.login}
        </Button>
      </form>
      <GoogleSignInButton from={from} />
      <p className="mt-6 text-center text-sm text-slate-700">
        {t.newToShop}{' '}
        <Link to="/signup" state={location.state} className="font-semibold text-brand-800 underline">
          {t.createAccount}
        </Link>
      </p>
    </AuthCard>
  );
}
