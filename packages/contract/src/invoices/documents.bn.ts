/** Bangla words of invoices/documents.ts. */
import type { Translation } from '../common/languages.ts';
import type * as en from './documents.ts';

export const taxDocumentTexts: Translation<typeof en.taxDocumentTexts> = {
  invoiceTitle: 'ট্যাক্স চালান',
  creditNoteTitle: 'ক্রেডিট নোট',
  number: (number: string) => `নং ${number}`,
  date: (date: string) => `তারিখ: ${date}`,
  timeZone: '(ঢাকা সময়)',
  creditsInvoice: (number: string) => `চালান ${number}-এর বিপরীতে`,
  order: (id: string) => `অর্ডার ${id}`,
  bin: (bin: string) => `বিআইএন: ${bin}`,
  binNotRegistered: 'নিবন্ধিত নয়',
  phone: (phone: string) => `ফোন: ${phone}`,
  email: (email: string) => `ই-মেইল: ${email}`,
  billTo: 'ক্রেতা',
  amountsInTaka: 'সব অঙ্ক বাংলাদেশি টাকায় (৳)। ভ্যাট প্রতিটি লাইনে আলাদা হিসাব করা হয়েছে।',
  amountsInDollars: 'সব অঙ্ক মার্কিন ডলারে ($)। ভ্যাট প্রতিটি লাইনে আলাদা হিসাব করা হয়েছে।',
  columns: {
    index: 'ক্রম',
    description: 'বিবরণ',
    sku: 'এসকেইউ',
    quantity: 'পরিমাণ',
    unitPrice: 'একক মূল্য',
    net: 'ভ্যাট ছাড়া',
    vatRate: 'ভ্যাট %',
    vat: 'ভ্যাট',
    gross: 'মোট',
  },
  netTotal: 'ভ্যাট ছাড়া মোট',
  vatTotal: 'মোট ভ্যাট',
  total: 'সর্বমোট',
  totalCredited: 'মোট ফেরত',
  inWords: (words: string) => `কথায়: ${words}`,
  invoiceFooter:
    'মূল্য পরিশোধের সময় এই চালান দেওয়া হয়েছে। এটি বদলানো যায় না; বাতিল বা টাকা ফেরত হলে ক্রেডিট নোট দেওয়া হয়।',
  creditNoteFooter: (invoiceNumber: string) => `এই ক্রেডিট নোট চালান ${invoiceNumber} পুরোপুরি বাতিল করে।`,
};
