import { useFormat, useTexts } from '../../../lib/i18n/index.ts';
import { useShippingQuote } from '../api.ts';
import { deliveryTexts } from '../deliveryTexts.ts';

interface DeliveryFeeLineProps {
  /** The chosen district; nothing is asked until there is one. */
  district: string | undefined;
  /** The goods' total the fee is added to. */
  subtotal: number;
  /** Changes whenever the cart does, so the fee is asked again. */
  cartVersion: unknown;
}

/** The fee of delivering the buyer's cart to the chosen district (free from the zone's threshold), and the total with it. */
export function DeliveryFeeLine({ district, subtotal, cartVersion }: DeliveryFeeLineProps) {
  const t = useTexts(deliveryTexts);
  const format = useFormat();
  const quote = useShippingQuote(district, cartVersion);
  if (!district) return <p className="text-sm text-slate-600">{t.deliveryFeeHint}</p>;
  if (quote.isError)
    return (
      <p role="alert" className="field-error">
        {quote.error.message || t.quoteFailed}
      </p>
    );
  if (!quote.data) return null;
  const { fee, zone, weightGrams, freeAbove } = quote.data;
  return (
    <dl className="space-y-1 rounded-md bg-slate-50 p-3 text-sm" aria-live="polite" data-testid="delivery-fee">
      <div className="flex justify-between gap-4">
        <dt>{t.deliveryFee(zone)}</dt>
        <dd className="font-semibold">{fee === 0 ? t.freeDelivery : format.price(fee)}</dd>
      </div>
      {freeAbove === undefined ? null : (
        <div className="flex justify-between gap-4 text-slate-600" data-testid="free-delivery-above">
          <dt>{t.freeAbove(format.price(freeAbove))}</dt>
          <dd />
        </div>
      )}
      <div className="flex justify-between gap-4 text-slate-600">
        <dt>{t.weight(format.number(Math.ceil(weightGrams / 100) / 10))}</dt>
        <dd />
      </div>
      <div className="flex justify-between gap-4 text-base font-bold">
        <dt>{t.total}</dt>
        <dd>{format.price(Math.round((subtotal + fee) * 100) / 100)}</dd>
      </div>
    </dl>
  );
}
