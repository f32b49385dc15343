import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, profileMessages, type ProfileForm as ProfileFormValues } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSession } from '../../identity/index.ts';
import { useUpdateProfile } from '../api.ts';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { profileTexts } from '../texts.ts';

/** An address as it is typed, the same in every language. */
const LINKEDIN_EXAMPLE = 'https://www.linkedin.com/in/your-name';

interface ProfileFormProps {
  initial: ProfileFormValues;
  onSaved: () => void;
  onCancel?: () => void;
}

/** Education, location, phone and linkdin, all required. */
export function ProfileForm({ initial, onSaved, onCancel }: ProfileFormProps) {
  const t = useTexts(profileTexts);
  const m = useMessageText();
  const { user } = useSession();
  const update = useUpdateProfile(user?.email);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });

  const onSubmit = handleSubmit((values) => {
    if (!user) return;
    update.mutate(values, { onSuccess: (result) => (result.acknowledged ? onSaved() : undefined) });
  });

  // Saving with nobody signed in says 'No user is logged in' and sends nothing.
  const failure = !user
    ? m(profileMessages.noUserLoggedIn)
    : update.error
      ? update.error instanceof ApiError && update.error.status === 401
        ? m(profileMessages.noUserLoggedIn)
        : update.error.message
      : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2" aria-label={t.editProfile}>
      <FormField label={t.education} autoComplete="off" error={errors.education} {...register('education')} />
      <FormField label={t.location} autoComplete="address-level2" error={errors.location} {...register('location')} />
      <FormField label={t.phone} type="tel" autoComplete="tel" error={errors.phone} {...register('phone')} />
      <FormField
        label={t.linkedIn}
        type="url"
        autoComplete="url"
        placeholder={LINKEDIN_EXAMPLE}
        error={errors.linkdin}
        {...register('linkdin')}
      />
      {failure ? (
        <Alert tone="error" className="sm:col-span-2">
          {failure}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" loading={update.isPending}>
          {t.saveProfile}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
