/** Bangla texts of invoices/messages.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './messages.ts';
import { districtNames } from '../shipping/messages.bn.ts';
import type { District } from '../shipping/messages.ts';

export const invoiceMessages: Translation<typeof en.invoiceMessages> = {
  invoiceNotIssued: 'এই অর্ডারের এখনো চালান হয়নি: মূল্য পরিশোধ হলে চালান দেওয়া হয়',
  creditNoteNotIssued: 'এই অর্ডারের কোনো ক্রেডিট নোট নেই: চালান হওয়া অর্ডার বাতিল বা টাকা ফেরত হলেই ক্রেডিট নোট দেওয়া হয়',
  downloadFailed: 'ডকুমেন্টটি ডাউনলোড হয়নি। আবার চেষ্টা করুন।',
  deliveryLine: (district: string) =>
    district ? `${districtNames[district as District] ?? district}-এ ডেলিভারি` : 'ডেলিভারি',
};
