import { useId } from 'react';
import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { TOOL_LIMITS, VAT_RATES } from '@tools-bd/contract/messages';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { numberValue, optionalNumberValue } from '../../../components/NumberInput.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { catalogAdminTexts } from '../adminTexts.ts';

/** The selling-rule fields both product forms share (the contract's newToolSchema / toolUpdateSchema check them). */
export interface SellingRulesForm {
  sku?: string;
  packSize?: number;
  maxPerOrder?: number | null;
  priceBreaks?: { minQuantity: number; price: number }[];
  /** Percent; left out (adding) means the shop's default rate. */
  vatRate?: number;
  /** One unit's weight in grams: delivery fees are charged by it. */
  weightGrams?: number;
}

/** "" is the shop's default rate when adding: the field is left out of the request. */
const vatRateValue = {
  setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
} as const;

/**
 * SKU, pack size, max per order, weight, VAT rate and up to 5 price breaks, inside a react-hook-form FormProvider.
 * Rule errors (e.g. a break not in whole packs) come from the contract's checkToolRules through the schema.
 */
export function SellingRulesFields({
  skuHint,
  offerShopDefaultVat = false,
}: {
  skuHint?: string;
  offerShopDefaultVat?: boolean;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SellingRulesForm>();
  const t = useTexts(catalogAdminTexts);
  const format = useFormat();
  const breaks = useFieldArray({ control, name: 'priceBreaks' });
  const vatFieldId = useId();
  const breakErrors = errors.priceBreaks as
    (FieldError & { root?: FieldError } & Record<number, { minQuantity?: FieldError; price?: FieldError }>) | undefined;
  const listError = breakErrors?.message ?? breakErrors?.root?.message;

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold">{t.wholesaleRules}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label="SKU"
          autoComplete="off"
          spellCheck={false}
          inputClassName="font-mono uppercase"
          hint={skuHint}
          error={errors.sku}
          {...register('sku')}
        />
        <FormField
          label={t.packSize}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          error={errors.packSize}
          {...register('packSize', numberValue)}
        />
        <FormField
          label={t.maxPerOrder}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          hint={t.maxPerOrderHint}
          error={errors.maxPerOrder}
          {...register('maxPerOrder', optionalNumberValue)}
        />
        <FormField
          label={t.weight}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max={TOOL_LIMITS.weightGramsMax}
          hint={t.weightHint}
          error={errors.weightGrams}
          {...register('weightGrams', numberValue)}
        />
        <div>
          <label htmlFor={vatFieldId} className="field-label">
            {t.vatRate}
          </label>
          <select
            id={vatFieldId}
            className="field-input"
            aria-invalid={errors.vatRate ? true : undefined}
            aria-describedby={errors.vatRate ? `${vatFieldId}-error` : undefined}
            {...register('vatRate', vatRateValue)}
          >
            {offerShopDefaultVat ? <option value="">{t.shopDefault}</option> : null}
            {VAT_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {t.percent(format.number(rate))}
              </option>
            ))}
          </select>
          {errors.vatRate ? (
            <p id={`${vatFieldId}-error`} className="field-error" role="alert">
              {errors.vatRate.message}
            </p>
          ) : null}
        </div>
      </div>
      <div>
        <p className="field-label">{t.priceBreaks}</p>
        {breaks.fields.length === 0 ? <p className="text-sm text-slate-600">{t.noPriceBreaks}</p> : null}
        <ul className="space-y-3">
          {breaks.fields.map((field, index) => (
            <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <FormField
                label={t.breakFrom(format.number(index + 1))}
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                error={breakErrors?.[index]?.minQuantity}
                {...register(`priceBreaks.${index}.minQuantity`, numberValue)}
              />
              <FormField
                label={t.breakPrice(format.number(index + 1))}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                error={breakErrors?.[index]?.price}
                {...register(`priceBreaks.${index}.price`, numberValue)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="sm:mt-7"
                onClick={() => breaks.remove(index)}
                aria-label={t.removeBreak(format.number(index + 1))}
              >
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
        {listError ? (
          <p className="field-error" role="alert">
            {listError}
          </p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={breaks.fields.length >= TOOL_LIMITS.priceBreaksMax}
          onClick={() => breaks.append({ minQuantity: Number.NaN, price: Number.NaN }, { shouldFocus: true })}
        >
          {t.addPriceBreak}
        </Button>
      </div>
    </fieldset>
  );
}
