import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useMessageText } from '../lib/i18n/index.ts';
import { useNumberInput } from './NumberInput.tsx';

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: FieldError | { message?: string };
  hint?: ReactNode;
  /** Extra classes for the input itself (className styles the wrapper). */
  inputClassName?: string;
}

/**
 * A labelled input whose error is tied to it for screen readers. Works with react-hook-form's register().
 * A `type="number"` field takes Bengali digits too (useNumberInput): read it with numberValue / typedNumber.
 */
export function FormField({
  label,
  error,
  hint,
  id,
  className = '',
  inputClassName = '',
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  // The form rules come from the contract, in English: shown in the page's language.
  const message = useMessageText();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const { min, max, step, onKeyDown } = inputProps;
  const inputMode = inputProps.inputMode === 'numeric' ? 'numeric' : 'decimal';
  const numberProps = useNumberInput({ min, max, step, inputMode, onKeyDown });
  const describedBy = [error?.message ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <input
        id={inputId}
        className={`field-input ${inputClassName}`.trim()}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={describedBy}
        {...inputProps}
        {...(inputProps.type === 'number' ? numberProps : {})}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} className="field-error">
          {message(error.message)}
        </p>
      ) : null}
    </div>
  );
}
