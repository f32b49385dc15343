import type { TextDomain } from '@tools-bd/contract/i18n';

/*
 * Where the Bangla of every text a screen shows lives, each a chunk of its own: a Bangla page
 * loads only the namespaces it shows (banglaStore.ts), never the whole shop's texts at once.
 * Each web catalog's Bangla twin is typed against its English (`BanglaOf`), so a missing key fails
 * the typecheck there; bangla.test.ts fails a catalog that is not listed here.
 */

/** A web catalog's namespace → its Bangla twin. */
export const banglaTextLoaders: Readonly<Record<string, () => Promise<object>>> = {
  dashboard: () => import('../layouts/dashboardTexts.bn.ts').then((texts) => texts.dashboardTextsBn),
  heads: () => import('../ssr/headTexts.bn.ts').then((texts) => texts.headTextsBn),
  common: () => import('../../components/commonTexts.bn.ts').then((texts) => texts.commonTextsBn),
  pagination: () => import('../../components/paginationTexts.bn.ts').then((texts) => texts.paginationTextsBn),
  shell: () => import('../../components/shellTexts.bn.ts').then((texts) => texts.shellTextsBn),
  accounts: () => import('../../features/accounts/texts.bn.ts').then((texts) => texts.accountTextsBn),
  checkout: () => import('../../features/cart/checkoutTexts.bn.ts').then((texts) => texts.checkoutTextsBn),
  cartScreens: () => import('../../features/cart/screenTexts.bn.ts').then((texts) => texts.cartScreenTextsBn),
  cart: () => import('../../features/cart/texts.bn.ts').then((texts) => texts.cartTextsBn),
  catalogAdmin: () => import('../../features/catalog/adminTexts.bn.ts').then((texts) => texts.catalogAdminTextsBn),
  banglaContent: () =>
    import('../../features/catalog/banglaContentTexts.bn.ts').then((texts) => texts.banglaContentTextsBn),
  catalog: () => import('../../features/catalog/texts.bn.ts').then((texts) => texts.catalogTextsBn),
  companies: () => import('../../features/companies/texts.bn.ts').then((texts) => texts.companyTextsBn),
  blogQuestions: () => import('../../features/content/blogTexts.bn.ts').then((texts) => texts.blogTextsBn),
  resume: () => import('../../features/content/resumeTexts.bn.ts').then((texts) => texts.resumeTextsBn),
  content: () => import('../../features/content/texts.bn.ts').then((texts) => texts.contentTextsBn),
  delivery: () => import('../../features/delivery/texts.bn.ts').then((texts) => texts.deliveryTextsBn),
  identity: () => import('../../features/identity/texts.bn.ts').then((texts) => texts.identityTextsBn),
  orderDelivery: () => import('../../features/orders/deliveryTexts.bn.ts').then((texts) => texts.deliveryTextsBn),
  orderScreens: () => import('../../features/orders/screenTexts.bn.ts').then((texts) => texts.orderScreenTextsBn),
  orders: () => import('../../features/orders/texts.bn.ts').then((texts) => texts.orderTextsBn),
  payments: () => import('../../features/payments/texts.bn.ts').then((texts) => texts.paymentTextsBn),
  pricing: () => import('../../features/pricing/texts.bn.ts').then((texts) => texts.pricingTextsBn),
  profiles: () => import('../../features/profiles/texts.bn.ts').then((texts) => texts.profileTextsBn),
  quotes: () => import('../../features/quotes/texts.bn.ts').then((texts) => texts.quoteTextsBn),
  reports: () => import('../../features/reports/texts.bn.ts').then((texts) => texts.reportTextsBn),
  reviewScreens: () => import('../../features/reviews/screenTexts.bn.ts').then((texts) => texts.reviewScreenTextsBn),
  reviews: () => import('../../features/reviews/texts.bn.ts').then((texts) => texts.reviewTextsBn),
  settings: () => import('../../features/settings/texts.bn.ts').then((texts) => texts.settingsTextsBn),
  users: () => import('../../features/users/texts.bn.ts').then((texts) => texts.userTextsBn),
};

/** A contract domain → its messages in English and Bangla, the pairs useMessageText looks texts up in. */
export const contractTextLoaders: Readonly<Record<TextDomain, () => Promise<[object, object]>>> = {
  accounts: () =>
    Promise.all([import('@tools-bd/contract/texts/accounts'), import('@tools-bd/contract/bangla/accounts')]),
  cart: () => Promise.all([import('@tools-bd/contract/texts/cart'), import('@tools-bd/contract/bangla/cart')]),
  catalog: () => Promise.all([import('@tools-bd/contract/texts/catalog'), import('@tools-bd/contract/bangla/catalog')]),
  companies: () =>
    Promise.all([import('@tools-bd/contract/texts/companies'), import('@tools-bd/contract/bangla/companies')]),
  common: () => Promise.all([import('@tools-bd/contract/texts/common'), import('@tools-bd/contract/bangla/common')]),
  delivery: () =>
    Promise.all([import('@tools-bd/contract/texts/delivery'), import('@tools-bd/contract/bangla/delivery')]),
  identity: () =>
    Promise.all([import('@tools-bd/contract/texts/identity'), import('@tools-bd/contract/bangla/identity')]),
  invoices: () =>
    Promise.all([import('@tools-bd/contract/texts/invoices'), import('@tools-bd/contract/bangla/invoices')]),
  notifications: () =>
    Promise.all([import('@tools-bd/contract/texts/notifications'), import('@tools-bd/contract/bangla/notifications')]),
  orders: () => Promise.all([import('@tools-bd/contract/texts/orders'), import('@tools-bd/contract/bangla/orders')]),
  pages: () => Promise.all([import('@tools-bd/contract/texts/pages'), import('@tools-bd/contract/bangla/pages')]),
  pricing: () => Promise.all([import('@tools-bd/contract/texts/pricing'), import('@tools-bd/contract/bangla/pricing')]),
  payments: () =>
    Promise.all([import('@tools-bd/contract/texts/payments'), import('@tools-bd/contract/bangla/payments')]),
  profiles: () =>
    Promise.all([import('@tools-bd/contract/texts/profiles'), import('@tools-bd/contract/bangla/profiles')]),
  quotes: () => Promise.all([import('@tools-bd/contract/texts/quotes'), import('@tools-bd/contract/bangla/quotes')]),
  reports: () => Promise.all([import('@tools-bd/contract/texts/reports'), import('@tools-bd/contract/bangla/reports')]),
  reviews: () => Promise.all([import('@tools-bd/contract/texts/reviews'), import('@tools-bd/contract/bangla/reviews')]),
  settings: () =>
    Promise.all([import('@tools-bd/contract/texts/settings'), import('@tools-bd/contract/bangla/settings')]),
  shipping: () =>
    Promise.all([import('@tools-bd/contract/texts/shipping'), import('@tools-bd/contract/bangla/shipping')]),
  users: () => Promise.all([import('@tools-bd/contract/texts/users'), import('@tools-bd/contract/bangla/users')]),
};
