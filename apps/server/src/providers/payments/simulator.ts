import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  cardErrorMessages,
  type PaymentIntentStatus,
  type SimulatorConfirmRequest,
  type SimulatorConfirmResponse,
} from '@tools-bd/contract';
import type { Database } from '../../db/client.ts';
import { simulatedPaymentIntents } from '../../db/schema.ts';
import { checkTestCard } from './test-cards.ts';
import {
  PAYMENT_INTENT_ID_PATTERN,
  RefundRefusedError,
  WebhookSignatureError,
  type CreateIntentInput,
  type CreatedIntent,
  type ProviderPaymentIntent,
  type ProviderRefund,
  type RefundRequestInput,
  type SimulatorPaymentProvider,
} from './types.ts';

type IntentRow = typeof simulatedPaymentIntents.$inferSelect;

/** The client secret does not belong to any intent. */
export class UnknownClientSecretError extends Error {
  constructor() {
    super('No such payment intent');
    this.name = 'UnknownClientSecretError';
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random letters and digits, like the tails of Stripe's ids. */
function randomToken(length: number): string {
  const bytes = randomBytes(length * 2);
  let token = '';
  for (const byte of bytes) {
    // 248 = 4 × 62: drop the top bytes so each character is equally likely.
    if (byte < 248) token += ALPHANUMERIC[byte % 62];
    if (token.length === length) break;
  }
  return token.length === length ? token : randomToken(length);
}

function toProviderIntent(row: IntentRow): ProviderPaymentIntent {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: { orderId: row.orderId },
  };
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The built-in test-mode provider: PaymentIntents kept in the database (so every instance of
 * the shop agrees), confirmed with Stripe's test cards and answered in Stripe's words.
 */
export function createSimulatorProvider(db: Database, now: () => Date = () => new Date()): SimulatorPaymentProvider {
  async function findById(id: string): Promise<IntentRow | undefined> {
    const [row] = await db.select().from(simulatedPaymentIntents).where(eq(simulatedPaymentIntents.id, id)).limit(1);
    return row;
  }

  const toCreated = (row: IntentRow): CreatedIntent => ({
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountCents: row.amountCents,
  });

  return {
    kind: 'simulator',
    acceptsWebhooks: false,

    async createOrReuseIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      if (input.existingIntentId) {
        const existing = await findById(input.existingIntentId);
        if (
          existing &&
          existing.orderId === input.orderId &&
          existing.amountCents === input.amountCents &&
          existing.status !== 'canceled'
        ) {
          return toCreated(existing);
        }
      }
      const id = `pi_${randomToken(24)}`;
      // Two requests with the same key at the same moment: one row wins, both answer it.
      await db
        .insert(simulatedPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomToken(25)}`,
          idempotencyKey: input.idempotencyKey,
          orderId: input.orderId,
          amountCents: input.amountCents,
          currency: input.currency,
        })
        .onConflictDoNothing({ target: simulatedPaymentIntents.idempotencyKey });
      const [row] = await db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (!row) throw new Error('simulated payment intent was not stored');
      if (row.orderId !== input.orderId || row.amountCents !== input.amountCents) {
        // What Stripe answers when a key is reused with other parameters.
        throw new Error(
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return toCreated(row);
    },

    async retrieveIntent(id: string): Promise<ProviderPaymentIntent | null> {
      if (!PAYMENT_INTENT_ID_PATTERN.test(id)) return null;
      const row = await findById(id);
      return row ? toProviderIntent(row) : null;
    },

    async refund(input: RefundRequestInput): Promise<ProviderRefund> {
      const row = PAYMENT_INTENT_ID_PATTERN.test(input.intentId) ? await findById(input.intentId) : undefined;
      if (!row || row.status !== 'succeeded')
        throw new RefundRefusedError(`PaymentIntent ${input.intentId} has no successful charge to refund`);
      if (input.amountCents <= 0 || input.amountCents > row.amountCents)
        throw new RefundRefusedError('Refund amount is greater than the charge');
      // The same key names the same refund, as Stripe's idempotency does.
      return {
        id: `re_sim_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`,
        status: 'succeeded',
      };
    },

    async cancelIntent(id: string): Promise<PaymentIntentStatus | null> {
      if (!PAYMENT_INTENT_ID_PATTERN.test(id)) return null;
      // One guarded UPDATE: a confirmation at the same moment either happened first (the status
      // says so) or finds the intent cancelled.
      const [cancelled] = await db
        .update(simulatedPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(simulatedPaymentIntents.id, id), eq(simulatedPaymentIntents.status, 'requires_payment_method')))
        .returning({ status: simulatedPaymentIntents.status });
      if (cancelled) return cancelled.status;
      return (await findById(id))?.status ?? null;
    },

    verifyWebhook(): never {
      throw new WebhookSignatureError('Webhooks are not used in test mode');
    },

    async confirmCardPayment(request: SimulatorConfirmRequest) {
      const separator = request.clientSecret.lastIndexOf('_secret_');
      const id = separator > 0 ? request.clientSecret.slice(0, separator) : '';
      if (!PAYMENT_INTENT_ID_PATTERN.test(id)) throw new UnknownClientSecretError();

      return db.transaction(
        async (tx): Promise<{ result: SimulatorConfirmResponse; succeeded?: ProviderPaymentIntent }> => {
          // One confirmation at a time per intent: a double click cannot charge twice.
          const [row] = await tx
            .select()
            .from(simulatedPaymentIntents)
            .where(eq(simulatedPaymentIntents.id, id))
            .limit(1)
            .for('update');
          if (!row || !sameSecret(row.clientSecret, request.clientSecret)) throw new UnknownClientSecretError();
          if (row.status === 'succeeded' || row.status === 'canceled') {
            return {
              result: {
                error: {
                  type: 'invalid_request_error',
                  code: 'payment_intent_unexpected_state',
                  message: row.status === 'succeeded' ? cardErrorMessages.alreadySucceeded : cardErrorMessages.canceled,
                },
              },
            };
          }

          const check = checkTestCard(request.card, now());
          if (!check.ok) {
            // As with Stripe, a failed attempt leaves the intent waiting for another card.
            await tx
              .update(simulatedPaymentIntents)
              .set({
                status: 'requires_payment_method',
                lastErrorCode: check.error.decline_code ?? check.error.code,
                lastErrorMessage: check.error.message,
                updatedAt: now(),
              })
              .where(eq(simulatedPaymentIntents.id, id));
            return { result: { error: check.error } };
          }

          const [updated] = await tx
            .update(simulatedPaymentIntents)
            .set({
              status: 'succeeded',
              lastErrorCode: null,
              lastErrorMessage: null,
              cardBrand: check.brand,
              cardLast4: check.last4,
              billingName: request.billingDetails.name,
              billingEmail: request.billingDetails.email,
              updatedAt: now(),
            })
            .where(eq(simulatedPaymentIntents.id, id))
            .returning();
          if (!updated) throw new UnknownClientSecretError();
          return {
            result: { paymentIntent: { id: updated.id, status: updated.status } },
            succeeded: toProviderIntent(updated),
          };
        },
      );
    },
  };
}
