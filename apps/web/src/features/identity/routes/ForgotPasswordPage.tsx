import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useForgotPassword } from '../api.ts';
import { AuthCard } from '../components/AuthCard.tsx';

/** "Forgot password?" from /login: e-mails a single-use link to /reset-password. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordRequestSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit(({ email }) => forgot.mutate(email));

  return (
    <AuthCard title="Forgot password">
      {forgot.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{forgot.data.message}</Alert>
          <p className="text-sm text-slate-700">
            The link works once and expires in one hour. Check your spam folder if nothing arrives.
          </p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          <FormField label="Email" type="email" autoComplete="email" error={errors.email} {...register('email')} />
          {forgot.error ? <Alert tone="error">{forgot.error.message}</Alert> : null}
          <Button type="submit" className="w-full" loading={forgot.isPending}>
            Send reset link
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline">
          Back to Login
        </Link>
      </p>
    </AuthCard>
  );
}
