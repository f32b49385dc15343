/**
 * The Bangla chunk: i18next with every web catalog's Bangla twin, one namespace per catalog.
 * Imported only through banglaStore.ts's loadBangla (and by the server bundle).
 */
import i18next, { type i18n as I18n } from 'i18next';
import { bangla as contractBangla, english as contractEnglish } from '@tools-bd/contract/i18n';
import { CONTRACT_NAMESPACE, type BanglaOf, type TextCatalog } from '../../lib/i18n/index.ts';
import { catalogTexts } from '../../features/catalog/texts.ts';
import { catalogTextsBn } from '../../features/catalog/texts.bn.ts';
import { catalogAdminTexts } from '../../features/catalog/adminTexts.ts';
import { catalogAdminTextsBn } from '../../features/catalog/adminTexts.bn.ts';
import { banglaContentTexts } from '../../features/catalog/banglaContentTexts.ts';
import { banglaContentTextsBn } from '../../features/catalog/banglaContentTexts.bn.ts';
import { contentTexts } from '../../features/content/texts.ts';
import { contentTextsBn } from '../../features/content/texts.bn.ts';
import { reviewTexts } from '../../features/reviews/texts.ts';
import { reviewTextsBn } from '../../features/reviews/texts.bn.ts';
import { headTexts } from '../ssr/headTexts.ts';
import { headTextsBn } from '../ssr/headTexts.bn.ts';
import { orderTexts } from '../../features/orders/texts.ts';
import { orderTextsBn } from '../../features/orders/texts.bn.ts';
import { deliveryTexts as orderDeliveryTexts } from '../../features/orders/deliveryTexts.ts';
import { deliveryTextsBn as orderDeliveryTextsBn } from '../../features/orders/deliveryTexts.bn.ts';
import { cartTexts } from '../../features/cart/texts.ts';
import { deliveryTexts } from '../../features/delivery/texts.ts';
import { deliveryTextsBn } from '../../features/delivery/texts.bn.ts';
import { cartTextsBn } from '../../features/cart/texts.bn.ts';
import { companyTexts } from '../../features/companies/texts.ts';
import { companyTextsBn } from '../../features/companies/texts.bn.ts';
import { quoteTexts } from '../../features/quotes/texts.ts';
import { quoteTextsBn } from '../../features/quotes/texts.bn.ts';
import { shellTexts } from '../../components/shellTexts.ts';
import { shellTextsBn } from '../../components/shellTexts.bn.ts';
import { paginationTexts } from '../../components/paginationTexts.ts';
import { paginationTextsBn } from '../../components/paginationTexts.bn.ts';

import { commonTexts } from '../../components/commonTexts.ts';
import { commonTextsBn } from '../../components/commonTexts.bn.ts';
import { identityTexts } from '../../features/identity/texts.ts';
import { identityTextsBn } from '../../features/identity/texts.bn.ts';
import { orderScreenTexts } from '../../features/orders/screenTexts.ts';
import { orderScreenTextsBn } from '../../features/orders/screenTexts.bn.ts';
import { dashboardTexts } from '../layouts/dashboardTexts.ts';
import { dashboardTextsBn } from '../layouts/dashboardTexts.bn.ts';
import { cartScreenTexts } from '../../features/cart/screenTexts.ts';
import { cartScreenTextsBn } from '../../features/cart/screenTexts.bn.ts';
import { reviewScreenTexts } from '../../features/reviews/screenTexts.ts';
import { reviewScreenTextsBn } from '../../features/reviews/screenTexts.bn.ts';
import { userTexts } from '../../features/users/texts.ts';
import { userTextsBn } from '../../features/users/texts.bn.ts';
import { paymentTexts } from '../../features/payments/texts.ts';
import { paymentTextsBn } from '../../features/payments/texts.bn.ts';
import { profileTexts } from '../../features/profiles/texts.ts';
import { profileTextsBn } from '../../features/profiles/texts.bn.ts';
import { reportTexts } from '../../features/reports/texts.ts';
import { reportTextsBn } from '../../features/reports/texts.bn.ts';
import { pricingTexts } from '../../features/pricing/texts.ts';
import { pricingTextsBn } from '../../features/pricing/texts.bn.ts';
import { settingsTexts } from '../../features/settings/texts.ts';
import { settingsTextsBn } from '../../features/settings/texts.bn.ts';
import { checkoutTexts } from '../../features/cart/checkoutTexts.ts';
import { checkoutTextsBn } from '../../features/cart/checkoutTexts.bn.ts';
import { accountTexts } from '../../features/accounts/texts.ts';
import { accountTextsBn } from '../../features/accounts/texts.bn.ts';
/** A catalog with its Bangla: the pair's types must agree, so a forgotten key fails the typecheck here too. */
const pair = <C extends TextCatalog<object>>(catalog: C, bangla: BanglaOf<C>) => ({ catalog, bangla }) as const;

/** Every web catalog with its Bangla twin (bangla.test.ts checks that none is missing or untranslated). */
export const banglaCatalogs: readonly { catalog: TextCatalog<object>; bangla: object }[] = [
  pair(shellTexts, shellTextsBn),
  pair(quoteTexts, quoteTextsBn),
  pair(headTexts, headTextsBn),
  pair(catalogTexts, catalogTextsBn),
  pair(banglaContentTexts, banglaContentTextsBn),
  pair(catalogAdminTexts, catalogAdminTextsBn),
  pair(contentTexts, contentTextsBn),
  pair(reviewTexts, reviewTextsBn),
  pair(orderTexts, orderTextsBn),
  pair(cartTexts, cartTextsBn),
  pair(deliveryTexts, deliveryTextsBn),
  pair(orderDeliveryTexts, orderDeliveryTextsBn),
  pair(paginationTexts, paginationTextsBn),
  pair(reportTexts, reportTextsBn),
  pair(profileTexts, profileTextsBn),
  pair(paymentTexts, paymentTextsBn),
  pair(userTexts, userTextsBn),
  pair(reviewScreenTexts, reviewScreenTextsBn),
  pair(cartScreenTexts, cartScreenTextsBn),
  pair(dashboardTexts, dashboardTextsBn),
  pair(orderScreenTexts, orderScreenTextsBn),
  pair(identityTexts, identityTextsBn),
  pair(commonTexts, commonTextsBn),
  pair(companyTexts, companyTextsBn),
  pair(pricingTexts, pricingTextsBn),
  pair(settingsTexts, settingsTextsBn),
  pair(checkoutTexts, checkoutTextsBn),
  pair(accountTexts, accountTextsBn),
];

/** Every string text of the contract with its Bangla, for useMessageText (functions are the screens' own texts). */
function contractPairs(english: object, bangla: object, pairs: [string, string][] = []): [string, string][] {
  for (const [key, text] of Object.entries(english)) {
    const translated = (bangla as Record<string, unknown>)[key];
    if (typeof text === 'string' && typeof translated === 'string') pairs.push([text, translated]);
    else if (typeof text === 'object' && text !== null && typeof translated === 'object' && translated !== null)
      contractPairs(text, translated, pairs);
  }
  return pairs;
}

export function createBangla(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'bn',
    fallbackLng: false,
    resources: {
      bn: {
        ...Object.fromEntries(banglaCatalogs.map(({ catalog, bangla }) => [catalog.namespace, bangla])),
        [CONTRACT_NAMESPACE]: { pairs: contractPairs(contractEnglish, contractBangla) },
      },
    },
    ns: [...banglaCatalogs.map(({ catalog }) => catalog.namespace), CONTRACT_NAMESPACE],
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
