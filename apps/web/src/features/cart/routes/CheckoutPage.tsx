import { useCallback, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import type { CartView, CheckoutRequest } from '@tools-bd/contract';
import { cartMessages } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { PageSpinner } from '../../../components/Spinner.tsx';
import { ApiError } from '../../../lib/api.ts';
import { lazyZodResolver, loadContract } from '../../../lib/lazyZodResolver.ts';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { useSession } from '../../identity/index.ts';
import {
  DeliveryFeeLine,
  DistrictSelect,
  PaymentMethodChoice,
  usePublicSettings,
  useShippingQuote,
} from '../../orders/index.ts';
import { CheckoutCompanyFields } from '../../companies/index.ts';
import { OnAccountChoice } from '../../accounts/index.ts';
import { newIdempotencyKey, useCart, useCheckout } from '../api.ts';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { checkoutTexts } from '../checkoutTexts.ts';

/**
 * A retry of the same attempt (the network dropped, the server failed) must send the same key so
 * the server answers with the order it may already have placed. An answer that settles the
 * attempt (a 4xx: the cart must change first) ends it: the next try is a new attempt.
 */
const attemptIsOver = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The delivery form beside the summary; it is prefilled from the account, so it renders once the session is known. */
function CheckoutForm({ cart }: { cart: CartView }) {
  const t = useTexts(checkoutTexts);
  const message = useMessageText();
  const { user } = useSession();
  const checkout = useCheckout();
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);
  const settings = usePublicSettings();
  // Until the settings answer, card (the shop's default) is offered alone.
  const methods = settings.data?.paymentMethods ?? ['card'];
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<CheckoutRequest>({
    // A saved address hides the typed one: its fields then leave the request.
    shouldUnregister: true,
    resolver: lazyZodResolver<CheckoutRequest>(() => loadContract().then((contract) => contract.checkoutRequestSchema)),
    mode: 'onTouched',
    defaultValues: { customerName: user?.name ?? '', phone: '', address: '', paymentMethod: 'card' },
  });
  const district = watch('district');
  // The same query as the fee line beside it: the order's total with its delivery fee, once known.
  const quote = useShippingQuote(district || undefined, cart.lines);
  const total = Math.round((cart.subtotal + (quote.data?.fee ?? 0)) * 100) / 100;
  const firstMethod = methods[0] ?? 'card';
  const chooseFirstMethod = useCallback(() => setValue('paymentMethod', firstMethod), [setValue, firstMethod]);

  const onSubmit = handleSubmit((form) => {
    attemptKey.current ??= newIdempotencyKey();
    checkout.mutate(
      { form, idempotencyKey: attemptKey.current },
      {
        // A bank transfer's order page shows the account and the reference to quote.
        onSuccess: ({ order }) =>
          navigate(order.paymentMethod === 'bank_transfer' ? `/dashboard/orders/${order._id}` : '/dashboard/myOrders'),
        onError: (failure) => {
          if (attemptIsOver(failure)) attemptKey.current = null;
        },
      },
    );
  });

  const hasProblems = cart.lines.some((line) => line.problem);
  // After success the cart is empty while the next page opens: keep the form until then.
  if (cart.lines.length === 0 && !checkout.isSuccess) {
    return (
      <Alert tone="info">
        {message(cartMessages.cartEmpty)}.{' '}
        <Link to="/" className="font-semibold underline">
          {t.browseTools}
        </Link>
      </Alert>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <form
        onSubmit={onSubmit}
        noValidate
        className="card space-y-4 p-5 sm:p-6"
        aria-labelledby="checkout-form-heading"
      >
        <h2 id="checkout-form-heading" className="text-xl font-bold">
          {t.delivery}
        </h2>
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
        <DeliveryFeeLine district={district || undefined} subtotal={cart.subtotal} cartVersion={cart.lines} />
        <PaymentMethodChoice
          methods={methods}
          field={register('paymentMethod')}
          error={errors.paymentMethod?.message}
        />
        <OnAccountChoice
          field={register('paymentMethod')}
          total={total}
          chosen={watch('paymentMethod') === 'on_account'}
          onUnavailable={chooseFirstMethod}
        />
        {hasProblems ? (
          <Alert tone="error">
            {message(cartMessages.cartHasProblems)}.{' '}
            <Link to="/cart" className="font-semibold underline">
              {t.backToCart}
            </Link>
          </Alert>
        ) : null}
        {checkout.error ? <Alert tone="error">{checkout.error.message}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={hasProblems} loading={checkout.isPending}>
          {t.placeOrder}
        </Button>
      </form>
      <OrderSummary cart={cart} />
    </div>
  );
}

/** /checkout: who receives the order and the summary; one atomic order of every cart line. */
export default function CheckoutPage() {
  const t = useTexts(checkoutTexts);
  const message = useMessageText();
  useDocumentTitle(t.title);
  const session = useSession();
  const { cart, isPending, error } = useCart();
  if (isPending || session.status === 'loading') return <PageSpinner label={t.loading} />;
  return (
    <div className="container-page py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{message(cartMessages.checkout)}</h1>
      {error || !cart ? <Alert tone="error">{error?.message ?? t.cartFailed}</Alert> : <CheckoutForm cart={cart} />}
    </div>
  );
}
