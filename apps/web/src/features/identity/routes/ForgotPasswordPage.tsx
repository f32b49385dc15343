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
import { useTexts } from '../../../lib/i18n/index.ts';
import { identityTexts } from '../texts.ts';

/** "Forgot password?" from /login: e-mails a single-use link to /reset-password. */
export default function ForgotPasswordPage() {
  const t = useTexts(identityTexts);
  useDocumentTitle(t.forgotPassword);
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordRequestSchema), mode: 'onTouched' });

  const onSubmit = handleSubmit(({ email }) => forgot.mutate(email));

  return (
    <AuthCard title={t.forgotPassword}>
      {forgot.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">{forgot.data.message}</Alert>
          <p className="text-sm text-slate-700">{t.resetLinkHelp}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">{t.forgotIntro}</p>
          <FormField label={t.email} type="email" autoComplete="email" error={errors.email} {...register('email')} />
          {forgot.error ? <Alert tone="error">{forgot.error.message}</Alert> : null}
          <Button type="submit" className="w-full" loading={forgot.isPending}>
            {t.sendResetLink}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        {t.rememberedIt}{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline">
          {t.backToLogin}
        </Link>
      </p>
    </AuthCard>
  );
}
