import { inArray, sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '@tools-bd/contract/messages';

/**
 * Drizzle's view of db/migrations/*.sql — the SQL files build the database. test/db/schema.test.ts
 * fails when the two disagree, CHECK constraints included (named as PostgreSQL names them).
 */

const userRoles = ['admin', 'user'] as const;
const oneTimeTokenPurposes = ['verify-email', 'reset-password'] as const;
const simulatedIntentStatuses = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  passwordHash: text('password_hash'),
  role: text('role', { enum: userRoles }).notNull().default('user'),
  emailVerified: boolean('email_verified').notNull().default(false),
  googleSubject: text('google_subject').unique(),
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [check('users_role_check', inArray(table.role, [...userRoles]))]);

export const tools = pgTable('tools', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  imageUrl: text('image_url').notNull(),
  priceCents: integer('price_cents').notNull(),
  availableQuantity: integer('available_quantity').notNull(),
  minimumPurchase: integer('minimum_purchase').notNull().default(1),
  listedQuantity: integer('listed_quantity'),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  check('tools_price_cents_check', sql`${table.priceCents} > 0`),
  check('tools_available_quantity_check', sql`${table.availableQuantity} >= 0`),
  check('tools_minimum_purchase_check', sql`${table.minimumPurchase} >= 1`),
]);

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id),
  toolId: uuid('tool_id').notNull().references(() => tools.id),
  itemName: text('item_name').notNull(),
  customerName: text('customer_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull().default(''),
  quantity: integer('quantity').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  /** unit price × quantity (migration 0005 renamed it from price_cents). */
  totalCents: integer('total_cents').notNull(),
  /** Equals `transactionId !== null` (CHECK of migration 0005); read it through orders/paid.ts. */
  paid: boolean('paid').notNull().default(false),
  transactionId: text('transaction_id').unique(),
  paymentIntentId: text('payment_intent_id').unique(),
  status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** Migration 0005: paid through the test-mode simulator, so no money moved. */
  testPayment: boolean('test_payment').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [
  check('orders_quantity_check', sql`${table.quantity} > 0`),
  check('orders_unit_price_cents_check', sql`${table.unitPriceCents} > 0`),
  check('orders_total_cents_check', sql`${table.totalCents} > 0`),
  check('orders_paid_has_transaction', sql`${table.paid} = (${table.transactionId} IS NOT NULL)`),
  // Named by migration 0005; its list is the contract's ORDER_STATUSES.
  check('orders_status_known', inArray(table.status, [...ORDER_STATUSES])),
]);

export const reviews = pgTable('reviews', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id').unique().references(() => orders.id),
  userId: uuid('user_id').references(() => users.id),
  itemName: text('item_name').notNull(),
  body: text('body').notNull(),
  rating: integer('rating').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [check('reviews_rating_check', sql`${table.rating} between 1 and 5`)]);

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
  purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (table) => [check('one_time_tokens_purpose_check', inArray(table.purpose, [...oneTimeTokenPurposes]))]);

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
  status: text('status', { enum: simulatedIntentStatuses })
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
}, (table) => [
  check('simulated_payment_intents_amount_cents_check', sql`${table.amountCents} > 0`),
  check('simulated_payment_intents_status_check', inArray(table.status, [...simulatedIntentStatuses])),
]);

/** Migration 0007: bearer tokens signed out before they expire (by their jti). */
export const revokedTokens = pgTable('revoked_tokens', {
  tokenId: text('token_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Migration 0007: single-use codes that end Google sign-in (traded for a token by the page). */
export const googleSignInCodes = pgTable('google_sign_in_codes', {
  codeHash: text('code_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  userId: uuid('user_id').notNull().references(() => users.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

const shopCurrencies = ['USD', 'BDT'] as const;

/** Migration 0010: the shop's settings, one row (id 1). `sslcommerzEnabled` null = on when configured. */
export const shopSettings = pgTable('shop_settings', {
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
}, (table) => [
  check('shop_settings_single_row_check', sql`${table.id} = 1`),
  check('shop_settings_cod_ceiling_cents_check', sql`${table.codCeilingCents} >= 0`),
  check('shop_settings_bin_check', sql`${table.bin} = '' OR ${table.bin} ~ '^[0-9]{13}$'`),
  check('shop_settings_currency_check', inArray(table.currency, [...shopCurrencies])),
  check('shop_settings_default_vat_rate_check', inArray(table.defaultVatRateBasisPoints, [0, 500, 750, 1000, 1500])),
]);

/** Migration 0011: outgoing e-mail, sent by the sweeper of modules/notifications. */
export const mailQueue = pgTable('mail_queue', {
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
}, (table) => [check('mail_queue_attempts_check', sql`${table.attempts} >= 0`)]);
