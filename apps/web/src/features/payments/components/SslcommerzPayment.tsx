import { useState } from 'react';
import { sslcommerzMessages } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { usePublicPaymentSettings, useSslcommerzSession } from '../api.ts';
import { useTexts } from '../../../lib/i18n/index.ts';
import { paymentTexts } from '../texts.ts';

/** Leaves the shop for SSLCommerz's page; the button stays busy until the browser has gone. */
export function SslcommerzPayButton({ orderId }: { orderId: string }) {
  const session = useSslcommerzSession();
  const [leaving, setLeaving] = useState(false);
  const pay = () =>
    session.mutate(orderId, {
      onSuccess: ({ redirectUrl }) => {
        setLeaving(true);
        window.location.assign(redirectUrl);
      },
    });
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{sslcommerzMessages.payHint}</p>
      {session.isError ? <Alert tone="error">{session.error.message}</Alert> : null}
      <Button onClick={pay} loading={session.isPending || leaving}>
        {sslcommerzMessages.payButton}
      </Button>
      <p className="min-h-5 text-sm text-slate-600" aria-live="polite">
        {leaving ? sslcommerzMessages.redirecting : null}
      </p>
    </div>
  );
}

/**
 * The payment page's SSLCommerz choice: shown for an unpaid, open order when the shop takes
 * SSLCommerz (settings), nothing otherwise. Its height is reserved while settings load.
 */
export function SslcommerzPaymentSection({ order }: { order: Order }) {
  const t = useTexts(paymentTexts);
  const settings = usePublicPaymentSettings();
  const payable = order.paymentStatus === 'unpaid' && order.status !== 'cancelled';
  if (!payable || settings.isError || (settings.isSuccess && !settings.data.paymentMethods.includes('sslcommerz')))
    return null;
  return (
    <section className="card p-5 sm:p-6" aria-labelledby="payment-sslcommerz-heading">
      <h2 id="payment-sslcommerz-heading" className="mb-3 text-xl font-bold">
        {t.sslcommerzHeading}
      </h2>
      {settings.isPending ? (
        <div className="min-h-24" aria-hidden="true" />
      ) : (
        <SslcommerzPayButton orderId={order._id} />
      )}
    </section>
  );
}
