/** The timeline of an order (order_events): written next to every change, read by GET /api/orders/{id}/events. */
import { asc, eq } from 'drizzle-orm';
import type { OrderEvent, OrderEventType } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';

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

/** Writes events in the caller's transaction: an event exists exactly when its change committed. */
export async function recordEvents(executor: Pick<Database, 'insert'>, events: NewOrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await executor.insert(orderEvents).values(
    events.map((event) => ({
      orderId: event.orderId,
      actor: event.actor,
      type: event.type,
      fromState: event.from ?? null,
      toState: event.to ?? null,
      note: event.note ? event.note : null,
    })),
  );
}

export const recordEvent = (executor: Pick<Database, 'insert'>, event: NewOrderEvent) => recordEvents(executor, [event]);

/** An order's timeline, oldest first. */
export async function listEvents(db: Pick<Database, 'select'>, orderId: string): Promise<OrderEvent[]> {
  const rows = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({ at: row.at.toISOString(), actor: row.actor, type: row.type, from: row.fromState, to: row.toState, note: row.note }));
}
