import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAND_IN_STORE_ID,
  STAND_IN_STORE_PASSWORD,
  startSslcommerzStandIn,
  type SslcommerzStandIn,
} from '../../../test/doubles/sslcommerz-stand-in.ts';
import { PaymentProviderUnavailableError } from './types.ts';
import {
  createSslcommerzClient,
  formatAmount,
  ipnSignatureHolds,
  parseAmount,
  sslcommerzBaseUrl,
  SslcommerzRequestError,
  SSLCOMMERZ_LIVE_URL,
  SSLCOMMERZ_SANDBOX_URL,
  type SessionInput,
} from './sslcommerz.ts';

const session = (overrides: Partial<SessionInput> = {}): SessionInput => ({
  tranId: `T${Date.now()}${Math.random().toString(36).slice(2, 8)}`,
  amountCents: 2_550,
  currency: 'USD',
  successUrl: 'http://shop.test/api/payments/sslcommerz/success',
  failUrl: 'http://shop.test/api/payments/sslcommerz/fail',
  cancelUrl: 'http://shop.test/api/payments/sslcommerz/cancel',
  ipnUrl: 'http://shop.test/api/payments/sslcommerz/ipn',
  customer: { name: 'Rahim Uddin', email: 'rahim@example.com' },
  product: { name: 'Order 12: Drill & bits', category: 'Tools', items: 2 },
  orderId: '5f0c7a51-94a4-4f0b-a7a4-1d2bd1f1e0a1',
  ...overrides,
});

describe('SSLCommerz amounts', () => {
  it('writes cents as two-decimal text and reads it back without floats', () => {
    expect(formatAmount(2_550)).toBe('25.50');
    expect(formatAmount(7)).toBe('0.07');
    expect(formatAmount(100_000_000)).toBe('1000000.00');
    expect(() => formatAmount(12.5)).toThrow(RangeError);
    expect(parseAmount('25.50')).toBe(2_550);
    expect(parseAmount('25.5')).toBe(2_550);
    expect(parseAmount('25')).toBe(2_500);
    expect(parseAmount('25.5000')).toBe(2_550);
    expect(parseAmount(25.5)).toBe(2_550);
    // Anything not a plain amount never equals a total.
    for (const bad of ['25.505', '-1.00', '1e3', '', 'abc', undefined, null, '25,50'])
      expect(parseAmount(bad)).toBeNull();
  });

  it('uses the sandbox unless live, and a configured address over both', () => {
    expect(sslcommerzBaseUrl({ live: false })).toBe(SSLCOMMERZ_SANDBOX_URL);
    expect(sslcommerzBaseUrl({ live: true })).toBe(SSLCOMMERZ_LIVE_URL);
    expect(sslcommerzBaseUrl({ live: true, baseUrl: 'http://127.0.0.1:9/' })).toBe('http://127.0.0.1:9');
  });
});

describe('the SSLCommerz client against the stand-in', () => {
  let standIn: SslcommerzStandIn;
  const delivered: Record<string, string>[] = [];
  let client: ReturnType<typeof createSslcommerzClient>;

  beforeAll(async () => {
    standIn = await startSslcommerzStandIn({
      deliverIpn: async (_url, fields) => {
        delivered.push(fields);
        return 200;
      },
    });
    client = createSslcommerzClient({
      storeId: STAND_IN_STORE_ID,
      storePassword: STAND_IN_STORE_PASSWORD,
      baseUrl: standIn.url,
    });
  });
  afterAll(() => standIn.close());

  it('opens a session with the documented fields and answers the hosted page', async () => {
    const input = session();
    const opened = await client.createSession(input);
    expect(opened.gatewayPageUrl).toBe(`${standIn.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${opened.sessionKey}`);
    const sent = standIn.requests.at(-1)?.form;
    expect(Object.fromEntries(sent ?? [])).toMatchObject({
      store_id: STAND_IN_STORE_ID,
      store_passwd: STAND_IN_STORE_PASSWORD,
      tran_id: input.tranId,
      total_amount: '25.50',
      currency: 'USD',
      ipn_url: input.ipnUrl,
      num_of_item: '2',
      product_profile: 'physical-goods',
      value_a: input.orderId,
    });
    const page = await fetch(opened.gatewayPageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('25.50 USD');
    expect(html).toMatch(/<button type="submit">Pay<\/button>/);
  });

  it('reports a refused session (wrong credentials, an amount SSLCommerz does not take) as a request error', async () => {
    const stranger = createSslcommerzClient({ storeId: 'someone', storePassword: 'else', baseUrl: standIn.url });
    await expect(stranger.createSession(session())).rejects.toThrow(/Store Credential Error/);
    await expect(client.createSession(session({ amountCents: 5 }))).rejects.toBeInstanceOf(SslcommerzRequestError);
  });

  it('validates a paid session VALID once, then VALIDATED, with the asked amount and currency', async () => {
    const input = session({ amountCents: 12_000, currency: 'BDT' });
    const opened = await client.createSession(input);
    const { fields } = await standIn.complete(opened.sessionKey, 'success');
    expect(delivered.at(-1)).toEqual(fields);
    expect(client.ipnSignatureHolds(fields)).toBe(true);

    const first = await client.validate(fields.val_id ?? '');
    expect(first).toMatchObject({
      status: 'VALID',
      tranId: input.tranId,
      requestedAmountCents: 12_000,
      requestedCurrency: 'BDT',
      settledCurrency: 'BDT',
      orderId: input.orderId,
      bankTranId: fields.bank_tran_id,
    });
    expect((await client.validate(fields.val_id ?? '')).status).toBe('VALIDATED');
    expect((await client.validate('190101000000NOSUCHVAL')).status).toBe('INVALID_TRANSACTION');
  });

  it('reads a foreign-currency payment by what was asked, not by the BDT it settles in', async () => {
    const opened = await client.createSession(session({ amountCents: 2_550, currency: 'USD' }));
    const { fields } = await standIn.complete(opened.sessionKey, 'success');
    const validated = await client.validate(fields.val_id ?? '');
    expect(validated).toMatchObject({ requestedAmountCents: 2_550, requestedCurrency: 'USD', settledCurrency: 'BDT' });
    expect(validated.settledAmountCents).not.toBe(2_550);
  });

  it('sees what the knobs make SSLCommerz report: another amount or currency', async () => {
    const opened = await client.createSession(session({ amountCents: 4_000, currency: 'USD' }));
    const { fields } = await standIn.complete(opened.sessionKey, 'success', { amountCents: 10, currency: 'BDT' });
    expect(await client.validate(fields.val_id ?? '')).toMatchObject({
      requestedAmountCents: 10,
      requestedCurrency: 'BDT',
    });
  });

  it('never validates a failed or cancelled payment', async () => {
    for (const outcome of ['fail', 'cancel'] as const) {
      const opened = await client.createSession(session());
      const { fields, url } = await standIn.complete(opened.sessionKey, outcome);
      expect(url).toMatch(outcome === 'fail' ? /\/fail$/ : /\/cancel$/);
      expect(fields.status).toBe(outcome === 'fail' ? 'FAILED' : 'CANCELLED');
      expect((await client.validate(fields.val_id ?? '')).status).toBe('INVALID_TRANSACTION');
    }
  });

  it('finds the attempts for a transaction id', async () => {
    const input = session();
    const opened = await client.createSession(input);
    expect(await client.transactionsFor(input.tranId)).toEqual([]);
    await standIn.complete(opened.sessionKey, 'success');
    const found = await client.transactionsFor(input.tranId);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ status: 'VALID', tranId: input.tranId, requestedAmountCents: input.amountCents });
  });

  it('refunds up to what was paid, and reads the refund back', async () => {
    const opened = await client.createSession(session({ amountCents: 3_000 }));
    const { fields } = await standIn.complete(opened.sessionKey, 'success');
    const bankTranId = fields.bank_tran_id ?? '';
    const refund = await client.refund({
      bankTranId,
      amountCents: 3_000,
      remarks: 'Order cancelled & refunded',
      referenceId: 'order-1',
    });
    expect(refund.status).toBe('success');
    // Remarks with & and spaces arrive whole (the official package would cut them).
    expect(standIn.refunds.at(-1)).toMatchObject({
      amountCents: 3_000,
      remarks: 'Order cancelled & refunded',
      referenceId: 'order-1',
    });
    expect(await client.refundStatus(refund.refundRefId)).toEqual({
      status: 'refunded',
      refundRefId: refund.refundRefId,
    });
    const again = await client.refund({ bankTranId, amountCents: 1, remarks: 'again', referenceId: 'order-1' });
    expect(again).toMatchObject({ status: 'failed', errorReason: expect.stringMatching(/more than/) });
  });

  it('refuses an IPN whose signature does not hold', async () => {
    const opened = await client.createSession(session());
    const { fields } = await standIn.complete(opened.sessionKey, 'success');
    expect(ipnSignatureHolds(fields, STAND_IN_STORE_PASSWORD)).toBe(true);
    expect(ipnSignatureHolds({ ...fields, amount: '1.00' }, STAND_IN_STORE_PASSWORD)).toBe(false);
    expect(ipnSignatureHolds(fields, 'another store password')).toBe(false);
    const { verify_sign: _dropped, ...unsigned } = fields;
    expect(ipnSignatureHolds(unsigned, STAND_IN_STORE_PASSWORD)).toBe(false);
  });

  it('calls wrong credentials on the validation API a refusal, not an answer', async () => {
    const stranger = createSslcommerzClient({
      storeId: STAND_IN_STORE_ID,
      storePassword: 'wrong',
      baseUrl: standIn.url,
    });
    await expect(stranger.validate('anything')).rejects.toThrow(/INVALID_REQUEST/);
  });
});

describe('the SSLCommerz client when SSLCommerz is down', () => {
  let broken: Server;
  let url = '';
  beforeAll(async () => {
    broken = createServer((request, response) => {
      if (request.url?.startsWith('/gwprocess')) {
        response.writeHead(503).end('maintenance');
      } else {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>not json</html>');
      }
    });
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => broken.close(() => resolve())));

  it('answers "unavailable" for 5xx, bodies that are not JSON, and no server at all, never leaking the password', async () => {
    const client = createSslcommerzClient({ storeId: 's', storePassword: 'very-secret-password', baseUrl: url });
    await expect(client.createSession(session())).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(client.validate('x')).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    const nobody = createSslcommerzClient({
      storeId: 's',
      storePassword: 'very-secret-password',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMilliseconds: 2_000,
    });
    const error = await nobody.validate('x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderUnavailableError);
    expect(String((error as Error).message)).not.toContain('very-secret-password');
  });
});
