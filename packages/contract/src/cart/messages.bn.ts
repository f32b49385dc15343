/** Bangla texts of cart/messages.ts. */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import { orderMessages } from '../orders/messages.bn.ts';
import { CART_LIMITS } from './messages.ts';
import type * as en from './messages.ts';

export const cartMessages: Translation<typeof en.cartMessages> = {
  quantityWholeNumber: orderMessages.quantityWholeNumber,
  quantityTooLarge: orderMessages.quantityTooLarge,
  tooManyLines: `একটি কার্টে সর্বোচ্চ ${bnNumber(CART_LIMITS.linesMax)}টি লাইন রাখা যায়`,
  importEmpty: 'SKU আর পরিমাণের লাইনগুলো পেস্ট করুন বা একটি ফাইল বেছে নিন',
  importTooLarge: `একবারে সর্বোচ্চ ${bnNumber(CART_LIMITS.importRowsMax)}টি সারি ও ${bnNumber(1)} MB ইমপোর্ট করা যায়`,
  unknownSku: 'এই SKU-র কোনো পণ্য নেই',
  toolNotOnSale: 'এই পণ্যটি এখন আর বিক্রি হচ্ছে না',
  cartEmpty: 'আপনার কার্ট খালি',
  cartHasProblems: 'কার্টের কয়েকটি লাইন যেমন আছে তেমন অর্ডার করা যাচ্ছে না',
  idempotencyKeyRequired: 'Idempotency-Key হেডার দিতে হবে',
  idempotencyKeyInvalid: `Idempotency-Key হেডার ${bnNumber(CART_LIMITS.idempotencyKeyMin)} থেকে ${bnNumber(CART_LIMITS.idempotencyKeyMax)} অক্ষরের হতে হবে`,
  idempotencyKeyReused: 'এই Idempotency-Key অন্য একটি অর্ডারে ব্যবহার হয়েছে',
  idempotencyKeyOrderCancelled: 'এই Idempotency-Key দিয়ে দেওয়া অর্ডারটি বাতিল হয়েছে',
  addToCart: 'কার্টে যোগ করুন',
  checkout: 'চেকআউট',
};
