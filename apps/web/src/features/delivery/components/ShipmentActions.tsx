import { useState, type FormEvent } from 'react';
import type { Courier, Order } from '@tools-bd/contract';
import { courierLabels, nextStatuses, shipmentStateLabels } from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { useBookShipment, useCouriers, useReceivedBack, useShipments } from '../api.ts';
import { deliveryTexts } from '../texts.ts';

/** Book a courier for an order that may be shipped: the courier's answer (its tracking number or its reason) shown. */
function BookCourier({ order }: { order: Order }) {
  const t = useTexts(deliveryTexts);
  const m = useMessageText('delivery');
  const { price } = useFormat();
  const couriers = useCouriers();
  const book = useBookShipment(order._id);
  const [courier, setCourier] = useState<Courier>('manual');
  const [courierName, setCourierName] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    book.mutate({
      courier,
      note: note.trim() || undefined,
      ...(courier === 'manual' ? { courierName: courierName.trim(), trackingNumber: trackingNumber.trim() } : {}),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t.bookCourier}>
      <h3 className="font-bold">{t.bookCourier}</h3>
      {order.paymentMethod === 'cod' ? (
        <p className="text-sm text-slate-700">
          {t.codToCollect}: {price(order.balanceDue)}
        </p>
      ) : null}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="field-label">{t.courier}</legend>
        {(couriers.data ?? [{ courier: 'manual' as const, configured: true, live: null, webhook: false }]).map(
          (entry) => (
            <label key={entry.courier} className="flex items-center gap-2">
              <input
                type="radio"
                name="courier"
                value={entry.courier}
                checked={courier === entry.courier}
                disabled={!entry.configured}
                onChange={() => setCourier(entry.courier)}
              />
              {m(courierLabels[entry.courier])}
              {entry.configured ? null : <span className="text-xs text-slate-500">({t.notConfigured})</span>}
            </label>
          ),
        )}
      </fieldset>
      {courier === 'manual' ? (
        <>
          <FormField
            label={t.courierName}
            value={courierName}
            maxLength={100}
            required
            onChange={(event) => setCourierName(event.target.value)}
          />
          <FormField
            label={t.trackingNumber}
            value={trackingNumber}
            maxLength={100}
            required
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
        </>
      ) : null}
      <FormField label={t.note} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      {book.error ? <Alert tone="error">{book.error.message}</Alert> : null}
      {book.data ? <Alert tone="success">{t.booked(book.data.courierName, book.data.trackingNumber)}</Alert> : null}
      <Button type="submit" loading={book.isPending}>
        {t.book}
      </Button>
    </form>
  );
}

/** The order's shipments and their courier states (admin). */
function ShipmentStatus({ order }: { order: Order }) {
  const t = useTexts(deliveryTexts);
  const m = useMessageText('delivery');
  const shipments = useShipments(order._id);
  if (!shipments.data || shipments.data.length === 0) return null;
  return (
    <div className="space-y-1" data-testid="shipment-status">
      <h3 className="font-bold">{t.parcel}</h3>
      {shipments.data.map((shipment) => (
        <p key={shipment._id} className="text-sm">
          {shipment.courierName} · <span className="font-mono">{shipment.trackingNumber}</span> ·{' '}
          <span className="font-semibold">{m(shipmentStateLabels[shipment.status])}</span>
          {shipment.courierStatus ? ` (${shipment.courierStatus})` : null}
          {shipment.trackingUrl ? (
            <>
              {' · '}
              <a className="link" href={shipment.trackingUrl} target="_blank" rel="noreferrer noopener">
                {t.trackParcel}
              </a>
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}

/** A returned order's parcel back at the shop: once; the server answers 409 after that. */
function ReceivedBack({ order }: { order: Order }) {
  const t = useTexts(deliveryTexts);
  const received = useReceivedBack(order._id);
  if (order.status !== 'returned') return null;
  const onClick = () => {
    if (window.confirm(t.confirmReceivedBack)) received.mutate();
  };
  return (
    <div className="space-y-2">
      <h3 className="font-bold">{t.receivedBack}</h3>
      <p className="text-sm text-slate-700">{t.receivedBackHint}</p>
      {received.error ? <Alert tone="error">{received.error.message}</Alert> : null}
      {received.isSuccess ? <Alert tone="success">{t.receivedBackDone}</Alert> : null}
      <Button onClick={onClick} loading={received.isPending} disabled={received.isSuccess}>
        {t.receivedBack}
      </Button>
    </div>
  );
}

/** The admin's delivery actions on the order page: book a courier, follow the parcel, take it back. */
export function ShipmentActions({ order }: { order: Order }) {
  const shippable = nextStatuses(order).includes('shipped');
  return (
    <>
      {shippable ? <BookCourier order={order} /> : null}
      <ShipmentStatus order={order} />
      <ReceivedBack order={order} />
    </>
  );
}
