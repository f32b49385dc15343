/** Bangla texts of profiles/messages.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './messages.ts';

export const profileMessages: Translation<typeof en.profileMessages> = {
  noUserLoggedIn: 'কেউ সাইন ইন করেননি',
  educationRequired: 'শিক্ষাগত যোগ্যতা লিখুন',
  educationTooLong: 'শিক্ষাগত যোগ্যতা বেশি লম্বা হয়ে গেছে',
  locationRequired: 'এলাকার নাম লিখুন',
  locationTooLong: 'এলাকার নাম বেশি লম্বা হয়ে গেছে',
  linkedinRequired: 'LinkedIn প্রোফাইল দিন',
  linkedinInvalid: 'LinkedIn প্রোফাইলের লিংক দিন, যেমন https://www.linkedin.com/in/your-name',
  linkedinTooLong: 'LinkedIn লিংক বেশি লম্বা হয়ে গেছে',
  profileNotFound: 'প্রোফাইল পাওয়া যায়নি',
  onlyOwnProfile: 'আপনি শুধু নিজের প্রোফাইল বদলাতে পারবেন',
  saved: 'প্রোফাইল সংরক্ষণ হয়েছে',
  notFilledIn: 'এখনো পূরণ করা হয়নি',
};
