/**
 * Zod-free facts and messages of the shop settings: the checkout, the
 * invoices and the settings page read the same lists, so the browser and the server agree.
 */
import { SMS_EVENTS } from '../notifications/messages.ts';

/** The methods a shop switches on in its settings. */
export const SHOP_PAYMENT_METHODS = ['card', 'sslcommerz', 'cod', 'bank_transfer'] as const;
export type ShopPaymentMethod = (typeof SHOP_PAYMENT_METHODS)[number];
/**
 * How an order is paid: a shop's method, or `on_account` (trade credit), which no setting
 * switches on: an approved company's payment terms offer it to its members.
 */
export const PAYMENT_METHODS = [...SHOP_PAYMENT_METHODS, 'on_account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** On in a new shop; SSLCommerz joins them when its store credentials are configured. */
export const DEFAULT_PAYMENT_METHODS: readonly ShopPaymentMethod[] = ['card', 'cod', 'bank_transfer'];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card (Stripe)',
  sslcommerz: 'SSLCommerz (cards, bKash, Nagad)',
  cod: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
  on_account: 'On account',
};

/** Who sees prices: everyone (`show`), or only members of an approved company (`hide`). */
export const GUEST_PRICES = ['show', 'hide'] as const;
export type GuestPrices = (typeof GUEST_PRICES)[number];

export const SHOP_CURRENCIES = ['USD', 'BDT'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];

/** The VAT rates Bangladesh uses, in percent. */
export const VAT_RATES = [0, 5, 7.5, 10, 15] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const SETTINGS_LIMITS = {
  /** Order totals are 32-bit integer cents, so a larger ceiling would mean nothing. */
  maxCodCeiling: 21_474_836.47,
  bankTransferTextMax: 2000,
  textMax: 200,
  addressMax: 500,
} as const;

export const settingsMessages = {
  saved: 'Settings saved',
  paymentMethods: `paymentMethods must list the methods to enable, among ${SHOP_PAYMENT_METHODS.join(', ')}`,
  noPaymentMethod: 'paymentMethods must enable at least one payment method',
  sslcommerzNotConfigured:
    'paymentMethods: SSLCommerz cannot be enabled until SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD are configured',
  codCeiling: `codCeiling must be an amount from 0 to ${SETTINGS_LIMITS.maxCodCeiling} with at most two decimals`,
  bankTransferText: `bankTransferText must be text of at most ${SETTINGS_LIMITS.bankTransferTextMax} characters`,
  legalName: `legalName must be text of at most ${SETTINGS_LIMITS.textMax} characters`,
  address: `address must be text of at most ${SETTINGS_LIMITS.addressMax} characters`,
  phone: 'phone must be a phone number (digits, spaces, +, -, parentheses), at most 30 characters',
  email: 'email must be an e-mail address (or empty)',
  bin: 'bin must be the 13 digits of the Business Identification Number (or empty)',
  currency: `currency must be one of ${SHOP_CURRENCIES.join(', ')}`,
  currencyLocked: 'The currency cannot change once the shop has orders',
  defaultVatRate: `defaultVatRate must be one of ${VAT_RATES.join(', ')} (percent)`,
  vatRate: `vatRate must be one of ${VAT_RATES.join(', ')} (percent)`,
  pricesIncludeVat: 'pricesIncludeVat must be true or false',
  nothingToChange: 'Send at least one setting to change',
  defaultLanguage: 'defaultLanguage must be bn or en',
  sms: `sms must switch SMS on (true) or off (false) per event: ${SMS_EVENTS.join(', ')}`,
  guestPrices: `guestPrices must be one of ${GUEST_PRICES.join(', ')}`,
} as const;
