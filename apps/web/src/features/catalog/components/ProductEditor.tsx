import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { nameIn, toolUpdateSchema, type AdminTool, type ToolUpdate } from '@tools-bd/contract';
import type { z } from 'zod';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { numberValue } from '../../../components/NumberInput.tsx';
import { useUpdateTool } from '../adminApi.ts';
import { SellingRulesFields } from './SellingRulesFields.tsx';
import { BanglaContentFields } from './BanglaContentFields.tsx';
import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { catalogAdminTexts } from '../adminTexts.ts';

type ToolUpdateForm = z.input<typeof toolUpdateSchema>;

interface ProductEditorProps {
  tool: AdminTool;
  onDone: (saved: boolean) => void;
}

/** Inline edit of price, stock, minimum and the wholesale rules; placed orders keep the prices they were placed at. */
export function ProductEditor({ tool, onDone }: ProductEditorProps) {
  const t = useTexts(catalogAdminTexts);
  const { language } = useFormat();
  const update = useUpdateTool();
  const form = useForm<ToolUpdateForm, unknown, ToolUpdate>({
    resolver: zodResolver(toolUpdateSchema),
    defaultValues: {
      price: tool.price,
      availableItem: tool.availableItem,
      minPurse: tool.minPurse,
      sku: tool.sku,
      packSize: tool.packSize,
      maxPerOrder: tool.maxPerOrder,
      priceBreaks: tool.priceBreaks,
      vatRate: tool.vatRate,
      weightGrams: tool.weightGrams,
      nameBn: tool.nameBn ?? '',
      descriptionBn: tool.descriptionBn ?? '',
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  const onSubmit = handleSubmit((values) => {
    // The sketch's three fields go as before; a wholesale rule only when it was changed, so an
    // edit of the price never rewrites the SKU or the breaks someone else just saved.
    const { price, availableItem, minPurse } = values;
    const dirty = form.formState.dirtyFields;
    const change: ToolUpdate = { price, availableItem, minPurse };
    if (dirty.sku) change.sku = values.sku;
    if (dirty.packSize) change.packSize = values.packSize;
    if (dirty.maxPerOrder) change.maxPerOrder = values.maxPerOrder;
    if (dirty.priceBreaks) change.priceBreaks = values.priceBreaks;
    if (dirty.vatRate) change.vatRate = values.vatRate;
    if (dirty.weightGrams) change.weightGrams = values.weightGrams;
    if (dirty.nameBn) change.nameBn = values.nameBn;
    if (dirty.descriptionBn) change.descriptionBn = values.descriptionBn;
    update.mutate({ id: tool._id, change }, { onSuccess: () => onDone(true) });
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
        aria-label={t.editTool(nameIn(tool, language))}
      >
        <div className="grid gap-3 sm:grid-cols-3">
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
            label={t.stock}
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            error={errors.availableItem}
            {...register('availableItem', numberValue)}
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
        <SellingRulesFields />
        <BanglaContentFields />
        {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
        <div className="flex gap-2">
          <Button type="submit" size="sm" loading={update.isPending}>
            {t.save}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDone(false)}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
