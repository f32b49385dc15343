/** Bangla texts of reports/messages.ts. */
import { bnNumber } from '../common/bangla-numbers.ts';
import type { Translation } from '../common/languages.ts';
import { OVERVIEW_DAYS } from './messages.ts';
import type * as en from './messages.ts';

export const exportLabels: Translation<typeof en.exportLabels> = {
  orders: 'অর্ডার (প্রতি লাইনে একটি সারি)',
  invoices: 'চালান ও ক্রেডিট নোট',
  products: 'পণ্য',
};

export const reportMessages: Translation<typeof en.reportMessages> = {
  fromDate: 'শুরুর তারিখ YYYY-MM-DD আকারে দিন',
  toDate: 'শেষের তারিখ YYYY-MM-DD আকারে দিন',
  dateOrder: 'শুরুর তারিখ শেষের তারিখের পরে হতে পারে না',
  overviewTitle: 'বিক্রির সারসংক্ষেপ',
  noSales: `গত ${bnNumber(OVERVIEW_DAYS)} দিনে মূল্য পরিশোধিত কোনো অর্ডার নেই`,
  noLowStock: 'প্রতিটি পণ্যের মজুদ অন্তত ন্যূনতম অর্ডারের দ্বিগুণ আছে',
  noTopProducts: `গত ${bnNumber(OVERVIEW_DAYS)} দিনে কিছুই বিক্রি হয়নি`,
};
