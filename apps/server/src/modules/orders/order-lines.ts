/** The lines of stored orders, and the order's wire shape with them. */
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { centsToDollars, vatBasisPointsToPercent, type Order } from '@tools-bd/contract';
import { translations } from '@tools-bd/contract/i18n';
import type { Database } from '../../db/client.ts';
import { orderLines, tools, type orders } from '../../db/schema.ts';

type OrderRow = typeof orders.$inferSelect;

/** A line as stored: what was sold, at the unit price the breaks gave then. */
export interface StoredOrderLine {
  position: number;
  toolId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The line's net amount, VAT rate (basis points) and VAT (contract invoices/vat.ts). */
  netCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  /** Its product's Bangla name now, for Bangla screens (read with the lines; absent on lines just placed). */
  nameBn?: string | null;
}

export type OrderWithLines = OrderRow & { lines: StoredOrderLine[] };

/** These orders with their lines (one query for all of them), in the same order. */
export async function withLines(db: Pick<Database, 'select'>, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const stored = await db
    .select({ ...getTableColumns(orderLines), nameBn: tools.nameBn })
    .from(orderLines)
    .leftJoin(tools, eq(tools.id, orderLines.toolId))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, StoredOrderLine[]>();
  for (const { orderId, ...line } of stored) {
    const lines = byOrder.get(orderId) ?? [];
    lines.push(line);
    byOrder.set(orderId, lines);
  }
  return rows.map((row) => ({ ...row, lines: byOrder.get(row.id) ?? [] }));
}

/** Maps a stored order to the sketch's wire shape (dollars, `cart`, `_id`) plus its lines. */
export function toOrderResponse(order: OrderWithLines): Order {
  return {
    _id: order.id,
    toolId: order.toolId,
    itemName: order.itemName,
    ...itemNameInBangla(order),
    customerName: order.customerName,
    email: order.email,
    phone: order.phone,
    address: order.address,
    district: order.district,
    deliveryFee: centsToDollars(order.deliveryFeeCents),
    price: centsToDollars(order.totalCents),
    net: centsToDollars(order.netCents),
    vat: centsToDollars(order.vatCents),
    cart: order.quantity,
    paid: order.paid,
    transactionId: order.transactionId,
    testPayment: order.testPayment,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    invoiceNumber: order.invoiceNumber,
    invoiceIssuedAt: order.invoiceIssuedAt?.toISOString() ?? null,
    creditNoteNumber: order.creditNoteNumber,
    creditNoteIssuedAt: order.creditNoteIssuedAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    // What is still owed; a cancelled order owes nothing.
    balanceDue: order.status === 'cancelled' ? 0 : centsToDollars(order.totalCents - order.amountPaidCents),
    // What the reservation sweep would expire: only an unpaid, live order is held on a timer.
    reservedUntil:
      order.paymentStatus === 'unpaid' && order.status !== 'cancelled'
        ? (order.reservedUntil?.toISOString() ?? null)
        : null,
    companyId: order.companyId,
    placedBy: order.companyId ? { userId: order.userId, name: order.placedByName ?? order.customerName } : null,
    poNumber: order.poNumber,
    dueDate: order.dueDate,
    shipment:
      order.courier && order.trackingNumber
        ? {
            courier: order.courier,
            trackingNumber: order.trackingNumber,
            trackingUrl: order.trackingUrl,
            status: order.shipmentStatus,
          }
        : null,
    lines: order.lines.map((line) => ({
      toolId: line.toolId,
      sku: line.sku,
      name: line.name,
      ...(line.nameBn ? { nameBn: line.nameBn } : {}),
      quantity: line.quantity,
      unitPrice: centsToDollars(line.unitPriceCents),
      lineTotal: centsToDollars(line.lineTotalCents),
      net: centsToDollars(line.netCents),
      vatRate: vatBasisPointsToPercent(line.vatRateBasisPoints),
      vat: centsToDollars(line.vatCents),
    })),
  };
}

/**
 * The order's name on Bangla pages, when it differs from `itemName`: the first product's Bangla
 * name, and "and N more" in Bangla for the other lines (itemName keeps the English of the sale).
 */
function itemNameInBangla(order: OrderWithLines): { itemNameBn?: string } {
  const [first, ...others] = order.lines;
  if (!first || (!first.nameBn && others.length === 0)) return {};
  return {
    itemNameBn: translations.bn.orders.orderMessagesFor.itemNameOfLines(first.nameBn || first.name, others.length),
  };
}
