import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { formatAmount, parseAmount, signIpnFields, SSLCOMMERZ_PATHS } from '../../src/providers/payments/sslcommerz.ts';

/**
 * For tests and browser journeys: a local HTTP server that plays SSLCommerz's hosted payment
 * (API v4): the session API, a payment page with Pay / Fail / Cancel buttons that sends the IPN
 * to the shop and then POSTs the buyer's browser back to the success/fail/cancel URL, the
 * validation API, the transaction query and the refund APIs. Point the shop at it with
 * `SSLCOMMERZ_BASE_URL` (config `sslcommerz.baseUrl`) and the stand-in's store credentials.
 *
 * Knobs let a test make SSLCommerz report what an attacker or a broken integration would:
 * another amount or currency than the session asked for, or no IPN at all.
 */

export const STAND_IN_STORE_ID = 'toolsbd0stand0in';
export const STAND_IN_STORE_PASSWORD = 'toolsbd0stand0in@ssl';

/** What SSLCommerz converts foreign amounts at, so `amount` (BDT) differs from `currency_amount`. */
const BDT_PER_USD = 120;

export type Outcome = 'success' | 'fail' | 'cancel';

export interface StandInSession {
  sessionKey: string;
  tranId: string;
  /** Cents, as the session asked. */
  amountCents: number;
  currency: string;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  form: URLSearchParams;
  /** Set once the buyer has paid, failed or cancelled on the payment page. */
  payment?: StandInPayment;
}

export interface StandInPayment {
  status: 'VALID' | 'FAILED' | 'CANCELLED';
  valId: string;
  bankTranId: string;
  tranId: string;
  /** What the validation API reports as asked (currency_amount/currency_type): the session's unless a knob changed it. */
  reportedAmountCents: number;
  reportedCurrency: string;
  /** The validation API answers VALID once, then VALIDATED. */
  validations: number;
  valueA: string;
  refundedCents: number;
}

export interface StandInRefund {
  refundRefId: string;
  bankTranId: string;
  amountCents: number;
  remarks: string;
  referenceId: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
}

export interface PaymentOverrides {
  /** What SSLCommerz will report as paid, in cents, instead of the session's amount. */
  amountCents?: number;
  /** What SSLCommerz will report as the currency, instead of the session's. */
  currency?: string;
}

export interface SslcommerzStandIn {
  port: number;
  url: string;
  requests: StandInRequest[];
  sessions: Map<string, StandInSession>;
  refunds: StandInRefund[];
  /** IPNs sent to the shop, in order: the exact fields, to replay or to forge from. */
  ipns: { url: string; fields: Record<string, string>; status: number }[];
  knobs: {
    /** Applied to the next payment completed (and then cleared). */
    nextPayment?: PaymentOverrides;
    /** false: the payment page sends no IPN (a lost notification). */
    sendIpn: boolean;
    /** The refund API answers failed with this reason. */
    refuseRefunds?: string;
  };
  /** The newest session for our transaction id or order id (value_a). */
  sessionFor(idOrOrder: string): StandInSession | undefined;
  /**
   * What a click on Pay / Fail / Cancel on the payment page does, without a browser: the IPN is
   * sent (and awaited), then the answer is the return URL and the fields the browser would POST there.
   */
  complete(
    sessionKey: string,
    outcome: Outcome,
    overrides?: PaymentOverrides,
  ): Promise<{ url: string; fields: Record<string, string> }>;
  /** Adds verify_key/verify_sign as SSLCommerz signs an IPN with this store's password. */
  sign(fields: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

export interface StandInOptions {
  port?: number;
  storeId?: string;
  storePassword?: string;
  /**
   * How an IPN reaches the shop: a POST to `url` by default; tests of a shop that does not
   * listen pass `(url, fields) => app.inject(...)`. Answers the shop's status code.
   */
  deliverIpn?: (url: string, fields: Record<string, string>) => Promise<number>;
}

const token = (bytes = 9) => randomBytes(bytes).toString('hex').toUpperCase();
const md5 = (value: string) => createHash('md5').update(value).digest('hex');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

async function postForm(url: string, fields: Record<string, string>): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  await response.arrayBuffer();
  return response.status;
}

export async function startSslcommerzStandIn(options: StandInOptions = {}): Promise<SslcommerzStandIn> {
  const storeId = options.storeId ?? STAND_IN_STORE_ID;
  const storePassword = options.storePassword ?? STAND_IN_STORE_PASSWORD;
  const deliverIpn = options.deliverIpn ?? postForm;
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  const payments = new Map<string, StandInPayment>();
  const refunds: StandInRefund[] = [];
  const ipns: SslcommerzStandIn['ipns'] = [];
  const knobs: SslcommerzStandIn['knobs'] = { sendIpn: true };
  let baseUrl = '';

  const sign = (fields: Record<string, string>) => {
    const keys = Object.keys(fields).filter((key) => key !== 'verify_sign' && key !== 'verify_key');
    const signed: Record<string, string> = { store_passwd: md5(storePassword) };
    for (const key of keys) signed[key] = fields[key] ?? '';
    return { ...fields, verify_key: keys.join(','), verify_sign: signIpnFields(signed) };
  };

  /** The fields SSLCommerz posts to the IPN listener and to the return URL. */
  function notificationFields(session: StandInSession, payment: StandInPayment): Record<string, string> {
    const settledCents =
      payment.reportedCurrency === 'USD' ? payment.reportedAmountCents * BDT_PER_USD : payment.reportedAmountCents;
    const base: Record<string, string> = {
      tran_id: session.tranId,
      val_id: payment.valId,
      amount: formatAmount(settledCents),
      card_type: 'VISA-Dutch Bangla',
      store_amount: formatAmount(Math.round(settledCents * 0.975)),
      card_no: '432149XXXXXX0667',
      bank_tran_id: payment.bankTranId,
      status: payment.status,
      tran_date: new Date().toISOString().replace('T', ' ').slice(0, 19),
      error:
        payment.status === 'VALID'
          ? ''
          : payment.status === 'FAILED'
            ? 'Declined by the issuer'
            : 'Cancelled by the customer',
      currency: 'BDT',
      card_issuer: 'STANDARD CHARTERED BANK',
      card_brand: 'VISA',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      store_id: storeId,
      currency_type: payment.reportedCurrency,
      currency_amount: formatAmount(payment.reportedAmountCents),
      currency_rate: payment.reportedCurrency === 'USD' ? `${BDT_PER_USD}.0000` : '1.0000',
      base_fair: '0.00',
      value_a: session.form.get('value_a') ?? '',
      value_b: session.form.get('value_b') ?? '',
      value_c: session.form.get('value_c') ?? '',
      value_d: session.form.get('value_d') ?? '',
      risk_level: '0',
      risk_title: 'Safe',
    };
    return sign(base);
  }

  async function complete(sessionKey: string, outcome: Outcome, overrides: PaymentOverrides = {}) {
    const session = sessions.get(sessionKey);
    if (!session) throw new Error(`stand-in has no session ${sessionKey}`);
    const changes = { ...knobs.nextPayment, ...overrides };
    knobs.nextPayment = undefined;
    const payment: StandInPayment = {
      status: outcome === 'success' ? 'VALID' : outcome === 'fail' ? 'FAILED' : 'CANCELLED',
      valId: `${new Date().toISOString().slice(2, 10).replace(/-/g, '')}${token(8)}`,
      bankTranId: `${token(6)}${token(6)}`,
      tranId: session.tranId,
      reportedAmountCents: changes.amountCents ?? session.amountCents,
      reportedCurrency: changes.currency ?? session.currency,
      validations: 0,
      valueA: session.form.get('value_a') ?? '',
      refundedCents: 0,
    };
    session.payment = payment;
    payments.set(payment.valId, payment);
    const fields = notificationFields(session, payment);
    if (knobs.sendIpn && session.ipnUrl) {
      const status = await deliverIpn(session.ipnUrl, fields);
      ipns.push({ url: session.ipnUrl, fields, status });
    }
    const url = outcome === 'success' ? session.successUrl : outcome === 'fail' ? session.failUrl : session.cancelUrl;
    return { url, fields };
  }

  const credentialsHold = (values: URLSearchParams) =>
    values.get('store_id') === storeId && values.get('store_passwd') === storePassword;

  function startSession(form: URLSearchParams): Record<string, unknown> {
    if (!credentialsHold(form))
      return { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' };
    const required = [
      'tran_id',
      'total_amount',
      'currency',
      'success_url',
      'fail_url',
      'cancel_url',
      'cus_name',
      'cus_email',
      'cus_add1',
      'cus_city',
      'cus_country',
      'cus_phone',
      'shipping_method',
      'product_name',
      'product_category',
      'product_profile',
    ];
    const missing = required.find((name) => !form.get(name));
    if (missing) return { status: 'FAILED', failedreason: `Invalid Information: '${missing}' is missing` };
    const amountCents = parseAmount(form.get('total_amount'));
    if (amountCents === null || amountCents < 100 || amountCents > 50_000_000) {
      return { status: 'FAILED', failedreason: 'Invalid Information: total_amount must be from 1.00 to 500000.00' };
    }
    const currency = (form.get('currency') ?? '').toUpperCase();
    if (!['BDT', 'USD', 'EUR', 'GBP'].includes(currency))
      return { status: 'FAILED', failedreason: `Invalid Information: currency ${currency} is not supported` };
    const sessionKey = token(16);
    sessions.set(sessionKey, {
      sessionKey,
      tranId: form.get('tran_id') ?? '',
      amountCents,
      currency,
      successUrl: form.get('success_url') ?? '',
      failUrl: form.get('fail_url') ?? '',
      cancelUrl: form.get('cancel_url') ?? '',
      ipnUrl: form.get('ipn_url') ?? '',
      form,
    });
    const gateway = `${baseUrl}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionKey}`;
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: sessionKey,
      gw: {
        visa: 'city_visa,ebl_visa,visacard',
        master: 'city_master,ebl_master',
        amex: 'city_amex',
        mobilebanking: 'bkash,nagad',
      },
      redirectGatewayURL: `${baseUrl}/gwprocess/v4/bankgw/indexhtml.php?mamount=${formatAmount(amountCents)}&ssl_id=${sessionKey}&Q=REDIRECT&SESSIONKEY=${sessionKey}`,
      GatewayPageURL: gateway,
      storeBanner: '',
      storeLogo: '',
      desc: [],
      is_direct_pay_enable: '0',
    };
  }

  function validation(query: URLSearchParams): Record<string, unknown> {
    if (!credentialsHold(query)) return { APIConnect: 'INVALID_REQUEST', status: 'INVALID_TRANSACTION' };
    const payment = payments.get(query.get('val_id') ?? '');
    if (!payment || payment.status !== 'VALID') return { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' };
    payment.validations += 1;
    const session = [...sessions.values()].find((candidate) => candidate.payment === payment);
    const fields = session ? notificationFields(session, payment) : {};
    delete fields.verify_sign;
    delete fields.verify_key;
    return {
      ...fields,
      status: payment.validations === 1 ? 'VALID' : 'VALIDATED',
      validated_on: new Date().toISOString().replace('T', ' ').slice(0, 19),
      APIConnect: 'DONE',
      gw_version: 'v4',
    };
  }

  function merchantQuery(query: URLSearchParams): Record<string, unknown> {
    if (!credentialsHold(query)) return { APIConnect: 'INVALID_REQUEST' };
    const bankTranId = query.get('bank_tran_id');
    if (bankTranId && query.has('refund_amount')) {
      const payment = [...payments.values()].find(
        (candidate) => candidate.bankTranId === bankTranId && candidate.status === 'VALID',
      );
      const amountCents = parseAmount(query.get('refund_amount'));
      const base = { APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: payment?.tranId ?? '' };
      if (knobs.refuseRefunds) return { ...base, status: 'failed', errorReason: knobs.refuseRefunds };
      if (!payment) return { ...base, status: 'failed', errorReason: 'Invalid bank_tran_id' };
      if (
        amountCents === null ||
        amountCents <= 0 ||
        payment.refundedCents + amountCents > payment.reportedAmountCents
      ) {
        return { ...base, status: 'failed', errorReason: 'Refund amount is more than the transaction amount' };
      }
      payment.refundedCents += amountCents;
      const refund: StandInRefund = {
        refundRefId: `RF${token(8)}`,
        bankTranId,
        amountCents,
        remarks: query.get('refund_remarks') ?? '',
        referenceId: query.get('refe_id') ?? '',
      };
      refunds.push(refund);
      return { ...base, status: 'success', refund_ref_id: refund.refundRefId, errorReason: '' };
    }
    const refundRefId = query.get('refund_ref_id');
    if (refundRefId) {
      const refund = refunds.find((candidate) => candidate.refundRefId === refundRefId);
      if (!refund) return { APIConnect: 'DONE', status: 'invalid_refund_ref_id', refund_ref_id: refundRefId };
      return {
        APIConnect: 'DONE',
        bank_tran_id: refund.bankTranId,
        refund_ref_id: refundRefId,
        status: 'refunded',
        initiated_on: '',
        refunded_on: '',
      };
    }
    const tranId = query.get('tran_id');
    if (tranId) {
      const element = [...sessions.values()]
        .filter((session) => session.tranId === tranId && session.payment)
        .map((session) => {
          const payment = session.payment as StandInPayment;
          const fields = notificationFields(session, payment);
          delete fields.verify_sign;
          delete fields.verify_key;
          return {
            ...fields,
            status: payment.status === 'VALID' ? (payment.validations ? 'VALIDATED' : 'VALID') : payment.status,
          };
        });
      return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
    }
    return { APIConnect: 'INVALID_REQUEST' };
  }

  function paymentPage(session: StandInSession): string {
    const amount = `${formatAmount(session.amountCents)} ${escapeHtml(session.currency)}`;
    const button = (outcome: Outcome, label: string) =>
      `<form method="post" action="/stand-in/complete"><input type="hidden" name="sessionkey" value="${escapeHtml(session.sessionKey)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SSLCommerz stand-in — pay ${amount}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}form{display:inline-block;margin-right:.5rem}button{font-size:1rem;padding:.5rem 1rem}</style></head>
<body><main><h1>SSLCommerz (stand-in)</h1><p>Transaction <strong>${escapeHtml(session.tranId)}</strong></p><p>Amount to pay: <strong>${amount}</strong></p>
${button('success', 'Pay')}${button('fail', 'Fail')}${button('cancel', 'Cancel')}</main></body></html>`;
  }

  /** SSLCommerz sends the browser back with a POST of the same fields as the IPN. */
  function returnPage(url: string, fields: Record<string, string>): string {
    const inputs = Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning to the shop…</title></head>
<body><form id="back" method="post" action="${escapeHtml(url)}">${inputs}<noscript><button type="submit">Return to the shop</button></noscript></form>
<script>document.getElementById('back').submit()</script></body></html>`;
  }

  const server: Server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(await readBody(request));
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query: url.searchParams, form });
    const json = (body: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };

    if (request.method === 'POST' && url.pathname === SSLCOMMERZ_PATHS.session) return json(startSession(form));
    if (request.method === 'GET' && url.pathname === SSLCOMMERZ_PATHS.validation)
      return json(validation(url.searchParams));
    if (request.method === 'GET' && url.pathname === SSLCOMMERZ_PATHS.merchantQuery)
      return json(merchantQuery(url.searchParams));
    if (request.method === 'GET' && url.pathname === '/gwprocess/v4/gw.php') {
      const session = sessions.get(url.searchParams.get('SESSIONKEY') ?? '');
      if (!session)
        return html(404, '<!doctype html><title>Session expired</title><p>This payment session does not exist.</p>');
      if (session.payment)
        return html(410, '<!doctype html><title>Session used</title><p>This payment session is already completed.</p>');
      return html(200, paymentPage(session));
    }
    if (request.method === 'POST' && url.pathname === '/stand-in/complete') {
      const session = sessions.get(form.get('sessionkey') ?? '');
      const outcome = form.get('outcome');
      if (!session || (outcome !== 'success' && outcome !== 'fail' && outcome !== 'cancel'))
        return html(400, '<!doctype html><p>Unknown session.</p>');
      if (session.payment) return html(410, '<!doctype html><p>This payment session is already completed.</p>');
      const back = await complete(session.sessionKey, outcome);
      return html(200, returnPage(back.url, back.fields));
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'FAILED', failedreason: `No such API: ${request.method} ${url.pathname}` }));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    port,
    url: baseUrl,
    requests,
    sessions,
    refunds,
    ipns,
    knobs,
    sessionFor(idOrOrder) {
      const matching = [...sessions.values()].filter(
        (session) => session.tranId === idOrOrder || session.form.get('value_a') === idOrOrder,
      );
      return matching.at(-1);
    },
    complete,
    sign,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
