/**
 * The e-mails of the order lifecycle, HTML and plain text. They are queued with
 * `enqueueMail` in the transaction of the change they tell about, so a message exists exactly
 * when its change committed, and sending never blocks or fails the request.
 */
import {
  centsToDollars,
  orderReference,
  orderStatusLabels,
  PAYMENT_METHOD_LABELS,
  type OrderStatus,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import type { orders } from '../../db/schema.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import { enqueueMail } from '../notifications/index.ts';
import type { StoredOrderLine } from './order-lines.ts';

/** An order as stored (placement.ts names it too; declared here so the two files do not import each other). */
type OrderRow = typeof orders.$inferSelect;

type MailExecutor = Pick<Database, 'insert'>;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

// One formatter for every mail: toLocaleString builds a new one on each call, most of what an order-placed mail cost to write.
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (cents: number) => twoDecimals.format(centsToDollars(cents));

interface Body {
  paragraphs: string[];
  /** Lines of a table (what was ordered), shown as a list in text and a table in HTML. */
  table?: [string, string][];
  /** Text kept as written (the bank account), line breaks included. */
  preformatted?: string;
}

/** What a mail about an order names: whom it greets and writes to, and the order's reference. */
type MailedOrder = Pick<OrderRow, 'id' | 'customerName' | 'email'>;

/** What the order-placed mail tells; known before the order is stored, so the batch queues it in the statement that stores it. */
export type PlacedOrderFacts = MailedOrder &
  Pick<OrderRow, 'paymentMethod' | 'totalCents'> & { lines: readonly StoredOrderLine[] };

function message(order: MailedOrder, subject: string, body: Body): MailMessage {
  const greeting = `Hello ${order.customerName || 'there'},`;
  const text = [
    greeting,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(body.table ? [...body.table.map(([left, right]) => `  ${left}  ${right}`), ''] : []),
    ...(body.preformatted ? [body.preformatted, ''] : []),
    `Order ${orderReference(order.id)}`,
    '',
    '— Tools-BD',
  ].join('\n');
  const table = body.table
    ? `<table style="border-collapse:collapse">${body.table
        .map(
          ([left, right]) =>
            `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(left)}</td><td style="padding:2px 0;text-align:right">${escapeHtml(right)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
${body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${table}
${body.preformatted ? `<pre style="font-family:inherit;white-space:pre-wrap;background:#f8fafc;padding:12px;border-radius:6px">${escapeHtml(body.preformatted)}</pre>` : ''}
<p style="font-size:13px;color:#475569">Order ${escapeHtml(orderReference(order.id))}</p>
<p>— Tools-BD</p>
</body></html>`;
  return { to: order.email, subject: `${subject} — order ${orderReference(order.id)}`, text, html };
}

/** Placed: the lines, the total and how to pay (the bank text and the reference for a transfer). */
export function orderPlacedMail(order: PlacedOrderFacts, bankTransferText: string): MailMessage {
  const howToPay: Record<OrderRow['paymentMethod'], string> = {
    card: 'Pay by card from My Orders; the items are held for you for a limited time.',
    sslcommerz:
      'Pay with SSLCommerz (cards, bKash, Nagad) from My Orders; the items are held for you for a limited time.',
    cod: 'You pay in cash when the order is delivered. We will tell you when it ships.',
    bank_transfer: `Please transfer the total to the account below, quoting the reference ${orderReference(order.id)}. The items are held for you for a few days.`,
  };
  return message(order, 'Thank you for your order', {
    paragraphs: [
      `We have your order, to be paid by ${PAYMENT_METHOD_LABELS[order.paymentMethod]}.`,
      howToPay[order.paymentMethod],
      `Total: ${money(order.totalCents)}`,
    ],
    table: order.lines.map((line) => [`${line.quantity} × ${line.name} (${line.sku})`, money(line.lineTotalCents)]),
    preformatted:
      order.paymentMethod === 'bank_transfer' && bankTransferText
        ? `${bankTransferText}\nReference: ${orderReference(order.id)}`
        : undefined,
  });
}

/** A payment was recorded: how much, and what is still due. */
export function paymentReceivedMail(order: OrderRow, amountCents: number): MailMessage {
  const due = order.totalCents - order.amountPaidCents;
  return message(order, 'Payment received', {
    paragraphs: [
      `We received ${money(amountCents)} for your order.`,
      due > 0 ? `Still due: ${money(due)}.` : 'Your order is paid in full. Thank you!',
    ],
  });
}

/** Shipped (with the admin's note: courier, tracking number), delivered, cancelled or expired. */
export function statusMail(
  order: OrderRow,
  to: OrderStatus,
  note: string | null | undefined,
  expired: boolean,
): MailMessage | null {
  const noteLine = note ? [`Note: ${note}`] : [];
  if (to === 'shipped')
    return message(order, 'Your order is on its way', { paragraphs: ['Your order has been shipped.', ...noteLine] });
  if (to === 'delivered')
    return message(order, 'Your order was delivered', {
      paragraphs: ['Your order has been delivered. We hope you enjoy it!', ...noteLine],
    });
  if (to === 'returned')
    return message(order, 'Your parcel came back to us', {
      paragraphs: ['The courier brought your order back to us. We will contact you about it.', ...noteLine],
    });
  if (to === 'cancelled' && expired) {
    return message(order, 'Your order expired', {
      paragraphs: [
        `Your order was not ${order.paymentMethod === 'cod' ? 'confirmed' : 'paid'} in time, so it was cancelled and its items were put back on sale.`,
        'You are welcome to order again.',
      ],
    });
  }
  if (to === 'cancelled')
    return message(order, 'Your order was cancelled', {
      paragraphs: [`Your order is ${orderStatusLabels.cancelled.toLowerCase()}.`, ...noteLine],
    });
  return null;
}

/** Queues a message in the caller's transaction (no-op for null). */
export async function queueMail(executor: MailExecutor, mail: MailMessage | null): Promise<void> {
  if (mail) await enqueueMail(executor, mail);
}
