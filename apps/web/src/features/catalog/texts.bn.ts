import { bangla } from '@tools-bd/contract/i18n';
import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { catalogTexts } from './texts.ts';

export const catalogTextsBn: BanglaOf<typeof catalogTexts> = {
  ourTools: 'আমাদের যন্ত্রপাতি',
  toolsFailed: 'যন্ত্রপাতির তালিকা আনা যায়নি। পাতাটি আবার লোড করুন।',
  loadingTools: 'যন্ত্রপাতি আসছে…',
  browseAll: 'সব যন্ত্রপাতি দেখুন',
  price: 'দাম',
  minimumOrder: 'ন্যূনতম অর্ডার',
  available: 'মজুদ আছে',
  orderButton: bangla.catalog.catalogMessages.orderButton,
};
