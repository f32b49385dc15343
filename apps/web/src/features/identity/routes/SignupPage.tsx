import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { identityMessages, signupRequestSchema, type SignupRequest } from '@tools-bd/contract';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { Alert } from '../../../components/Alert.tsx';
import { useSignup } from '../api.ts';
import { useSession } from '../session.tsx';
import type { LoginRedirectState } from '../components/RequireAuth.tsx';
import { AuthCard } from '../components/AuthCard.tsx';

/** SPEC.md: the rule's message is 'Password is mendatory', but the form displays 'Password is required'. */
const displayedMessage = (message: string | undefined) =>
  message === identityMessages.passwordMandatory ? identityMessages.passwordRequiredDisplay : message;

export default function SignupPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { signIn } = useSession();
  const signup = useSignup();
  const from = (location.state as LoginRedirectState | null)?.from ?? '/';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupRequest>({ resolver: zodResolver(signupRequestSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: (auth) => {
        signIn(auth);
        navigate(from, { replace: true });
      },
    }),
  );

  return (
    <AuthCard title="Sign Up">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Name" autoComplete="name" error={errors.name} {...register('name')} />
        <FormField label="Email" type="email" autoComplete="email" error={errors.email} {...register('email')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password ? { message: displayedMessage(errors.password.message) } : undefined}
          {...register('password')}
        />
        <FormField label="Confirm Password" type="password" autoComplete="new-password" error={errors.confirmPassword} {...register('confirmPassword')} />
        {signup.error ? <Alert tone="error">{signup.error.message}</Alert> : null}
        <Button type="submit" className="w-full" loading={signup.isPending}>
          Sign Up
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to="/login" state={location.state} className="font-semibold text-brand-800 underline">
          Please Login
        </Link>
      </p>
    </AuthCard>
  );
}
