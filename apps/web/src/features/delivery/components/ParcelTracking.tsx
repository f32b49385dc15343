import type { Order } from '@tools-bd/contract';
import { courierLabels, shipmentStateLabels } from '@tools-bd/contract/messages';
import { useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { deliveryTexts } from '../texts.ts';

/** The order's parcel as the buyer sees it: courier, tracking number, its link and state. */
export function ParcelTracking({ shipment }: { shipment: Order['shipment'] }) {
  const t = useTexts(deliveryTexts);
  const m = useMessageText('delivery');
  if (!shipment) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="parcel-tracking">
      <span className="font-semibold">{t.courier}:</span> {m(courierLabels[shipment.courier])}
      {' · '}
      <span className="font-semibold">{t.trackingNumber}:</span>{' '}
      <span className="font-mono">{shipment.trackingNumber}</span>
      {shipment.status ? ` · ${m(shipmentStateLabels[shipment.status])}` : null}
      {shipment.trackingUrl ? (
        <>
          {' · '}
          <a className="link" href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
            {t.trackParcel}
          </a>
        </>
      ) : null}
    </p>
  );
}
