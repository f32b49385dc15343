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

function VerificationState() {
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
            Verified
          </span>
        ) : (
          <span className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            Not verified
          </span>
        )}
      </p>
      {user.emailVerified ? null : (
        <>
          <p className="text-sm text-slate-700">
            We sent a verification link to this address when you signed up. It works once and expires after 24 hours.
          </p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => resend.mutate()}
            loading={resend.isPending}
            disabled={resend.isSuccess}
          >
            Resend verification e-mail
          </Button>
          {resend.isSuccess ? <Alert tone="success">{resend.data.message}</Alert> : null}
          {resend.error ? <Alert tone="error">{resend.error.message}</Alert> : null}
        </>
      )}
    </div>
  );
}

function ChangePasswordForm() {
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
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
        {...register('currentPassword')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={displayedPasswordError(errors.password)}
        {...register('password')}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        {...register('confirmPassword')}
      />
      {change.isSuccess ? <Alert tone="success">{identityMessages.passwordChanged}</Alert> : null}
      {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
      <div>
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}

/** Ends every session of the account, this one included, and goes to Login. */
function SignOutEverywhere() {
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
        Sign out everywhere
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
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="grid gap-6">
      <section className="card p-6" aria-labelledby={emailHeading}>
        <h2 id={emailHeading} className="mb-3 text-lg font-bold">
          E-mail address
        </h2>
        <VerificationState />
      </section>
      <section className="card p-6" aria-labelledby={passwordHeading}>
        <h2 id={passwordHeading} className="mb-1 text-lg font-bold">
          Change password
        </h2>
        <p className="mb-4 text-sm text-slate-700">Changing it signs you out everywhere else.</p>
        <ChangePasswordForm />
      </section>
      <section className="card p-6" aria-labelledby={sessionsHeading}>
        <h2 id={sessionsHeading} className="mb-1 text-lg font-bold">
          Devices
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          Signed in on a computer you no longer use, or lost a phone? This signs you out on every device, this one too.
        </p>
        <SignOutEverywhere />
      </section>
    </div>
  );
}
