import { z } from 'zod';
import { LANGUAGES, latinDigits } from '../common/languages.ts';
import { shippingSettingsInputSchema, shippingSettingsSchema } from '../shipping/schemas.ts';
import {
  GUEST_PRICES,
  PAYMENT_METHODS,
  SHOP_PAYMENT_METHODS,
  SETTINGS_LIMITS,
  SHOP_CURRENCIES,
  VAT_RATES,
  settingsMessages as messages,
} from './messages.ts';

// Shop settings: facts and messages in settings/messages.ts.

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: messages.paymentMethods });
/** A method the settings switch on (`on_account` is the company's terms', never a setting). */
export const shopPaymentMethodSchema = z.enum(SHOP_PAYMENT_METHODS, { error: messages.paymentMethods });
export const shopCurrencySchema = z.enum(SHOP_CURRENCIES, { error: messages.currency });
/** What a request that asks for neither language gets: the API's messages, and the pages in later steps. */
export const defaultLanguageSchema = z.enum(LANGUAGES, { error: messages.defaultLanguage });
/** `hide`: only members of an approved company see prices and may order. */
export const guestPricesSchema = z.enum(GUEST_PRICES, { error: messages.guestPrices });

/** Per order event, whether the buyer gets an SMS (`sms` of the settings). */
const smsSwitch = z.boolean({ error: messages.sms });
export const smsSwitchesSchema = z.strictObject(
  { placed: smsSwitch, codConfirmed: smsSwitch, shipped: smsSwitch, delivered: smsSwitch, paid: smsSwitch },
  { error: messages.sms },
);
export type SmsSwitches = z.infer<typeof smsSwitchesSchema>;

const text = (max: number, message: string) => z.string({ error: message }).trim().max(max, message);

/** Every field an admin may set; `PUT /api/admin/settings` takes any subset of them. */
const settingsFieldsSchema = z.object({
  paymentMethods: z
    .array(shopPaymentMethodSchema, { error: messages.paymentMethods })
    .min(1, messages.noPaymentMethod)
    .max(SHOP_PAYMENT_METHODS.length, messages.paymentMethods)
    // The order of the list means nothing: keep it in the shop's order, each once.
    .transform((methods) => SHOP_PAYMENT_METHODS.filter((method) => methods.includes(method))),
  /** The largest order total cash on delivery accepts, in the shop's currency (e.g. dollars). */
  codCeiling: z
    .number({ error: messages.codCeiling })
    .min(0, messages.codCeiling)
    .max(SETTINGS_LIMITS.maxCodCeiling, messages.codCeiling)
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, messages.codCeiling),
  /** The bank account and instructions shown to buyers who pay by bank transfer. */
  bankTransferText: text(SETTINGS_LIMITS.bankTransferTextMax, messages.bankTransferText),
  legalName: text(SETTINGS_LIMITS.textMax, messages.legalName),
  address: text(SETTINGS_LIMITS.addressMax, messages.address),
  /** Typed in Bengali or Latin digits, kept in Latin ones (it is printed on invoices that way). */
  phone: text(30, messages.phone)
    .overwrite(latinDigits)
    .regex(/^[0-9+\-() ]*$/, messages.phone),
  email: z
    .string({ error: messages.email })
    .trim()
    .toLowerCase()
    .max(254, messages.email)
    .refine((value) => value === '' || z.email().safeParse(value).success, messages.email),
  /** Business Identification Number (Bangladesh NBR): 13 digits, or empty until registered. */
  bin: z
    .string({ error: messages.bin })
    .trim()
    .regex(/^(\d{13})?$/, messages.bin),
  currency: shopCurrencySchema,
  /** Percent: one of 0, 5, 7.5, 10, 15. */
  defaultVatRate: z
    .number({ error: messages.defaultVatRate })
    .refine((rate) => (VAT_RATES as readonly number[]).includes(rate), messages.defaultVatRate),
  pricesIncludeVat: z.boolean({ error: messages.pricesIncludeVat }),
  defaultLanguage: defaultLanguageSchema,
  /** The delivery zones, tried in their order; amounts in the shop's currency. */
  shipping: shippingSettingsInputSchema,
  /** SMS on or off per order event; the events not sent stay as they are. */
  sms: smsSwitchesSchema.partial().refine((switches) => Object.keys(switches).length > 0, messages.sms),
  guestPrices: guestPricesSchema,
});

/** PUT /api/admin/settings: any subset of the fields, nothing else. */
export const settingsUpdateSchema = settingsFieldsSchema
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, messages.nothingToChange);
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** The settings page's form: every field at once (the page sends only what it holds; the zones are not among them). */
export const settingsFormSchema = settingsFieldsSchema.omit({ shipping: true, sms: true, guestPrices: true });
export type SettingsForm = z.input<typeof settingsFormSchema>;

/** GET/PUT /api/admin/settings: every setting, plus what the server's configuration allows. */
export const shopSettingsSchema = z.object({
  paymentMethods: z.array(shopPaymentMethodSchema),
  codCeiling: z.number(),
  bankTransferText: z.string(),
  legalName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  bin: z.string(),
  currency: shopCurrencySchema,
  defaultVatRate: z.number(),
  pricesIncludeVat: z.boolean(),
  defaultLanguage: defaultLanguageSchema,
  shipping: shippingSettingsSchema,
  sms: smsSwitchesSchema,
  guestPrices: guestPricesSchema,
  /** Whether SSLCOMMERZ_STORE_ID/PASSWORD are set: only then may `sslcommerz` be enabled. */
  sslcommerzAvailable: z.boolean(),
  /** The currency is locked once the first order exists. */
  currencyLocked: z.boolean(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** GET /api/settings: what buyers and pages may know (no internals such as the VAT setup's locks). */
export const publicSettingsSchema = z.object({
  paymentMethods: z.array(shopPaymentMethodSchema),
  codCeiling: z.number(),
  currency: shopCurrencySchema,
  bankTransferText: z.string(),
  pricesIncludeVat: z.boolean(),
  defaultLanguage: defaultLanguageSchema,
  shop: z.object({
    legalName: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
    bin: z.string(),
  }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
