import {
  orderEventLabels,
  orderStatusLabels,
  paymentStatusLabels,
  PAYMENT_METHOD_LABELS,
  type OrderEventType,
} from '@tools-bd/contract/messages';
import type { OrderEvent } from '@tools-bd/contract';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
const formatMoment = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
import { useOrderEvents } from '../api.ts';

/** A state of whichever kind the event carries, in words. */
function stateLabel(value: string | null): string | null {
  if (value === null) return null;
  const labels: Record<string, string> = { ...orderStatusLabels, ...paymentStatusLabels, ...PAYMENT_METHOD_LABELS };
  return labels[value] ?? value;
}

function describe(event: OrderEvent): string {
  const title = orderEventLabels[event.type as OrderEventType] ?? event.type;
  const from = stateLabel(event.from);
  const to = stateLabel(event.to);
  if (from && to) return `${title}: ${from} → ${to}`;
  return to ? `${title}: ${to}` : title;
}

/** The order's timeline, oldest first: what changed, when, by whom, and the note. */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const events = useOrderEvents(orderId);
  if (events.isPending) return <Spinner label="Loading the timeline…" className="min-h-24" />;
  if (events.isError) return <Alert tone="error">{events.error.message}</Alert>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4" aria-label="Order timeline">
      {events.data.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span className="absolute top-1.5 -left-[1.4rem] h-3 w-3 rounded-full bg-amber-500" aria-hidden="true" />
          <p className="font-semibold">{describe(event)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={event.at}>{formatMoment(event.at)}</time> · {event.actor}
          </p>
          {/* A placed order's note is its payment method: shown by its label. */}
          {event.note ? (
            <p className="text-sm whitespace-pre-wrap">
              {event.type === 'placed' ? stateLabel(event.note) : event.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
