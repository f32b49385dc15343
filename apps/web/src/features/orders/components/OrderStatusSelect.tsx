import { useId } from 'react';
import { nextStatuses, orderStatusLabels, type OrderStatus, orderNameIn } from '@tools-bd/contract/messages';
import type { Order } from '@tools-bd/contract';
import { useSetOrderStatus } from '../adminApi.ts';
import { useMessageText, useTexts, useFormat } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';

/**
 * The status control of an order. Unlike the sketch's local toggle, each choice is saved on the
 * server at once, and the customer sees it in My Orders. It offers the order's own state and
 * the ones the lifecycle's table allows from it (the server enforces the same table).
 */
export function OrderStatusSelect({ order }: { order: Order }) {
  const id = useId();
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const save = useSetOrderStatus();
  const { language } = useFormat();
  // While saving, show the choice being saved; on failure the list's value comes back.
  const value: OrderStatus = save.isPending && save.variables ? save.variables.status : order.status;
  return (
    <span className="flex flex-col items-end gap-1 md:items-start">
      <label htmlFor={id} className="sr-only">
        {t.statusOf(orderNameIn(order, language), order.customerName)}
      </label>
      <select
        id={id}
        className="field-input w-auto py-1 pr-8 text-sm"
        value={value}
        disabled={save.isPending}
        aria-describedby={save.error ? `${id}-error` : undefined}
        onChange={(event) => save.mutate({ id: order._id, status: event.target.value as OrderStatus })}
      >
        {[order.status, ...nextStatuses(order)].map((status) => (
          <option key={status} value={status}>
            {m(orderStatusLabels[status])}
          </option>
        ))}
      </select>
      <span className="min-h-4 text-xs" aria-live="polite">
        {save.isPending ? (
          <span className="text-slate-600">{t.saving}</span>
        ) : save.isSuccess ? (
          <span className="text-success">{t.saved}</span>
        ) : null}
      </span>
      {save.error ? (
        <span id={`${id}-error`} role="alert" className="text-xs text-danger">
          {save.error.message}
        </span>
      ) : null}
    </span>
  );
}
