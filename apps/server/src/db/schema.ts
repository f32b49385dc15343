import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@tools-bd/contract/messages';

/** Drizzle's view of db/migrations/*.sql — the SQL files are the source of truth. */

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash'),
  role: text('role', { enum: ['admin', 'user'] }).notNull().default('user'),
  emailVerified: boolean('email_verified').notNull().default(false),
  googleSubject: text('google_subject').unique(),
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tools = pgTable('tools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  priceCents: integer('price_cents').notNull(),
  availableQuantity: integer('available_quantity').notNull(),
  minimumPurchase: integer('minimum_purchase').notNull().default(1),
  listedQuantity: integer('listed_quantity'),
  /** Unique, upper-case; `TBD-000123` from the sequence tool_sku_seq when the admin gives none (migration 0008). */
  sku: text('sku')
    .notNull()
    .unique()
    .default(sql`'TBD-' || lpad(nextval('tool_sku_seq')::text, 6, '0')`),
  /** Quantities are whole multiples of it. */
  packSize: integer('pack_size').notNull().default(1),
  /** The most one order may take; null: only the stock limits it. */
  maxPerOrder: integer('max_per_order'),
  /** Volume prices, minQuantity ascending (the contract's rules read them). */
  priceBreaks: jsonb('price_breaks').$type<{ minQuantity: number; unitPriceCents: number }[]>().notNull().default([]),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id),
  /** The first line's tool (migration 0009); the lines are in `orderLines`. */
  toolId: uuid('tool_id').notNull().references(() => tools.id),
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
  /** Equals `transactionId !== null` (CHECK of migration 0005); read it through orders/paid.ts. */
  paid: boolean('paid').notNull().default(false),
  transactionId: text('transaction_id').unique(),
  paymentIntentId: text('payment_intent_id').unique(),
  status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reviews = pgTable('reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').unique().references(() => orders.id),
  userId: uuid('user_id').references(() => users.id),
  itemName: text('item_name').notNull(),
  body: text('body').notNull(),
  rating: integer('rating').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const profiles = pgTable('profiles', {
  userId: uuid('user_id').primaryKey().references(() => users.id),
  education: text('education').notNull().default(''),
  location: text('location').notNull().default(''),
  phone: text('phone').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const oneTimeTokens = pgTable('one_time_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id),
  purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0004: PaymentIntents of the built-in test-mode payment simulator. */
export const simulatedPaymentIntents = pgTable('simulated_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  orderId: uuid('order_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  status: text('status', { enum: ['requires_payment_method', 'processing', 'succeeded', 'canceled'] })
    .notNull()
    .default('requires_payment_method'),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  billingName: text('billing_name'),
  billingEmail: text('billing_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Migration 0008: one cart per account; a line holds no stock and is judged again on every read. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    toolId: uuid('tool_id').notNull().references(() => tools.id),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.toolId] })],
);

/** Migration 0009: the lines of an order as they were sold (tool, SKU and name copied, break price applied). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    /** 0 = the first line, in the cart's order. */
    position: integer('position').notNull(),
    toolId: uuid('tool_id').notNull().references(() => tools.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

/** Migration 0009: an account's Idempotency-Keys, each with what it asked for and the order it placed. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestFingerprint: text('request_fingerprint').notNull(),
    /** Null once the order was cancelled. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
