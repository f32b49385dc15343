import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { identityMessages, newPasswordFormSchema, type NewPasswordForm } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useResetPassword } from '../api.ts';
import { useSession } from '../session.tsx';
import { AuthCard } from '../components/AuthCard.tsx';
import { displayedPasswordError } from '../components/passwordMessages.ts';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { identityTexts } from '../texts.ts';

/** Where the reset e-mail's link leads: a new password, then the person is signed in. */
export default function ResetPasswordPage() {
  const t = useTexts(identityTexts);
  const m = useMessageText();
  useDocumentTitle(t.resetPassword);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const { signIn } = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit((values) => reset.mutate({ token, ...values }, { onSuccess: (auth) => signIn(auth) }));

  if (!token) {
    return (
      <AuthCard title={t.resetPassword}>
        <Alert tone="error">{m(identityMessages.resetLinkInvalid)}</Alert>
        <ButtonLink to="/forgot-password" variant="outline" className="mt-6 w-full">
          {t.askNewLink}
        </ButtonLink>
      </AuthCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title={t.resetPassword}>
        <Alert tone="success">
          {m(identityMessages.passwordReset)}
          {t.signedInNow}
        </Alert>
        <ButtonLink to="/dashboard" className="mt-6 w-full">
          {t.goToDashboard}
        </ButtonLink>
      </AuthCard>
    );
  }

  const linkFailed =
    reset.error?.message === identityMessages.resetLinkInvalid ||
    reset.error?.message === m(identityMessages.resetLinkInvalid);
  return (
    <AuthCard title={t.resetPassword}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField
          label={t.newPassword}
          type="password"
          autoComplete="new-password"
          error={displayedPasswordError(errors.password)}
          {...register('password')}
        />
        <FormField
          label={t.confirmNewPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
          {...register('confirmPassword')}
        />
        {reset.error ? (
          <Alert tone="error">
            {reset.error.message}
            {linkFailed ? (
              <>
                {' '}
                <Link to="/forgot-password" className="font-semibold underline">
                  {t.askNewLink}
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <Button type="submit" className="w-full" loading={reset.isPending}>
          {t.saveNewPassword}
        </Button>
      </form>
    </AuthCard>
  );
}
