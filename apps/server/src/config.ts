import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import type { S3Settings } from './providers/storage/s3-storage.ts';
import type { PathaoConfig } from './providers/couriers/pathao.ts';
import type { SteadfastConfig } from './providers/couriers/steadfast.ts';

/**
 * Everything the server reads from the environment, validated once at start.
 * `.env.example` at the repository root lists each variable with its default.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const portSchema = z.coerce.number().int().min(0).max(65_535);

/** One address or CIDR range (`127.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`). */
const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none (unset or `false`) or
 * the proxies' addresses/ranges (`127.0.0.1,10.0.0.0/8`). `true` would believe any sender of the
 * header, and a hop count (`1`) believes the nearest hop whoever it is, so a client connecting
 * directly could pick the address that the sign-in limits count: both refused.
 */
const trustProxySchema = optionalText.transform((value, context): TrustProxy => {
  if (value === undefined || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    context.addIssue({
      code: 'custom',
      message: `a hop count (${value}) is refused: it trusts whoever connects directly, who could then forge its address; give the proxies' addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1)`,
    });
    return z.NEVER;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (value === 'true' || !entries.length || !entries.every(isAddressOrRange)) {
    context.addIssue({
      code: 'custom',
      message:
        "must be the proxies' addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1); `true` would let any client choose its address",
    });
    return z.NEVER;
  }
  return entries;
});

/** TRUST_PROXY: false, or the trusted proxies' addresses/ranges (Fastify's `trustProxy` as is). */
export type TrustProxy = false | string[];

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: portSchema.default(3000),
  // No default here: it depends on the database (see loadConfig).
  HOST: optionalText,
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ message: 'must be a postgres:// URL' }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(60 * 60 * 24 * 7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalText,
  SEED_DEMO_DATA: optionalText.pipe(z.enum(['true', 'false']).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Tools-BD <no-reply@tools-bd.local>'),
  OIDC_ISSUER: optionalText.pipe(z.url().optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  SSLCOMMERZ_STORE_ID: optionalText,
  SSLCOMMERZ_STORE_PASSWORD: optionalText,
  SSLCOMMERZ_LIVE: z.enum(['true', 'false']).default('false'),
  SSLCOMMERZ_BASE_URL: optionalText.pipe(z.url().optional()),
  SSLWIRELESS_API_TOKEN: optionalText,
  SSLWIRELESS_SID: optionalText,
  SSLWIRELESS_BASE_URL: optionalText.pipe(z.url().optional()),
  PATHAO_CLIENT_ID: optionalText,
  PATHAO_CLIENT_SECRET: optionalText,
  PATHAO_USERNAME: optionalText,
  PATHAO_PASSWORD: optionalText,
  PATHAO_STORE_ID: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  PATHAO_LIVE: z.enum(['true', 'false']).default('false'),
  PATHAO_BASE_URL: optionalText.pipe(z.url().optional()),
  PATHAO_WEBHOOK_SECRET: optionalText,
  STEADFAST_API_KEY: optionalText,
  STEADFAST_SECRET_KEY: optionalText,
  STEADFAST_BASE_URL: optionalText.pipe(z.url().optional()),
  STEADFAST_WEBHOOK_TOKEN: optionalText,
  COURIER_POLL_MINUTES: z.coerce.number().min(0).default(15),
  REDIS_URL: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Saved in product addresses, which the product form accepts only as https.
  S3_PUBLIC_URL: optionalText.pipe(z.url().startsWith('https://', 'must be an https:// address').optional()),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: trustProxySchema,
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  SIGNUPS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
  MAIL_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(5_000),
  ALLOW_TEST_PAYMENTS: optionalText.pipe(z.enum(['true', 'false']).optional()),
  RESERVATION_MINUTES: z.coerce.number().int().min(1).default(30),
  BANK_TRANSFER_DAYS: z.coerce.number().int().min(1).default(3),
  COD_CONFIRM_HOURS: z.coerce.number().int().min(1).default(48),
  OPEN_UNPAID_ORDERS_PER_CUSTOMER: z.coerce.number().int().min(0).default(5),
  RESERVATION_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  OPEN_QUOTES_PER_CUSTOMER: z.coerce.number().int().min(1).default(5),
  CATALOG_ANSWERS_KEPT: z.coerce.number().int().min(0).default(21_000),
  CATALOG_ANSWERS_HELD: z.coerce.number().int().min(0).default(1_000_000),
  OVERDUE_BLOCK_DAYS: z.coerce.number().int().min(0).default(30),
  REMINDER_DAYS_BEFORE: z.coerce.number().int().min(0).default(3),
  REMINDER_EVERY_DAYS: z.coerce.number().int().min(0).default(7),
  REMINDER_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(3_600_000),
});

/** SSL Wireless's push SMS API (SSLWIRELESS_BASE_URL points elsewhere, e.g. at a stand-in). */
const SSLWIRELESS_BASE_URL = 'https://smsplus.sslwireless.com';

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: Environment['NODE_ENV'];
  port: number;
  host: string;
  /** Where links in e-mails point; defaults to http://localhost:PORT. */
  publicUrl: string;
  dataDir: string;
  database:
    | {
        kind: 'pglite';
        dataDir?: string;
        /** An in-memory database only: start as a copy of this dump of a data folder (tests copy one migrated database). */
        loadDataDir?: Blob;
      }
    | { kind: 'postgres'; url: string; poolSize: number };
  /** The demo catalogue (tools and reviews). */
  seedDemoData: boolean;
  /** The demo accounts of the README: only an embedded shop that listens on loopback gets them. */
  demoAccounts: boolean;
  jwt: { secret: string; ttlSeconds: number };
  logLevel: Environment['LOG_LEVEL'];
  webDistDir?: string;
  admin?: { email: string; password: string };
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  /** SSL Wireless when its token and SID are set; otherwise SMS are written to `outboxDir`. */
  sms: { sslwireless?: { apiToken: string; sid: string; baseUrl: string }; outboxDir: string };
  /** Uploaded pictures: an S3-compatible bucket when S3_BUCKET is set, else the folder `uploadsDir`. */
  storage: { uploadsDir: string; s3?: S3Settings };
  /** How often each instance sends the queued e-mail that is due, also right after queuing (0: never by itself; tests sweep by hand). */
  mailSweepIntervalMs: number;
  oidc?: { issuer: string; clientId: string; clientSecret?: string };
  stripe?: { secretKey: string; publishableKey?: string; webhookSecret?: string };
  /** SSLCommerz (cards, bKash, Nagad in Bangladesh): its payment method may be enabled only with these. */
  sslcommerz?: {
    storeId: string;
    storePassword: string;
    live: boolean;
    /** Another address for SSLCommerz's API than sandbox/securepay (a local stand-in in tests and journeys). */
    baseUrl?: string;
  };
  /** Couriers booked through their APIs (each when its credentials are set), their webhooks' secrets, and the poll. */
  couriers: CouriersConfig;
  redisUrl?: string;
  corsOrigins: string[];
  trustProxy: TrustProxy;
  bodyLimitBytes: number;
  /** New accounts one client address may create per hour (mass sign-up and mail flooding). */
  signupsPerAddressPerHour: number;
  /** How long unpaid orders hold their stock, the open-order cap, and how often the sweep runs (0: never by itself). */
  orderLifecycle: OrderLifecycleConfig;
  /** At most this many open quotes (requested or quoted) per customer. */
  openQuotesPerCustomer: number;
  /** Tools (the newest) whose answers the in-memory catalogue keeps as text. */
  catalogAnswersKept: number;
  /** Tools past those whose answers it holds as bytes; the others' are read by id. */
  catalogAnswersHeld: number;
  /** Trade credit: the overdue block, the reminders' schedule and how often each instance sends them. */
  accounts: AccountsConfig;
}

export interface AccountsConfig {
  /** On-account checkouts are refused while an invoice is more than this many days past its due date. */
  overdueBlockDays: number;
  /** A reminder this many days before a due date (0: none before). */
  reminderDaysBefore: number;
  /** After the day after the due date, a reminder every this many days while unpaid (0: only that one). */
  reminderEveryDays: number;
  /** How often each instance looks for reminders to send (0: never by itself; tests sweep by hand). */
  reminderSweepIntervalMs: number;
}

export const DEFAULT_ACCOUNTS: AccountsConfig = {
  overdueBlockDays: 30,
  reminderDaysBefore: 3,
  reminderEveryDays: 7,
  reminderSweepIntervalMs: 3_600_000,
};

export interface CouriersConfig {
  pathao?: PathaoConfig;
  steadfast?: SteadfastConfig;
  /** Pathao sends it in X-PATHAO-Signature; without it Pathao's webhook is refused. */
  pathaoWebhookSecret?: string;
  /** Steadfast sends it as `Authorization: Bearer …`; without it Steadfast's webhook is refused. */
  steadfastWebhookToken?: string;
  /** How often each instance asks the couriers about open shipments (0: never by itself; tests poll by hand). */
  pollMinutes: number;
}

export interface OrderLifecycleConfig {
  /** Unpaid card and SSLCommerz orders give their stock back after this long. */
  reservationMinutes: number;
  /** Unpaid bank-transfer orders give their stock back after this many days. */
  bankTransferDays: number;
  /** Cash on delivery orders the shop has not confirmed (by phone) give their stock back after this many hours. */
  codConfirmHours: number;
  /** At most this many unpaid orders per customer; 0: no cap (and no count of them per order). */
  openUnpaidOrdersPerCustomer: number;
  reservationSweepIntervalMs: number;
}

export const DEFAULT_ORDER_LIFECYCLE: OrderLifecycleConfig = {
  reservationMinutes: 30,
  bankTransferDays: 3,
  codConfirmHours: 48,
  openUnpaidOrdersPerCustomer: 5,
  reservationSweepIntervalMs: 60_000,
};

export class ConfigError extends Error {}

/** Reads and checks the environment; throws ConfigError listing every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.DATABASE_URL && !env.JWT_SECRET) problems.push('  JWT_SECRET: required when DATABASE_URL is set');
  if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) problems.push('  ADMIN_PASSWORD: required with ADMIN_EMAIL');
  // The embedded default is a demo on one's own machine: nobody else reaches it unless HOST says so.
  const host = env.HOST ?? (env.DATABASE_URL ? '0.0.0.0' : '127.0.0.1');
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const reachedBy = whyReachableByOthers({
    host,
    database: { kind: env.DATABASE_URL ? 'postgres' : 'pglite' },
    trustProxy: env.TRUST_PROXY,
    publicUrl,
  });
  // A real database takes real orders: the simulator would mark them paid without any money moving.
  if (env.DATABASE_URL && !env.STRIPE_SECRET_KEY && env.ALLOW_TEST_PAYMENTS !== 'true') {
    problems.push(
      '  STRIPE_SECRET_KEY: required when DATABASE_URL is set (or set ALLOW_TEST_PAYMENTS=true to take test payments through the built-in simulator)',
    );
  } else if (reachedBy && !env.STRIPE_SECRET_KEY && env.ALLOW_TEST_PAYMENTS !== 'true') {
    // An embedded shop that others reach has real buyers too: the simulator would tell them they had paid.
    problems.push(
      `  STRIPE_SECRET_KEY: required when the shop ${reachedBy}, so others can reach it (or set ALLOW_TEST_PAYMENTS=true to take test payments through the built-in simulator)`,
    );
  }
  if (Boolean(env.SSLCOMMERZ_STORE_ID) !== Boolean(env.SSLCOMMERZ_STORE_PASSWORD)) {
    problems.push('  SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD: set both or neither');
  }
  const pathaoSet = [
    env.PATHAO_CLIENT_ID,
    env.PATHAO_CLIENT_SECRET,
    env.PATHAO_USERNAME,
    env.PATHAO_PASSWORD,
    env.PATHAO_STORE_ID,
  ];
  if (pathaoSet.some(Boolean) && !pathaoSet.every(Boolean))
    problems.push(
      '  PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME, PATHAO_PASSWORD, PATHAO_STORE_ID: set all or none',
    );
  if (Boolean(env.STEADFAST_API_KEY) !== Boolean(env.STEADFAST_SECRET_KEY))
    problems.push('  STEADFAST_API_KEY, STEADFAST_SECRET_KEY: set both or neither');
  if (Boolean(env.SSLWIRELESS_API_TOKEN) !== Boolean(env.SSLWIRELESS_SID)) {
    problems.push('  SSLWIRELESS_API_TOKEN, SSLWIRELESS_SID: set both or neither');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_PUBLIC_URL || env.S3_ACCESS_KEY_ID)) {
    problems.push('  S3_BUCKET: required with the other S3_ variables');
  }
  if (env.S3_BUCKET && !env.S3_REGION && !env.S3_ENDPOINT) {
    problems.push('  S3_REGION: required with S3_BUCKET on AWS (other services: set S3_ENDPOINT)');
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const dataDir = resolve(env.DATA_DIR);
  const database: Config['database'] = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: join(dataDir, 'pglite') };

  const seedDemoData = env.SEED_DEMO_DATA ? env.SEED_DEMO_DATA === 'true' : !env.DATABASE_URL;

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host,
    publicUrl,
    dataDir,
    database,
    // The demo catalogue belongs to the embedded default (SEED_DEMO_DATA=true forces it anywhere);
    // accounts with published passwords only to an embedded shop nobody else can reach.
    seedDemoData,
    demoAccounts: seedDemoData && !reachedBy,
    jwt: { secret: env.JWT_SECRET ?? embeddedJwtSecret(dataDir), ttlSeconds: env.JWT_TTL_SECONDS },
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    sms: {
      sslwireless:
        env.SSLWIRELESS_API_TOKEN && env.SSLWIRELESS_SID
          ? {
              apiToken: env.SSLWIRELESS_API_TOKEN,
              sid: env.SSLWIRELESS_SID,
              baseUrl: env.SSLWIRELESS_BASE_URL ?? SSLWIRELESS_BASE_URL,
            }
          : undefined,
      outboxDir: join(dataDir, 'sms-outbox'),
    },
    storage: {
      uploadsDir: join(dataDir, 'uploads'),
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            // S3-compatible services ignore the region or take any; the SDK needs one.
            region: env.S3_REGION ?? 'us-east-1',
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    },
    mailSweepIntervalMs: env.MAIL_SWEEP_INTERVAL_MS,
    // Google sign-in is on once a client id is configured.
    oidc: env.OIDC_CLIENT_ID
      ? {
          issuer: env.OIDC_ISSUER ?? 'https://accounts.google.com',
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
        }
      : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        }
      : undefined,
    sslcommerz:
      env.SSLCOMMERZ_STORE_ID && env.SSLCOMMERZ_STORE_PASSWORD
        ? {
            storeId: env.SSLCOMMERZ_STORE_ID,
            storePassword: env.SSLCOMMERZ_STORE_PASSWORD,
            live: env.SSLCOMMERZ_LIVE === 'true',
            baseUrl: env.SSLCOMMERZ_BASE_URL,
          }
        : undefined,
    couriers: {
      pathao:
        env.PATHAO_CLIENT_ID &&
        env.PATHAO_CLIENT_SECRET &&
        env.PATHAO_USERNAME &&
        env.PATHAO_PASSWORD &&
        env.PATHAO_STORE_ID
          ? {
              clientId: env.PATHAO_CLIENT_ID,
              clientSecret: env.PATHAO_CLIENT_SECRET,
              username: env.PATHAO_USERNAME,
              password: env.PATHAO_PASSWORD,
              storeId: env.PATHAO_STORE_ID,
              live: env.PATHAO_LIVE === 'true',
              baseUrl: env.PATHAO_BASE_URL,
            }
          : undefined,
      steadfast:
        env.STEADFAST_API_KEY && env.STEADFAST_SECRET_KEY
          ? { apiKey: env.STEADFAST_API_KEY, secretKey: env.STEADFAST_SECRET_KEY, baseUrl: env.STEADFAST_BASE_URL }
          : undefined,
      pathaoWebhookSecret: env.PATHAO_WEBHOOK_SECRET,
      steadfastWebhookToken: env.STEADFAST_WEBHOOK_TOKEN,
      pollMinutes: env.COURIER_POLL_MINUTES,
    },
    redisUrl: env.REDIS_URL,
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : [],
    trustProxy: env.TRUST_PROXY,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    signupsPerAddressPerHour: env.SIGNUPS_PER_ADDRESS_PER_HOUR,
    orderLifecycle: {
      reservationMinutes: env.RESERVATION_MINUTES,
      bankTransferDays: env.BANK_TRANSFER_DAYS,
      codConfirmHours: env.COD_CONFIRM_HOURS,
      openUnpaidOrdersPerCustomer: env.OPEN_UNPAID_ORDERS_PER_CUSTOMER,
      reservationSweepIntervalMs: env.RESERVATION_SWEEP_INTERVAL_MS,
    },
    openQuotesPerCustomer: env.OPEN_QUOTES_PER_CUSTOMER,
    catalogAnswersKept: env.CATALOG_ANSWERS_KEPT,
    catalogAnswersHeld: env.CATALOG_ANSWERS_HELD,
    accounts: {
      overdueBlockDays: env.OVERDUE_BLOCK_DAYS,
      reminderDaysBefore: env.REMINDER_DAYS_BEFORE,
      reminderEveryDays: env.REMINDER_EVERY_DAYS,
      reminderSweepIntervalMs: env.REMINDER_SWEEP_INTERVAL_MS,
    },
  };
}

/** True when only this machine can reach an address bound to `host`. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/**
 * How others than this machine's users reach the shop (words for a message), or null when only
 * this machine does: an address beyond loopback, a real database (a deployment), a trusted proxy
 * in front (it forwards whoever it serves), or a public address that is not this machine.
 */
export function whyReachableByOthers(config: {
  host: string;
  database: Pick<Config['database'], 'kind'>;
  trustProxy: TrustProxy;
  publicUrl: string;
}): string | null {
  if (config.database.kind === 'postgres') return 'uses DATABASE_URL';
  if (!isLoopbackHost(config.host)) return `listens on ${config.host}`;
  if (config.trustProxy) return `trusts a proxy in front of it (TRUST_PROXY=${config.trustProxy.join(',')})`;
  if (!isLoopbackHost(new URL(config.publicUrl).hostname.replace(/^\[(.*)\]$/, '$1')))
    return `has the public address ${config.publicUrl} (PUBLIC_URL)`;
  return null;
}

/** The embedded default makes one random secret and keeps it beside its data. */
function embeddedJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A config for tests: in-memory PGlite unless a PostgreSQL URL is given. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:3000',
    dataDir: '/nonexistent-test-data-dir',
    database: { kind: 'pglite' },
    seedDemoData: false,
    demoAccounts: false,
    jwt: { secret: 'test-secret-that-is-long-enough-for-hs256-signing', ttlSeconds: 3600 },
    logLevel: 'silent',
    // Tests that sign people up send mail; without an SMTP server it lands in the system's temp folder.
    mail: { from: 'Tools-BD <no-reply@tools-bd.local>', outboxDir: join(tmpdir(), 'tools-bd-test-outbox') },
    sms: { outboxDir: join(tmpdir(), 'tools-bd-test-sms-outbox') },
    // Pictures in the test's DATA_DIR, as the embedded default keeps them.
    storage: { uploadsDir: join(overrides.dataDir ?? '/nonexistent-test-data-dir', 'uploads') },
    // Tests sweep the mail queue themselves, with a clock they control.
    mailSweepIntervalMs: 0,
    // No courier until a test starts its stand-in; tests poll by hand.
    couriers: { pollMinutes: 0 },
    corsOrigins: [],
    trustProxy: false,
    bodyLimitBytes: 1024 * 1024,
    // Test files sign many people up from one address; the limit itself has its own test.
    signupsPerAddressPerHour: 10_000,
    // Tests sweep reservations themselves, with a clock they control; a roomy cap keeps busy test buyers placing.
    orderLifecycle: { ...DEFAULT_ORDER_LIFECYCLE, openUnpaidOrdersPerCustomer: 100_000, reservationSweepIntervalMs: 0 },
    openQuotesPerCustomer: 5,
    catalogAnswersKept: 21_000,
    catalogAnswersHeld: 1_000_000,
    // Tests send reminders themselves, with a clock they control.
    accounts: { ...DEFAULT_ACCOUNTS, reminderSweepIntervalMs: 0 },
    ...overrides,
  };
}
