/**
 * The pure rules of quotes: Dhaka days (a quote is valid through the end of its `validUntil` day
 * on the shop's clock, Asia/Dhaka, UTC+6 all year), which statuses are open, and the number.
 */
import { isCalendarDate } from '../reports/messages.ts';
import { OPEN_QUOTE_STATUSES, QUOTE_LIMITS, type QuoteStatus } from './messages.ts';

/** Dhaka has no daylight saving time: UTC+6 all year. */
const DHAKA_OFFSET_MS = 6 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Today's date in Dhaka, `YYYY-MM-DD`. */
export const dhakaDateOf = (at: Date): string => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The calendar year in Dhaka at this moment (quote numbers start again each year). */
export const dhakaYearOf = (at: Date): number => Number(dhakaDateOf(at).slice(0, 4));

/** The first moment after the Dhaka day `date` (`YYYY-MM-DD`): a quote valid until then expires there. */
export const endOfDhakaDay = (date: string): Date =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS - DHAKA_OFFSET_MS);

/** Whole Dhaka days from `from` to `to` (both `YYYY-MM-DD`). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Whether a quote may be valid until `date`: a Dhaka date from today to 90 days ahead. */
export function isValidUntilAllowed(date: string, now: Date): boolean {
  if (!isCalendarDate(date)) return false;
  const days = daysBetween(dhakaDateOf(now), date);
  return days >= 0 && days <= QUOTE_LIMITS.validDaysMax;
}

/** The Dhaka date `days` days after today. */
export const dhakaDateAfter = (now: Date, days: number): string => dhakaDateOf(new Date(now.getTime() + days * DAY_MS));

export const isOpenQuote = (status: QuoteStatus): boolean =>
  (OPEN_QUOTE_STATUSES as readonly string[]).includes(status);

/** `Q-2026-000001`: the Dhaka year and the number within it (six digits). */
export const quoteNumber = (year: number, sequence: number): string => `Q-${year}-${String(sequence).padStart(6, '0')}`;
