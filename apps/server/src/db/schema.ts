import { inArray, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ACCOUNT_PAYMENT_METHODS,
  PAYMENT_TERMS,
  BANGLADESH_DISTRICTS,
  COMPANY_ROLES,
  COURIERS,
  SHIPMENT_STATES,
  COMPANY_STATUSES,
  GUEST_PRICES,
  LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  QUOTE_AUTHORS,
  QUOTE_STATUSES,
  type DeliveryZone,
} from '@tools-bd/contract/messages';

/**
 * Drizzle's view of db/migrations/*.sql — the SQL files build the database. test/db/schema.test.ts
 * fails when the two disagree, CHECK constraints included (named as PostgreSQL names them).
 */

const userRoles = ['admin', 'user'] as const;
/** Migration 0031's order statuses: the contract's, and the approval step of business orders. */
const ORDER_STATUSES_IN_DATABASE = [
  'pending',
  'awaiting_approval',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'returned',
  'cancelled',
] as const;
const languages = LANGUAGES;
/** The VAT rates of the contract (0, 5, 7.5, 10, 15 %) in basis points, as migration 0013 lists them. */
const vatRatesBasisPoints = [0, 500, 750, 1000, 1500] as const;

/** The seller as an issued invoice prints it (migration 0013): kept with the order, never re-read from the settings. */
export interface InvoiceSeller {
  legalName: string;
  address: string;
  phone: string;
  email: string;
  bin: string;
  currency: 'USD' | 'BDT';
}
/** A file of a queued e-mail (migration 0035). */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}
/** A company order's buyer as its issued invoice prints it (migration 0029): kept with the order, never re-read. */
export interface InvoiceBuyer {
  company: string;
  bin: string | null;
  address: string;
  district: string;
}
const oneTimeTokenPurposes = ['verify-email', 'reset-password'] as const;
const simulatedIntentStatuses = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;

/** PostgreSQL's full-text document type; the server only reads it inside SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    emailVerified: boolean('email_verified').notNull().default(false),
    googleSubject: text('google_subject').unique(),
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Migration 0021: an admin trusts this customer's cash on delivery orders (confirmed at once). */
    codTrusted: boolean('cod_trusted').notNull().default(false),
    /** Migration 0023: the language the person chose; null until then (the shop's default applies). */
    language: text('language', { enum: languages }),
  },
  (table) => [
    check('users_role_check', inArray(table.role, [...userRoles])),
    check('users_language_check', inArray(table.language, [...languages])),
  ],
);

export const tools = pgTable(
  'tools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    priceCents: integer('price_cents').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    minimumPurchase: integer('minimum_purchase').notNull().default(1),
    listedQuantity: integer('listed_quantity'),
    /** Unique, upper-case; `TBD-000123` from the sequence tool_sku_seq when the admin gives none (migrations 0008, 0036). */
    sku: text('sku')
      .notNull()
      .unique()
      .default(sql`next_tool_sku()`),
    /** Quantities are whole multiples of it. */
    packSize: integer('pack_size').notNull().default(1),
    /** The most one order may take; null: only the stock limits it. */
    maxPerOrder: integer('max_per_order'),
    /** Volume prices, minQuantity ascending (the contract's rules read them). */
    priceBreaks: jsonb('price_breaks').$type<{ minQuantity: number; unitPriceCents: number }[]>().notNull().default([]),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Migration 0006. Left empty on insert, a trigger derives a unique slug from the name. */
    slug: text('slug').notNull().default(''),
    brandId: uuid('brand_id').references(() => brands.id),
    categoryId: uuid('category_id').references(() => categories.id),
    /** Kept by a trigger (0006): lower-case names of the product, brand and category, for trigram search. */
    searchNames: text('search_names').notNull().default(''),
    /** Kept by a trigger (0006): the weighted full-text document. */
    searchDocument: tsvector('search_document').notNull().default(''),
    /** Migration 0013: the product's VAT rate in basis points (15 % = 1500); a new product takes the shop's default. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(1500),
    /** Kept by a trigger (0016): the transaction that last wrote the row, for instances' catalogue copies. */
    changeXid: bigint('change_xid', { mode: 'number' }).notNull().default(0),
    /** Kept by a trigger (0019): a number every write of the row takes, larger than the row's earlier ones; the catalogue copy keeps the newest stock it is told. */
    stockVersion: bigint('stock_version', { mode: 'number' }).notNull().default(0),
    /** Migration 0024: what one unit weighs, in grams (delivery fees are charged by weight). */
    weightGrams: integer('weight_grams').notNull().default(1000),
    /** Migration 0028: the Bangla name and description (NFC), null when there is none. */
    nameBn: text('name_bn'),
    descriptionBn: text('description_bn'),
  },
  (table) => [
    check('tools_price_cents_check', sql`${table.priceCents} > 0`),
    check('tools_available_quantity_check', sql`${table.availableQuantity} >= 0`),
    check('tools_minimum_purchase_check', sql`${table.minimumPurchase} >= 1`),
    check('tools_slug_format', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('tools_sku_format', sql`${table.sku} ~ '^[A-Z0-9-]{3,32}$'`),
    check('tools_pack_size_check', sql`${table.packSize} >= 1`),
    check('tools_max_per_order_check', sql`${table.maxPerOrder} is null or ${table.maxPerOrder} >= 1`),
    check('tools_price_breaks_check', sql`jsonb_typeof(${table.priceBreaks}) = 'array'`),
    uniqueIndex('tools_slug_idx').on(table.slug),
    check('tools_vat_rate_check', inArray(table.vatRateBasisPoints, [...vatRatesBasisPoints])),
    check('tools_weight_grams_check', sql`${table.weightGrams} BETWEEN 1 AND 1000000`),
    check('tools_name_bn_check', sql`${table.nameBn} IS NULL OR length(${table.nameBn}) BETWEEN 1 AND 120`),
    check(
      'tools_description_bn_check',
      sql`${table.descriptionBn} IS NULL OR length(${table.descriptionBn}) BETWEEN 1 AND 2000`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The first line's tool (migration 0009); the lines are in `orderLines`. */
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id),
    /** The first line's name, with " + N more" when the order has other lines. */
    itemName: text('item_name').notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull().default(''),
    /** The units of all lines together (the API's `cart`). */
    quantity: integer('quantity').notNull(),
    /** The unit price of a one-line order; null when the order has several lines (each line has its own). */
    unitPriceCents: integer('unit_price_cents'),
    /** The sum of the line totals: what the buyer pays (migration 0005 renamed it from price_cents). */
    totalCents: integer('total_cents').notNull(),
    /** True exactly when paymentStatus is 'paid' (CHECK of migration 0012); read it through orders/paid.ts. */
    paid: boolean('paid').notNull().default(false),
    transactionId: text('transaction_id'),
    paymentIntentId: text('payment_intent_id'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Migration 0005: paid through the test-mode simulator, so no money moved. */
    testPayment: boolean('test_payment').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Migration 0013: the sums of the lines' net and VAT; net + VAT = total. Orders placed before it: VAT 0. */
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** `INV-2026-27-000001`, null until issued (modules/invoices); never changes once set (a trigger refuses). */
    invoiceNumber: text('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
    invoiceSeller: jsonb('invoice_seller').$type<InvoiceSeller>(),
    /** `CN-2026-27-000001`, issued when an invoiced order is cancelled or refunded. */
    creditNoteNumber: text('credit_note_number'),
    creditNoteIssuedAt: timestamp('credit_note_issued_at', { withTimezone: true }),
    /** Migration 0012: how the buyer pays (the contract's PAYMENT_METHODS). */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    /** Migration 0012: how far the payment got; changed only by modules/payments/ledger.ts. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /** Migration 0012: payments minus refunds in the ledger (order_payments). */
    amountPaidCents: integer('amount_paid_cents').notNull().default(0),
    /** Migration 0012: until when an unpaid order holds its stock; null: it holds. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** Migration 0029: the company of a member's order (the member is user_id), who placed it, and the buyer's PO number. */
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id),
    placedByName: text('placed_by_name'),
    poNumber: text('po_number'),
    /** Migration 0029: a company order's buyer as its invoice names it, copied when the invoice is issued. */
    invoiceBuyer: jsonb('invoice_buyer').$type<InvoiceBuyer>(),
    /** Migration 0030: the district the parcel goes to; null for orders placed before delivery was charged. */
    district: text('district'),
    /** Migration 0030: the delivery fee inside totalCents, gross, with its VAT at the shop's default rate then. */
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    deliveryVatRateBasisPoints: integer('delivery_vat_rate_basis_points').notNull().default(0),
    deliveryVatCents: integer('delivery_vat_cents').notNull().default(0),
    /** Migration 0031: the live shipment's courier, tracking number, link and state, as the buyer sees them (modules/delivery). */
    courier: text('courier', { enum: COURIERS }),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shipmentStatus: text('shipment_status', { enum: SHIPMENT_STATES }),
    /** Migration 0031: when a returned parcel was taken in (once). */
    receivedBackAt: timestamp('received_back_at', { withTimezone: true }),
    /** Migration 0033: an on-account order's term in days (its company's when placed), and its due date once invoiced. */
    paymentTermDays: integer('payment_term_days'),
    dueDate: date('due_date', { mode: 'string' }),
  },
  (table) => [
    check('orders_po_number_check', sql`length(${table.poNumber}) BETWEEN 1 AND 40`),
    // Unique among the orders that have one (migration 0020): an order costs no index write for them until then.
    uniqueIndex('orders_transaction_id_key')
      .on(table.transactionId)
      .where(sql`${table.transactionId} IS NOT NULL`),
    uniqueIndex('orders_payment_intent_id_key')
      .on(table.paymentIntentId)
      .where(sql`${table.paymentIntentId} IS NOT NULL`),
    uniqueIndex('orders_invoice_number_key')
      .on(table.invoiceNumber)
      .where(sql`${table.invoiceNumber} IS NOT NULL`),
    uniqueIndex('orders_credit_note_number_key')
      .on(table.creditNoteNumber)
      .where(sql`${table.creditNoteNumber} IS NOT NULL`),
    check('orders_quantity_check', sql`${table.quantity} > 0`),
    check('orders_unit_price_cents_check', sql`${table.unitPriceCents} > 0`),
    check('orders_total_cents_check', sql`${table.totalCents} > 0`),
    check(
      'orders_delivery_fee_check',
      sql`${table.deliveryFeeCents} >= 0 AND ${table.deliveryVatCents} >= 0 AND ${table.deliveryVatCents} <= ${table.deliveryFeeCents} AND ${table.deliveryVatRateBasisPoints} >= 0 AND ${table.deliveryFeeCents} <= ${table.totalCents}`,
    ),
    // Redefined by migration 0012: cash and bank payments have no provider transaction.
    check(
      'orders_paid_has_transaction',
      sql`(NOT ${table.paid} OR ${table.transactionId} IS NOT NULL OR ${table.paymentMethod} IN ('cod', 'bank_transfer', 'on_account')) AND (${table.transactionId} IS NULL OR ${table.paymentStatus} <> 'unpaid')`,
    ),
    // Named by migration 0005; migration 0031 lists every status of the lifecycle.
    check('orders_status_known', inArray(table.status, [...ORDER_STATUSES_IN_DATABASE])),
    check(
      'orders_vat_adds_up',
      sql`${table.netCents} >= 0 AND ${table.vatCents} >= 0 AND ${table.netCents} + ${table.vatCents} = ${table.totalCents}`,
    ),
    check('orders_invoice_number_format', sql`${table.invoiceNumber} ~ '^INV-[0-9]{4}-[0-9]{2}-[0-9]{6}$'`),
    check('orders_credit_note_number_format', sql`${table.creditNoteNumber} ~ '^CN-[0-9]{4}-[0-9]{2}-[0-9]{6}$'`),
    check(
      'orders_invoice_issued',
      sql`(${table.invoiceNumber} IS NULL) = (${table.invoiceIssuedAt} IS NULL) AND (${table.invoiceNumber} IS NULL) = (${table.invoiceSeller} IS NULL)`,
    ),
    check(
      'orders_credit_note_issued',
      sql`(${table.creditNoteNumber} IS NULL) = (${table.creditNoteIssuedAt} IS NULL)`,
    ),
    check(
      'orders_credit_note_needs_invoice',
      sql`${table.creditNoteNumber} IS NULL OR ${table.invoiceNumber} IS NOT NULL`,
    ),
    check('orders_payment_method_known', inArray(table.paymentMethod, [...PAYMENT_METHODS])),
    check('orders_payment_status_known', inArray(table.paymentStatus, [...PAYMENT_STATUSES])),
    check(
      'orders_amount_paid_cents_check',
      sql`${table.amountPaidCents} >= 0 AND ${table.amountPaidCents} <= ${table.totalCents}`,
    ),
    check('orders_paid_is_payment_status', sql`${table.paid} = (${table.paymentStatus} = 'paid')`),
    check('orders_payment_term_days_check', sql`${table.paymentTermDays} > 0`),
    check(
      'orders_on_account_has_terms',
      sql`(${table.paymentMethod} = 'on_account') = (${table.paymentTermDays} IS NOT NULL) AND (${table.dueDate} IS NULL OR ${table.invoiceNumber} IS NOT NULL)`,
    ),
  ],
);

const ledgerKinds = ['payment', 'refund'] as const;

/** Migration 0012: every amount received for an order and every amount given back (modules/payments/ledger.ts). */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ledgerKinds }).notNull().default('payment'),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** An admin's e-mail, `system`, or the provider. */
    recordedBy: text('recorded_by').notNull(),
    providerTransactionId: text('provider_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Migration 0033: an allocation of this account payment (method on_account). */
    accountPaymentId: uuid('account_payment_id').references((): AnyPgColumn => accountPayments.id),
  },
  (table) => [
    check('order_payments_kind_check', inArray(table.kind, [...ledgerKinds])),
    check('order_payments_amount_cents_check', sql`${table.amountCents} > 0`),
    check('order_payments_method_check', inArray(table.method, [...PAYMENT_METHODS])),
    unique('order_payments_provider_transaction_unique').on(table.providerTransactionId, table.kind),
  ],
);

/** Migration 0031: a parcel handed to a courier (modules/delivery); the order row keeps the buyer's copy. */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier', { enum: COURIERS }).notNull(),
    courierName: text('courier_name').notNull(),
    consignmentId: text('consignment_id'),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    status: text('status', { enum: SHIPMENT_STATES }).notNull().default('booked'),
    courierStatus: text('courier_status'),
    codAmountCents: integer('cod_amount_cents').notNull(),
    note: text('note'),
    bookedBy: text('booked_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('shipments_courier_check', inArray(table.courier, [...COURIERS])),
    check('shipments_status_check', inArray(table.status, [...SHIPMENT_STATES])),
    check('shipments_cod_amount_check', sql`${table.codAmountCents} >= 0`),
    unique('shipments_consignment_unique').on(table.courier, table.consignmentId),
    uniqueIndex('shipments_one_live_per_order')
      .on(table.orderId)
      .where(sql`${table.status} <> 'cancelled'`),
  ],
);

/** Migration 0031: a booking being asked of a courier, one per order at a time (modules/delivery). */
export const shipmentBookingClaims = pgTable('shipment_booking_claims', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0031: a courier's payout of the cash on delivery it collected. */
export const remittances = pgTable(
  'remittances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courier: text('courier', { enum: COURIERS }).notNull(),
    reference: text('reference').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    recordedBy: text('recorded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('remittances_courier_check', inArray(table.courier, [...COURIERS])),
    unique('remittances_reference_unique').on(table.courier, table.reference),
  ],
);

export const remittanceLines = pgTable(
  'remittance_lines',
  {
    remittanceId: uuid('remittance_id')
      .notNull()
      .references(() => remittances.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.remittanceId, table.orderId] }),
    check('remittance_lines_amount_check', sql`${table.amountCents} > 0`),
    check('remittance_lines_fee_check', sql`${table.feeCents} >= 0`),
  ],
);

/** Migration 0022: a refund being asked of the payment provider, one per order at a time (payments/lifecycle-service.ts). */
export const orderRefundClaims = pgTable('order_refund_claims', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0012: the timeline of an order (GET /api/orders/{id}/events). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actor: text('actor').notNull(),
    type: text('type').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    note: text('note'),
  },
  (table) => [check('order_events_type_check', sql`length(${table.type}) BETWEEN 1 AND 40`)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .unique()
      .references(() => orders.id),
    userId: uuid('user_id').references(() => users.id),
    itemName: text('item_name').notNull(),
    body: text('body').notNull(),
    rating: integer('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('reviews_rating_check', sql`${table.rating} between 1 and 5`)],
);

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  education: text('education').notNull().default(''),
  location: text('location').notNull().default(''),
  phone: text('phone').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('one_time_tokens_purpose_check', inArray(table.purpose, [...oneTimeTokenPurposes]))],
);

export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0004: PaymentIntents of the built-in test-mode payment simulator. */
export const simulatedPaymentIntents = pgTable(
  'simulated_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    orderId: uuid('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: simulatedIntentStatuses }).notNull().default('requires_payment_method'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    billingName: text('billing_name'),
    billingEmail: text('billing_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('simulated_payment_intents_amount_cents_check', sql`${table.amountCents} > 0`),
    check('simulated_payment_intents_status_check', inArray(table.status, [...simulatedIntentStatuses])),
  ],
);

/** Migration 0007: bearer tokens signed out before they expire (by their jti). */
export const revokedTokens = pgTable('revoked_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Migration 0007: single-use codes that end Google sign-in (traded for a token by the page). */
export const googleSignInCodes = pgTable('google_sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Migration 0006: two levels of categories (a trigger refuses a third). */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Migration 0028: the Bangla name (NFC), null when there is none. */
    nameBn: text('name_bn'),
  },
  (table) => [
    check('categories_name_check', sql`length(${table.name}) between 1 and 120`),
    check('categories_name_bn_check', sql`${table.nameBn} IS NULL OR length(${table.nameBn}) BETWEEN 1 AND 120`),
    check('categories_slug_check', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('categories_check', sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
  ],
);

/** Migration 0006. */
export const brands = pgTable(
  'brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
  },
  (table) => [
    check('brands_name_check', sql`length(${table.name}) between 1 and 120`),
    check('brands_slug_check', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Migration 0006: the words of product, brand and category names, for typo correction. */
/** Migration 0016: one row, bumped by every catalogue change but stock (triggers on tools, categories, brands). */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** Moved by the changes a patch of the tools can not follow (categories, brands, deletions: 0037). */
    fullVersion: bigint('full_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalog_version_single_row_check', sql`${table.id} = 1`)],
);

export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
});

/** Migration 0008: one cart per account; a line holds no stock and is judged again on every read. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.toolId] }),
    check('cart_lines_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/** Migration 0009: the lines of an order as they were sold (tool, SKU and name copied, break price applied). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 0 = the first line, in the cart's order. */
    position: integer('position').notNull(),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    /** Migration 0013: the line's net, rate and VAT (contract invoices/vat.ts); lines sold before: rate 0, VAT 0. */
    netCents: integer('net_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    vatCents: integer('vat_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_lines_position_check', sql`${table.position} >= 0`),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
    check('order_lines_unit_price_cents_check', sql`${table.unitPriceCents} > 0`),
    check('order_lines_line_total_cents_check', sql`${table.lineTotalCents} > 0`),
    check(
      'order_lines_check',
      sql`${table.lineTotalCents}::bigint = ${table.quantity}::bigint * ${table.unitPriceCents}`,
    ),
    check('order_lines_vat_rate_check', inArray(table.vatRateBasisPoints, [...vatRatesBasisPoints])),
    check('order_lines_vat_check', sql`${table.netCents} >= 0 AND ${table.vatCents} >= 0`),
    check(
      'order_lines_vat_adds_up',
      sql`${table.netCents} + ${table.vatCents} = ${table.lineTotalCents} OR ${table.netCents} = ${table.lineTotalCents}`,
    ),
  ],
);

/** Migration 0009: an account's Idempotency-Keys, each with what it asked for and the order it placed. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    /** Null once the order was cancelled. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    check('idempotency_keys_key_check', sql`length(${table.key}) between 8 and 64`),
  ],
);

/**
 * Foreign keys checked at commit (DEFERRABLE INITIALLY DEFERRED), which Drizzle can not declare:
 * a checkout claims its Idempotency-Key before the order the key points at exists.
 */
export const DEFERRED_FOREIGN_KEYS: ReadonlySet<string> = new Set(['idempotency_keys.order_id']);

const shopCurrencies = ['USD', 'BDT'] as const;

/** Migration 0010: the shop's settings, one row (id 1). `sslcommerzEnabled` null = on when configured. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    cardEnabled: boolean('card_enabled').notNull().default(true),
    sslcommerzEnabled: boolean('sslcommerz_enabled'),
    codEnabled: boolean('cod_enabled').notNull().default(true),
    bankTransferEnabled: boolean('bank_transfer_enabled').notNull().default(true),
    codCeilingCents: integer('cod_ceiling_cents').notNull().default(5_000_000),
    bankTransferText: text('bank_transfer_text').notNull().default(''),
    legalName: text('legal_name').notNull().default('Tools-BD'),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    bin: text('bin').notNull().default(''),
    currency: text('currency', { enum: shopCurrencies }).notNull().default('USD'),
    defaultVatRateBasisPoints: integer('default_vat_rate_basis_points').notNull().default(1500),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Migration 0023. */
    defaultLanguage: text('default_language', { enum: languages }).notNull().default('en'),
    /** Migration 0024: the delivery zones in the order they are tried; null: the contract's DEFAULT_DELIVERY_ZONES. */
    shippingZones: jsonb('shipping_zones').$type<DeliveryZone[]>(),
    /** Migration 0027: which order events send the buyer an SMS. */
    smsPlaced: boolean('sms_placed').notNull().default(true),
    smsCodConfirmed: boolean('sms_cod_confirmed').notNull().default(true),
    smsShipped: boolean('sms_shipped').notNull().default(true),
    smsDelivered: boolean('sms_delivered').notNull().default(true),
    smsPaid: boolean('sms_paid').notNull().default(true),
    /** Migration 0032: 'hide' shows prices to members of approved companies only. */
    guestPrices: text('guest_prices', { enum: GUEST_PRICES }).notNull().default('show'),
  },
  (table) => [
    check('shop_settings_single_row_check', sql`${table.id} = 1`),
    check('shop_settings_cod_ceiling_cents_check', sql`${table.codCeilingCents} >= 0`),
    check('shop_settings_bin_check', sql`${table.bin} = '' OR ${table.bin} ~ '^[0-9]{13}$'`),
    check('shop_settings_currency_check', inArray(table.currency, [...shopCurrencies])),
    check('shop_settings_default_vat_rate_check', inArray(table.defaultVatRateBasisPoints, [0, 500, 750, 1000, 1500])),
    check('shop_settings_default_language_check', inArray(table.defaultLanguage, [...languages])),
    check('shop_settings_guest_prices_check', inArray(table.guestPrices, [...GUEST_PRICES])),
    check(
      'shop_settings_shipping_zones_check',
      sql`${table.shippingZones} IS NULL OR jsonb_typeof(${table.shippingZones}) = 'array'`,
    ),
  ],
);

/** Migration 0011: outgoing e-mail, sent by the sweeper of modules/notifications. */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Migration 0035: files sent with the message, their content in base64. */
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>(),
  },
  (table) => [check('mail_queue_attempts_check', sql`${table.attempts} >= 0`)],
);

/** Migration 0027: outgoing SMS, sent by the sweeper of modules/notifications. */
export const smsQueue = pgTable(
  'sms_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    textBody: text('text_body').notNull(),
    csmsId: text('csms_id').notNull().unique('sms_queue_csms_id_key'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('sms_queue_phone_check', sql`${table.phone} ~ '^[+]8801[3-9][0-9]{8}$'`),
    check('sms_queue_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/** Migration 0013: the last number issued per series (INV, CN) and fiscal year (`2026-27`); gapless. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series', { enum: ['INV', 'CN'] }).notNull(),
    fiscalYear: text('fiscal_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.series, table.fiscalYear] }),
    check('document_counters_series_check', inArray(table.series, ['INV', 'CN'])),
    check('document_counters_fiscal_year_check', sql`${table.fiscalYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('document_counters_last_number_check', sql`${table.lastNumber} >= 1`),
  ],
);

/**
 * Migration 0014 (0014_reports_status_counts.sql): changes of the number of orders per status,
 * appended by statement triggers on orders; a status's count is the sum of its rows (modules/reports/status-counts.ts folds them).
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text('status').notNull(),
  orders: bigint('orders', { mode: 'number' }).notNull(),
});

/** Migration 0025: business accounts (modules/companies). */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    bin: text('bin'),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    district: text('district', { enum: BANGLADESH_DISTRICTS }).notNull(),
    tradeLicense: text('trade_license'),
    status: text('status', { enum: COMPANY_STATUSES }).notNull().default('pending'),
    /** The dealer price list its approved members buy at (migration 0026 adds the key). */
    priceListId: uuid('price_list_id').references((): AnyPgColumn => priceLists.id),
    requirePoNumber: boolean('require_po_number').notNull().default(false),
    note: text('note'),
    /** Migration 0033: trade credit (modules/accounts): how long the company has to pay, and how much it may owe. */
    paymentTerms: text('payment_terms', { enum: PAYMENT_TERMS }).notNull().default('prepaid'),
    creditLimitCents: bigint('credit_limit_cents', { mode: 'number' }).notNull().default(0),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('companies_name_check', sql`length(${table.name}) BETWEEN 1 AND 120`),
    check('companies_bin_check', sql`${table.bin} ~ '^[0-9]{13}$'`),
    check('companies_district_check', inArray(table.district, [...BANGLADESH_DISTRICTS])),
    check('companies_status_check', inArray(table.status, [...COMPANY_STATUSES])),
    check('companies_payment_terms_check', inArray(table.paymentTerms, [...PAYMENT_TERMS])),
    check('companies_credit_limit_cents_check', sql`${table.creditLimitCents} >= 0`),
  ],
);

/** Migration 0026: dealer price lists (modules/pricing); the discount in hundredths of a percent. */
export const priceLists = pgTable(
  'price_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('price_lists_name_check', sql`length(${table.name}) BETWEEN 1 AND 120`),
    check('price_lists_discount_basis_points_check', sql`${table.discountBasisPoints} BETWEEN 0 AND 9000`),
  ],
);

/** Migration 0026: a price list's own price (and breaks) for one tool. */
export const priceListPrices = pgTable(
  'price_list_prices',
  {
    priceListId: uuid('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents').notNull(),
    priceBreaks: jsonb('price_breaks').$type<{ minQuantity: number; unitPriceCents: number }[]>().notNull().default([]),
  },
  (table) => [
    primaryKey({ columns: [table.priceListId, table.toolId] }),
    check('price_list_prices_price_cents_check', sql`${table.priceCents} > 0`),
    check('price_list_prices_price_breaks_check', sql`jsonb_typeof(${table.priceBreaks}) = 'array'`),
  ],
);

/** Migration 0025: a person belongs to at most one company (the key is the person). */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    orderLimitCents: integer('order_limit_cents'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('company_members_role_check', inArray(table.role, [...COMPANY_ROLES])),
    check('company_members_order_limit_cents_check', sql`${table.orderLimitCents} >= 0`),
  ],
);

/** Migration 0025: invitations to join a company; only the hash of the link's token is kept. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: COMPANY_ROLES }).notNull(),
    orderLimitCents: integer('order_limit_cents'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('company_invitations_role_check', inArray(table.role, [...COMPANY_ROLES])),
    check('company_invitations_order_limit_cents_check', sql`${table.orderLimitCents} >= 0`),
  ],
);

/** Migration 0029: a company's saved delivery addresses; an order copies the one it uses. */
export const companyAddresses = pgTable(
  'company_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    district: text('district').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('company_addresses_label_check', sql`length(${table.label}) BETWEEN 1 AND 60`)],
);

/** Migration 0034: quotes, their lines, messages and timeline, and the yearly number counter. */
export const quoteCounters = pgTable(
  'quote_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    check('quote_counters_year_check', sql`${table.year} BETWEEN 2000 AND 9999`),
    check('quote_counters_last_number_check', sql`${table.lastNumber} >= 1`),
  ],
);

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique('quotes_number_key'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('requested'),
    note: text('note'),
    shopNote: text('shop_note'),
    validUntil: text('valid_until'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revision: integer('revision').notNull().default(0),
    orderId: uuid('order_id').references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('quotes_status_check', inArray(table.status, [...QUOTE_STATUSES])),
    check('quotes_note_check', sql`length(${table.note}) BETWEEN 1 AND 2000`),
    check('quotes_shop_note_check', sql`length(${table.shopNote}) BETWEEN 1 AND 2000`),
    check('quotes_valid_until_check', sql`${table.validUntil} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('quotes_revision_check', sql`${table.revision} >= 0`),
    check('quotes_accepted_has_order', sql`(${table.status} = 'accepted') = (${table.orderId} IS NOT NULL)`),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    toolId: uuid('tool_id')
      .notNull()
      .references(() => tools.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    currentPriceCents: integer('current_price_cents').notNull(),
    priceCents: integer('price_cents'),
  },
  (table) => [
    primaryKey({ columns: [table.quoteId, table.position] }),
    check('quote_lines_position_check', sql`${table.position} >= 0`),
    check('quote_lines_quantity_check', sql`${table.quantity} >= 1`),
    check('quote_lines_current_price_check', sql`${table.currentPriceCents} >= 0`),
    check('quote_lines_price_check', sql`${table.priceCents} >= 1`),
  ],
);

export const quoteMessages = pgTable(
  'quote_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    author: text('author', { enum: QUOTE_AUTHORS }).notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    check('quote_messages_author_check', inArray(table.author, [...QUOTE_AUTHORS])),
    check('quote_messages_text_check', sql`length(${table.text}) BETWEEN 1 AND 2000`),
  ],
);

export const quoteEvents = pgTable(
  'quote_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actor: text('actor').notNull(),
    type: text('type').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    note: text('note'),
  },
  (table) => [check('quote_events_type_check', sql`length(${table.type}) BETWEEN 1 AND 40`)],
);

/** How money reaches an account: what an admin records, or SSLCommerz. */
const ACCOUNT_RECEIPT_METHODS = [...ACCOUNT_PAYMENT_METHODS, 'sslcommerz'] as const;

/** Migration 0033: money received on a company's account (modules/accounts); order_payments rows allocate it. */
export const accountPayments = pgTable(
  'account_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    method: text('method', { enum: ACCOUNT_RECEIPT_METHODS }).notNull(),
    reference: text('reference').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    recordedBy: text('recorded_by').notNull(),
    providerTransactionId: text('provider_transaction_id').unique('account_payments_provider_transaction_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('account_payments_amount_cents_check', sql`${table.amountCents} > 0`),
    check('account_payments_method_check', inArray(table.method, [...ACCOUNT_RECEIPT_METHODS])),
  ],
);

/** Migration 0033: a reminder claimed for an invoice on a Dhaka day (sent once, by one instance). */
export const accountReminders = pgTable(
  'account_reminders',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.day] })],
);

/** Migration 0033: an SSLCommerz session paying a company's account. */
export const accountPaymentSessions = pgTable(
  'account_payment_sessions',
  {
    tranId: text('tran_id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('account_payment_sessions_amount_cents_check', sql`${table.amountCents} > 0`)],
);
