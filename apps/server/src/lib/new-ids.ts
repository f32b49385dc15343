import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';

/**
 * Ids for rows a hot statement inserts (an order's events, its mails and SMS), made here rather
 * than by the column's `gen_random_uuid()` default: the embedded database makes each of those by
 * opening, reading and closing /dev/urandom through its WebAssembly file system, some microseconds
 * of its one thread per row, where Node draws them from a buffer of entropy it keeps.
 */
export function newIds(count: number) {
  return sql.param(Array.from({ length: count }, () => randomUUID()));
}
