/**
 * The e-mails of the order lifecycle, HTML and plain text, in the customer's language (the one
 * they saved, else the shop's default: `recipientLanguage`). They are queued with `enqueueMail`
 * in the transaction of the change they tell about, so a message exists exactly when its change
 * committed, and sending never blocks or fails the request. The words are the contract's
 * (`orders/mails.ts` and its Bangla twin); order references stay Latin in both languages.
 */
import { centsToDollars, DEFAULT_LANGUAGE, orderReference, type Language, type OrderStatus } from '@tools-bd/contract';
import { documentTexts } from '@tools-bd/contract/documents';
import type { Database } from '../../db/client.ts';
import type { orders } from '../../db/schema.ts';
import { formatCount, formatMailAmount, recipientLanguage } from '../../lib/recipient-language.ts';
import type { MailMessage } from '../../providers/mail/index.ts';
import { enqueueMail } from '../notifications/index.ts';
import type { StoredOrderLine } from './order-lines.ts';
import { escapeHtml } from '../../lib/escape-html.ts';

/** An order as stored (placement.ts names it too; declared here so the two files do not import each other). */
type OrderRow = typeof orders.$inferSelect;

type MailExecutor = Pick<Database, 'insert' | 'execute'>;

const money = (cents: number, language: Language) => formatMailAmount(centsToDollars(cents), language);

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
  Pick<OrderRow, 'paymentMethod' | 'totalCents'> & {
    lines: readonly StoredOrderLine[];
    /** A company order: where it starts (awaiting_approval above the buyer's limit) and its PO number. */
    status?: OrderStatus;
    poNumber?: string | null;
    /** The delivery fee (in the total) and where it goes: a line of its own, as on the invoice. */
    deliveryFeeCents?: number;
    district?: string | null;
  };

function message(order: MailedOrder, language: Language, subject: string, body: Body): MailMessage {
  const words = documentTexts[language].orders;
  const reference = orderReference(order.id);
  const greeting = words.greeting(order.customerName);
  const text = [
    greeting,
    '',
    ...body.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(body.table ? [...body.table.map(([left, right]) => `  ${left}  ${right}`), ''] : []),
    ...(body.preformatted ? [body.preformatted, ''] : []),
    words.orderLine(reference),
    '',
    words.signature,
  ].join('\n');
  const table = body.table
    ? `<table style="border-collapse:collapse">${body.table
        .map(
          ([left, right]) =>
            `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(left)}</td><td style="padding:2px 0;text-align:right">${escapeHtml(right)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = `<!doctype html><html${language === 'en' ? '' : ` lang="${language}"`}><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
${body.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${table}
${body.preformatted ? `<pre style="font-family:inherit;white-space:pre-wrap;background:#f8fafc;padding:12px;border-radius:6px">${escapeHtml(body.preformatted)}</pre>` : ''}
<p style="font-size:13px;color:#475569">${escapeHtml(words.orderLine(reference))}</p>
<p>${escapeHtml(words.signature)}</p>
</body></html>`;
  return { to: order.email, subject: words.subject(subject, reference), text, html };
}

/** Placed: the lines (and the delivery fee), the total and how to pay (the bank text and the reference for a transfer). */
export function orderPlacedMail(order: PlacedOrderFacts, bankTransferText: string, language: Language): MailMessage {
  const words = documentTexts[language].orders;
  const reference = orderReference(order.id);
  const howToPay: Record<OrderRow['paymentMethod'], string> = {
    card: words.howToPayCard,
    sslcommerz: words.howToPaySslcommerz,
    cod: words.howToPayCod,
    bank_transfer: words.howToPayBankTransfer(reference),
    on_account: words.howToPayOnAccount,
  };
  return message(order, language, words.placedSubject, {
    paragraphs: [
      words.placedPaidBy(words.paymentMethods[order.paymentMethod]),
      ...(order.status === 'awaiting_approval' ? [words.awaitingApproval] : []),
      howToPay[order.paymentMethod],
      ...(order.poNumber ? [words.poNumber(order.poNumber)] : []),
      words.total(money(order.totalCents, language)),
    ],
    table: [
      ...order.lines.map((line): [string, string] => [
        words.line(formatCount(line.quantity, language), line.name, line.sku),
        money(line.lineTotalCents, language),
      ]),
      ...(order.deliveryFeeCents
        ? [[words.deliveryLine(order.district ?? ''), money(order.deliveryFeeCents, language)] as [string, string]]
        : []),
    ],
    preformatted:
      order.paymentMethod === 'bank_transfer' && bankTransferText
        ? `${bankTransferText}\n${words.bankReference(reference)}`
        : undefined,
  });
}

/** A payment was recorded: how much, and what is still due. */
export function paymentReceivedMail(order: OrderRow, amountCents: number, language: Language): MailMessage {
  const words = documentTexts[language].orders;
  const due = order.totalCents - order.amountPaidCents;
  return message(order, language, words.paymentSubject, {
    paragraphs: [
      words.paymentReceived(money(amountCents, language)),
      due > 0 ? words.stillDue(money(due, language)) : words.paidInFull,
    ],
  });
}

/** Shipped (with the admin's note: courier, tracking number), delivered, cancelled or expired. */
export function statusMail(
  order: OrderRow,
  to: OrderStatus,
  note: string | null | undefined,
  expired: boolean,
  language: Language,
  /** The state it left: an order that waited for its company's approval expires for want of it. */
  from?: OrderStatus,
): MailMessage | null {
  const words = documentTexts[language].orders;
  const noteLine = note ? [words.note(note)] : [];
  if (to === 'shipped')
    return message(order, language, words.shippedSubject, { paragraphs: [words.shipped, ...noteLine] });
  if (to === 'delivered')
    return message(order, language, words.deliveredSubject, { paragraphs: [words.delivered, ...noteLine] });
  if (to === 'returned')
    return message(order, language, words.returnedSubject, { paragraphs: [words.returned, ...noteLine] });
  if (to === 'cancelled' && expired) {
    return message(order, language, words.expiredSubject, {
      paragraphs: [
        from === 'awaiting_approval'
          ? words.expiredNotApproved(orderReference(order.id))
          : order.paymentMethod === 'cod'
            ? words.expiredNotConfirmed
            : words.expiredNotPaid,
        words.orderAgain,
      ],
    });
  }
  if (to === 'cancelled')
    return message(order, language, words.cancelledSubject, { paragraphs: [words.cancelled, ...noteLine] });
  return null;
}

/**
 * Queues a mail about an order in the caller's transaction, written in its customer's language
 * (read there); `write` answers null when the change sends no mail.
 */
export async function queueOrderMail(
  executor: MailExecutor,
  order: Pick<OrderRow, 'userId'>,
  write: (language: Language) => MailMessage | null,
): Promise<void> {
  // Most changes send no mail: ask for the language only when one does.
  if (!write(DEFAULT_LANGUAGE)) return;
  const mail = write(await recipientLanguage(executor, { userId: order.userId }));
  if (mail) await enqueueMail(executor, mail);
}

/** Queues a message in the caller's transaction (no-op for null). */
export async function queueMail(executor: Pick<Database, 'insert'>, mail: MailMessage | null): Promise<void> {
  if (mail) await enqueueMail(executor, mail);
}

/** To each owner of the company, in the owner's language: a buyer's order above their limit waits for their approval. */
export function approvalNeededMail(
  order: Pick<OrderRow, 'id' | 'totalCents' | 'placedByName' | 'poNumber'>,
  owner: { email: string; name: string },
  language: Language,
): MailMessage {
  const words = documentTexts[language].orders;
  return message({ id: order.id, customerName: owner.name, email: owner.email }, language, words.approvalSubject, {
    paragraphs: [
      words.approvalPlaced(order.placedByName, money(order.totalCents, language)),
      ...(order.poNumber ? [words.approvalPoNumber(order.poNumber)] : []),
      words.approvalHow,
    ],
  });
}
