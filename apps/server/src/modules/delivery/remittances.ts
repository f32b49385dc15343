/**
 * Cash on delivery remittances: a courier's payout of the cash it collected. Each line pays its
 * order by the amount collected through the payments ledger (the courier's fee is kept beside
 * it, never taken off the order); one bad line refuses the whole remittance and writes nothing.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  centsToDollars,
  deliveryMessages,
  dollarsToCents,
  orderReference,
  type Courier,
  type CreateRemittanceRequest,
  type Remittance,
  type RemittanceImport,
  type RemittanceImportQuery,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { retryingTransaction } from '../../db/retry.ts';
import { orders, remittanceLines, remittances, shipments } from '../../db/schema.ts';
import { badRequest, conflict } from '../../lib/http-errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { recordPayment } from '../payments/index.ts';

type OrderRow = typeof orders.$inferSelect;

interface LineInput {
  orderId: string;
  amountCents: number;
  feeCents: number;
}

/** Why this order cannot take this line, or null. */
function lineProblem(order: OrderRow | undefined, orderId: string, amountCents: number): string | null {
  const reference = orderReference(orderId);
  if (!order) return deliveryMessages.orderNotFoundOn(reference);
  if (order.paymentMethod !== 'cod') return deliveryMessages.orderNotCod(reference);
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded' || order.status === 'cancelled')
    return deliveryMessages.orderPaidAlready(reference);
  if (amountCents > order.totalCents - order.amountPaidCents) return deliveryMessages.amountAboveBalance(reference);
  return null;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string } | null)?.code === '23505' ||
  (error as { cause?: { code?: string } } | null)?.cause?.code === '23505';

function toRemittance(
  row: typeof remittances.$inferSelect,
  lines: { orderId: string; amountCents: number; feeCents: number }[],
): Remittance {
  const amount = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const fee = lines.reduce((sum, line) => sum + line.feeCents, 0);
  return {
    _id: row.id,
    courier: row.courier,
    reference: row.reference,
    receivedAt: row.receivedAt.toISOString(),
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
    lines: lines.map((line) => ({
      orderId: line.orderId,
      amount: centsToDollars(line.amountCents),
      fee: centsToDollars(line.feeCents),
      payout: centsToDollars(line.amountCents - line.feeCents),
    })),
    amount: centsToDollars(amount),
    fee: centsToDollars(fee),
    payout: centsToDollars(amount - fee),
  };
}

export function createRemittances(db: Database, now: () => Date = () => new Date()) {
  /** Records the remittance and pays its orders, all in one transaction (the orders locked in id order). */
  async function record(
    admin: CurrentUser,
    input: { courier: Courier; reference: string; receivedAt: Date; lines: LineInput[] },
  ): Promise<Remittance> {
    const seen = new Set<string>();
    for (const line of input.lines) {
      if (seen.has(line.orderId)) throw badRequest(deliveryMessages.orderTwice(orderReference(line.orderId)));
      seen.add(line.orderId);
    }
    try {
      return await retryingTransaction(db, async (tx) => {
        const ids = [...seen].sort();
        // The lock order: several orders at once, in id order.
        const locked = await tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(orders.id).for('update');
        const byId = new Map(locked.map((order) => [order.id, order]));
        for (const line of input.lines) {
          const problem = lineProblem(byId.get(line.orderId), line.orderId, line.amountCents);
          if (problem) throw badRequest(problem);
        }
        const [remittance] = await tx
          .insert(remittances)
          .values({
            courier: input.courier,
            reference: input.reference,
            receivedAt: input.receivedAt,
            recordedBy: admin.email,
          })
          .returning();
        for (const line of input.lines) {
          await recordPayment(tx, {
            orderId: line.orderId,
            amountCents: line.amountCents,
            method: 'cod',
            reference: `${input.courier} ${input.reference}`,
            receivedAt: input.receivedAt,
            actor: admin.email,
          });
        }
        await tx.insert(remittanceLines).values(
          input.lines.map((line) => ({
            remittanceId: remittance!.id,
            orderId: line.orderId,
            amountCents: line.amountCents,
            feeCents: line.feeCents,
          })),
        );
        return toRemittance(remittance!, input.lines);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(deliveryMessages.remittanceRecordedAlready);
      throw error;
    }
  }

  /** `consignment_id,amount,fee` rows (a header row and blank lines allowed); 400 for anything else. */
  function parseCsv(text: string): { consignmentId: string; amountCents: number; feeCents: number }[] {
    const rows = text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    const parsed: { consignmentId: string; amountCents: number; feeCents: number }[] = [];
    rows.forEach((line, index) => {
      const cells = line.split(',').map((cell) =>
        cell
          .trim()
          .replace(/^"(.*)"$/, '$1')
          .trim(),
      );
      if (index === 0 && cells[0]?.toLowerCase() === 'consignment_id') return;
      const [consignmentId, amount, fee = '0'] = cells;
      const amountValue = Number(amount);
      const feeValue = Number(fee);
      if (
        cells.length < 2 ||
        cells.length > 3 ||
        !consignmentId ||
        !/^\d+(\.\d{1,2})?$/.test(amount ?? '') ||
        !/^\d+(\.\d{1,2})?$/.test(fee) ||
        amountValue <= 0 ||
        feeValue > amountValue
      )
        throw badRequest(deliveryMessages.csvRowInvalid(index + 1));
      parsed.push({ consignmentId, amountCents: dollarsToCents(amountValue), feeCents: dollarsToCents(feeValue) });
    });
    if (parsed.length === 0) throw badRequest(deliveryMessages.csvInvalid);
    return parsed;
  }

  return {
    /** POST /api/admin/remittances. */
    async create(admin: CurrentUser, request: CreateRemittanceRequest): Promise<Remittance> {
      return record(admin, {
        courier: request.courier,
        reference: request.reference,
        receivedAt: new Date(request.receivedAt),
        lines: request.lines.map((line) => ({
          orderId: line.orderId,
          amountCents: dollarsToCents(line.amount),
          feeCents: dollarsToCents(line.fee),
        })),
      });
    },

    /**
     * POST /api/admin/remittances/import: the courier's CSV matched by consignment id. The dry run
     * lists what matched, what is unknown and what is paid already, and writes nothing; applying
     * it refuses (400) while anything is unknown or paid, else records it as one remittance.
     */
    async importCsv(admin: CurrentUser, csv: string, query: RemittanceImportQuery): Promise<RemittanceImport> {
      const rows = parseCsv(csv);
      const ids = [...new Set(rows.map((row) => row.consignmentId))];
      const found = await db
        .select({ consignmentId: shipments.consignmentId, courier: shipments.courier, order: orders })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(
          and(inArray(shipments.consignmentId, ids), query.courier ? eq(shipments.courier, query.courier) : undefined),
        );
      const byConsignment = new Map(found.map((row) => [row.consignmentId!, row]));
      const matched: RemittanceImport['matched'] = [];
      const unknown: string[] = [];
      const alreadyPaid: string[] = [];
      const counted = new Set<string>();
      const couriersSeen = new Set<Courier>();
      for (const row of rows) {
        const hit = byConsignment.get(row.consignmentId);
        if (!hit) {
          unknown.push(row.consignmentId);
          continue;
        }
        // A consignment twice in one file pays its order once: the second is a duplicate.
        if (counted.has(row.consignmentId) || lineProblem(hit.order, hit.order.id, row.amountCents)) {
          alreadyPaid.push(row.consignmentId);
          continue;
        }
        counted.add(row.consignmentId);
        couriersSeen.add(hit.courier);
        matched.push({
          consignmentId: row.consignmentId,
          orderId: hit.order.id,
          amount: centsToDollars(row.amountCents),
          fee: centsToDollars(row.feeCents),
          balanceDue: centsToDollars(hit.order.totalCents - hit.order.amountPaidCents),
        });
      }
      const courier = query.courier ?? (couriersSeen.size === 1 ? [...couriersSeen][0]! : null);
      // The same file gives the same reference: uploading it twice is refused as a recorded remittance.
      const reference = query.reference ?? `csv-${createHash('sha256').update(csv).digest('hex').slice(0, 12)}`;
      const dryRun = query.dryRun !== 'false';
      if (dryRun) return { dryRun, courier, reference, matched, unknown, alreadyPaid, remittance: null };
      if (unknown.length > 0 || alreadyPaid.length > 0 || matched.length === 0 || !courier)
        throw badRequest(deliveryMessages.csvNotMatched);
      const remittance = await record(admin, {
        courier,
        reference,
        receivedAt: query.receivedAt ? new Date(query.receivedAt) : now(),
        lines: matched.map((line) => ({
          orderId: line.orderId,
          amountCents: dollarsToCents(line.amount),
          feeCents: dollarsToCents(line.fee),
        })),
      });
      return { dryRun, courier, reference, matched, unknown, alreadyPaid, remittance };
    },

    /** GET /api/admin/remittances: the latest remittances with their lines. */
    async list(): Promise<Remittance[]> {
      const rows = await db.select().from(remittances).orderBy(desc(remittances.receivedAt)).limit(100);
      if (rows.length === 0) return [];
      const lines = await db
        .select()
        .from(remittanceLines)
        .where(
          inArray(
            remittanceLines.remittanceId,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((row) =>
        toRemittance(
          row,
          lines.filter((line) => line.remittanceId === row.id),
        ),
      );
    },
  };
}

export type Remittances = ReturnType<typeof createRemittances>;
