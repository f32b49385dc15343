/** Bangla texts of settings/messages.ts (field names and wire values stay as the API spells them). */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import { SMS_EVENTS } from '../notifications/messages.ts';
import { GUEST_PRICES, SHOP_PAYMENT_METHODS, SETTINGS_LIMITS, SHOP_CURRENCIES, VAT_RATES } from './messages.ts';
import type * as en from './messages.ts';

export const PAYMENT_METHOD_LABELS: Translation<typeof en.PAYMENT_METHOD_LABELS> = {
  card: 'কার্ড (Stripe)',
  sslcommerz: 'SSLCommerz (কার্ড, বিকাশ, নগদ)',
  cod: 'ক্যাশ অন ডেলিভারি',
  bank_transfer: 'ব্যাংক ট্রান্সফার',
  on_account: 'বাকিতে (অ্যাকাউন্টে)',
};

const vatRates = VAT_RATES.map(bnNumber).join(', ');

export const settingsMessages: Translation<typeof en.settingsMessages> = {
  saved: 'সেটিংস সংরক্ষণ হয়েছে',
  paymentMethods: `paymentMethods-এ চালু করার পদ্ধতিগুলো দিন, এগুলোর মধ্য থেকে: ${SHOP_PAYMENT_METHODS.join(', ')}`,
  noPaymentMethod: 'paymentMethods-এ অন্তত একটি পেমেন্ট পদ্ধতি চালু রাখতে হবে',
  sslcommerzNotConfigured:
    'paymentMethods: SSLCOMMERZ_STORE_ID ও SSLCOMMERZ_STORE_PASSWORD সেট না করা পর্যন্ত SSLCommerz চালু করা যাবে না',
  codCeiling: `codCeiling হতে হবে ${bnNumber(0)} থেকে ${bnNumber(SETTINGS_LIMITS.maxCodCeiling)} পর্যন্ত একটি পরিমাণ, দশমিকের পর সর্বোচ্চ দুই ঘর`,
  bankTransferText: `bankTransferText হতে হবে সর্বোচ্চ ${bnNumber(SETTINGS_LIMITS.bankTransferTextMax)} অক্ষরের লেখা`,
  legalName: `legalName হতে হবে সর্বোচ্চ ${bnNumber(SETTINGS_LIMITS.textMax)} অক্ষরের লেখা`,
  address: `address হতে হবে সর্বোচ্চ ${bnNumber(SETTINGS_LIMITS.addressMax)} অক্ষরের লেখা`,
  phone: `phone হতে হবে একটি ফোন নম্বর (অঙ্ক, স্পেস, +, -, বন্ধনী), সর্বোচ্চ ${bnNumber(30)} অক্ষর`,
  email: 'email হতে হবে একটি ইমেইল ঠিকানা (অথবা খালি)',
  bin: `bin হতে হবে ব্যবসা শনাক্তকরণ নম্বরের (BIN) ${bnNumber(13)}টি অঙ্ক (অথবা খালি)`,
  currency: `currency হতে হবে এগুলোর একটি: ${SHOP_CURRENCIES.join(', ')}`,
  currencyLocked: 'দোকানে অর্ডার আসার পর মুদ্রা আর বদলানো যায় না',
  defaultVatRate: `defaultVatRate হতে হবে এগুলোর একটি: ${vatRates} (শতাংশ)`,
  vatRate: `vatRate হতে হবে এগুলোর একটি: ${vatRates} (শতাংশ)`,
  pricesIncludeVat: 'pricesIncludeVat হতে হবে true অথবা false',
  nothingToChange: 'বদলানোর জন্য অন্তত একটি সেটিং পাঠান',
  defaultLanguage: 'defaultLanguage হতে হবে bn অথবা en',
  sms: `sms-এ প্রতিটি ঘটনার এসএমএস চালু (true) বা বন্ধ (false) করুন: ${SMS_EVENTS.join(', ')}`,
  guestPrices: `guestPrices হতে হবে এগুলোর একটি: ${GUEST_PRICES.join(', ')}`,
};
