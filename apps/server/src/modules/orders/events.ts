/** The timeline of an order (order_events): written next to every change, read by GET /api/orders/{id}/events. */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderEvent, OrderEventType } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { newIds } from '../../lib/new-ids.ts';

export interface NewOrderEvent {
  orderId: string;
  /** `customer`, an admin's e-mail, `system` or the payment provider (see `actorOf`). */
  actor: string;
  type: OrderEventType;
  from?: string | null;
  to?: string | null;
  note?: string | null;
}

/** The customer is `customer` on their own order's timeline; an admin acting on it is named by e-mail. */
export function actorOf(viewer: CurrentUser, order: { userId: string }): string {
  return viewer.id === order.userId ? 'customer' : viewer.email;
}

/** An admin's change: admins are named on a timeline by their e-mail (`actorOf`); the other actors are words without an @. */
export const isAdminActor = (actor: string): boolean => actor.includes('@');

/** The insert of these events as one statement: run by recordEvents, or a step (CTE) of a larger statement (placement). */
export function eventsInsert(events: readonly NewOrderEvent[]): SQL {
  const column = <T>(pick: (event: NewOrderEvent) => T) => sql.param(events.map(pick));
  return sql`insert into ${orderEvents} (id, order_id, actor, type, from_state, to_state, note)
    select * from unnest(${newIds(events.length)}::uuid[], ${column((event) => event.orderId)}::uuid[], ${column((event) => event.actor)}::text[], ${column((event) => event.type)}::text[],
                         ${column((event) => event.from ?? null)}::text[], ${column((event) => event.to ?? null)}::text[],
                         ${column((event) => (event.note ? event.note : null))}::text[])`;
}

/** Writes events in the caller's transaction: an event exists exactly when its change committed. */
export async function recordEvents(executor: Pick<Database, 'execute'>, events: NewOrderEvent[]): Promise<void> {
  if (events.length > 0) await executor.execute(eventsInsert(events));
}

export const recordEvent = (executor: Pick<Database, 'execute'>, event: NewOrderEvent) =>
  recordEvents(executor, [event]);

/** An order's timeline, oldest first. */
export async function listEvents(db: Pick<Database, 'select'>, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    actor: row.actor,
    type: row.type,
    from: row.fromState,
    to: row.toState,
    note: row.note,
  }));
}
