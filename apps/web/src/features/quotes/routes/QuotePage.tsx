import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from 'react-hook-form';
import type { CheckoutRequest, Quote } from '@tools-bd/contract';
import { quoteStatusLabels } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { ApiError, apiDownload } from '../../../lib/api.ts';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { lazyZodResolver, loadContract } from '../../../lib/lazyZodResolver.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../../identity/index.ts';
import { DistrictSelect, PaymentMethodChoice, usePublicSettings } from '../../orders/index.ts';
import { CheckoutCompanyFields } from '../../companies/index.ts';
import { newIdempotencyKey, useAcceptQuote, useQuote, useRejectQuote } from '../api.ts';
import { QuoteLines } from '../components/QuoteLines.tsx';
import { QuoteMessages } from '../components/QuoteMessages.tsx';
import { quoteTexts } from '../texts.ts';

/** A refusal (4xx) settles the attempt; the next try is a new one with a new key. */
const attemptIsOver = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Accept: the checkout's delivery and payment fields; the order is placed at the quoted prices. */
function AcceptForm({ quote }: { quote: Quote }) {
  const t = useTexts(quoteTexts);
  const { user } = useSession();
  const accept = useAcceptQuote(quote._id);
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);
  const settings = usePublicSettings();
  const methods = settings.data?.paymentMethods ?? ['card'];
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CheckoutRequest>({
    shouldUnregister: true,
    resolver: lazyZodResolver<CheckoutRequest>(() => loadContract().then((contract) => contract.checkoutRequestSchema)),
    mode: 'onTouched',
    defaultValues: { customerName: user?.name ?? '', phone: '', address: '', paymentMethod: 'card' },
  });
  const onSubmit = handleSubmit((form) => {
    attemptKey.current ??= newIdempotencyKey();
    accept.mutate(
      { form, idempotencyKey: attemptKey.current },
      {
        onSuccess: ({ order }) => navigate(`/dashboard/orders/${order._id}`),
        onError: (failure) => {
          if (attemptIsOver(failure)) attemptKey.current = null;
        },
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate className="card space-y-4 p-5" aria-labelledby="accept-heading">
      <h2 id="accept-heading" className="text-lg font-bold">
        {t.acceptHeading}
      </h2>
      <p className="text-sm text-slate-600">{t.acceptHint}</p>
      <CheckoutCompanyFields
        addressField={register('addressId', { setValueAs: (value: string) => value || undefined })}
        poNumberField={register('poNumber')}
        chosenAddress={watch('addressId')}
        poNumberError={errors.poNumber}
        typedAddress={
          <>
            <FormField label={t.name} autoComplete="name" error={errors.customerName} {...register('customerName')} />
            <FormField label={t.phone} type="tel" autoComplete="tel" error={errors.phone} {...register('phone')} />
            <FormField
              label={t.address}
              autoComplete="street-address"
              error={errors.address}
              {...register('address')}
            />
            <DistrictSelect error={errors.district} {...register('district')} />
          </>
        }
      />
      <PaymentMethodChoice methods={methods} field={register('paymentMethod')} error={errors.paymentMethod?.message} />
      {accept.error ? <Alert tone="error">{accept.error.message}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" loading={accept.isPending}>
        {t.accept}
      </Button>
    </form>
  );
}

/** /quotes/{id}: the lines with list and quoted prices, the messages, Accept, Reject and the PDF. */
export default function QuotePage() {
  const { id = '' } = useParams();
  const t = useTexts(quoteTexts);
  const m = useMessageText();
  const f = useFormat();
  const quote = useQuote(id);
  const reject = useRejectQuote(id);
  useDocumentTitle(quote.data ? t.quoteTitle(quote.data.number) : t.loading);
  if (quote.isPending) return <PageSpinner label={t.loading} />;
  if (quote.error) {
    return (
      <div className="container-page py-8">
        <Alert tone="error">{quote.error.message}</Alert>
      </div>
    );
  }
  const data = quote.data;
  const priced = data.status !== 'requested' && data.lines.every((line) => line.price !== null);
  return (
    <div className="container-page space-y-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{t.quoteTitle(data.number)}</h1>
          <p className="text-slate-700">
            {t.status}: <strong>{m(quoteStatusLabels[data.status])}</strong>
            {data.validUntil ? <> · {t.validUntilDay(f.date(`${data.validUntil}T12:00:00Z`))}</> : null}
          </p>
        </div>
        {priced ? (
          <Button
            variant="outline"
            onClick={() => void apiDownload(`/quotes/${data._id}/quote.pdf`, `${data.number}.pdf`)}
          >
            {t.pdf}
          </Button>
        ) : null}
      </div>
      {data.status === 'requested' ? <Alert tone="info">{t.notPricedYet}</Alert> : null}
      {data.orderId ? (
        <Alert tone="success">
          <Link to={`/dashboard/orders/${data.orderId}`} className="font-semibold underline">
            {t.openOrder}
          </Link>
        </Alert>
      ) : null}
      <section className="card space-y-3 p-5" aria-label={t.quoteTitle(data.number)}>
        <QuoteLines quote={data} />
        {data.note ? (
          <p>
            <strong>{t.yourNote}:</strong> {data.note}
          </p>
        ) : null}
        {data.shopNote ? (
          <p>
            <strong>{t.shopNote}:</strong> {data.shopNote}
          </p>
        ) : null}
      </section>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <QuoteMessages quote={data} />
        <div className="space-y-4">
          {data.status === 'quoted' ? <AcceptForm quote={data} /> : null}
          {data.status === 'requested' || data.status === 'quoted' ? (
            <div>
              {reject.error ? <Alert tone="error">{reject.error.message}</Alert> : null}
              <Button variant="outline" onClick={() => reject.mutate(undefined)} loading={reject.isPending}>
                {t.reject}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
