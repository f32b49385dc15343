import { createHash, timingSafeEqual } from 'node:crypto';
import { PaymentProviderUnavailableError } from './types.ts';

/**
 * A small client for SSLCommerz's hosted-payment API (v4): session, validation, transaction
 * query, refund and refund query, plus the IPN's signature check.
 *
 * Not the `sslcommerz-lts` package: it hard-codes the sandbox/live host (tests could not reach a
 * local stand-in without overwriting its private fields), puts the store password and the
 * refund remarks into URLs without encoding them, answers network failures as if they were
 * SSLCommerz's reply (`.catch(err => err)`), has no timeout, and brings node-fetch 2 and
 * form-data for what Node's own fetch does. The API itself is a handful of form posts and GETs.
 */

export const SSLCOMMERZ_SANDBOX_URL = 'https://sandbox.sslcommerz.com';
export const SSLCOMMERZ_LIVE_URL = 'https://securepay.sslcommerz.com';

export const SSLCOMMERZ_PATHS = {
  session: '/gwprocess/v4/api.php',
  validation: '/validator/api/validationserverAPI.php',
  /** Transaction query, refund and refund query share this address; the parameters pick the call. */
  merchantQuery: '/validator/api/merchantTransIDvalidationAPI.php',
} as const;

/** The sandbox unless live; a configured address (a local stand-in in tests) wins over both. */
export function sslcommerzBaseUrl(config: { live: boolean; baseUrl?: string }): string {
  return (config.baseUrl ?? (config.live ? SSLCOMMERZ_LIVE_URL : SSLCOMMERZ_SANDBOX_URL)).replace(/\/$/, '');
}

export interface SslcommerzClientOptions {
  storeId: string;
  storePassword: string;
  baseUrl: string;
  timeoutMilliseconds?: number;
}

export interface SessionInput {
  /** Our transaction id: unique per session, and how SSLCommerz's answers name the order. */
  tranId: string;
  amountCents: number;
  /** ISO code the order is priced in (USD, BDT). */
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  customer: {
    name: string;
    email: string;
    phone?: string;
    address?: string;
    city?: string;
    postcode?: string;
    country?: string;
  };
  product: { name: string; category: string; items: number };
  /** Our own fields SSLCommerz hands back unchanged (value_a…value_d). */
  orderId: string;
}

export interface Session {
  sessionKey: string;
  gatewayPageUrl: string;
}

/** What the validation API or a transaction query says about one payment. */
export interface SslcommerzTransaction {
  /** VALID (first validation), VALIDATED (validated before), INVALID_TRANSACTION, or a query's PENDING/FAILED/… */
  status: string;
  tranId: string;
  valId: string;
  bankTranId: string;
  /** What the buyer was asked for: the amount and currency sent when the session was made. */
  requestedAmountCents: number | null;
  requestedCurrency: string;
  /** What SSLCommerz settles in (BDT), for the record. */
  settledAmountCents: number | null;
  settledCurrency: string;
  /** 0 safe, 1 risky (SSLCommerz's own fraud judgement). */
  riskLevel: string;
  /** value_a: the order id we gave the session. */
  orderId: string;
}

export interface RefundResult {
  /** success (accepted), processing, failed. */
  status: string;
  refundRefId: string;
  errorReason: string;
}

/** SSLCommerz answered, but refused (bad credentials, a field it does not accept, …). */
export class SslcommerzRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SslcommerzRequestError';
  }
}

/** Cents as SSLCommerz's decimal text: 1250 → "12.50". */
export function formatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * SSLCommerz's decimal text as cents without going through a float ("12.5" → 1250); null for
 * anything else, including more than two decimals, so a strange amount never equals a total.
 */
export function parseAmount(text: unknown): number | null {
  if (typeof text === 'number') text = String(text);
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2})0*)?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const md5 = (value: string) => createHash('md5').update(value, 'utf8').digest('hex');

function toTransaction(body: Record<string, unknown>): SslcommerzTransaction {
  return {
    status: text(body.status),
    tranId: text(body.tran_id),
    valId: text(body.val_id),
    bankTranId: text(body.bank_tran_id),
    requestedAmountCents: parseAmount(body.currency_amount),
    requestedCurrency: text(body.currency_type).toUpperCase(),
    settledAmountCents: parseAmount(body.amount),
    settledCurrency: text(body.currency).toUpperCase(),
    riskLevel: text(body.risk_level),
    orderId: text(body.value_a),
  };
}

/**
 * Whether an IPN's `verify_sign` holds: MD5 over the fields named in `verify_key` plus the MD5
 * of the store password, sorted by name, as SSLCommerz's libraries compute it. A first filter
 * only (MD5, and the password is the only secret): the shop believes a payment only from the
 * validation API.
 */
export function ipnSignatureHolds(fields: Record<string, string>, storePassword: string): boolean {
  const sign = fields.verify_sign;
  const keys = fields.verify_key;
  if (!sign || !keys) return false;
  const signed: Record<string, string> = { store_passwd: md5(storePassword) };
  for (const key of keys.split(',')) {
    if (key && key !== 'store_passwd' && fields[key] !== undefined) signed[key] = fields[key];
  }
  const expected = Buffer.from(signIpnFields(signed), 'utf8');
  const given = Buffer.from(sign.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The MD5 SSLCommerz puts in verify_sign, over fields that already hold store_passwd = md5(password). */
export function signIpnFields(fields: Record<string, string>): string {
  const joined = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('&');
  return md5(joined);
}

export type SslcommerzClient = ReturnType<typeof createSslcommerzClient>;

export function createSslcommerzClient(options: SslcommerzClientOptions) {
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const timeout = options.timeoutMilliseconds ?? 20_000;
  const credentials = { store_id: options.storeId, store_passwd: options.storePassword };

  /** One call; transport trouble, 5xx and non-JSON answers are "unavailable", worth a retry later. */
  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; query?: Record<string, string>; form?: Record<string, string> },
  ) {
    const url = new URL(baseUrl + path);
    for (const [name, value] of Object.entries(init.query ?? {})) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method: init.method,
        headers: {
          accept: 'application/json',
          ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: init.form ? new URLSearchParams(init.form).toString() : undefined,
        signal: AbortSignal.timeout(timeout),
        redirect: 'error',
      });
    } catch (error) {
      // The URL holds the store password: never put it into the message.
      throw new PaymentProviderUnavailableError(`SSLCommerz could not be reached (${path})`, { cause: error });
    }
    const body = await response.text();
    if (response.status >= 500)
      throw new PaymentProviderUnavailableError(`SSLCommerz answered ${response.status} (${path})`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new PaymentProviderUnavailableError(`SSLCommerz answered ${response.status} without JSON (${path})`);
    }
    if (!parsed || typeof parsed !== 'object')
      throw new PaymentProviderUnavailableError(`SSLCommerz answered an unexpected body (${path})`);
    return parsed as Record<string, unknown>;
  }

  const refusedConnection = (body: Record<string, unknown>, what: string) => {
    const connect = text(body.APIConnect);
    if (connect && connect !== 'DONE') throw new SslcommerzRequestError(`SSLCommerz refused the ${what}: ${connect}`);
  };

  return {
    baseUrl,

    /** Opens a hosted payment page for one order: where to send the buyer. */
    async createSession(input: SessionInput): Promise<Session> {
      const customer = input.customer;
      const body = await call(SSLCOMMERZ_PATHS.session, {
        method: 'POST',
        form: {
          ...credentials,
          tran_id: input.tranId,
          total_amount: formatAmount(input.amountCents),
          currency: input.currency,
          success_url: input.successUrl,
          fail_url: input.failUrl,
          cancel_url: input.cancelUrl,
          ipn_url: input.ipnUrl,
          cus_name: customer.name,
          cus_email: customer.email,
          cus_phone: customer.phone || 'N/A',
          cus_add1: customer.address || 'N/A',
          cus_city: customer.city || 'Dhaka',
          cus_postcode: customer.postcode || '1000',
          cus_country: customer.country || 'Bangladesh',
          // The shop ships goods, but the address is taken by the shop, not on SSLCommerz's page.
          shipping_method: 'NO',
          num_of_item: String(input.product.items),
          product_name: input.product.name.slice(0, 255),
          product_category: input.product.category,
          product_profile: 'physical-goods',
          value_a: input.orderId,
        },
      });
      const gatewayPageUrl = text(body.GatewayPageURL);
      if (text(body.status) !== 'SUCCESS' || !gatewayPageUrl) {
        throw new SslcommerzRequestError(
          `SSLCommerz refused the session: ${text(body.failedreason) || text(body.status) || 'no reason given'}`,
        );
      }
      return { sessionKey: text(body.sessionkey), gatewayPageUrl };
    },

    /** The validation API: the only answer the shop believes about a payment. */
    async validate(valId: string): Promise<SslcommerzTransaction> {
      const body = await call(SSLCOMMERZ_PATHS.validation, {
        method: 'GET',
        query: { val_id: valId, ...credentials, v: '1', format: 'json' },
      });
      refusedConnection(body, 'validation');
      return toTransaction(body);
    },

    /** Every attempt SSLCommerz knows for our transaction id (a lost IPN is found this way). */
    async transactionsFor(tranId: string): Promise<SslcommerzTransaction[]> {
      const body = await call(SSLCOMMERZ_PATHS.merchantQuery, {
        method: 'GET',
        query: { tran_id: tranId, ...credentials, v: '1', format: 'json' },
      });
      refusedConnection(body, 'transaction query');
      const elements = Array.isArray(body.element) ? (body.element as Record<string, unknown>[]) : [];
      return elements.map(toTransaction);
    },

    /** Asks SSLCommerz to give (part of) a payment back; `referenceId` is ours, for the record. */
    async refund(input: {
      bankTranId: string;
      amountCents: number;
      remarks: string;
      referenceId: string;
    }): Promise<RefundResult> {
      const body = await call(SSLCOMMERZ_PATHS.merchantQuery, {
        method: 'GET',
        query: {
          bank_tran_id: input.bankTranId,
          refund_amount: formatAmount(input.amountCents),
          refund_remarks: input.remarks,
          refe_id: input.referenceId,
          ...credentials,
          v: '1',
          format: 'json',
        },
      });
      refusedConnection(body, 'refund');
      return { status: text(body.status), refundRefId: text(body.refund_ref_id), errorReason: text(body.errorReason) };
    },

    /** Where a refund stands: refunded, processing or cancelled. */
    async refundStatus(refundRefId: string): Promise<{ status: string; refundRefId: string }> {
      const body = await call(SSLCOMMERZ_PATHS.merchantQuery, {
        method: 'GET',
        query: { refund_ref_id: refundRefId, ...credentials, v: '1', format: 'json' },
      });
      refusedConnection(body, 'refund query');
      return { status: text(body.status), refundRefId: text(body.refund_ref_id) || refundRefId };
    },

    /** Whether an IPN's signature holds for this store (see ipnSignatureHolds). */
    ipnSignatureHolds: (fields: Record<string, string>) => ipnSignatureHolds(fields, options.storePassword),
  };
}
