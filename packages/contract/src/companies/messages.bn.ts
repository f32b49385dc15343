/** Bangla texts of companies/messages.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './messages.ts';

export const companyMessages: Translation<typeof en.companyMessages> = {
  alreadyInCompany: 'আপনি ইতিমধ্যে একটি প্রতিষ্ঠানের সদস্য',
  binInvalid: 'BIN অবশ্যই ১৩ অঙ্কের হতে হবে',
  chooseDistrict: 'একটি জেলা বেছে নিন',
  needsOwner: 'প্রতিষ্ঠানে অন্তত একজন মালিক থাকতে হবে',
  noCompany: 'আপনি কোনো প্রতিষ্ঠানের সদস্য নন',
  companyNotFound: 'প্রতিষ্ঠানটি পাওয়া যায়নি',
  ownersOnly: 'এই কাজটি শুধু প্রতিষ্ঠানের মালিকরা করতে পারেন',
  memberNotFound: 'এই ব্যক্তি আপনার প্রতিষ্ঠানের সদস্য নন',
  alreadyMember: 'এই ব্যক্তি ইতিমধ্যে আপনার প্রতিষ্ঠানের সদস্য',
  invitationNotFound: 'আমন্ত্রণটি পাওয়া যায়নি',
  invitationGone: 'এই আমন্ত্রণের মেয়াদ শেষ হয়ে গেছে অথবা এটি আগেই ব্যবহার করা হয়েছে',
  invitationOtherEmail: 'এই আমন্ত্রণটি অন্য একটি ই-মেইল ঠিকানায় পাঠানো হয়েছিল',
  nameRequired: 'প্রতিষ্ঠানের নাম লিখুন',
  nameTooLong: 'প্রতিষ্ঠানের নাম বেশি লম্বা হয়ে গেছে',
  tradeLicenseTooLong: 'ট্রেড লাইসেন্স নম্বর বেশি লম্বা হয়ে গেছে',
  requirePoNumberInvalid: 'requirePoNumber-এর মান true বা false হতে হবে',
  roleInvalid: 'role-এর মান owner বা buyer হতে হবে',
  orderLimitInvalid: 'orderLimit হতে হবে দশমিকের পর বড়জোর দুই ঘরের একটি অঙ্ক, অথবা null',
  statusInvalid: 'status-এর মান approved, rejected বা suspended হতে হবে',
  statusFilterInvalid: 'status-এর মান pending, approved, rejected বা suspended হতে হবে',
  priceListIdInvalid: 'priceListId হতে হবে একটি মূল্যতালিকার id, অথবা null',
  noteTooLong: 'নোট বেশি লম্বা হয়ে গেছে',
  addressNotFound: 'ঠিকানাটি পাওয়া যায়নি',
  addressLabelRequired: 'ঠিকানাটির একটি নাম দিন',
  addressLabelTooLong: 'ঠিকানার নাম বেশি লম্বা হয়ে গেছে',
  recipientRequired: 'প্রাপকের নাম লিখুন',
  recipientTooLong: 'প্রাপকের নাম বেশি লম্বা হয়ে গেছে',
  approvalOwnersOnly: 'প্রতিষ্ঠানের অর্ডার অনুমোদন বা নাকচ শুধু মালিকরা করতে পারেন',
};
