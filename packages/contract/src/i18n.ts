/**
 * `@tools-bd/contract/i18n`: every domain's user-facing texts in English and Bangla, keyed
 * `<domain>.<message object>.<key>` (the i18next namespace is the domain). English is the source:
 * the objects of each `<domain>/messages.ts`, byte for byte; Bangla lives beside them in
 * `<domain>/messages.bn.ts`, typed to have exactly the same keys. Its own entry, so the Bangla texts
 * weigh only on what imports it (neither `messages.ts` nor `index.ts` re-exports it).
 */
import * as accountsEn from './accounts/messages.ts';
import * as accountsBn from './accounts/messages.bn.ts';
import * as cartEn from './cart/messages.ts';
import * as cartBn from './cart/messages.bn.ts';
import * as catalogEn from './catalog/messages.ts';
import * as catalogBn from './catalog/messages.bn.ts';
import * as companiesEn from './companies/messages.ts';
import * as companiesBn from './companies/messages.bn.ts';
import * as commonEn from './common/messages.ts';
import * as commonBn from './common/messages.bn.ts';
import type { Language, Translation } from './common/languages.ts';
import * as deliveryEn from './delivery/messages.ts';
import * as deliveryBn from './delivery/messages.bn.ts';
import * as identityEn from './identity/messages.ts';
import * as identityBn from './identity/messages.bn.ts';
import * as invoicesEn from './invoices/messages.ts';
import * as invoicesBn from './invoices/messages.bn.ts';
import * as notificationsEn from './notifications/messages.ts';
import * as notificationsBn from './notifications/messages.bn.ts';
import * as ordersEn from './orders/messages.ts';
import * as ordersBn from './orders/messages.bn.ts';
import * as pagesEn from './pages/messages.ts';
import * as pagesBn from './pages/messages.bn.ts';
import * as pricingEn from './pricing/messages.ts';
import * as pricingBn from './pricing/messages.bn.ts';
import * as paymentsEn from './payments/messages.ts';
import * as paymentsBn from './payments/messages.bn.ts';
import * as profilesEn from './profiles/messages.ts';
import * as profilesBn from './profiles/messages.bn.ts';
import * as quotesEn from './quotes/messages.ts';
import * as quotesBn from './quotes/messages.bn.ts';
import * as reportsEn from './reports/messages.ts';
import * as reportsBn from './reports/messages.bn.ts';
import * as reviewsEn from './reviews/messages.ts';
import * as reviewsBn from './reviews/messages.bn.ts';
import * as settingsEn from './settings/messages.ts';
import * as settingsBn from './settings/messages.bn.ts';
import * as shippingEn from './shipping/messages.ts';
import * as shippingBn from './shipping/messages.bn.ts';
import * as usersEn from './users/messages.ts';
import * as usersBn from './users/messages.bn.ts';

export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  isLanguage,
  type Language,
  type Translation,
} from './common/languages.ts';

/** English: the shop's exact wording, the objects of each `<domain>/messages.ts` themselves. */
export const english = {
  accounts: { accountMessages: accountsEn.accountMessages },
  cart: { cartMessages: cartEn.cartMessages },
  catalog: {
    catalogMessages: catalogEn.catalogMessages,
    catalogAdminMessages: catalogEn.catalogAdminMessages,
    adminStockLabels: catalogEn.adminStockLabels,
    adminToolSortLabels: catalogEn.adminToolSortLabels,
  },
  companies: { companyMessages: companiesEn.companyMessages },
  common: { commonMessages: commonEn.commonMessages, adminMessages: commonEn.adminMessages },
  delivery: {
    deliveryMessages: deliveryEn.deliveryMessages,
    courierLabels: deliveryEn.courierLabels,
    shipmentStateLabels: deliveryEn.shipmentStateLabels,
  },
  identity: { identityMessages: identityEn.identityMessages },
  invoices: { invoiceMessages: invoicesEn.invoiceMessages },
  notifications: { notificationMessages: notificationsEn.notificationMessages },
  orders: {
    orderMessages: ordersEn.orderMessages,
    orderMessagesFor: ordersEn.orderMessagesFor,
    lifecycleMessages: ordersEn.lifecycleMessages,
    orderSmsTexts: ordersEn.orderSmsTexts,
    transitionRefused: ordersEn.transitionRefused,
    orderStatusLabels: ordersEn.orderStatusLabels,
    paymentStatusLabels: ordersEn.paymentStatusLabels,
    orderEventLabels: ordersEn.orderEventLabels,
    adminOrderStateLabels: ordersEn.adminOrderStateLabels,
  },
  pages: { pageMessages: pagesEn.pageMessages },
  pricing: { pricingMessages: pricingEn.pricingMessages },
  payments: {
    paymentMessages: paymentsEn.paymentMessages,
    cardErrorMessages: paymentsEn.cardErrorMessages,
    sslcommerzMessages: paymentsEn.sslcommerzMessages,
  },
  profiles: { profileMessages: profilesEn.profileMessages },
  quotes: {
    quoteMessages: quotesEn.quoteMessages,
    quoteStatusLabels: quotesEn.quoteStatusLabels,
    quoteEventLabels: quotesEn.quoteEventLabels,
  },
  reports: { reportMessages: reportsEn.reportMessages, exportLabels: reportsEn.exportLabels },
  reviews: { reviewMessages: reviewsEn.reviewMessages },
  settings: { settingsMessages: settingsEn.settingsMessages, PAYMENT_METHOD_LABELS: settingsEn.PAYMENT_METHOD_LABELS },
  shipping: { shippingMessages: shippingEn.shippingMessages, districtNames: shippingEn.districtNames },
  users: { usersMessages: usersEn.usersMessages },
};

/** The texts of one language: exactly the keys of the English ones. */
export type Texts = typeof english;
/** A domain: one i18next namespace. */
export type TextDomain = keyof Texts;

/** Bangla: each domain's `messages.bn.ts`. */
export const bangla: Translation<Texts> = {
  accounts: { accountMessages: accountsBn.accountMessages },
  cart: { cartMessages: cartBn.cartMessages },
  catalog: {
    catalogMessages: catalogBn.catalogMessages,
    catalogAdminMessages: catalogBn.catalogAdminMessages,
    adminStockLabels: catalogBn.adminStockLabels,
    adminToolSortLabels: catalogBn.adminToolSortLabels,
  },
  companies: { companyMessages: companiesBn.companyMessages },
  common: { commonMessages: commonBn.commonMessages, adminMessages: commonBn.adminMessages },
  delivery: {
    deliveryMessages: deliveryBn.deliveryMessages,
    courierLabels: deliveryBn.courierLabels,
    shipmentStateLabels: deliveryBn.shipmentStateLabels,
  },
  identity: { identityMessages: identityBn.identityMessages },
  invoices: { invoiceMessages: invoicesBn.invoiceMessages },
  notifications: { notificationMessages: notificationsBn.notificationMessages },
  orders: {
    orderMessages: ordersBn.orderMessages,
    orderMessagesFor: ordersBn.orderMessagesFor,
    lifecycleMessages: ordersBn.lifecycleMessages,
    orderSmsTexts: ordersBn.orderSmsTexts,
    transitionRefused: ordersBn.transitionRefused,
    orderStatusLabels: ordersBn.orderStatusLabels,
    paymentStatusLabels: ordersBn.paymentStatusLabels,
    orderEventLabels: ordersBn.orderEventLabels,
    adminOrderStateLabels: ordersBn.adminOrderStateLabels,
  },
  pages: { pageMessages: pagesBn.pageMessages },
  pricing: { pricingMessages: pricingBn.pricingMessages },
  payments: {
    paymentMessages: paymentsBn.paymentMessages,
    cardErrorMessages: paymentsBn.cardErrorMessages,
    sslcommerzMessages: paymentsBn.sslcommerzMessages,
  },
  profiles: { profileMessages: profilesBn.profileMessages },
  quotes: {
    quoteMessages: quotesBn.quoteMessages,
    quoteStatusLabels: quotesBn.quoteStatusLabels,
    quoteEventLabels: quotesBn.quoteEventLabels,
  },
  reports: { reportMessages: reportsBn.reportMessages, exportLabels: reportsBn.exportLabels },
  reviews: { reviewMessages: reviewsBn.reviewMessages },
  settings: { settingsMessages: settingsBn.settingsMessages, PAYMENT_METHOD_LABELS: settingsBn.PAYMENT_METHOD_LABELS },
  shipping: { shippingMessages: shippingBn.shippingMessages, districtNames: shippingBn.districtNames },
  users: { usersMessages: usersBn.usersMessages },
};

/** Both languages, as i18next takes its resources: `{ en: { <domain>: {...} }, bn: {...} }`. */
export const translations: Record<Language, Translation<Texts>> = { en: english, bn: bangla };

/**
 * What each parameter of a message function is, so a server can recognise an English text the
 * function printed and print it again in another language: `count` a whole number, `text` any
 * text, a list one of its values. Every function message must be listed (the typecheck says so).
 */
export type MessageParameter = 'count' | 'text' | readonly string[];

type FunctionKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends (...args: never[]) => string
    ? `${Prefix}${K}`
    : T[K] extends string
      ? never
      : FunctionKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageFunctionKey = FunctionKeys<Texts>;

export const MESSAGE_PARAMETERS: Record<MessageFunctionKey, readonly MessageParameter[]> = {
  'payments.paymentMessages.heldUntil': ['text'],
  'accounts.accountMessages.creditLimitExceeded': ['text'],
  'invoices.invoiceMessages.deliveryLine': ['text'],
  'orders.orderSmsTexts.placed': ['text', 'text'],
  'orders.orderSmsTexts.codConfirmed': ['text', 'text'],
  'orders.orderSmsTexts.shipped': ['text', 'text'],
  'orders.orderSmsTexts.delivered': ['text'],
  'orders.orderSmsTexts.paid': ['text', 'text'],
  'catalog.catalogAdminMessages.categoryHasProducts': ['count'],
  'catalog.catalogAdminMessages.categoryHasChildren': ['count'],
  'catalog.catalogAdminMessages.importUnknownColumn': ['text'],
  'catalog.catalogAdminMessages.importDuplicateColumn': ['text'],
  'catalog.catalogAdminMessages.importHasErrors': ['count'],
  'catalog.catalogAdminMessages.rowSkuDuplicate': ['count'],
  'catalog.catalogAdminMessages.rowWrongCellCount': ['count', 'count'],
  'catalog.catalogAdminMessages.rowUnknownCategory': ['text'],
  'catalog.catalogAdminMessages.rowRequired': ['text'],
  'catalog.catalogAdminMessages.rowNotNumber': ['text'],
  'orders.orderMessagesFor.packSize': ['count'],
  'orders.orderMessagesFor.maxPerOrder': ['count'],
  'orders.orderMessagesFor.itemNameOfLines': ['text', 'count'],
  'orders.lifecycleMessages.codAboveCeiling': ['text'],
  'orders.lifecycleMessages.tooManyOpenOrders': ['count'],
  'orders.lifecycleMessages.notForCardMethod': [settingsEn.PAYMENT_METHODS],
  'orders.transitionRefused': [ordersEn.ORDER_STATUSES, ordersEn.ORDER_STATUSES],
  'payments.sslcommerzMessages.reviewMailSubject': ['text'],
  'shipping.shippingMessages.zoneUnknownDistrict': ['text'],
  'delivery.deliveryMessages.courierRefused': ['text', 'text'],
  'delivery.deliveryMessages.orderNotFoundOn': ['text'],
  'delivery.deliveryMessages.orderPaidAlready': ['text'],
  'delivery.deliveryMessages.orderNotCod': ['text'],
  'delivery.deliveryMessages.amountAboveBalance': ['text'],
  'delivery.deliveryMessages.orderTwice': ['text'],
  'delivery.deliveryMessages.csvRowInvalid': ['count'],
  'quotes.quoteMessages.tooManyOpenQuotes': ['count'],
};
