import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SignupRequest } from '@tools-bd/contract';
import { safeReturnPath } from '@tools-bd/contract/messages';
import { lazyZodResolver, loadContract } from '../../../lib/lazyZodResolver.ts';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { Alert } from '../../../components/Alert.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSignup } from '../api.ts';
import { useSession } from '../session.tsx';
import type { LoginRedirectState } from '../components/RequireAuth.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { displayedPasswordError } from '../components/passwordMessages.ts';
import { useTexts } from '../../../lib/i18n/index.ts';
import { identityTexts } from '../texts.ts';

/** Name, email, password, confirmPassword; the server sets the display name and e-mails a verification link. */
export default function SignupPage() {
  const t = useTexts(identityTexts);
  useDocumentTitle(t.signUp);
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const signup = useSignup();
  const from = safeReturnPath((location.state as LoginRedirectState | null)?.from);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupRequest>({
    resolver: lazyZodResolver<SignupRequest>(() => loadContract().then((contract) => contract.signupRequestSchema)),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: (auth) => {
        signIn(auth);
        navigate(from, { replace: true });
      },
    }),
  );

  return (
    <AuthCard title={t.signUp}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label={t.name} autoComplete="name" error={errors.name} {...register('name')} />
        <FormField label={t.email} type="email" autoComplete="email" error={errors.email} {...register('email')} />
        <FormField
          label={t.password}
          type="password"
          autoComplete="new-password"
          error={displayedPasswordError(errors.password)}
          {...register('password')}
        />
        <FormField
          label={t.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
          {...register('confirmPassword')}
        />
        {signup.error ? <Alert tone="error">{signup.error.message}</Alert> : null}
        <Button type="submit" className="w-full" loading={signup.isPending}>
          {t.signUp}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        {t.haveAccount}{' '}
        <Link to="/login" state={location.state} className="font-semibold text-brand-800 underline">
          {t.pleaseLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
