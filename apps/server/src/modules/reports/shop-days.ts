import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@tools-bd/contract';

/**
 * Days of the shop: a report's "day" is a calendar day in Asia/Dhaka, whatever the server's
 * or the database's time zone. Each bound is a constant instant computed once per query, so
 * an index on the timestamp answers the range.
 */

/** The first instant of a `YYYY-MM-DD` day in the shop's time zone. */
export const startOfShopDay = (day: string): SQL => sql`(${day}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

/** The first instant after a `YYYY-MM-DD` day (the exclusive end of a range that includes it). */
export const endOfShopDay = (day: string): SQL => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`;

/** An instant written as the shop's local date and time, `2026-11-22 14:05`, which spreadsheets read as a date. */
export const shopDateTimeText = (instant: SQL): SQL =>
  sql`to_char(${instant} AT TIME ZONE ${SHOP_TIME_ZONE}, 'YYYY-MM-DD HH24:MI')`;
