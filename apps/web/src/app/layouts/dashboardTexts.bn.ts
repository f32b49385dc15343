import type { BanglaOf } from '../../lib/i18n/texts.ts';
import type { dashboardTexts } from './dashboardTexts.ts';

export const dashboardTextsBn: BanglaOf<typeof dashboardTexts> = {
  dashboard: 'ড্যাশবোর্ড',
  loading: 'আপনার ড্যাশবোর্ড লোড হচ্ছে…',
  menu: {
    overview: 'সারসংক্ষেপ',
    receivables: 'পাওনা',
    profile: 'আমার প্রোফাইল',
    review: 'রিভিউ',
    myOrders: 'আমার অর্ডার',
    company: 'প্রতিষ্ঠান',
    allOrders: 'সব অর্ডার',
    users: 'অ্যাডমিন বানান',
    companies: 'প্রতিষ্ঠানসমূহ',
    priceLists: 'মূল্যতালিকা',
    addProduct: 'পণ্য যোগ করুন',
    manageProducts: 'পণ্য ব্যবস্থাপনা',
    categories: 'ক্যাটাগরি',
    importExport: 'ইমপোর্ট / এক্সপোর্ট',
    settings: 'সেটিংস',
    remittances: 'রেমিট্যান্স',
    quotes: 'কোটেশন',
  },
};
