/**
 * The account lock: every change of an account's cart (merge, set, import, remove, checkout's
 * emptying) and every placement for the account (the open-order cap) holds the account's users
 * row FOR NO KEY UPDATE, so they take turns. NO KEY UPDATE leaves alone the KEY SHARE locks that
 * rows referencing the account (orders, cart lines) take.
 */
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';

/**
 * A condition that holds once these accounts are locked FOR NO KEY UPDATE, in id order. It has no
 * column of the outer query, so PostgreSQL runs it once, before reading any row (a one-time filter).
 */
export function accountsLocked(userIds: readonly string[]) {
  return sql`(select count(*) from (select 1 from ${users} where ${users.id} = any(${sql.param(userIds)}::uuid[]) order by ${users.id} for no key update) as locked) >= 0`;
}
