import { useId } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { FormField } from '../../../components/FormField.tsx';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { banglaContentTexts } from '../banglaContentTexts.ts';

/** A product's Bangla name and description (both optional), inside a form that has `nameBn` and `descriptionBn`. */
export function BanglaContentFields() {
  const t = useTexts(banglaContentTexts);
  const m = useMessageText();
  const descriptionId = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<{ nameBn?: string | null; descriptionBn?: string | null }>();
  const descriptionError = errors.descriptionBn as FieldError | undefined;
  return (
    <div className="space-y-3">
      <FormField
        label={t.nameBn}
        lang="bn"
        autoComplete="off"
        hint={t.hint}
        error={errors.nameBn as FieldError | undefined}
        {...register('nameBn')}
      />
      <div>
        <label htmlFor={descriptionId} className="field-label">
          {t.descriptionBn}
        </label>
        <textarea
          id={descriptionId}
          lang="bn"
          rows={3}
          className="field-input"
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
          {...register('descriptionBn')}
        />
        {descriptionError?.message ? (
          <p id={`${descriptionId}-error`} className="field-error">
            {m(descriptionError.message)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
