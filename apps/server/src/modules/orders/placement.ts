/**
 * Placing orders: one engine for the one-tool order (POST /api/orders) and the checkout of a
 * cart (POST /api/checkout). A batch of attempts runs in ONE transaction:
 *   1. the buyers are locked (the account lock, for the open-order cap) and the Idempotency-Keys
 *      of the batch claimed (a key another request holds is left to it), in one statement;
 *   2. the buyers' open orders are counted (up to the cap), and their cart lines read and locked
 *      (checkout), in one statement;
 *   3. every tool involved is locked, in id order, so concurrent batches never deadlock;
 *   4. each attempt is judged in arrival order against what the earlier ones left, with the
 *      contract's rules — all its lines pass, or it takes nothing;
 *   5. the accepted orders, their lines and their first events are stored, their stock taken,
 *      their cart lines removed and their mails and SMS queued, in one statement; the orders
 *      confirmed at once (on account, a trusted buyer's cash on delivery) are stored invoiced,
 *      their numbers taken from the series' counter in that statement (the lock order's last step);
 *   6. once committed, the stock the batch left is told to `onStockTaken` (the catalogue's copy).
 * Six statements (begin and commit included), one lock hand-over, one commit and one WAL flush
 * serve the whole batch (group commit), however many attempts it holds. Every statement is a
 * round trip, and on PostgreSQL each costs the shop's one thread a socket write and a read.
 */
import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import {
  cartMessages,
  DEFAULT_DELIVERY_ZONES,
  deliveryFeeCents,
  lineVat,
  zoneFor,
  type DeliveryZone,
  type District,
  type Language,
  orderMessagesFor,
  orderVatTotals,
  MAX_ORDER_TOTAL_CENTS,
  type OrderForm,
  type OrderStatus,
  type PaymentMethod,
  type PriceListRules,
} from '@tools-bd/contract';
import { selectRowsPrepared, tableRowReader, type Database } from '../../db/client.ts';
import { retryOnConflict } from '../../db/retry.ts';
import { cartLines, idempotencyKeys, orderLines, orders, shopSettings, tools } from '../../db/schema.ts';
import { runOrEachAlone, type Outcome } from '../../lib/keyed-batcher.ts';
import { isDatabaseUnavailable } from '../../plugins/errors.ts';
import type { CurrentUser } from '../../plugins/authentication.ts';
import { IdempotencyKeyTaken, type IdempotencyClaim } from './idempotency.ts';
import { invoicesOnInsert } from '../invoices/index.ts';
import { accountsLocked, judgeLine, type CartToolRow, type JudgedLine } from '../cart/index.ts';
import type { OrderWithLines, StoredOrderLine } from './order-lines.ts';
import type { StockLevel } from '../catalog/index.ts';
import { eventsInsert, type NewOrderEvent } from './events.ts';
import type { PlacedOrderFacts } from './mails.ts';
import { placedSms, type OrderSmsSettings } from './sms.ts';
import { dueDateSql } from './lifecycle.ts';
import { mailsInsert, smsInsert } from '../notifications/index.ts';
import type { MailMessage } from '../../providers/mail/index.ts';

export type OrderRow = typeof orders.$inferSelect;

/** A line as the buyer asks for it. */
export interface RequestedLine {
  toolId: string;
  quantity: number;
  /** An accepted quote's price per unit: it replaces the price the rules would give. */
  unitPriceCents?: number;
}

/** One order to place: who receives it, what it holds, and its Idempotency-Key if any. */
export interface PlacementAttempt {
  buyer: CurrentUser;
  recipient: Pick<OrderForm, 'customerName' | 'phone' | 'address'> & { district: District };
  /** The lines of a one-tool order, or 'cart': the buyer's stored cart, emptied when the order is placed. */
  lines: RequestedLine[] | 'cart';
  idempotency?: IdempotencyClaim;
  /** How it will be paid, and the rules of that method the service read from the settings. */
  payment?: PaymentTerms;
  /** A member of an approved company ordering: the company's rules for this order. */
  business?: BusinessTerms;
  /** The buyer's purchase order number, if given. */
  poNumber?: string | null;
  /** The buyer's company price list, if any: the lines are priced by it, on the locked tool rows. */
  priceList?: PriceListRules | null;
  /** An accepted quote: its quantities may go beyond a tool's maxPerOrder (every other rule holds). */
  maxPerOrderLifted?: boolean;
}

/** A company member's order: its company, PO number, and the buyer's limit above which an owner approves it. */
export interface BusinessTerms {
  companyId: string;
  /** A total above it makes the order wait (`awaiting_approval`); null: no limit. */
  approvalLimitCents: number | null;
  /** Until when an order waiting for approval holds its stock (an unpaid order's window). */
  approvalReservedUntil: Date;
  /** Called in the placing transaction for an order that waits for approval (the owners' e-mail). */
  onAwaitingApproval?: (tx: Database, order: OrderWithLines) => Promise<void>;
}

/** How an order will be paid, decided before it is placed. */
export interface PaymentTerms {
  method: PaymentMethod;
  /** Cash on delivery only: the largest total it accepts. */
  codCeilingCents?: number;
  /** Until when an unpaid order holds its stock; null: it holds (cash on delivery from a trusted customer). */
  reservedUntil: Date | null;
  /** Cash on delivery only: the buyer is trusted (a delivered, paid order, or an admin said so), so the order is confirmed at once. */
  codTrusted?: boolean;
  /** At most this many unpaid, not cancelled orders per buyer (this one included). */
  openOrderLimit?: number;
  /** The order-placed e-mail of an order to store; the batch queues them in the statement that stores the orders. */
  placedMail?: (order: PlacedOrderFacts) => MailMessage | null;
  /** Called for each order stored, in the placing transaction. */
  onPlaced?: (tx: Database, order: OrderWithLines) => Promise<void>;
  /** `on_account` only: the company whose credit the order uses. */
  onAccount?: OnAccountTerms;
}

/** A company's room on account, read under its row lock. */
export interface CreditPosition {
  /** The limit minus the open balance and the on-account orders awaiting approval (may be below 0). */
  availableCents: number;
  /** An invoice is more than OVERDUE_BLOCK_DAYS past its due date. */
  overdue: boolean;
  /** A payment to the account has money left: it pays the new invoices at once (applyCredit). */
  hasCredit: boolean;
}

/** How an order on a company's account is checked and invoiced (the accounts module's rules, passed in). */
export interface OnAccountTerms {
  companyId: string;
  /** The company's term when the order is placed: its invoice is due that many days after its date. */
  termDays: number;
  /** When its invoice is dated (the service's clock). */
  invoiceAt: () => Date;
  /**
   * Locks the rows of these companies (after the accounts, before the tools; in id order) and reads
   * their positions in a later statement. The same function on every order's terms (the accounts
   * module's): a batch calls it once for all its companies.
   */
  lockCredits: (tx: Database, companyIds: string[]) => Promise<Map<string, CreditPosition>>;
  /** Once its orders are invoiced: credit the company's account carries pays them at once (true when it paid some). */
  applyCredit: (tx: Database) => Promise<boolean>;
}

const CARD_TERMS: PaymentTerms = { method: 'card', reservedUntil: null };

/**
 * Cash on delivery from a trusted buyer is confirmed when placed: the shop ships it unpaid and
 * collects at the door. Anyone else's waits (pending) for the shop to call and confirm it.
 */
export const initialStatusFor = (method: PaymentMethod, codTrusted = false): OrderStatus =>
  (method === 'cod' && codTrusted) || method === 'on_account' ? 'confirmed' : 'pending';
const initialStatusOf = (terms: PaymentTerms): OrderStatus => initialStatusFor(terms.method, terms.codTrusted);

/** A line that cannot be sold as asked, with the rule's message; `missing` when the tool is archived or unknown. */
export interface LineRefusal {
  toolId: string;
  problem: string;
  missing: boolean;
}

/** Why an attempt took nothing. The caller words it for its endpoint; like HttpError, it captures no stack. */
export class PlacementRefused extends Error {
  constructor(
    readonly reason:
      | 'lines'
      | 'empty'
      | 'tooLarge'
      | 'codCeiling'
      | 'tooManyOpenOrders'
      | 'districtNotServed'
      | 'creditLimit'
      | 'overdue',
    readonly lines: LineRefusal[] = [],
    /** `creditLimit`: what the company could still have bought on account (never below 0). */
    readonly availableCents = 0,
  ) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(`order refused: ${reason}`);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'PlacementRefused';
  }
}

/** Rows of `returning *` and `select t.*` (database column names) as Drizzle would have read them. */
const fromDatabaseRow = tableRowReader(orders);
const readTool = tableRowReader(tools);

const termsOf = (attempt: PlacementAttempt): PaymentTerms => attempt.payment ?? CARD_TERMS;

async function rereadOrder(tx: Database, id: string): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(inArray(orders.id, [id]));
  return row!;
}

interface AcceptedOrder {
  index: number;
  id: string;
  attempt: PlacementAttempt;
  /** Where it starts: the method's first state, or awaiting_approval above the buyer's limit. */
  status: OrderStatus;
  reservedUntil: Date | null;
  lines: StoredOrderLine[];
  quantity: number;
  totalCents: number;
  netCents: number;
  vatCents: number;
  delivery: DeliveryCharge;
}

/** The delivery fee of an order: gross, with its VAT at the shop's default rate inside it. */
interface DeliveryCharge {
  feeCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
}

/** What the shop's settings say about delivery, VAT and the order-placed SMS, read with the locked tools. */
interface ShopTerms {
  pricesIncludeVat: boolean;
  defaultVatRateBasisPoints: number;
  zones: readonly DeliveryZone[];
  placedSms: OrderSmsSettings;
  /** The language of a buyer who saved none. */
  defaultLanguage: Language;
}

// No settings row yet: every SMS switch is on, in English, as the settings' defaults say.
const DEFAULT_SHOP_TERMS: ShopTerms = {
  pricesIncludeVat: true,
  defaultVatRateBasisPoints: 0,
  zones: DEFAULT_DELIVERY_ZONES,
  placedSms: { on: true, currency: 'USD' },
  defaultLanguage: 'en',
};

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Locks the buyers whose open orders are capped (the account lock, in id order, before anything
 * else), then claims the keys of the batch, sorted so two batches always wait on each other in
 * the same order: one statement. Returns the order ids that won their key.
 */
async function lockBuyersAndClaimKeys(
  tx: Database,
  buyerIds: string[],
  claims: { orderId: string; userId: string; claim: IdempotencyClaim }[],
): Promise<Set<string>> {
  if (claims.length === 0) {
    if (buyerIds.length > 0)
      await selectRowsPrepared(tx, sql`select 1 where ${accountsLocked(buyerIds)}`, 'orders.lockBuyers');
    return new Set();
  }
  // A stable sort: of two requests with one key, the first to arrive stays first and wins.
  const sorted = [...claims].sort((a, b) => compareText(a.userId, b.userId) || compareText(a.claim.key, b.claim.key));
  const param = <T>(pick: (entry: (typeof sorted)[number]) => T) => sql.param(sorted.map(pick));
  // ON CONFLICT DO NOTHING waits for a transaction holding the same key to finish; a key that
  // appears twice in this batch goes to its first request. The order ids returned are the winners.
  const won = await selectRowsPrepared<{ order_id: string }>(
    tx,
    sql`insert into ${idempotencyKeys} (user_id, key, request_fingerprint, order_id)
        select k.user_id, k.key, k.fingerprint, k.order_id
          from unnest(${param((e) => e.userId)}::uuid[], ${param((e) => e.claim.key)}::text[],
                      ${param((e) => e.claim.fingerprint)}::text[], ${param((e) => e.orderId)}::uuid[])
               with ordinality as k(user_id, key, fingerprint, order_id, arrival)
         where ${accountsLocked(buyerIds)}
         order by k.arrival
        on conflict (user_id, key) do nothing
        returning order_id`,
    'orders.lockBuyersAndClaimKeys',
  );
  return new Set(won.map((row) => row.order_id));
}

/**
 * How many unpaid, not cancelled orders each capped buyer has, counted up to the buyer's cap
 * (the refusal only asks whether the cap is reached, so a buyer with thousands of open orders
 * costs no more than the cap): rows of (user_id, open).
 */
const openOrderCounts = (caps: ReadonlyMap<string, number>) =>
  sql`select b.user_id,
             (select count(*) from (select 1 from ${orders} o
                                     where o.user_id = b.user_id and o.payment_status = 'unpaid' and o.status <> 'cancelled'
                                     limit b.cap) as capped)::int as open
        from unnest(${sql.param([...caps.keys()])}::uuid[], ${sql.param([...caps.values()])}::bigint[]) as b(user_id, cap)`;

/**
 * After the buyers' lock (lockBuyersAndClaimKeys), in one statement:
 * - how many unpaid, not cancelled orders each capped buyer has, counted up to the buyer's cap
 *   (the refusal only asks whether the cap is reached, so a buyer with thousands of open orders
 *   costs no more than the cap). Read in a statement after the one that locked the buyers, so two
 *   batches placing for one buyer count one after the other and the cap holds across instances;
 * - the stored carts of the checkouts' buyers, locked so a change made during checkout waits for
 *   it; in the order the lines were added.
 */
async function countOpenOrdersAndLockCarts(
  tx: Database,
  caps: ReadonlyMap<string, number>,
  cartBuyers: string[],
): Promise<{ openOrders: Map<string, number>; carts: Map<string, RequestedLine[]> }> {
  const openOrders = new Map<string, number>();
  const carts = new Map<string, RequestedLine[]>();
  if (caps.size === 0 && cartBuyers.length === 0) return { openOrders, carts };
  const rows = await selectRowsPrepared<{
    user_id: string;
    tool_id: string | null;
    quantity: number | null;
    added_at: string | Date | null;
    open: number | null;
  }>(
    tx,
    sql`with carts as (
          select user_id, tool_id, quantity, added_at from ${cartLines}
           where user_id = any(${sql.param(cartBuyers)}::uuid[])
           order by user_id, tool_id
             for update
        ), open as (
          ${openOrderCounts(caps)}
        )
        select user_id, tool_id, quantity, added_at, null::int as open from carts
        union all
        select user_id, null, null, null, open from open`,
    'orders.countOpenOrdersAndLockCarts',
  );
  const cartRows: { user_id: string; tool_id: string; quantity: number; added_at: string | Date }[] = [];
  for (const row of rows) {
    if (row.tool_id === null) openOrders.set(row.user_id, Number(row.open));
    else
      cartRows.push({ user_id: row.user_id, tool_id: row.tool_id, quantity: row.quantity!, added_at: row.added_at! });
  }
  // Locked in (user, tool) order above; ordered in the order the buyer added them, as the cart shows them.
  cartRows.sort(
    (a, b) => new Date(a.added_at).getTime() - new Date(b.added_at).getTime() || compareText(a.tool_id, b.tool_id),
  );
  for (const row of cartRows) {
    const lines = carts.get(row.user_id) ?? [];
    lines.push({ toolId: row.tool_id, quantity: row.quantity });
    carts.set(row.user_id, lines);
  }
  return { openOrders, carts };
}

/**
 * Locks every tool of the batch in id order (the one order every placement uses) and reads its
 * selling rules. NO KEY UPDATE shuts out every other writer of the row (placements, edits,
 * cancellations, deletion) but not the KEY SHARE lock a foreign-key check takes: a cart line
 * added for one of these tools (cart_lines.tool_id) does not wait for the whole batch.
 * The shop's VAT setting comes with the rows (same statement, same transaction), so every order
 * of the batch is priced under one setting without a round trip of its own.
 */
async function lockTools(
  tx: Database,
  toolIds: string[],
  caps: ReadonlyMap<string, number> = new Map(),
): Promise<{
  lockedTools: Map<string, CartToolRow>;
  shop: ShopTerms;
  openOrders: Map<string, number> | null;
}> {
  if (toolIds.length === 0) return { lockedTools: new Map(), shop: DEFAULT_SHOP_TERMS, openOrders: null };
  // The open orders' count (caps given) rides along as one value: the statement starts after the
  // buyers' lock, as countOpenOrdersAndLockCarts does, so it sees every order placed before it.
  const rows = await selectRowsPrepared<Record<string, unknown>>(
    tx,
    sql`select t.*, (select json_build_array(s.prices_include_vat, s.default_vat_rate_basis_points, s.shipping_zones, s.sms_placed, s.currency, s.default_language)
                         from ${shopSettings} s limit 1) as shop_terms,
               ${caps.size > 0 ? sql`(select json_agg(json_build_array(c.user_id, c.open)) from (${openOrderCounts(caps)}) c)` : sql`null`} as open_orders
          from ${tools} t
         where t.id = any(${sql.param(toolIds)}::uuid[])
         order by t.id
           for no key update of t`,
    `orders.lockTools:${caps.size > 0 ? 'counting' : 'not counting'}`,
  );
  const lockedTools = new Map(rows.map((raw) => [raw.id as string, readTool(raw)]));
  // No row locked (every tool gone): the count did not come back; the caller counts on its own.
  const raw = caps.size > 0 && rows.length > 0 ? rows[0]!.open_orders : null;
  const counted = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [string, number][] | null;
  return {
    lockedTools,
    shop: shopTermsOf(rows[0]?.shop_terms),
    openOrders: counted ? new Map(counted.map(([userId, open]) => [userId, Number(open)])) : null,
  };
}

/**
 * The shop_terms column of lockTools: [prices_include_vat, default_vat_rate_basis_points,
 * shipping_zones, sms_placed, currency, default_language].
 */
function shopTermsOf(column: unknown): ShopTerms {
  const raw = (typeof column === 'string' ? JSON.parse(column) : column) as
    [boolean, number, DeliveryZone[] | null, boolean, string, Language] | null | undefined;
  if (!raw) return DEFAULT_SHOP_TERMS;
  const [pricesIncludeVat, defaultVatRateBasisPoints, zones, smsPlaced, currency, defaultLanguage] = raw;
  return {
    pricesIncludeVat,
    defaultVatRateBasisPoints,
    zones: zones ?? DEFAULT_DELIVERY_ZONES,
    placedSms: { on: smsPlaced, currency },
    defaultLanguage,
  };
}

/**
 * The delivery fee of goods weighing `weightGrams` worth `goodsCents` to `district`, by the
 * contract's rule. The fee is what the buyer was quoted, so it is always gross (VAT inside),
 * whatever the shop's setting for product prices.
 */
function deliveryCharge(shop: ShopTerms, district: District, weightGrams: number, goodsCents: number): DeliveryCharge {
  const zone = zoneFor(shop.zones, district);
  if (!zone) throw new PlacementRefused('districtNotServed');
  const feeCents = deliveryFeeCents(zone, weightGrams, goodsCents);
  const { vatCents } = lineVat({
    amountCents: feeCents,
    rateBasisPoints: shop.defaultVatRateBasisPoints,
    pricesIncludeVat: true,
  });
  return { feeCents, vatRateBasisPoints: shop.defaultVatRateBasisPoints, vatCents };
}

/** A quote's price per unit, where one was agreed, in place of the rules' (the rest of the verdict stands). */
function withQuotedPrice(verdict: JudgedLine, unitPriceCents: number | undefined): JudgedLine {
  if (unitPriceCents === undefined) return verdict;
  return { ...verdict, unitPriceCents, lineTotalCents: unitPriceCents * verdict.quantity };
}

/** Judges one attempt's lines against what is left; takes the stock from `left` only when every line passes. */
function judgeAttempt(
  requested: RequestedLine[],
  lockedTools: Map<string, CartToolRow>,
  left: Map<string, number>,
  shop: ShopTerms,
  district: District,
  terms: PaymentTerms,
  priceList: PriceListRules | null = null,
  maxPerOrderLifted = false,
  room?: CreditPosition,
): { lines: StoredOrderLine[]; totalCents: number; netCents: number; vatCents: number; delivery: DeliveryCharge } {
  if (requested.length === 0) throw new PlacementRefused('empty');
  const judged: JudgedLine[] = [];
  const refusals: LineRefusal[] = [];
  for (const line of requested) {
    const tool = lockedTools.get(line.toolId);
    if (!tool) {
      refusals.push({ toolId: line.toolId, problem: cartMessages.toolNotOnSale, missing: true });
      continue;
    }
    // The cart's judge, against what the earlier orders of this batch left of the stock.
    const judgedTool = { ...tool, availableQuantity: left.get(tool.id) ?? 0 };
    if (maxPerOrderLifted) judgedTool.maxPerOrder = null;
    const verdict = withQuotedPrice(judgeLine(judgedTool, line.quantity, priceList), line.unitPriceCents);
    if (verdict.problem !== null)
      refusals.push({
        toolId: tool.id,
        problem: verdict.problem,
        missing: verdict.problem === cartMessages.toolNotOnSale,
      });
    else judged.push(verdict);
  }
  if (refusals.length > 0) throw new PlacementRefused('lines', refusals);
  // VAT per line (contract invoices/vat.ts); the order's total is the lines' gross, which grows by the VAT when prices exclude it.
  const vats = judged.map((line) =>
    lineVat({
      amountCents: line.lineTotalCents,
      rateBasisPoints: line.tool.vatRateBasisPoints,
      pricesIncludeVat: shop.pricesIncludeVat,
    }),
  );
  const goods = orderVatTotals(vats);
  const weightGrams = judged.reduce((sum, line) => sum + line.quantity * line.tool.weightGrams, 0);
  // The fee is free from the zone's threshold on the goods' total (gross, as the buyer sees it).
  const delivery = deliveryCharge(shop, district, weightGrams, goods.grossCents);
  const totalCents = goods.grossCents + delivery.feeCents;
  const netCents = goods.netCents + delivery.feeCents - delivery.vatCents;
  const vatCents = goods.vatCents + delivery.vatCents;
  if (totalCents > MAX_ORDER_TOTAL_CENTS) throw new PlacementRefused('tooLarge');
  if (terms.method === 'cod' && terms.codCeilingCents !== undefined && totalCents > terms.codCeilingCents)
    throw new PlacementRefused('codCeiling');
  if (room && totalCents > room.availableCents)
    throw new PlacementRefused('creditLimit', [], Math.max(0, room.availableCents));
  for (const { tool, quantity } of judged) left.set(tool.id, (left.get(tool.id) ?? 0) - quantity);
  return {
    totalCents,
    netCents,
    vatCents,
    delivery,
    lines: judged.map(({ tool, quantity, unitPriceCents, lineTotalCents }, position) => ({
      position,
      toolId: tool.id,
      sku: tool.sku,
      name: tool.name,
      nameBn: tool.nameBn,
      quantity,
      unitPriceCents,
      lineTotalCents,
      netCents: vats[position]!.netCents,
      vatRateBasisPoints: vats[position]!.rateBasisPoints,
      vatCents: vats[position]!.vatCents,
    })),
  };
}

/** The first event of an order's timeline; a trusted buyer's cash on delivery order starts confirmed. */
const placedEvent = ({ id, attempt, status }: AcceptedOrder): NewOrderEvent => ({
  orderId: id,
  actor: 'customer',
  type: 'placed',
  to: status,
  note: termsOf(attempt).method,
});

/** A company buyer's order above their limit waits for an owner, holding its stock as an unpaid order does. */
function startOf(attempt: PlacementAttempt, totalCents: number): { status: OrderStatus; reservedUntil: Date | null } {
  const business = attempt.business;
  if (business && business.approvalLimitCents !== null && totalCents > business.approvalLimitCents)
    return { status: 'awaiting_approval', reservedUntil: business.approvalReservedUntil };
  return { status: initialStatusOf(termsOf(attempt)), reservedUntil: termsOf(attempt).reservedUntil };
}

/** Lines of carts to remove once ordered, and keys that refused attempts let go. */
interface Cleanup {
  emptied: { userId: string; toolId: string }[];
  released: { userId: string; key: string }[];
}

/** Removes exactly the ordered cart lines (one added meanwhile stays) and lets refused attempts' keys go. */
function cleanupStatements(cleanup: Cleanup) {
  const { emptied, released } = cleanup;
  return sql`emptied as (
          delete from ${cartLines} c
           using unnest(${sql.param(emptied.map((entry) => entry.userId))}::uuid[], ${sql.param(emptied.map((entry) => entry.toolId))}::uuid[]) as d(user_id, tool_id)
           where c.user_id = d.user_id and c.tool_id = d.tool_id
        ), released as (
          delete from ${idempotencyKeys} k
           using unnest(${sql.param(released.map((entry) => entry.userId))}::uuid[], ${sql.param(released.map((entry) => entry.key))}::text[]) as r(user_id, key)
           where k.user_id = r.user_id and k.key = r.key
        )`;
}

/** The order-placed mails of the accepted orders, written from what is about to be stored. */
function placedMails(accepted: AcceptedOrder[]): MailMessage[] {
  return accepted.flatMap(({ id, attempt, totalCents, lines, status, delivery }) => {
    const terms = termsOf(attempt);
    const mail = terms.placedMail?.({
      id,
      customerName: attempt.recipient.customerName,
      email: attempt.buyer.email,
      paymentMethod: terms.method,
      totalCents,
      lines,
      status,
      poNumber: attempt.poNumber ?? null,
      deliveryFeeCents: delivery.feeCents,
      district: attempt.recipient.district,
    });
    return mail ? [mail] : [];
  });
}

/** The stock_taken column of storeOrders: [id, available_quantity, stock_version] per tool, as JSON. */
function stockLevelsOf(column: unknown): StockLevel[] {
  const entries = (typeof column === 'string' ? JSON.parse(column) : (column ?? [])) as [string, number, number][];
  return entries.map(([id, availableQuantity, version]) => ({ id, availableQuantity, version }));
}

/**
 * Stores the accepted orders, their lines and the first event of each timeline, takes their stock,
 * numbers the invoices of those confirmed at once, queues their mails and SMS and cleans up after
 * the batch: one statement, one round trip. Answers the stored orders and the stock their tools
 * were left with.
 */
async function storeOrders(
  tx: Database,
  accepted: AcceptedOrder[],
  cleanup: Cleanup,
  shop: ShopTerms,
): Promise<{ stored: Map<string, OrderRow>; stock: StockLevel[] }> {
  const mails = placedMails(accepted);
  // In the language the buyer saved (read with their session), else the shop's.
  const texts = placedSms(
    accepted.map(({ id, attempt, totalCents }) => ({
      id,
      userId: attempt.buyer.id,
      phone: attempt.recipient.phone,
      totalCents,
      language: attempt.buyer.language ?? shop.defaultLanguage,
    })),
    shop.placedSms,
  );
  const order = <T>(pick: (entry: AcceptedOrder) => T) => sql.param(accepted.map(pick));
  const allLines = accepted.flatMap((entry) => entry.lines.map((line) => ({ orderId: entry.id, ...line })));
  const line = <T>(pick: (entry: (typeof allLines)[number]) => T) => sql.param(allLines.map(pick));
  const sold = new Map<string, number>();
  for (const entry of allLines) sold.set(entry.toolId, (sold.get(entry.toolId) ?? 0) + entry.quantity);
  // Confirmed at once, invoiced at once (decision 008: cash on delivery when confirmed; on account
  // when placed): numbered 1 … n in arrival order, the counter moved once by n in this statement,
  // so no row is written twice. One instant for the batch: its first order on account's clock.
  const invoiceSeq = new Map<string, number>();
  for (const entry of accepted) if (entry.status === 'confirmed') invoiceSeq.set(entry.id, invoiceSeq.size + 1);
  const firstOnAccount = accepted.find((entry) => invoiceSeq.has(entry.id) && termsOf(entry.attempt).onAccount);
  const invoicedAt = firstOnAccount ? termsOf(firstOnAccount.attempt).onAccount!.invoiceAt() : new Date();
  const invoicing = invoicesOnInsert(invoiceSeq.size, invoicedAt);

  // Prices come from the contract's rules applied to the rows locked above, so nobody can have
  // changed them since. clock_timestamp() keeps the arrival order in created_at within the batch.
  const inserted = await selectRowsPrepared<Record<string, unknown>>(
    tx,
    sql`with reserved as (
          update ${tools} t set available_quantity = t.available_quantity - s.sold
            from unnest(${sql.param([...sold.keys()])}::uuid[], ${sql.param([...sold.values()])}::int[]) as s(id, sold)
           where t.id = s.id
          returning t.id, t.available_quantity, t.stock_version
        ), stored_lines as (
          insert into ${orderLines} (order_id, position, tool_id, sku, name, quantity, unit_price_cents, line_total_cents, net_cents, vat_rate_basis_points, vat_cents)
          select * from unnest(
                 ${line((e) => e.orderId)}::uuid[], ${line((e) => e.position)}::int[], ${line((e) => e.toolId)}::uuid[],
                 ${line((e) => e.sku)}::text[], ${line((e) => e.name)}::text[], ${line((e) => e.quantity)}::int[],
                 ${line((e) => e.unitPriceCents)}::int[], ${line((e) => e.lineTotalCents)}::int[],
                 ${line((e) => e.netCents)}::int[], ${line((e) => e.vatRateBasisPoints)}::int[], ${line((e) => e.vatCents)}::int[])
          returning order_id
        ), ${cleanupStatements(cleanup)}, placed as (
          ${eventsInsert(accepted.map(placedEvent))}
        )${
          mails.length > 0
            ? sql`, mailed as (
          ${mailsInsert(mails)}
        )`
            : sql``
        }${
          texts.length > 0
            ? sql`, texted as (
          ${smsInsert(texts)}
        )`
            : sql``
        }, numbering as (
          ${invoicing.counter}
        )
        insert into ${orders}
               (id, user_id, tool_id, item_name, customer_name, email, phone, address, quantity, unit_price_cents, total_cents, net_cents, vat_cents, created_at,
                payment_method, status, reserved_until, company_id, placed_by_name, po_number,
                district, delivery_fee_cents, delivery_vat_rate_basis_points, delivery_vat_cents, payment_term_days,
                invoice_number, invoice_issued_at, invoice_seller, invoice_buyer, due_date)
        select o.id, o.user_id, o.tool_id, o.item_name, o.customer_name, o.email, o.phone, o.address,
               o.quantity, o.unit_price_cents, o.total_cents, o.net_cents, o.vat_cents, clock_timestamp(),
               o.payment_method, o.status, o.reserved_until, o.company_id, o.placed_by_name, o.po_number,
               o.district, o.delivery_fee_cents, o.delivery_vat_rate_basis_points, o.delivery_vat_cents, o.payment_term_days,
               ${invoicing.columns(sql`n`, sql`o.invoice_seq`, sql`o.company_id`)},
               case when o.invoice_seq is not null then ${dueDateSql(invoicedAt, sql`o.payment_term_days`)} end
          from unnest(
               ${order((e) => e.id)}::uuid[],
               ${order((e) => e.attempt.buyer.id)}::uuid[],
               ${order((e) => e.lines[0]!.toolId)}::uuid[],
               ${order((e) => orderMessagesFor.itemNameOfLines(e.lines[0]!.name, e.lines.length - 1))}::text[],
               ${order((e) => e.attempt.recipient.customerName)}::text[],
               ${order((e) => e.attempt.buyer.email)}::text[],
               ${order((e) => e.attempt.recipient.phone)}::text[],
               ${order((e) => e.attempt.recipient.address)}::text[],
               ${order((e) => e.quantity)}::int[],
               ${order((e) => (e.lines.length === 1 ? e.lines[0]!.unitPriceCents : null))}::int[],
               ${order((e) => e.totalCents)}::int[],
               ${order((e) => e.netCents)}::int[],
               ${order((e) => e.vatCents)}::int[],
               ${order((e) => termsOf(e.attempt).method)}::text[],
               ${order((e) => e.status)}::text[],
               ${order((e) => e.reservedUntil?.toISOString() ?? null)}::timestamptz[],
               ${order((e) => e.attempt.business?.companyId ?? null)}::uuid[],
               ${order((e) => (e.attempt.business ? e.attempt.buyer.name : null))}::text[],
               ${order((e) => e.attempt.poNumber ?? null)}::text[],
               ${order((e) => e.attempt.recipient.district)}::text[],
               ${order((e) => e.delivery.feeCents)}::int[],
               ${order((e) => e.delivery.vatRateBasisPoints)}::int[],
               ${order((e) => e.delivery.vatCents)}::int[],
               ${order((e) => termsOf(e.attempt).onAccount?.termDays ?? null)}::int[],
               ${order((e) => invoiceSeq.get(e.id) ?? null)}::int[]
             ) with ordinality as o(id, user_id, tool_id, item_name, customer_name, email, phone, address, quantity, unit_price_cents, total_cents,
                                    net_cents, vat_cents, payment_method, status, reserved_until, company_id, placed_by_name, po_number,
                                    district, delivery_fee_cents, delivery_vat_rate_basis_points, delivery_vat_cents, payment_term_days,
                                    invoice_seq, arrival)
          left join numbering n on true
         order by o.arrival
     returning *,
               -- The same on every row, computed once (an InitPlan): each tool's stock after the batch.
               (select json_agg(json_build_array(r.id, r.available_quantity, r.stock_version)) from reserved r) as stock_taken`,
    // What changes its text: whether it queues mails, and SMS.
    `orders.store:${mails.length > 0 ? 'mails' : 'no mails'}:${texts.length > 0 ? 'sms' : 'no sms'}`,
  );
  return {
    stored: new Map(inserted.map((raw) => [raw.id as string, fromDatabaseRow(raw)])),
    stock: inserted.length > 0 ? stockLevelsOf(inserted[0]!.stock_taken) : [],
  };
}

/** The companies whose credit the batch uses, each with the terms of its first attempt. */
function creditCompanies(attempts: PlacementAttempt[]): Map<string, OnAccountTerms> {
  const companies = new Map<string, OnAccountTerms>();
  for (const attempt of attempts) {
    const terms = termsOf(attempt).onAccount;
    if (terms && !companies.has(terms.companyId)) companies.set(terms.companyId, terms);
  }
  return companies;
}

/** The lines an attempt asks for: its own, or its buyer's stored cart (checkout). */
const requestedOf = (attempt: PlacementAttempt, carts: Map<string, RequestedLine[]>): RequestedLine[] =>
  attempt.lines === 'cart' ? (carts.get(attempt.buyer.id) ?? []) : attempt.lines;

/**
 * Credit a company's account carries (its position says so, read under the company's lock) pays
 * the batch's invoiced orders on it straight away; only those orders are read again. Answers them
 * by id.
 */
async function payWithCarriedCredit(
  tx: Database,
  accepted: AcceptedOrder[],
  stored: Map<string, OrderRow>,
  rooms: Map<string, CreditPosition>,
): Promise<Map<string, OrderRow>> {
  const paid = new Map<string, OrderRow>();
  for (const [companyId, room] of rooms) {
    if (!room.hasCredit) continue;
    const invoiced = accepted.filter(
      (entry) =>
        entry.status === 'confirmed' &&
        termsOf(entry.attempt).onAccount?.companyId === companyId &&
        stored.get(entry.id)?.invoiceNumber,
    );
    const [first] = invoiced;
    if (!first || !(await termsOf(first.attempt).onAccount!.applyCredit(tx))) continue;
    for (const entry of invoiced) paid.set(entry.id, await rereadOrder(tx, entry.id));
  }
  return paid;
}

/** Places a batch of attempts in one transaction (see the top of this file); one outcome per attempt, in order. */
async function placeBatch(
  db: Database,
  attempts: PlacementAttempt[],
  onStockTaken: (levels: StockLevel[]) => void,
  nextMayStart: () => void,
): Promise<Outcome<OrderWithLines>[]> {
  // Told only once the transaction committed: a batch rolled back took nothing.
  let taken: StockLevel[] = [];
  // A deadlock or serialization failure runs the batch again whole (db/retry.ts): it changed nothing.
  const outcomes = await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const outcomes = await judgeAndStore(tx);
      // Only the commit is left: the next batch may start now. On PostgreSQL it waits for this
      // one's row locks, and the embedded database runs it after this COMMIT, without waiting for
      // the main thread to take the answer first.
      nextMayStart();
      return outcomes;
    }),
  );
  if (taken.length > 0) onStockTaken(taken);
  return outcomes;

  async function judgeAndStore(tx: Database): Promise<Outcome<OrderWithLines>[]> {
    const outcomes: (Outcome<OrderWithLines> | undefined)[] = [];
    const orderIds = attempts.map(() => randomUUID());

    const claims = attempts.flatMap((attempt, index) =>
      attempt.idempotency ? [{ orderId: orderIds[index]!, userId: attempt.buyer.id, claim: attempt.idempotency }] : [],
    );
    // Each capped buyer's count goes up to the largest cap of their attempts.
    const caps = new Map<string, number>();
    for (const attempt of attempts) {
      const limit = termsOf(attempt).openOrderLimit;
      if (limit !== undefined) caps.set(attempt.buyer.id, Math.max(caps.get(attempt.buyer.id) ?? 0, limit));
    }
    const cartBuyers = [
      ...new Set(attempts.filter((attempt) => attempt.lines === 'cart').map((attempt) => attempt.buyer.id)),
    ];
    // Orders on a company's account lock the company after the accounts and before the tools.
    const onAccount = creditCompanies(attempts);
    // Without checkouts the tools are known now, and the count rides on the statement locking them
    // (not when a company's row must be locked between the two).
    const countWithTools = cartBuyers.length === 0 && onAccount.size === 0;
    const requestedTools = (indexes: number[], carts: Map<string, RequestedLine[]>) =>
      [...new Set(indexes.flatMap((index) => requestedOf(attempts[index]!, carts).map((line) => line.toolId)))].sort();
    // The buyers' lock and the next statement are sent together: the database runs them in
    // order, on this transaction's one session, so the count still starts after the lock, and a
    // batch waits for one reply fewer (on a busy shop, each reply waits its turn on the main
    // thread). The next statement covers every attempt, also one whose key turns out taken: it
    // then locks a tool or a cart for nothing until the commit.
    // The companies of its orders on account come next, in the same round trip: every company once,
    // in id order; its position is what the batch's orders on it may still use.
    const [firstOnAccount] = onAccount.values();
    const [won, lockedWithCount, counted, rooms] = await Promise.all([
      lockBuyersAndClaimKeys(tx, [...caps.keys()].sort(), claims),
      countWithTools ? lockTools(tx, requestedTools([...attempts.keys()], new Map()), caps) : null,
      countWithTools ? null : countOpenOrdersAndLockCarts(tx, caps, cartBuyers),
      firstOnAccount
        ? firstOnAccount.lockCredits(tx, [...onAccount.keys()])
        : Promise.resolve(new Map<string, CreditPosition>()),
    ]);
    const live = attempts.flatMap((attempt, index) => {
      if (attempt.idempotency && !won.has(orderIds[index]!)) {
        outcomes[index] = { ok: false, error: new IdempotencyKeyTaken() };
        return [];
      }
      return [index];
    });
    const carts = counted?.carts ?? new Map<string, RequestedLine[]>();
    const {
      lockedTools,
      shop,
      openOrders: countedWithTools,
    } = lockedWithCount ?? (await lockTools(tx, requestedTools(live, carts)));
    const openOrders =
      counted?.openOrders ?? countedWithTools ?? (await countOpenOrdersAndLockCarts(tx, caps, [])).openOrders;
    const left = new Map([...lockedTools.values()].map((tool) => [tool.id, tool.availableQuantity]));

    const accepted: AcceptedOrder[] = [];
    const emptied: { userId: string; toolIds: string[] }[] = [];
    const released: { userId: string; key: string }[] = [];
    for (const index of live) {
      const attempt = attempts[index]!;
      const requested = requestedOf(attempt, carts);
      try {
        const terms = termsOf(attempt);
        const open = openOrders.get(attempt.buyer.id) ?? 0;
        if (terms.openOrderLimit !== undefined && open >= terms.openOrderLimit)
          throw new PlacementRefused('tooManyOpenOrders');
        const room = terms.onAccount ? rooms.get(terms.onAccount.companyId) : undefined;
        if (room?.overdue) throw new PlacementRefused('overdue');
        const { lines, totalCents, netCents, vatCents, delivery } = judgeAttempt(
          requested,
          lockedTools,
          left,
          shop,
          attempt.recipient.district,
          terms,
          attempt.priceList ?? null,
          attempt.maxPerOrderLifted === true,
          room,
        );
        if (room) room.availableCents -= totalCents;
        if (terms.openOrderLimit !== undefined) openOrders.set(attempt.buyer.id, open + 1);
        const quantity = lines.reduce((sum, entry) => sum + entry.quantity, 0);
        accepted.push({
          index,
          id: orderIds[index]!,
          attempt,
          ...startOf(attempt, totalCents),
          lines,
          quantity,
          totalCents,
          netCents,
          vatCents,
          delivery,
        });
        if (attempt.lines === 'cart')
          emptied.push({ userId: attempt.buyer.id, toolIds: requested.map((line) => line.toolId) });
      } catch (error) {
        if (!(error instanceof PlacementRefused)) throw error;
        outcomes[index] = { ok: false, error };
        // A refused request did not use its key: the buyer may fix the cart and send it again.
        if (attempt.idempotency) released.push({ userId: attempt.buyer.id, key: attempt.idempotency.key });
      }
    }

    const cleanup: Cleanup = {
      emptied: emptied.flatMap((entry) => entry.toolIds.map((toolId) => ({ userId: entry.userId, toolId }))),
      released,
    };
    if (accepted.length === 0) {
      if (released.length > 0) await tx.execute(sql`with ${cleanupStatements(cleanup)} select 1`);
      return outcomes as Outcome<OrderWithLines>[];
    }
    const { stored, stock } = await storeOrders(tx, accepted, cleanup, shop);
    taken = stock;
    const paidByCredit = await payWithCarriedCredit(tx, accepted, stored, rooms);
    for (const { index, id, lines, attempt, status } of accepted) {
      const row = stored.get(id);
      if (row) {
        const order = { ...(paidByCredit.get(id) ?? row), lines };
        outcomes[index] = { ok: true, value: order };
        await termsOf(attempt).onPlaced?.(tx, order);
        if (status === 'awaiting_approval') await attempt.business?.onAwaitingApproval?.(tx, order);
      } else outcomes[index] = { ok: false, error: new Error(`order ${id} was not stored`) };
    }
    return outcomes as Outcome<OrderWithLines>[];
  }
}

/**
 * Places a batch; if it fails for a reason other than the database being away, each attempt is
 * placed again on its own, so that one bad attempt cannot fail the others. `onStockTaken` hears
 * the stock each committed transaction left its tools with, before any attempt is answered.
 */
export const placeOrders = (
  db: Database,
  attempts: PlacementAttempt[],
  onStockTaken: (levels: StockLevel[]) => void,
  nextMayStart: () => void = () => {},
): Promise<Outcome<OrderWithLines>[]> =>
  runOrEachAlone(
    (batch) => placeBatch(db, batch, onStockTaken, nextMayStart),
    attempts,
    (error) => !isDatabaseUnavailable(error),
  );
