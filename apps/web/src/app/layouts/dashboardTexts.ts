import { defineTexts } from '../../lib/i18n/texts.ts';

/** The dashboard's frame: its heading and side menu. */
export const dashboardTexts = defineTexts('dashboard', {
  dashboard: 'Dashboard',
  loading: 'Loading your dashboard…',
  menu: {
    overview: 'Overview',
    receivables: 'Receivables',
    profile: 'My Profile',
    review: 'Review',
    myOrders: 'My Orders',
    company: 'Company',
    allOrders: 'Manage AllOrder',
    users: 'Make Admin',
    companies: 'Companies',
    priceLists: 'Price lists',
    addProduct: 'Add Product',
    manageProducts: 'ManageProduct',
    categories: 'Categories',
    importExport: 'Import / Export',
    settings: 'Settings',
    remittances: 'Remittances',
    quotes: 'Quotes',
  },
});
