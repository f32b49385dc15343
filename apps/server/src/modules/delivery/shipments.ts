/**
 * Shipments: booking a courier for an order (claimed first, the courier asked outside any
 * transaction, then recorded with the order's move to `shipped`), and the couriers' tracking
 * (webhooks and the poll) moving the shipment and, at the end, the order.
 */
import { and, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import {
  centsToDollars,
  courierLabels,
  deliveryMessages,
  FINAL_SHIPMENT_STATES,
  transitionProblem,
  type CreateShipmentRequest,
  type Courier,
  type Shipment,
  type ShipmentState,
} from '@tools-bd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { orderEvents, orderLines, orders, shipmentBookingClaims, shipments, tools } from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import {
  CourierRefusedError,
  CourierUnavailableError,
  type Booking,
  type CourierReport,
  type Couriers,
  type Parcel,
} from '../../providers/couriers/index.ts';
import { actorOf, lockOrder, recordEvent, transition, type OrderRow } from '../orders/index.ts';

type ShipmentRow = typeof shipments.$inferSelect;

/** A booking claim this old was left by a process that stopped half way; the next booking takes it over. */
const BOOKING_CLAIM_LAPSES = '2 minutes';
/** Shipments one poll asks about at most; the rest wait for the next. */
const POLL_BATCH = 50;

/** How far along a parcel is: tracking never moves it back (a late webhook, a poll racing one). */
const RANK: Record<ShipmentState, number> = {
  booked: 0,
  picked_up: 1,
  in_transit: 2,
  delivered: 3,
  returned: 3,
  cancelled: 3,
};

export function toShipmentResponse(row: ShipmentRow): Shipment {
  return {
    _id: row.id,
    orderId: row.orderId,
    courier: row.courier,
    courierName: row.courierName,
    consignmentId: row.consignmentId,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    status: row.status,
    courierStatus: row.courierStatus,
    codAmount: centsToDollars(row.codAmountCents),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ShipmentsDependencies {
  db: Database;
  couriers: Couriers;
  log: FastifyBaseLogger;
  pollMinutes: number;
}

export function createShipments({ db, couriers, log, pollMinutes }: ShipmentsDependencies) {
  /** What the courier is told: the buyer, where, what to collect, how heavy. */
  async function parcelOf(order: OrderRow, codAmountCents: number, note?: string): Promise<Parcel> {
    const [weight] = await db
      .select({ grams: sql<number>`coalesce(sum(${orderLines.quantity} * ${tools.weightGrams}), 0)::int` })
      .from(orderLines)
      .innerJoin(tools, eq(tools.id, orderLines.toolId))
      .where(eq(orderLines.orderId, order.id));
    const district = (order as OrderRow & { district?: string | null }).district ?? null;
    // Earlier bookings of the order were cancelled (a live one refuses the booking).
    const [earlier] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(shipments)
      .where(eq(shipments.orderId, order.id));
    return {
      orderId: order.id,
      recipientName: order.customerName,
      recipientPhone: order.phone,
      recipientAddress: order.address,
      district,
      codAmountCents,
      weightGrams: weight?.grams || 1000,
      itemCount: order.quantity,
      note,
      attempt: (earlier?.count ?? 0) + 1,
    };
  }

  /** Claims the order's booking under its row lock: false while another booking of it is with a courier. */
  async function claimBooking(tx: Database, orderId: string): Promise<boolean> {
    const claimed = await tx
      .insert(shipmentBookingClaims)
      .values({ orderId })
      .onConflictDoUpdate({
        target: shipmentBookingClaims.orderId,
        set: { claimedAt: sql`now()` },
        setWhere: sql`${shipmentBookingClaims.claimedAt} < now() - ${BOOKING_CLAIM_LAPSES}::interval`,
      })
      .returning({ orderId: shipmentBookingClaims.orderId });
    return claimed.length > 0;
  }

  async function releaseClaim(orderId: string) {
    try {
      await db.delete(shipmentBookingClaims).where(eq(shipmentBookingClaims.orderId, orderId));
    } catch (error) {
      log.warn({ err: error, orderId }, 'a booking claim could not be let go; it lapses by itself');
    }
  }

  /** Why this order cannot be handed to a courier now (the lifecycle's, or a live shipment), or null. */
  async function bookingRefusal(tx: Database, order: OrderRow): Promise<string | null> {
    const problem = transitionProblem(order, 'shipped');
    if (problem) return problem;
    const [live] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.orderId, order.id), ne(shipments.status, 'cancelled')))
      .limit(1);
    return live ? deliveryMessages.shipmentExists : null;
  }

  async function askCourier(courier: Exclude<Courier, 'manual'>, parcel: Parcel): Promise<Booking> {
    const client = couriers[courier]!;
    try {
      return await client.book(parcel);
    } catch (error) {
      if (error instanceof CourierRefusedError)
        throw new HttpError(422, deliveryMessages.courierRefused(courierLabels[courier], error.reason));
      if (error instanceof CourierUnavailableError) {
        log.warn({ err: error, courier, orderId: parcel.orderId }, 'courier booking failed');
        throw new HttpError(502, deliveryMessages.courierUnavailable, { 'retry-after': '5' });
      }
      throw error;
    }
  }

  /** The state the order was shipped from (its last move to `shipped` on the timeline). */
  async function bookedFrom(tx: Database, orderId: string): Promise<'pending' | 'confirmed' | 'processing'> {
    const [event] = await tx
      .select({ from: orderEvents.fromState })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'status'), eq(orderEvents.toState, 'shipped')))
      .orderBy(desc(orderEvents.at))
      .limit(1);
    const from = event?.from;
    return from === 'pending' || from === 'processing' ? from : 'confirmed';
  }

  /**
   * Moves a shipment by the courier's report (webhook or poll), in one transaction: the order
   * row first, then the shipment (the lock order). Each change is a timeline event; `delivered`
   * and `returned` move a shipped order on. Unknown consignments and words that mean nothing
   * change nothing; a parcel cancelled before pickup sends the order back to be booked again.
   * Answers what happened.
   */
  async function applyReport(
    courier: Courier,
    consignmentId: string,
    report: CourierReport,
  ): Promise<'unknown' | 'unchanged' | 'changed'> {
    const reported = report.state;
    const [found] = await db
      .select({ id: shipments.id, orderId: shipments.orderId })
      .from(shipments)
      .where(and(eq(shipments.courier, courier), eq(shipments.consignmentId, consignmentId)))
      .limit(1);
    if (!found) return 'unknown';
    const result = await retryingTransaction(db, async (tx) => {
      const order = await lockOrder(tx, found.orderId);
      const [shipment] = await tx.select().from(shipments).where(eq(shipments.id, found.id)).for('update');
      if (!shipment) return 'unknown' as const;
      // A parcel the courier never picked up cannot come back: Steadfast says `cancelled` (ours:
      // returned) for a consignment it dropped before pickup, as Pathao says `pickup-cancelled`.
      const state = shipment.status === 'booked' && reported === 'returned' ? ('cancelled' as const) : reported;
      if (
        !state ||
        state === shipment.status ||
        FINAL_SHIPMENT_STATES.includes(shipment.status) ||
        RANK[state] < RANK[shipment.status]
      ) {
        if (report.courierStatus !== shipment.courierStatus)
          await tx.update(shipments).set({ courierStatus: report.courierStatus }).where(eq(shipments.id, shipment.id));
        return 'unchanged' as const;
      }
      await tx
        .update(shipments)
        .set({ status: state, courierStatus: report.courierStatus, updatedAt: sql`now()` })
        .where(eq(shipments.id, shipment.id));
      await tx.update(orders).set({ shipmentStatus: state }).where(eq(orders.id, order.id));
      const note = `${shipment.courierName} ${shipment.trackingNumber}: ${report.courierStatus}`;
      await recordEvent(tx, {
        orderId: order.id,
        actor: courier,
        type: 'shipment',
        from: shipment.status,
        to: state,
        note,
      });
      if ((state === 'delivered' || state === 'returned') && order.status === 'shipped') {
        const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
        await transition(tx, fresh!, state, courier, note);
      }
      if (state === 'cancelled' && shipment.status === 'booked' && order.status === 'shipped') {
        // Cancelled before pickup: the order goes back to where it was booked from, to be booked again.
        const [fresh] = await tx.select().from(orders).where(eq(orders.id, order.id));
        await transition(tx, fresh!, await bookedFrom(tx, order.id), courier, note, { courierCancelled: true });
      }
      return 'changed' as const;
    });
    return result;
  }

  return {
    applyReport,

    /**
     * POST /api/orders/{id}/shipments (admin). The order is claimed first (409 while another
     * booking of it is under way), the courier asked outside any transaction (its refusal: 422
     * with its reason, nothing changed), then the shipment is stored and the order shipped, the
     * tracking number on its timeline and in the customer's e-mail.
     */
    async book(admin: CurrentUser, orderId: string, request: CreateShipmentRequest): Promise<Shipment> {
      const courier = request.courier;
      if (courier !== 'manual' && !couriers[courier]) throw badRequest(deliveryMessages.courierNotConfigured);
      const order = await retryingTransaction(db, async (tx) => {
        const locked = await lockOrder(tx, orderId);
        const refusal = await bookingRefusal(tx, locked);
        if (refusal) throw conflict(refusal);
        if (!(await claimBooking(tx, orderId))) throw conflict(deliveryMessages.bookingUnderWay);
        return locked;
      });
      try {
        // The courier collects what is still owed on a cash on delivery order; others are paid.
        const codAmountCents =
          order.paymentMethod === 'cod' ? Math.max(0, order.totalCents - order.amountPaidCents) : 0;
        const booking: Booking & { courierName: string } =
          courier === 'manual'
            ? {
                consignmentId: '',
                trackingNumber: request.trackingNumber!,
                trackingUrl: null,
                courierStatus: '',
                state: 'booked',
                courierName: request.courierName!,
              }
            : {
                ...(await askCourier(courier, await parcelOf(order, codAmountCents, request.note))),
                courierName: courierLabels[courier],
              };
        const stored = await retryingTransaction(db, async (tx) => {
          const locked = await lockOrder(tx, orderId);
          const refusal = await bookingRefusal(tx, locked);
          if (refusal) {
            // Changed while the courier answered: the courier holds a parcel the shop does not ship.
            if (booking.consignmentId)
              log.error(
                { orderId, courier, consignmentId: booking.consignmentId },
                'booked at the courier but not shipped: cancel it there',
              );
            throw conflict(refusal);
          }
          const [row] = await tx
            .insert(shipments)
            .values({
              orderId,
              courier,
              courierName: booking.courierName,
              consignmentId: booking.consignmentId || null,
              trackingNumber: booking.trackingNumber,
              trackingUrl: booking.trackingUrl,
              status: booking.state,
              courierStatus: booking.courierStatus || null,
              codAmountCents,
              note: request.note ?? null,
              bookedBy: admin.email,
              nextPollAt: sql`now() + ${`${Math.max(pollMinutes, 1)} minutes`}::interval`,
            })
            .returning();
          await tx
            .update(orders)
            .set({
              courier,
              trackingNumber: booking.trackingNumber,
              trackingUrl: booking.trackingUrl,
              shipmentStatus: booking.state,
            })
            .where(eq(orders.id, orderId));
          const [withParcel] = await tx.select().from(orders).where(eq(orders.id, orderId));
          const note = [`${booking.courierName} ${booking.trackingNumber}`, booking.trackingUrl, request.note]
            .filter(Boolean)
            .join(' · ');
          await transition(tx, withParcel!, 'shipped', actorOf(admin, locked), note);
          return row!;
        });
        return toShipmentResponse(stored);
      } finally {
        await releaseClaim(orderId);
      }
    },

    /** GET /api/orders/{id}/shipments (admin): the order's shipments, newest first. */
    async listFor(orderId: string): Promise<Shipment[]> {
      const rows = await db
        .select()
        .from(shipments)
        .where(eq(shipments.orderId, orderId))
        .orderBy(sql`${shipments.createdAt} desc`);
      return rows.map(toShipmentResponse);
    },

    /**
     * Asks the couriers about open shipments that are due, on any number of instances: each
     * claims its batch by moving the rows' next poll forward under FOR UPDATE SKIP LOCKED, so two
     * instances never ask about the same parcel in one round. The courier is asked outside that
     * transaction; a failing courier is logged and asked again next round.
     */
    async pollOnce(now: Date = new Date()): Promise<number> {
      const claimed = await retryingTransaction(db, async (tx) => {
        const due = await tx
          .select({ id: shipments.id })
          .from(shipments)
          .where(
            and(
              ne(shipments.courier, 'manual'),
              inArray(shipments.status, ['booked', 'picked_up', 'in_transit']),
              lte(shipments.nextPollAt, now),
            ),
          )
          .orderBy(shipments.nextPollAt)
          .limit(POLL_BATCH)
          .for('update', { skipLocked: true });
        if (due.length === 0) return [];
        return tx
          .update(shipments)
          .set({ nextPollAt: new Date(now.getTime() + Math.max(pollMinutes, 1) * 60_000) })
          .where(
            inArray(
              shipments.id,
              due.map((row) => row.id),
            ),
          )
          .returning({ courier: shipments.courier, consignmentId: shipments.consignmentId });
      });
      let asked = 0;
      for (const { courier, consignmentId } of claimed) {
        const client = courier === 'manual' ? undefined : couriers[courier];
        if (!client || !consignmentId) continue;
        try {
          asked += 1;
          await applyReport(courier, consignmentId, await client.report(consignmentId));
        } catch (error) {
          log.warn({ err: error, courier, consignmentId }, 'asking the courier about a shipment failed');
        }
      }
      return asked;
    },
  };
}

export type Shipments = ReturnType<typeof createShipments>;
