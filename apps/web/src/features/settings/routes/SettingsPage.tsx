import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SHOP_CURRENCIES,
  VAT_RATES,
  settingsFormSchema,
  settingsMessages,
  type SettingsForm,
  type SettingsUpdate,
  type ShopSettings,
} from '@tools-bd/contract';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSaveShopSettings, useShopSettings } from '../api.ts';
import { CouriersStatus } from '../../delivery/index.ts';

/** /dashboard/settings (admin): payment methods, the shop's identity and tax, checked by the contract's schema. */
export default function SettingsPage() {
  useDocumentTitle('Shop settings');
  const settings = useShopSettings();
  const save = useSaveShopSettings();
  if (settings.isPending) return <PageSpinner label="Loading the settings…" />;
  if (settings.error) return <Alert tone="error">{settings.error.message}</Alert>;
  // Keyed by the saved values: the form starts again from what the server kept.
  return <SettingsEditor key={settings.dataUpdatedAt} settings={settings.data} save={save} />;
}

function formValuesOf(settings: ShopSettings): SettingsForm {
  // The delivery zones are not among the page's fields: saving the page leaves them as they are.
  const { sslcommerzAvailable: _available, currencyLocked: _locked, shipping: _shipping, ...values } = settings;
  return values;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="card space-y-4 p-5 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function SettingsEditor({ settings, save }: { settings: ShopSettings; save: ReturnType<typeof useSaveShopSettings> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<SettingsForm, unknown, SettingsUpdate>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValuesOf(settings),
  });
  // SSLCommerz is offered only when the server has its store credentials.
  const methods = PAYMENT_METHODS.filter((method) => method !== 'sslcommerz' || settings.sslcommerzAvailable);
  const onSubmit = handleSubmit((values) => {
    // A locked currency is shown, not sent: the server would refuse a change anyway.
    const { currency, ...rest } = values;
    save.mutate(settings.currencyLocked ? rest : { ...rest, currency });
  });

  return (
    <div className="max-w-3xl">
      <h1 className="mb-4 text-2xl font-bold">Shop settings</h1>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <Section title="Payments">
          <div
            role="group"
            aria-labelledby="payment-methods-label"
            aria-describedby={errors.paymentMethods ? 'payment-methods-error' : undefined}
          >
            <p id="payment-methods-label" className="field-label">
              Payment methods buyers may choose
            </p>
            <div className="grid gap-2 sm:grid-cols-2">
              {methods.map((method) => (
                <label key={method} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" value={method} className="h-4 w-4" {...register('paymentMethods')} />
                  {PAYMENT_METHOD_LABELS[method]}
                </label>
              ))}
            </div>
            {settings.sslcommerzAvailable ? null : (
              <p className="mt-2 text-sm text-slate-600">
                SSLCommerz can be enabled once SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD are configured.
              </p>
            )}
            {errors.paymentMethods?.message ? (
              <p id="payment-methods-error" className="field-error">
                {errors.paymentMethods.message}
              </p>
            ) : null}
          </div>
          <FormField
            label={`Cash on delivery ceiling (${settings.currency})`}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            hint="Orders above this total cannot be paid on delivery."
            error={errors.codCeiling}
            {...register('codCeiling', { valueAsNumber: true })}
          />
          <div>
            <label htmlFor="bank-transfer-text" className="field-label">
              Bank transfer instructions
            </label>
            <textarea
              id="bank-transfer-text"
              rows={4}
              className="field-input"
              placeholder="Bank, branch, account name and number"
              aria-invalid={errors.bankTransferText ? true : undefined}
              aria-describedby={errors.bankTransferText ? 'bank-transfer-text-error' : undefined}
              {...register('bankTransferText')}
            />
            {errors.bankTransferText?.message ? (
              <p id="bank-transfer-text-error" className="field-error">
                {errors.bankTransferText.message}
              </p>
            ) : null}
          </div>
        </Section>

        <Section title="Shop identity">
          <FormField
            label="Legal name"
            autoComplete="organization"
            error={errors.legalName}
            {...register('legalName')}
          />
          <FormField label="Address" autoComplete="street-address" error={errors.address} {...register('address')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Phone" type="tel" autoComplete="tel" error={errors.phone} {...register('phone')} />
            <FormField label="E-mail" type="email" autoComplete="email" error={errors.email} {...register('email')} />
          </div>
          <FormField
            label="BIN"
            inputMode="numeric"
            hint="Business Identification Number: 13 digits."
            error={errors.bin}
            {...register('bin')}
          />
        </Section>

        <Section title="Tax">
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="settings-currency" className="field-label">
                Currency
              </label>
              <select
                id="settings-currency"
                className="field-input"
                disabled={settings.currencyLocked}
                aria-describedby={settings.currencyLocked ? 'settings-currency-locked' : undefined}
                {...register('currency')}
              >
                {SHOP_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
              {settings.currencyLocked ? (
                <p id="settings-currency-locked" className="mt-1 text-sm text-slate-600">
                  {settingsMessages.currencyLocked}.
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="settings-vat-rate" className="field-label">
                Default VAT rate
              </label>
              <select
                id="settings-vat-rate"
                className="field-input"
                {...register('defaultVatRate', { setValueAs: Number })}
              >
                {VAT_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate} %
                  </option>
                ))}
              </select>
            </div>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4" {...register('pricesIncludeVat')} />
            Prices include VAT
          </label>
        </Section>

        {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
        {save.isSuccess && !isDirty ? <Alert tone="success">{settingsMessages.saved}</Alert> : null}
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </form>
      <div className="mt-6">
        <CouriersStatus />
      </div>
    </div>
  );
}
