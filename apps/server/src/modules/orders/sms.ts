/**
 * The buyer's SMS on order events (placed, cash on delivery confirmed, shipped, delivered,
 * payment received): queued in the transaction of the change, so a message
 * exists exactly when its change committed, in the buyer's language (else the shop's default),
 * and only while the admin's switch for that event is on.
 */
import { eq, sql } from 'drizzle-orm';
import {
  centsToDollars,
  fitsInSms,
  normalizeBangladeshiMobile,
  orderReference,
  type Language,
} from '@tools-bd/contract';
import { translations } from '@tools-bd/contract/i18n';
import type { Database } from '../../db/client.ts';
import { orders, shopSettings, users } from '../../db/schema.ts';
import { enqueueSms, type SmsRequest } from '../notifications/index.ts';

export type OrderSmsEvent = 'placed' | 'codConfirmed' | 'shipped' | 'delivered' | 'paid';

const SWITCH_COLUMNS = {
  placed: shopSettings.smsPlaced,
  codConfirmed: shopSettings.smsCodConfirmed,
  shipped: shopSettings.smsShipped,
  delivered: shopSettings.smsDelivered,
  paid: shopSettings.smsPaid,
} as const;

type SmsOrder = Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'phone' | 'totalCents'>;

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the shop's settings say of one event's SMS: whether it is sent, and the currency amounts are in. */
export interface OrderSmsSettings {
  on: boolean;
  currency: string;
}

/**
 * The text of `event`'s SMS for `order` in `language`. `detail`: the tracking number (shipped) or
 * the amount received in cents (paid).
 */
function orderSmsText(
  order: SmsOrder,
  event: OrderSmsEvent,
  language: Language,
  currency: string,
  detail: { tracking?: string; amountCents?: number },
): string {
  const texts = translations[language].orders.orderSmsTexts;
  const reference = orderReference(order.id);
  const amount = (cents: number) => `${twoDecimals.format(centsToDollars(cents))} ${currency}`;
  switch (event) {
    case 'placed':
      return texts.placed(reference, amount(order.totalCents));
    case 'codConfirmed':
      return texts.codConfirmed(reference, amount(order.totalCents));
    case 'shipped': {
      // A tracking note too long for two segments is left out rather than failing the change.
      const shipped = texts.shipped(reference, detail.tracking ?? '');
      return fitsInSms(shipped) ? shipped : texts.shipped(reference, '');
    }
    case 'delivered':
      return texts.delivered(reference);
    case 'paid':
      return texts.paid(reference, amount(detail.amountCents ?? order.totalCents));
  }
}

/**
 * The order-placed SMS of orders about to be stored, each in its buyer's language: the placement
 * queues them in the statement that stores the orders. None while the switch is off, and none for
 * a phone that is no Bangladeshi mobile.
 */
export function placedSms(
  placed: readonly (SmsOrder & { language: Language })[],
  settings: OrderSmsSettings,
): SmsRequest[] {
  if (!settings.on) return [];
  return placed.flatMap((order) =>
    normalizeBangladeshiMobile(order.phone) === null
      ? []
      : [{ phone: order.phone, text: orderSmsText(order, 'placed', order.language, settings.currency, {}) }],
  );
}

/**
 * Queues the SMS of `event` for `order`. `detail`: the tracking number (shipped) or the amount
 * received in cents (paid). An order whose phone is no Bangladeshi mobile (placed before the rule)
 * gets none: the change it tells about must not fail for it.
 */
export async function queueOrderSms(
  tx: Database,
  order: SmsOrder,
  event: OrderSmsEvent,
  detail: { tracking?: string; amountCents?: number } = {},
): Promise<void> {
  if (normalizeBangladeshiMobile(order.phone) === null) return;
  const [row] = await tx
    .select({
      on: SWITCH_COLUMNS[event],
      currency: shopSettings.currency,
      language: sql<Language>`coalesce(${users.language}, ${shopSettings.defaultLanguage})`,
    })
    .from(shopSettings)
    .leftJoin(users, eq(users.id, order.userId))
    .limit(1);
  // No settings row yet: every switch is on by default, in English.
  const { on = true, currency = 'USD', language = 'en' } = row ?? {};
  if (!on) return;
  await enqueueSms(tx, { phone: order.phone, text: orderSmsText(order, event, language, currency, detail) });
}
