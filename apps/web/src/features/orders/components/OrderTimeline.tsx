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
const formatMoment = (at: string, language: Language) =>
  language === 'en'
    ? new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : new Date(at).toLocaleString('bn-BD', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
import { useOrderEvents } from '../api.ts';
import { useFormat, useMessageText, useTexts } from '../../../lib/i18n/index.ts';
import { orderScreenTexts } from '../screenTexts.ts';
import type { Language } from '@tools-bd/contract/messages';

/** A state of whichever kind the event carries, in words. */
function stateLabel(value: string | null, m: (text: string) => string): string | null {
  if (value === null) return null;
  const labels: Record<string, string> = { ...orderStatusLabels, ...paymentStatusLabels, ...PAYMENT_METHOD_LABELS };
  return labels[value] ? m(labels[value]) : value;
}

function describe(event: OrderEvent, m: (text: string) => string): string {
  const label = orderEventLabels[event.type as OrderEventType];
  const title = label ? m(label) : event.type;
  const from = stateLabel(event.from, m);
  const to = stateLabel(event.to, m);
  if (from && to) return `${title}: ${from} → ${to}`;
  return to ? `${title}: ${to}` : title;
}

/** The order's timeline, oldest first: what changed, when, by whom, and the note. */
export function OrderTimeline({ orderId }: { orderId: string }) {
  const t = useTexts(orderScreenTexts);
  const m = useMessageText();
  const { language } = useFormat();
  const events = useOrderEvents(orderId);
  if (events.isPending) return <Spinner label={t.loadingTimeline} className="min-h-24" />;
  if (events.isError) return <Alert tone="error">{events.error.message}</Alert>;
  return (
    <ol className="space-y-3 border-l-2 border-slate-200 pl-4" aria-label={t.orderTimeline}>
      {events.data.map((event, index) => (
        <li key={`${event.at}-${index}`} className="relative">
          <span className="absolute top-1.5 -left-[1.4rem] h-3 w-3 rounded-full bg-amber-500" aria-hidden="true" />
          <p className="font-semibold">{describe(event, m)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={event.at}>{formatMoment(event.at, language)}</time> · {t.actors[event.actor] ?? event.actor}
          </p>
          {/* A placed order's note is its payment method: shown by its label. */}
          {event.note ? (
            <p className="text-sm whitespace-pre-wrap">
              {event.type === 'placed' ? stateLabel(event.note, m) : event.note}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
