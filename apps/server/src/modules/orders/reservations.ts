/**
 * Stock that cannot be hoarded: unpaid card and SSLCommerz orders hold their stock
 * for RESERVATION_MINUTES, bank transfers for BANK_TRANSFER_DAYS, cash on delivery the shop has not
 * confirmed for COD_CONFIRM_HOURS (placement sets `reserved_until`, counted from the placement);
 * confirmed cash on delivery holds until an admin cancels. The sweep cancels what ran out, through the
 * lifecycle (stock back, an `expired` event, an e-mail), on every instance: each order is taken
 * with FOR UPDATE SKIP LOCKED, so two sweepers never expire the same order twice.
 */
import { and, asc, inArray, lte, ne, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { lifecycleMessages, SYSTEM_ACTOR } from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { orders } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { lockStockOf, transition } from './lifecycle.ts';
import type { OrderRow } from './placement.ts';

const BATCH_SIZE = 50;

export interface ReservationSweeperDependencies {
  db: Database;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Cancels a card payment started at the provider; throws (409) when it is already being paid. */
  cancelStartedPayment?: (order: OrderRow) => Promise<void>;
  /** Tools whose stock came back, after commit. */
  stockChanged?: (toolIds: string[]) => void;
}

export interface ReservationSweepResult {
  expired: string[];
}

/** Unpaid, not cancelled orders whose reservation ended by `at`. */
const expiredAt = (at: Date) =>
  and(lte(orders.reservedUntil, at), eq(orders.paymentStatus, 'unpaid'), ne(orders.status, 'cancelled'));

export function createReservationSweeper({
  db,
  log,
  now = () => new Date(),
  cancelStartedPayment,
  stockChanged = () => {},
}: ReservationSweeperDependencies) {
  return {
    /** Expires the orders whose reservation ended; answers their ids. */
    async sweepOnce(at: Date = now()): Promise<ReservationSweepResult> {
      const candidates = await db
        .select()
        .from(orders)
        .where(expiredAt(at))
        .orderBy(asc(orders.reservedUntil))
        .limit(BATCH_SIZE);
      // A card payment under way is cancelled at the provider first, outside any transaction;
      // one the provider is already taking is left alone (its success will pay the order).
      const ready: string[] = [];
      for (const order of candidates) {
        try {
          await cancelStartedPayment?.(order);
          ready.push(order.id);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409) continue;
          log?.warn(
            { err: error, orderId: order.id },
            'expiring an order: its card payment could not be cancelled; trying again later',
          );
        }
      }
      if (ready.length === 0) return { expired: [] };
      const { expired, toolIds } = await retryingTransaction(db, async (tx) => {
        // SKIP LOCKED: an order another instance (or a payment) holds right now is left to it;
        // the condition is read again under the lock, so a payment that just committed wins.
        const locked = await tx
          .select()
          .from(orders)
          .where(and(inArray(orders.id, ready), expiredAt(at)))
          .orderBy(asc(orders.id))
          .for('update', { skipLocked: true });
        // Every tool of the batch at once, in id order, before the first cancellation returns stock
        // or issues a credit note: one order's tools after another's would cross a checkout's.
        await lockStockOf(
          tx,
          locked.map((order) => order.id),
        );
        const toolIds: string[] = [];
        for (const order of locked) {
          const note =
            order.status === 'awaiting_approval'
              ? lifecycleMessages.notApprovedInTime
              : order.paymentMethod === 'cod'
                ? 'Not confirmed in time'
                : 'Not paid in time';
          const result = await transition(tx, order, 'cancelled', SYSTEM_ACTOR, note, { eventType: 'expired' });
          toolIds.push(...result.restockedToolIds);
        }
        return { expired: locked.map((order) => order.id), toolIds };
      });
      stockChanged([...new Set(toolIds)]);
      if (expired.length > 0) log?.info({ expired: expired.length }, 'reservations expired');
      return { expired };
    },
  };
}

export type ReservationSweeper = ReturnType<typeof createReservationSweeper>;
