/** Bangla texts of pricing/messages.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './messages.ts';

export const pricingMessages: Translation<typeof en.pricingMessages> = {
  priceListNotFound: 'মূল্যতালিকাটি পাওয়া যায়নি',
  priceListInUse: 'এই মূল্যতালিকাটি একটি প্রতিষ্ঠানকে দেওয়া আছে: আগে প্রতিষ্ঠানটিকে অন্য তালিকা দিন (অথবা কোনোটিই না)',
  nameRequired: 'মূল্যতালিকার নাম লিখুন',
  nameTooLong: 'মূল্যতালিকার নাম বেশি লম্বা হয়ে গেছে',
  discountPercentInvalid: 'discountPercent ০ থেকে ৯০-এর মধ্যে একটি সংখ্যা হতে হবে, দশমিকের পরে সর্বোচ্চ দুই ঘর',
  pricesInvalid: 'prices অবশ্যই {toolId, price, priceBreaks?}-এর একটি তালিকা হতে হবে',
  pricesTooMany: 'একটি মূল্যতালিকায় সর্বোচ্চ ২০০০০টি পণ্যের দাম ঠিক করা যায়',
  toolIdInvalid: 'toolId অবশ্যই একটি পণ্যের id হতে হবে',
  toolUnknown: 'prices-এর একটি পণ্য খুঁজে পাওয়া যায়নি',
  toolTwice: 'prices-এ একটি পণ্য দুইবার আছে',
  nothingToUpdate: 'name, discountPercent বা prices-এর অন্তত একটি পাঠান',
  tradeOnly: 'দাম দেখা ও অর্ডার করা শুধু ট্রেড অ্যাকাউন্টের জন্য',
  signInForPrices: 'দাম দেখতে ট্রেড অ্যাকাউন্ট দিয়ে সাইন ইন করুন',
};
