/** Bangla texts of users/messages.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './messages.ts';

export const usersMessages: Translation<typeof en.usersMessages> = {
  adminAdded: 'অ্যাডমিন যোগ করা হয়েছে!',
  makeAdminForbidden: 'অ্যাডমিন বানানোর অনুমতি আপনার নেই',
  adminRemoved: 'অ্যাডমিনের অধিকার তুলে নেওয়া হয়েছে',
  userNotFound: 'ব্যবহারকারী পাওয়া যায়নি',
  lastAdmin: 'দোকানে অন্তত একজন অ্যাডমিন লাগবে: আগে অন্য কাউকে অ্যাডমিন বানান',
  codTrustedInvalid: 'codTrusted-এর মান true বা false হতে হবে',
  codTrusted: 'ক্যাশ অন ডেলিভারিতে বিশ্বস্ত',
  codTrustedOn: 'এই ক্রেতার ক্যাশ অন ডেলিভারি অর্ডার সঙ্গে সঙ্গে কনফার্ম হয়',
  codTrustedOff: 'এই ক্রেতার ক্যাশ অন ডেলিভারি অর্ডার কনফার্মের অপেক্ষায় থাকে',
};
