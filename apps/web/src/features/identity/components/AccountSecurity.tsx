import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, identityMessages, type ChangePasswordRequest } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useChangePassword, useLogoutEverywhere, useResendVerification } from '../api.ts';
import { useSession } from '../session.tsx';
import { displayedPasswordError } from './passwordMessages.ts';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { identityTexts } from '../texts.ts';

function VerificationState() {
  const t = useTexts(identityTexts);
  const { user } = useSession();
  const resend = useResendVerification();
  if (!user) return null;
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-800">
        <span className="font-medium break-all">{user.email}</span>
        {user.emailVerified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-success">
            <svg viewBox="0 0 20 20" className="size-3.5" aria-hidden="true">
              <path
                d="M4 10.5l4 4 8-9"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t.verified}
          </span>
        ) : (
          <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {t.notVerified}
          </span>
        )}
      </p>
      {user.emailVerified ? null : (
        <>
          <p className="text-sm text-slate-700">{t.verificationSent}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => resend.mutate()}
            loading={resend.isPending}
            disabled={resend.isSuccess}
          >
            {t.resendVerification}
          </Button>
          {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
          {resend.error ? <Alert tone="error">{resend.error.message}</Alert> : null}
        </>
      )}
    </div>
  );
}

function ChangePasswordForm() {
  const t = useTexts(identityTexts);
  const m = useMessageText();
  const { signIn, user } = useSession();
  const change = useChangePassword();
  // The form knows whose password it is, so it can refuse one containing the e-mail's name at once.
  const schema = useMemo(() => changePasswordFormSchema(user?.email), [user?.email]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({ resolver: zodResolver(schema), mode: 'onTouched' });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (auth) => {
        // Earlier tokens stopped working; this browser carries on with the fresh one.
        signIn(auth);
        reset();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
      <FormField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        {...register('currentPassword')}
      />
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
      {change.isSuccess ? <Alert tone="success">{m(identityMessages.passwordChanged)}</Alert> : null}
      {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
      <div>
        <Button type="submit" loading={change.isPending}>
          {t.changePassword}
        </Button>
      </div>
    </form>
  );
}

/** Ends every session of the account, this one included, and goes to Login. */
function SignOutEverywhere() {
  const t = useTexts(identityTexts);
  const { signOut } = useSession();
  const navigate = useNavigate();
  const logoutEverywhere = useLogoutEverywhere();
  const onClick = () =>
    logoutEverywhere.mutate(undefined, {
      onSuccess: () => {
        signOut();
        navigate('/login');
      },
    });
  return (
    <div className="space-y-3">
      <Button variant="outline" onClick={onClick} loading={logoutEverywhere.isPending}>
        {t.signOutEverywhere}
      </Button>
      {logoutEverywhere.error ? <Alert tone="error">{logoutEverywhere.error.message}</Alert> : null}
    </div>
  );
}

/**
 * The account part of My Profile: e-mail verification state with "resend", password change,
 * and "Sign out everywhere".
 * Rendered by the profile screen; built by the identity feature.
 */
export function AccountSecurity() {
  const emailHeading = useId();
  const passwordHeading = useId();
  const sessionsHeading = useId();
  const t = useTexts(identityTexts);
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <section className="card p-6" aria-labelledby={emailHeading}>
        <h2 id={emailHeading} className="mb-3 text-lg font-bold">
          {t.emailAddress}
        </h2>
        <VerificationState />
      </section>
      <section className="card p-6" aria-labelledby={passwordHeading}>
        <h2 id={passwordHeading} className="mb-1 text-lg font-bold">
          {t.changePassword}
        </h2>
        <p className="mb-4 text-sm text-slate-700">{t.changeSignsOut}</p>
        <ChangePasswordForm />
      </section>
      <section className="card p-6" aria-labelledby={sessionsHeading}>
        <h2 id={sessionsHeading} className="mb-1 text-lg font-bold">
          {t.devices}
        </h2>
        <p className="mb-4 text-sm text-slate-700">{t.devicesHelp}</p>
        <SignOutEverywhere />
      </section>
    </div>
  );
}
