import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GUEST_PRICES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  SHOP_CURRENCIES,
  SMS_EVENTS,
  VAT_RATES,
  guestPricesSchema,
  settingsFormSchema,
  settingsMessages,
  smsSwitchesSchema,
  type SettingsForm,
  type SettingsUpdate,
  type ShopSettings,
} from '@tools-bd/contract';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { numberValue } from '../../../components/NumberInput.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSaveShopSettings, useShopSettings } from '../api.ts';
import { CouriersStatus } from '../../delivery/index.ts';
import { DeliveryZonesEditor } from '../components/DeliveryZonesEditor.tsx';
import { settingsTexts } from '../texts.ts';

/** The page's main form: the contract's settings form, plus who sees prices and the SMS switches. */
const pageFormSchema = settingsFormSchema.extend({ guestPrices: guestPricesSchema, sms: smsSwitchesSchema });
type PageForm = z.input<typeof pageFormSchema>;

/**
 * /dashboard/settings (admin): payment methods, the shop's identity and tax, who sees prices and
 * the SMS per event in one form, the delivery zones in a form of their own, the couriers set up;
 * each form checked by the contract's schema before it is sent.
 */
export default function SettingsPage() {
  const t = useTexts(settingsTexts);
  useDocumentTitle(t.heading);
  const settings = useShopSettings();
  if (settings.isPending) return <PageSpinner label={t.loading} />;
  if (settings.error) return <Alert tone="error">{settings.error.message}</Alert>;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <SettingsEditor settings={settings.data} />
      <DeliveryZonesEditor settings={settings.data} />
      <CouriersStatus />
    </div>
  );
}

function formValuesOf(settings: ShopSettings): SettingsForm & Pick<PageForm, 'guestPrices' | 'sms'> {
  // The delivery zones have their own form: saving this one leaves them as they are.
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

function SettingsEditor({ settings }: { settings: ShopSettings }) {
  const t = useTexts(settingsTexts);
  const message = useMessageText();
  const format = useFormat();
  const save = useSaveShopSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PageForm, unknown, SettingsUpdate>({
    resolver: zodResolver(pageFormSchema),
    defaultValues: formValuesOf(settings),
  });
  // SSLCommerz is offered only when the server has its store credentials.
  const methods = PAYMENT_METHODS.filter((method) => method !== 'sslcommerz' || settings.sslcommerzAvailable);
  const onSubmit = handleSubmit((values) => {
    // A locked currency is shown, not sent: the server would refuse a change anyway.
    const { currency, ...rest } = values;
    // The form starts again from what the server kept.
    save.mutate(settings.currencyLocked ? rest : { ...rest, currency }, {
      onSuccess: (saved) => reset(formValuesOf(saved)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <Section title={t.payments}>
        <div
          role="group"
          aria-labelledby="payment-methods-label"
          aria-describedby={errors.paymentMethods ? 'payment-methods-error' : undefined}
        >
          <p id="payment-methods-label" className="field-label">
            {t.paymentMethods}
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {methods.map((method) => (
              <label key={method} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={method} className="h-4 w-4" {...register('paymentMethods')} />
                {message(PAYMENT_METHOD_LABELS[method])}
              </label>
            ))}
          </div>
          {settings.sslcommerzAvailable ? null : <p className="mt-2 text-sm text-slate-600">{t.sslcommerzHint}</p>}
          {errors.paymentMethods?.message ? (
            <p id="payment-methods-error" className="field-error">
              {message(errors.paymentMethods.message)}
            </p>
          ) : null}
        </div>
        <FormField
          label={t.codCeiling(settings.currency)}
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          hint={t.codCeilingHint}
          error={errors.codCeiling}
          {...register('codCeiling', numberValue)}
        />
        <div>
          <label htmlFor="bank-transfer-text" className="field-label">
            {t.bankTransferText}
          </label>
          <textarea
            id="bank-transfer-text"
            rows={4}
            className="field-input"
            placeholder={t.bankTransferPlaceholder}
            aria-invalid={errors.bankTransferText ? true : undefined}
            aria-describedby={errors.bankTransferText ? 'bank-transfer-text-error' : undefined}
            {...register('bankTransferText')}
          />
          {errors.bankTransferText?.message ? (
            <p id="bank-transfer-text-error" className="field-error">
              {message(errors.bankTransferText.message)}
            </p>
          ) : null}
        </div>
      </Section>

      <Section title={t.identity}>
        <FormField
          label={t.legalName}
          autoComplete="organization"
          error={errors.legalName}
          {...register('legalName')}
        />
        <FormField label={t.address} autoComplete="street-address" error={errors.address} {...register('address')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.phone} type="tel" autoComplete="tel" error={errors.phone} {...register('phone')} />
          <FormField label={t.email} type="email" autoComplete="email" error={errors.email} {...register('email')} />
        </div>
        <FormField label={t.bin} inputMode="numeric" hint={t.binHint} error={errors.bin} {...register('bin')} />
      </Section>

      <Section title={t.tax}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="settings-currency" className="field-label">
              {t.currency}
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
                {message(settingsMessages.currencyLocked)}.
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="settings-vat-rate" className="field-label">
              {t.defaultVatRate}
            </label>
            <select
              id="settings-vat-rate"
              className="field-input"
              {...register('defaultVatRate', { setValueAs: Number })}
            >
              {VAT_RATES.map((rate) => (
                <option key={rate} value={rate}>
                  {t.vatRate(format.number(rate))}
                </option>
              ))}
            </select>
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4" {...register('pricesIncludeVat')} />
          {t.pricesIncludeVat}
        </label>
      </Section>

      <Section title={t.tradePrices}>
        <div role="radiogroup" aria-labelledby="guest-prices-label" aria-describedby="guest-prices-hint">
          <p id="guest-prices-label" className="field-label">
            {t.guestPrices}
          </p>
          {GUEST_PRICES.map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm">
              <input type="radio" value={choice} className="h-4 w-4" {...register('guestPrices')} />
              {choice === 'show' ? t.guestPricesShow : t.guestPricesHide}
            </label>
          ))}
          <p id="guest-prices-hint" className="mt-2 text-sm text-slate-600">
            {t.guestPricesHint}
          </p>
        </div>
      </Section>

      <Section title={t.sms}>
        <p className="text-sm text-slate-600">{t.smsHint}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {SMS_EVENTS.map((event) => (
            <label key={event} className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="h-4 w-4" {...register(`sms.${event}`)} />
              {t.smsEvents[event]}
            </label>
          ))}
        </div>
      </Section>

      {save.error ? <Alert tone="error">{save.error.message}</Alert> : null}
      {save.isSuccess && !isDirty ? <Alert tone="success">{message(settingsMessages.saved)}</Alert> : null}
      <Button type="submit" loading={save.isPending}>
        {t.save}
      </Button>
    </form>
  );
}
