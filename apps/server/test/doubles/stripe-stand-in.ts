import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * For tests: a local HTTP server that answers the PaymentIntent calls the shop makes to
 * api.stripe.com (create with an idempotency key, retrieve), so the real `stripe` SDK can be
 * exercised without the internet. Point the SDK at it with host/port/protocol.
 */
export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  livemode: false;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: string;
}

export interface StandInRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export interface StripeStandIn {
  port: number;
  /** Every call received, in order. */
  requests: StandInRequest[];
  intents: Map<string, StandInIntent>;
  /** Every refund made. */
  refunds: StandInRefund[];
  /** Adds an intent directly, as if made elsewhere (another order, another amount). */
  addIntent(fields: {
    amount: number;
    currency?: string;
    metadata?: Record<string, string>;
    status?: string;
  }): StandInIntent;
  /** What Stripe.js's confirmCardPayment does with a good card: the intent succeeds. */
  succeed(id: string): void;
  close(): Promise<void>;
}

const token = () => randomBytes(12).toString('hex');

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StandInRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: StandInRefund[] = [];
  const refundsByKey = new Map<string, StandInRefund>();

  function addIntent(fields: {
    amount: number;
    currency?: string;
    metadata?: Record<string, string>;
    status?: string;
  }): StandInIntent {
    const id = `pi_${token()}`;
    const intent: StandInIntent = {
      id,
      object: 'payment_intent',
      amount: fields.amount,
      currency: fields.currency ?? 'usd',
      status: fields.status ?? 'requires_payment_method',
      client_secret: `${id}_secret_${token()}`,
      metadata: fields.metadata ?? {},
      allowed_payment_method_types: ['card'],
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = new URLSearchParams(await readBody(request));
    requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${token()}` });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== 'Bearer sk_test_stand_in') {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
      if (known) return send(200, intents.get(known));
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(name);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 50) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_small',
            message: 'Amount must be at least $0.50 usd',
          },
        });
      }
      const intent = addIntent({ amount, currency: form.get('currency') ?? 'usd', metadata });
      if (typeof key === 'string') byIdempotencyKey.set(key, intent.id);
      return send(200, intent);
    }

    // Refunds: only of a succeeded intent, at most its amount; one per idempotency key.
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (known) return send(200, known);
      const intent = intents.get(form.get('payment_intent') ?? '');
      const amount = Number(form.get('amount') ?? intent?.amount);
      if (!intent || intent.status !== 'succeeded') {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_not_refundable',
            message: 'This PaymentIntent has no successful charge to refund.',
          },
        });
      }
      if (!Number.isInteger(amount) || amount <= 0 || amount > intent.amount) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            message: 'Refund amount is greater than the charge.',
          },
        });
      }
      const refund = {
        id: `re_${token()}`,
        object: 'refund' as const,
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push(refund);
      if (typeof key === 'string') refundsByKey.set(key, refund);
      return send(200, refund);
    }

    // Cancelling: Stripe refuses once the intent is processing, succeeded or cancelled.
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancel?.[1]) {
      const intent = intents.get(decodeURIComponent(cancel[1]));
      if (!intent)
        return send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
      if (['processing', 'succeeded', 'canceled'].includes(intent.status)) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          },
        });
      }
      intent.status = 'canceled';
      return send(200, intent);
    }

    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && retrieve?.[1]) {
      const intent = intents.get(decodeURIComponent(retrieve[1]));
      if (intent) return send(200, intent);
      return send(404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${decodeURIComponent(retrieve[1])}'`,
        },
      });
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
      },
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    intents,
    refunds,
    addIntent,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`stand-in has no intent ${id}`);
      intent.status = 'succeeded';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK keeps connections alive; end them so close() returns.
        server.closeAllConnections();
      }),
  };
}

/** The secret key the stand-in accepts. */
export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
