import { useId } from 'react';
import { useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { TOOL_LIMITS, VAT_RATES } from '@tools-bd/contract/messages';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';

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

const wholeNumber = { valueAsNumber: true } as const;
/** An empty cap means "no cap but the stock": null, which the API reads that way. */
/** "" is the shop's default rate when adding: the field is left out of the request. */
const vatRateValue = {
  setValueAs: (value: unknown) => (value === '' || value === undefined ? undefined : Number(value)),
} as const;
const optionalWholeNumber = {
  setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)),
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
  const breaks = useFieldArray({ control, name: 'priceBreaks' });
  const vatFieldId = useId();
  const breakErrors = errors.priceBreaks as
    (FieldError & { root?: FieldError } & Record<number, { minQuantity?: FieldError; price?: FieldError }>) | undefined;
  const listError = breakErrors?.message ?? breakErrors?.root?.message;

  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold">Wholesale rules</legend>
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
          label="Pack size"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          error={errors.packSize}
          {...register('packSize', wholeNumber)}
        />
        <FormField
          label="Max per order"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          hint="Empty: no limit but the stock."
          error={errors.maxPerOrder}
          {...register('maxPerOrder', optionalWholeNumber)}
        />
        <FormField
          label="Weight (g)"
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          max={TOOL_LIMITS.weightGramsMax}
          hint="One unit, packed: delivery is charged by weight."
          error={errors.weightGrams}
          {...register('weightGrams', wholeNumber)}
        />
        <div>
          <label htmlFor={vatFieldId} className="field-label">
            VAT rate
          </label>
          <select
            id={vatFieldId}
            className="field-input"
            aria-invalid={errors.vatRate ? true : undefined}
            aria-describedby={errors.vatRate ? `${vatFieldId}-error` : undefined}
            {...register('vatRate', vatRateValue)}
          >
            {offerShopDefaultVat ? <option value="">Shop default</option> : null}
            {VAT_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
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
        <p className="field-label">Price breaks</p>
        {breaks.fields.length === 0 ? (
          <p className="text-sm text-slate-600">None: every quantity pays the base price.</p>
        ) : null}
        <ul className="space-y-3">
          {breaks.fields.map((field, index) => (
            <li key={field.id} className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <FormField
                label={`Break ${index + 1}: from quantity`}
                type="number"
                inputMode="numeric"
                step="1"
                min="1"
                error={breakErrors?.[index]?.minQuantity}
                {...register(`priceBreaks.${index}.minQuantity`, wholeNumber)}
              />
              <FormField
                label={`Break ${index + 1}: unit price ($)`}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0.01"
                error={breakErrors?.[index]?.price}
                {...register(`priceBreaks.${index}.price`, wholeNumber)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="sm:mt-7"
                onClick={() => breaks.remove(index)}
                aria-label={`Remove price break ${index + 1}`}
              >
                Remove
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
          Add a price break
        </Button>
      </div>
    </fieldset>
  );
}
