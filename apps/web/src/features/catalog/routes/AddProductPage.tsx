import { useCallback, useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_WEIGHT_GRAMS, catalogMessages, newToolSchema, type NewTool } from '@tools-bd/contract';
import type { z } from 'zod';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { numberValue } from '../../../components/NumberInput.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useAddTool } from '../adminApi.ts';
import { ProductImageInput } from '../components/ProductImageInput.tsx';
import { SellingRulesFields } from '../components/SellingRulesFields.tsx';
import { BanglaContentFields } from '../components/BanglaContentFields.tsx';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { catalogAdminTexts } from '../adminTexts.ts';

type NewToolForm = z.input<typeof newToolSchema>;

const emptyForm: Partial<NewToolForm> = {
  name: '',
  description: '',
  nameBn: '',
  descriptionBn: '',
  img: '',
  sku: '',
  packSize: 1,
  maxPerOrder: null,
  priceBreaks: [],
  vatRate: undefined,
  weightGrams: DEFAULT_WEIGHT_GRAMS,
};

/** /dashboard/addProduct (admin): the add form; the same schema checks it here and on the server. */
export default function AddProductPage() {
  const t = useTexts(catalogAdminTexts);
  const m = useMessageText();
  useDocumentTitle(t.addProduct);
  const addTool = useAddTool();
  const [uploading, setUploading] = useState(false);
  const [resetKey, setResetKey] = useState(0);
  const form = useForm<NewToolForm, unknown, NewTool>({
    // Checked on submit, then as the admin corrects: a message appearing on blur would move the
    // button under a click that is already on its way and swallow it.
    resolver: zodResolver(newToolSchema),
    defaultValues: emptyForm,
  });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitted },
  } = form;
  // The picture has its own control (address or upload), so the field is registered by hand.
  useEffect(() => {
    register('img');
  }, [register]);
  const img = watch('img') ?? '';
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);

  const onSubmit = handleSubmit(({ nameBn, descriptionBn, ...tool }) =>
    // Bangla content only when given: without it the request is the one the form always sent.
    addTool.mutate(
      { ...tool, ...(nameBn ? { nameBn } : {}), ...(descriptionBn ? { descriptionBn } : {}) },
      {
        onSuccess: () => {
          window.alert(m(catalogMessages.toolAdded));
          // No values: the native form reset empties the number inputs too.
          reset();
          setResetKey((key) => key + 1);
        },
      },
    ),
  );

  return (
    <div className="max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold">{t.addProduct}</h1>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="card space-y-5 p-5 sm:p-6">
          <FormField label={t.productName} autoComplete="off" error={errors.name} {...register('name')} />
          <div>
            <label htmlFor="product-description" className="field-label">
              {t.description}
            </label>
            <textarea
              id="product-description"
              rows={4}
              className="field-input"
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'product-description-error' : undefined}
              {...register('description')}
            />
            {errors.description?.message ? (
              <p id="product-description-error" className="field-error">
                {m(errors.description.message)}
              </p>
            ) : null}
          </div>
          <BanglaContentFields />
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label={t.priceDollars}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0.01"
              error={errors.price}
              {...register('price', numberValue)}
            />
            <FormField
              label={t.availableQuantity}
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              error={errors.availableItem}
              {...register('availableItem', numberValue)}
            />
            <FormField
              label={t.quantity}
              type="number"
              inputMode="numeric"
              step="1"
              min="0"
              hint={t.quantityHint}
              error={errors.quentity}
              {...register('quentity', numberValue)}
            />
            <FormField
              label={t.minimumOrder}
              type="number"
              inputMode="numeric"
              step="1"
              min="1"
              error={errors.minPurse}
              {...register('minPurse', numberValue)}
            />
          </div>
          <SellingRulesFields skuHint={t.skuMadeUp('TBD-000123')} offerShopDefaultVat />
          <ProductImageInput
            key={resetKey}
            value={img}
            onChange={(value) => setValue('img', value, { shouldValidate: isSubmitted, shouldDirty: true })}
            error={errors.img?.message}
            onUploadingChange={onUploadingChange}
          />
          {addTool.error ? <Alert tone="error">{addTool.error.message}</Alert> : null}
          <Button type="submit" loading={addTool.isPending} disabled={uploading} className="w-full sm:w-auto">
            {t.addProduct}
          </Button>
        </form>
      </FormProvider>
    </div>
  );
}
