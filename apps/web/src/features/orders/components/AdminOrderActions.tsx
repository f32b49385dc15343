import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@tools-bd/contract';
import {
  lifecycleMessages,
  nextStatuses,
  orderStatusLabels,
  type OrderStatus,
  orderNameIn,
} from '@tools-bd/contract/messages';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormField } from '../../../components/FormField.tsx';
import { typedNumber } from '../../../components/NumberInput.tsx';
import { ShipmentActions } from '../../delivery/index.ts';
import { useChangeOrderStatus, useRecordPayment, useRefundOrder } from '../api.ts';
import { useMessageText, useTexts, useFormat } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

/** Move the order through the lifecycle's table, with a note (courier, tracking number). */
function StatusChange({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const choices = nextStatuses(order);
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [note, setNote] = useState('');
  const change = useChangeOrderStatus();
  const selectId = useId();
  if (choices.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!status) return;
    change.mutate(
      { id: order._id, status, note: note.trim() || undefined },
      { onSuccess: () => (setStatus(''), setNote('')) },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t.changeStatus}>
      <h3 className="font-bold">{t.changeStatus}</h3>
      {order.status === 'pending' && order.paymentMethod === 'cod' ? (
        <p className="text-sm text-slate-700">{m(lifecycleMessages.codConfirmHint)}</p>
      ) : null}
      <div>
        <label htmlFor={selectId} className="field-label">
          {t.newStatus}
        </label>
        <select
          id={selectId}
          className="field-input"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
          required
        >
          <option value="">{t.choose}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {m(orderStatusLabels[choice])}
            </option>
          ))}
        </select>
      </div>
      <FormField label={t.statusNote} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
      <Button type="submit" loading={change.isPending} disabled={!status}>
        {t.saveStatus}
      </Button>
    </form>
  );
}

/**
 * Record cash collected or a bank transfer received; a part leaves the balance due. A cancelled or
 * returned order takes no payments (a returned one's money goes back when it is received back).
 */
function RecordPayment({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  const [amount, setAmount] = useState(String(order.balanceDue));
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState('');
  const record = useRecordPayment();
  if (
    !(order.paymentMethod === 'cod' || order.paymentMethod === 'bank_transfer') ||
    order.balanceDue <= 0 ||
    order.status === 'cancelled' ||
    order.status === 'returned'
  )
    return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    record.mutate(
      {
        id: order._id,
        amount: typedNumber(amount),
        reference,
        ...(receivedOn ? { receivedAt: new Date(`${receivedOn}T12:00:00`).toISOString() } : {}),
      },
      { onSuccess: (saved) => (setAmount(String(saved.balanceDue)), setReference('')) },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t.recordAPayment}>
      <h3 className="font-bold">{t.recordAPayment}</h3>
      <FormField
        label={t.amount}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        max={order.balanceDue}
        required
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <FormField
        label={t.paymentReference}
        value={reference}
        maxLength={200}
        onChange={(event) => setReference(event.target.value)}
      />
      <FormField
        label={t.receivedOn}
        type="date"
        value={receivedOn}
        onChange={(event) => setReceivedOn(event.target.value)}
      />
      {record.error ? <Alert tone="error">{record.error.message}</Alert> : null}
      <Button type="submit" loading={record.isPending}>
        {t.recordPayment}
      </Button>
    </form>
  );
}

/**
 * Refund a paid or partly paid order not shipped yet: it is cancelled and its stock returns. On
 * account nothing is paid out: what the company's account paid goes back to it as credit.
 */
function Refund({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  const refund = useRefundOrder();
  const { language } = useFormat();
  const refundable =
    (order.paymentStatus === 'paid' ||
      order.paymentStatus === 'partially_paid' ||
      order.paymentStatus === 'in_review') &&
    !['shipped', 'delivered', 'cancelled'].includes(order.status);
  if (!refundable) return null;
  const onAccount = order.paymentMethod === 'on_account';
  const question = onAccount
    ? t.returnToAccountQuestion(orderNameIn(order, language))
    : t.refundQuestion(orderNameIn(order, language), order.customerName);
  const onRefund = () => {
    if (window.confirm(question)) refund.mutate({ id: order._id });
  };
  return (
    <div className="space-y-2">
      <h3 className="font-bold">{onAccount ? t.returnToAccount : t.refund}</h3>
      {onAccount ? <p className="text-sm text-slate-700">{t.returnToAccountHint}</p> : null}
      {refund.error ? <Alert tone="error">{refund.error.message}</Alert> : null}
      <Button variant="danger" onClick={onRefund} loading={refund.isPending}>
        {onAccount ? t.returnAndCancel : t.refundAndCancel}
      </Button>
    </div>
  );
}

/** The admin's actions on the order page. */
export function AdminOrderActions({ order }: { order: Order }) {
  const t = useTexts(orderScreenTexts);
  return (
    <section className="card space-y-6 p-5" aria-labelledby="admin-actions-heading">
      <h2 id="admin-actions-heading" className="text-lg font-bold">
        {t.admin}
      </h2>
      <ShipmentActions order={order} />
      <StatusChange order={order} />
      <RecordPayment order={order} />
      <Refund order={order} />
    </section>
  );
}
