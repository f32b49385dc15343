import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { cardErrorMessages, orderSchema, paymentMessages, type Order } from '@tools-bd/contract';
import { orders, simulatedPaymentIntents } from '../../db/schema.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { createAccount, createTestApp, testEngines, type TestAccount, type TestApp } from '../../../test/helpers.ts';
import { createTool, placeOrder } from '../../../test/fixtures/orders.ts';
import { createStripeProvider } from '../../providers/payments/stripe.ts';
import { STAND_IN_SECRET_KEY, startStripeStandIn, type StripeStandIn } from '../../../test/doubles/stripe-stand-in.ts';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const GOOD_CARD = '4242 4242 4242 4242';
const WEBHOOK_SECRET = 'whsec_test_tools_bd_webhook_secret';

/** Shared steps for both providers. */
function paymentSteps(getShop: () => TestApp) {
  const app = () => getShop().app;
  return {
    /** A new order of `cart` × a tool at `priceCents`, placed through the orders API. */
    async newOrder(account: TestAccount, { priceCents = 1_250, cart = 2 } = {}): Promise<Order> {
      const tool = await createTool(app().db, { priceCents });
      return placeOrder(app(), account, { toolId: tool.id, cart });
    },
    requestIntent(account: TestAccount | null, payload: Record<string, unknown>) {
      return app().inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: account ? account.authorization : {},
        payload,
      });
    },
    async clientSecretFor(account: TestAccount, orderId: string): Promise<string> {
      const response = await this.requestIntent(account, { orderId });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { clientSecret: string }).clientSecret;
    },
    confirmPayment(account: TestAccount | null, orderId: string, payload: Record<string, unknown>) {
      return app().inject({
        method: 'PATCH',
        url: `/api/orders/${orderId}`,
        headers: account ? account.authorization : {},
        payload,
      });
    },
    async storedOrder(orderId: string) {
      const [row] = await app().db.select().from(orders).where(eq(orders.id, orderId));
      if (!row) throw new Error(`order ${orderId} is gone`);
      return row;
    },
  };
}

const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.lastIndexOf('_secret_'));

describe.each(testEngines)('card payments with the test-mode simulator on $engine', ({ engine }) => {
  let shop: TestApp;
  let buyer: TestAccount;
  let stranger: TestAccount;
  const steps = paymentSteps(() => shop);

  beforeAll(async () => {
    shop = await createTestApp(engine);
    [buyer, stranger] = await Promise.all([createAccount(shop.app), createAccount(shop.app)]);
  });
  afterAll(() => shop.close());

  function payWithCard(
    clientSecret: string,
    card: Partial<{ number: string; expMonth: number; expYear: number; cvc: string }> = {},
  ) {
    return shop.app.inject({
      method: 'POST',
      url: '/api/payments/simulator/confirm',
      payload: {
        clientSecret,
        card: { number: GOOD_CARD, expMonth: 12, expYear: NEXT_YEAR, cvc: '123', ...card },
        billingDetails: { name: 'Test Customer', email: buyer.email },
      },
    });
  }

  it('tells the payment screen that the simulator is in use', async () => {
    const response = await shop.app.inject('/api/payments/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'simulator' });
  });

  it("charges the stored order's price and refuses a tampered price with 400", async () => {
    const order = await steps.newOrder(buyer, { priceCents: 4_599, cart: 3 });
    expect(order.price).toBe(137.97);

    const tampered = await steps.requestIntent(buyer, { orderId: order._id, price: 1 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ message: paymentMessages.priceMismatch });
    expect((await steps.storedOrder(order._id)).paymentIntentId).toBeNull();

    const honest = await steps.requestIntent(buyer, { orderId: order._id, price: 137.97 });
    expect(honest.statusCode).toBe(200);
    const { clientSecret } = honest.json() as { clientSecret: string };
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    const [intent] = await shop.app.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentIdOf(clientSecret)));
    expect(intent).toMatchObject({
      amountCents: 13_797,
      currency: 'usd',
      orderId: order._id,
      status: 'requires_payment_method',
    });
    expect((await steps.storedOrder(order._id)).paymentIntentId).toBe(intent?.id);
  });

  it('answers the same intent when asked again for the same unpaid order, even at the same moment', async () => {
    const order = await steps.newOrder(buyer);
    const first = await steps.clientSecretFor(buyer, order._id);
    const again = await steps.clientSecretFor(buyer, order._id);
    expect(again).toBe(first);

    const other = await steps.newOrder(buyer);
    const together = await Promise.all([0, 1, 2].map(() => steps.clientSecretFor(buyer, other._id)));
    expect(new Set(together).size).toBe(1);
    expect(together[0]).not.toBe(first);
    const stored = await shop.app.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.orderId, other._id));
    expect(stored).toHaveLength(1);
  });

  it("refuses to pay someone else's order (403), and anybody without a token (401)", async () => {
    const order = await steps.newOrder(buyer);
    const intent = await steps.requestIntent(stranger, { orderId: order._id });
    expect(intent.statusCode).toBe(403);
    expect(intent.json()).toEqual({ message: paymentMessages.notYourOrder });
    expect((await steps.requestIntent(null, { orderId: order._id })).statusCode).toBe(401);

    // Even with a succeeded intent of the real buyer, a stranger cannot record it.
    const clientSecret = await steps.clientSecretFor(buyer, order._id);
    const confirm = await steps.confirmPayment(stranger, order._id, { transactionId: intentIdOf(clientSecret) });
    expect(confirm.statusCode).toBe(403);
    expect((await steps.storedOrder(order._id)).paid).toBe(false);
  });

  it('answers 404 for an unknown order and 400 for a malformed one', async () => {
    const unknown = await steps.requestIntent(buyer, { orderId: '7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: paymentMessages.orderNotFound });
    const malformed = await steps.requestIntent(buyer, { orderId: 'abc' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed id' });
  });

  it("leaves the order unpaid when the card is declined, with Stripe's message, and takes a good card afterwards", async () => {
    const order = await steps.newOrder(buyer, { priceCents: 2_000, cart: 1 });
    const clientSecret = await steps.clientSecretFor(buyer, order._id);

    const declined = await payWithCard(clientSecret, { number: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    expect(await steps.storedOrder(order._id)).toMatchObject({
      paid: false,
      transactionId: null,
      paidAt: null,
      testPayment: false,
    });
    expect(
      (await shop.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.authorization })).json(),
    ).toMatchObject({ testPayment: false });

    // Recording the declined intent as a payment is refused too.
    const premature = await steps.confirmPayment(buyer, order._id, {
      orders: order._id,
      transactionId: intentIdOf(clientSecret),
    });
    expect(premature.statusCode).toBe(400);
    expect(premature.json()).toEqual({ message: paymentMessages.paymentNotSucceeded });
    expect((await steps.storedOrder(order._id)).paid).toBe(false);

    const paid = await payWithCard(clientSecret, { number: GOOD_CARD });
    expect(paid.json()).toEqual({ paymentIntent: { id: intentIdOf(clientSecret), status: 'succeeded' } });
    // The simulator delivers its "payment_intent.succeeded" at once, as Stripe's webhook would.
    const stored = await steps.storedOrder(order._id);
    expect(stored).toMatchObject({ paid: true, transactionId: intentIdOf(clientSecret) });
    expect(stored.paidAt).toBeInstanceOf(Date);

    // The buyer's own confirmation answers the paid order; doing it twice changes nothing.
    const confirmed = await steps.confirmPayment(buyer, order._id, {
      orders: order._id,
      transactionId: intentIdOf(clientSecret),
    });
    expect(confirmed.statusCode).toBe(200);
    // No money moved: the order says it was a test payment, wherever orders are listed.
    expect(orderSchema.parse(confirmed.json())).toMatchObject({
      _id: order._id,
      paid: true,
      transactionId: intentIdOf(clientSecret),
      price: 20,
      testPayment: true,
    });
    const listed = await shop.app.inject({
      url: `/api/orders?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.authorization,
    });
    expect((listed.json() as Order[]).find((mine) => mine._id === order._id)).toMatchObject({ testPayment: true });
    const twice = await steps.confirmPayment(buyer, order._id, { transactionId: intentIdOf(clientSecret) });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(confirmed.json());
    expect((await steps.storedOrder(order._id)).paidAt).toEqual(stored.paidAt);

    // A paid order cannot be charged again.
    const again = await steps.requestIntent(buyer, { orderId: order._id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: paymentMessages.alreadyPaid });
    const confirmAgain = await payWithCard(clientSecret);
    expect(confirmAgain.json()).toMatchObject({ error: { message: cardErrorMessages.alreadySucceeded } });
    expect(
      (await shop.app.inject({ url: `/api/orders/${order._id}`, headers: buyer.authorization })).json(),
    ).toMatchObject({ paid: true });
  });

  it("answers each of Stripe's test cards and card mistakes in Stripe's words", async () => {
    const order = await steps.newOrder(buyer);
    const clientSecret = await steps.clientSecretFor(buyer, order._id);
    const thisYear = new Date().getUTCFullYear();
    const cases: [Partial<{ number: string; expMonth: number; expYear: number; cvc: string }>, string][] = [
      [{ number: '4000000000009995' }, 'Your card has insufficient funds.'],
      [{ number: '4000000000000069' }, 'Your card has expired.'],
      [{ number: '4000000000000127' }, "Your card's security code is incorrect."],
      [{ expYear: thisYear - 1 }, "Your card's expiration year is invalid."],
      [{ expMonth: 13 }, "Your card's expiration month is invalid."],
      [{ expMonth: 0 }, "Your card's expiration month is invalid."],
      [{ cvc: '12' }, "Your card's security code is invalid."],
      [{ cvc: 'abc' }, "Your card's security code is invalid."],
      [{ number: '4242 4242' }, 'Your card number is invalid.'],
      [{ number: 'not a card' }, 'Your card number is invalid.'],
      [{ number: '4242424242424241' }, 'Your card number is incorrect.'],
      [{ number: '4111 1111 1111 1111' }, cardErrorMessages.liveCardInTestMode],
    ];
    if (new Date().getUTCMonth() > 0)
      cases.push([
        { expYear: thisYear, expMonth: new Date().getUTCMonth() },
        "Your card's expiration month is invalid.",
      ]);
    for (const [card, message] of cases) {
      const response = await payWithCard(clientSecret, card);
      expect(response.statusCode, JSON.stringify(card)).toBe(200);
      expect((response.json() as { error?: { message: string } }).error?.message, JSON.stringify(card)).toBe(message);
    }
    expect((await steps.storedOrder(order._id)).paid).toBe(false);
    // A two-digit year and an American Express card with its 4-digit CVC are fine.
    const amex = await payWithCard(clientSecret, {
      number: '3782 822463 10005',
      expYear: NEXT_YEAR % 100,
      cvc: '1234',
    });
    expect(amex.json()).toEqual({ paymentIntent: { id: intentIdOf(clientSecret), status: 'succeeded' } });
  });

  it('refuses a made-up transaction id and the intent of another order, leaving the order unpaid', async () => {
    const order = await steps.newOrder(buyer, { priceCents: 1_000, cart: 1 });
    await steps.clientSecretFor(buyer, order._id);
    for (const transactionId of ['pi_madeUp123', 'anything', "pi_x' or '1'='1", '']) {
      const response = await steps.confirmPayment(buyer, order._id, { orders: order._id, transactionId });
      expect(response.statusCode, transactionId).toBe(400);
      expect(response.json()).toEqual({ message: paymentMessages.unknownTransaction });
    }

    // The buyer pays a cheaper order of theirs and offers that payment for this one.
    const cheap = await steps.newOrder(buyer, { priceCents: 100, cart: 1 });
    const cheapSecret = await steps.clientSecretFor(buyer, cheap._id);
    expect((await payWithCard(cheapSecret)).json()).toHaveProperty('paymentIntent');
    const swapped = await steps.confirmPayment(buyer, order._id, { transactionId: intentIdOf(cheapSecret) });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.json()).toEqual({ message: paymentMessages.paymentForAnotherOrder });

    const mismatch = await steps.confirmPayment(buyer, order._id, {
      orders: cheap._id,
      transactionId: intentIdOf(cheapSecret),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(await steps.storedOrder(order._id)).toMatchObject({ paid: false, transactionId: null });
  });

  it('refuses an unknown client secret and has no webhook in test mode', async () => {
    const unknown = await payWithCard('pi_unknown_secret_nothing');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: paymentMessages.unknownClientSecret });
    const order = await steps.newOrder(buyer);
    const clientSecret = await steps.clientSecretFor(buyer, order._id);
    const forged = await payWithCard(`${intentIdOf(clientSecret)}_secret_guessed`);
    expect(forged.statusCode).toBe(400);
    expect((await steps.storedOrder(order._id)).paid).toBe(false);

    const webhook = await shop.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: { id: 'evt_1' } });
    expect(webhook.statusCode).toBe(404);
  });
});

describe.each(testEngines)('card payments with Stripe on $engine (SDK against a local stand-in)', ({ engine }) => {
  let shop: TestApp;
  let standIn: StripeStandIn;
  let buyer: TestAccount;
  let stranger: TestAccount;
  const steps = paymentSteps(() => shop);

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    shop = await createTestApp(engine, {
      stripe: { secretKey: STAND_IN_SECRET_KEY, publishableKey: 'pk_test_stand_in', webhookSecret: WEBHOOK_SECRET },
      stripeApi: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
    });
    [buyer, stranger] = await Promise.all([createAccount(shop.app), createAccount(shop.app)]);
  });
  afterAll(async () => {
    await shop.close();
    await standIn.close();
  });

  function sendWebhook(
    event: unknown,
    { secret = WEBHOOK_SECRET, signature }: { secret?: string; signature?: string | null } = {},
  ) {
    const payload = JSON.stringify(event);
    const header = signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret }) : signature;
    return shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(header === null ? {} : { 'stripe-signature': header }),
      },
      payload,
    });
  }

  const succeededEvent = (
    eventId: string,
    intent: { id: string; amount: number; currency?: string; metadata: Record<string, string> },
  ) => ({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { object: 'payment_intent', status: 'succeeded', currency: 'usd', ...intent } },
  });

  it('gives the payment screen the publishable key; the simulator stays off', async () => {
    expect((await shop.app.inject('/api/payments/config')).json()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_stand_in',
    });
    const simulator = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/simulator/confirm',
      payload: {
        clientSecret: 'pi_x_secret_y',
        card: { number: GOOD_CARD, expMonth: 12, expYear: NEXT_YEAR, cvc: '123' },
        billingDetails: { name: 'A', email: 'a@example.com' },
      },
    });
    expect(simulator.statusCode).toBe(404);
  });

  it('creates the PaymentIntent at Stripe for the stored price, with an idempotency key, and reuses it', async () => {
    const order = await steps.newOrder(buyer, { priceCents: 4_599, cart: 2 });
    const before = standIn.requests.length;
    const first = await steps.clientSecretFor(buyer, order._id);
    const calls = standIn.requests.slice(before);
    expect(calls).toHaveLength(1);
    const [create] = calls;
    expect(create?.method).toBe('POST');
    expect(create?.path).toBe('/v1/payment_intents');
    expect(create?.headers['idempotency-key']).toBe(`tools-bd:order:${order._id}:amount:9198`);
    expect(create?.headers.authorization).toBe(`Bearer ${STAND_IN_SECRET_KEY}`);
    expect(create?.form.get('amount')).toBe('9198');
    expect(create?.form.get('currency')).toBe('usd');
    expect(create?.form.get('metadata[orderId]')).toBe(order._id);

    const again = await steps.clientSecretFor(buyer, order._id);
    expect(again).toBe(first);
    expect(standIn.requests.slice(before).filter((request) => request.method === 'POST')).toHaveLength(1);
    expect((await steps.storedOrder(order._id)).paymentIntentId).toBe(intentIdOf(first));

    const tampered = await steps.requestIntent(buyer, { orderId: order._id, price: 0.5 });
    expect(tampered.statusCode).toBe(400);
    expect((await steps.requestIntent(stranger, { orderId: order._id })).statusCode).toBe(403);
  });

  it('marks the order paid on PATCH only once Stripe says the intent succeeded, and only once', async () => {
    const order = await steps.newOrder(buyer, { priceCents: 1_500, cart: 1 });
    const intentId = intentIdOf(await steps.clientSecretFor(buyer, order._id));

    const early = await steps.confirmPayment(buyer, order._id, { orders: order._id, transactionId: intentId });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ message: paymentMessages.paymentNotSucceeded });
    expect((await steps.storedOrder(order._id)).paid).toBe(false);

    standIn.succeed(intentId);
    const confirmed = await steps.confirmPayment(buyer, order._id, { orders: order._id, transactionId: intentId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      _id: order._id,
      paid: true,
      transactionId: intentId,
      price: 15,
      testPayment: false,
    });
    const paidAt = (await steps.storedOrder(order._id)).paidAt;
    expect(paidAt).toBeInstanceOf(Date);

    const twice = await steps.confirmPayment(buyer, order._id, { orders: order._id, transactionId: intentId });
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toEqual(confirmed.json());
    expect((await steps.storedOrder(order._id)).paidAt).toEqual(paidAt);
    expect((await steps.requestIntent(buyer, { orderId: order._id })).statusCode).toBe(409);
  });

  it('asks Stripe for one refund when two admins refund the order at the same moment', async () => {
    const admin = await createAccount(shop.app, { role: 'admin' });
    const order = await steps.newOrder(buyer, { priceCents: 2_000, cart: 1 });
    const intentId = intentIdOf(await steps.clientSecretFor(buyer, order._id));
    standIn.succeed(intentId);
    expect(
      (await steps.confirmPayment(buyer, order._id, { orders: order._id, transactionId: intentId })).statusCode,
    ).toBe(200);
    const refundCalls = () => standIn.requests.filter((request) => request.path === '/v1/refunds').length;
    const before = refundCalls();

    const refund = () =>
      shop.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/refund`,
        headers: admin.authorization,
        payload: {},
      });
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join(' | ')).toEqual(
      [200, 409],
    );
    expect(refundCalls() - before).toBe(1);
    expect(await steps.storedOrder(order._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      amountPaidCents: 0,
    });
  });

  it('refuses a made-up id and a succeeded intent of another amount or order', async () => {
    const order = await steps.newOrder(buyer, { priceCents: 2_500, cart: 1 });
    const fake = await steps.confirmPayment(buyer, order._id, { transactionId: 'pi_doesNotExist' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: paymentMessages.unknownTransaction });

    const cheaper = standIn.addIntent({ amount: 100, metadata: { orderId: order._id }, status: 'succeeded' });
    const amount = await steps.confirmPayment(buyer, order._id, { transactionId: cheaper.id });
    expect(amount.statusCode).toBe(400);
    expect(amount.json()).toEqual({ message: paymentMessages.amountMismatch });

    const elsewhere = standIn.addIntent({
      amount: 2_500,
      metadata: { orderId: '7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4' },
      status: 'succeeded',
    });
    const other = await steps.confirmPayment(buyer, order._id, { transactionId: elsewhere.id });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ message: paymentMessages.paymentForAnotherOrder });
    expect(await steps.storedOrder(order._id)).toMatchObject({ paid: false, transactionId: null });
  });

  it('marks the order paid from a signed payment_intent.succeeded webhook, once, even when replayed', async () => {
    const order = await steps.newOrder(buyer, { priceCents: 3_000, cart: 2 });
    const intentId = intentIdOf(await steps.clientSecretFor(buyer, order._id));
    const event = succeededEvent('evt_paid_once', { id: intentId, amount: 6_000, metadata: { orderId: order._id } });

    const delivered = await sendWebhook(event);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    const stored = await steps.storedOrder(order._id);
    expect(stored).toMatchObject({ paid: true, transactionId: intentId });

    const replayed = await sendWebhook(event);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toEqual({ received: true, duplicate: true });
    expect((await steps.storedOrder(order._id)).paidAt).toEqual(stored.paidAt);

    // The buyer's browser arriving afterwards gets the same paid order.
    standIn.succeed(intentId);
    const confirmed = await steps.confirmPayment(buyer, order._id, { transactionId: intentId });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ paid: true, transactionId: intentId });
  });

  it('refuses webhooks with a bad, missing or stale signature, or a body changed after signing', async () => {
    const order = await steps.newOrder(buyer, { priceCents: 1_000, cart: 1 });
    const intentId = intentIdOf(await steps.clientSecretFor(buyer, order._id));
    const event = succeededEvent('evt_forged', { id: intentId, amount: 1_000, metadata: { orderId: order._id } });

    const wrongSecret = await sendWebhook(event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toEqual({ message: paymentMessages.webhookSignatureInvalid });
    expect((await sendWebhook(event, { signature: null })).statusCode).toBe(400);
    expect((await sendWebhook(event, { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await sendWebhook(event, { signature: stale })).statusCode).toBe(400);

    const signedFor = JSON.stringify(event);
    const changed = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: signedFor, secret: WEBHOOK_SECRET }),
      },
      payload: signedFor.replace('"amount":1000', '"amount":1001'),
    });
    expect(changed.statusCode).toBe(400);
    expect(await steps.storedOrder(order._id)).toMatchObject({ paid: false, transactionId: null });

    // Signed, but for another amount: acknowledged (Stripe must not retry) and not applied.
    const wrongAmount = await sendWebhook(
      succeededEvent('evt_wrong_amount', { id: intentId, amount: 1, metadata: { orderId: order._id } }),
    );
    expect(wrongAmount.statusCode).toBe(200);
    expect((await steps.storedOrder(order._id)).paid).toBe(false);
  });

  it('applies the browser confirmation and the webhook racing each other once', async () => {
    const order = await steps.newOrder(buyer, { priceCents: 700, cart: 3 });
    const intentId = intentIdOf(await steps.clientSecretFor(buyer, order._id));
    standIn.succeed(intentId);
    const [browser, webhook] = await Promise.all([
      steps.confirmPayment(buyer, order._id, { transactionId: intentId }),
      sendWebhook(succeededEvent('evt_race', { id: intentId, amount: 2_100, metadata: { orderId: order._id } })),
    ]);
    expect(browser.statusCode).toBe(200);
    expect(webhook.statusCode).toBe(200);
    expect(await steps.storedOrder(order._id)).toMatchObject({ paid: true, transactionId: intentId });
  });

  it('reports an unreachable Stripe as 502, and the order stays as it was', async () => {
    const order = await steps.newOrder(buyer);
    const intentId = intentIdOf(await steps.clientSecretFor(buyer, order._id));
    const before = await steps.storedOrder(order._id);
    // A second instance of the shop on the same database, whose Stripe does not answer (port 9).
    const offline = await buildApp(
      testConfig({
        stripe: { secretKey: STAND_IN_SECRET_KEY, publishableKey: 'pk_test_stand_in', webhookSecret: WEBHOOK_SECRET },
        stripeApi: { host: '127.0.0.1', port: 9, protocol: 'http' },
      }),
      { database: shop.app.database },
    );
    try {
      const intent = await offline.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: buyer.authorization,
        payload: { orderId: order._id },
      });
      expect(intent.statusCode).toBe(502);
      expect(intent.json()).toEqual({ message: paymentMessages.providerUnavailable });
      const confirm = await offline.inject({
        method: 'PATCH',
        url: `/api/orders/${order._id}`,
        headers: buyer.authorization,
        payload: { transactionId: intentId },
      });
      expect(confirm.statusCode).toBe(502);
      expect(confirm.json()).toEqual({ message: paymentMessages.providerUnavailable });
    } finally {
      await offline.close();
    }
    expect(await steps.storedOrder(order._id)).toEqual(before);
  });

  it('the SDK sends the idempotency key: the same key answers the same intent', async () => {
    const provider = createStripeProvider({
      secretKey: STAND_IN_SECRET_KEY,
      api: { host: '127.0.0.1', port: standIn.port, protocol: 'http' },
    });
    const input = {
      orderId: '7b0c1d9e-2f3a-4b5c-8d6e-7f8091a2b3c4',
      amountCents: 1_234,
      currency: 'usd' as const,
      idempotencyKey: 'same-key',
    };
    const first = await provider.createOrReuseIntent(input);
    const second = await provider.createOrReuseIntent(input);
    expect(second).toEqual(first);
    const third = await provider.createOrReuseIntent({ ...input, idempotencyKey: 'another-key' });
    expect(third.id).not.toBe(first.id);
    expect(await provider.retrieveIntent(first.id)).toEqual({
      id: first.id,
      status: 'requires_payment_method',
      amountCents: 1_234,
      currency: 'usd',
      metadata: { orderId: input.orderId },
    });
    expect(await provider.retrieveIntent('pi_unknown')).toBeNull();
    expect(await provider.retrieveIntent('../../v1/customers')).toBeNull();
  });
});
