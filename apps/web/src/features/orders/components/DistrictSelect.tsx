import { useId, type SelectHTMLAttributes } from 'react';
import type { FieldError } from 'react-hook-form';
import { BANGLADESH_DISTRICTS } from '@tools-bd/contract/messages';
import { useTexts } from '../../../lib/i18n/index.ts';
import { deliveryTexts } from '../deliveryTexts.ts';

interface DistrictSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  error?: FieldError | { message?: string };
}

/** The 64 districts, named in the page's language; the value is the official English spelling. Works with register(). */
export function DistrictSelect({ error, id, className = '', ...selectProps }: DistrictSelectProps) {
  const t = useTexts(deliveryTexts);
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="field-label">
        {t.district}
      </label>
      <select
        id={selectId}
        className="field-input"
        autoComplete="address-level2"
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={error?.message ? errorId : undefined}
        {...selectProps}
      >
        <option value="">{t.chooseDistrict}</option>
        {BANGLADESH_DISTRICTS.map((district) => (
          <option key={district} value={district}>
            {t.districtName(district)}
          </option>
        ))}
      </select>
      {error?.message ? (
        <p id={errorId} className="field-error">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
