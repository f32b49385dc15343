/**
 * Pure rules of trade credit, shared by the server and the screens: Dhaka days, due dates, how a
 * payment is allocated, ageing buckets and the reminder schedule. Zod-free.
 */
import { TERM_DAYS, type PaymentTerm } from './messages.ts';

/** Asia/Dhaka is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The Dhaka calendar day (`YYYY-MM-DD`) of an instant. */
export const dhakaDay = (instant: Date): string =>
  new Date(instant.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** `day` plus `days` calendar days (negative: before). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both `YYYY-MM-DD`): positive when `to` is later. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** An invoice's due date: its Dhaka date plus the term's days. */
export const dueDateOf = (invoicedOn: string, term: PaymentTerm): string => addDays(invoicedOn, TERM_DAYS[term]);

/** An invoice still open, as allocation takes it. */
export interface OpenInvoice {
  orderId: string;
  invoiceNumber: string;
  dueDate: string;
  openCents: number;
}

/** What a payment pays: the invoices it settles (fully or partly), and what is left as credit. */
export interface Allocation {
  allocations: { orderId: string; invoiceNumber: string; amountCents: number }[];
  unallocatedCents: number;
}

/** A payment pays the oldest due invoices first (by due date, then invoice number); the rest stays as credit. */
export function allocate(open: readonly OpenInvoice[], amountCents: number): Allocation {
  const ordered = [...open].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      (a.invoiceNumber < b.invoiceNumber ? -1 : a.invoiceNumber > b.invoiceNumber ? 1 : 0),
  );
  let left = amountCents;
  const allocations: Allocation['allocations'] = [];
  for (const invoice of ordered) {
    if (left <= 0) break;
    if (invoice.openCents <= 0) continue;
    const amount = Math.min(left, invoice.openCents);
    allocations.push({ orderId: invoice.orderId, invoiceNumber: invoice.invoiceNumber, amountCents: amount });
    left -= amount;
  }
  return { allocations, unallocatedCents: left };
}

/** The receivables' ageing buckets, by days past the due date. */
export const AGEING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** The bucket of an amount `daysPastDue` days past its due date (0 or less: not yet due, `current`). */
export function ageingBucket(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1to30';
  if (daysPastDue <= 60) return 'days31to60';
  if (daysPastDue <= 90) return 'days61to90';
  return 'over90';
}

/**
 * Whether an open invoice due on `dueDate` is reminded on `today`: `daysBefore` days before its
 * due date, on the day after it, and every `everyDays` days after that while unpaid.
 */
export function isReminderDay(dueDate: string, today: string, daysBefore: number, everyDays: number): boolean {
  const past = daysBetween(dueDate, today);
  if (past === -daysBefore && daysBefore > 0) return true;
  if (past < 1) return false;
  return everyDays > 0 ? (past - 1) % everyDays === 0 : past === 1;
}

/** An amount as the shop's messages print it: `12,345.60 BDT`. */
export const formatAccountAmount = (cents: number, currency: string): string =>
  `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
