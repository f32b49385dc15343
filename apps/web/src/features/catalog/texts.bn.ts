import { bangla } from '@tools-bd/contract/i18n';
import type { BanglaOf } from '../../lib/i18n/texts.ts';
import { formatNumber } from '../../lib/i18n/format.ts';
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
  shop: 'দোকান',
  unitPrice: 'প্রতি পিসের দাম: ',
  each: 'প্রতি পিস',
  soldOut: bangla.orders.orderMessages.soldOut,
  inStock: (available: string) => `স্টকে আছে: ${available}টি`,
  sku: 'SKU',
  soldInPacksOf: 'প্রতি প্যাকেটে',
  mostPerOrder: 'এক অর্ডারে সর্বোচ্চ',
  total: (amount: string) => `মোট: ${amount}`,
  toolMissingHeading: 'এই পণ্যটি নেই',
  toolMissingText: 'লিংকটি ভুল হতে পারে, অথবা পণ্যটি আর বিক্রি হয় না।',
  browseShop: 'দোকান ঘুরে দেখুন',
  toolNotFoundTitle: 'পণ্যটি পাওয়া যায়নি',
  toolTitle: 'পণ্য',
  loadingTool: 'পণ্যের তথ্য আসছে…',
  description: 'বিবরণ',
  searchTools: 'যন্ত্রপাতি খুঁজুন',
  searchPlaceholder: 'যন্ত্রপাতি, SKU খুঁজুন…',
  suggestions: 'পরামর্শ',
  category: 'ক্যাটাগরি',
  tool: 'পণ্য',
  suggestionCount: (count: number) => `${formatNumber(count, 'bn')}টি পরামর্শ, বেছে নিতে তীর চিহ্নের বোতাম চাপুন`,
};
