/**
 * The Bangla chunk: i18next with every web catalog's Bangla twin, one namespace per catalog.
 * Imported only through banglaStore.ts's loadBangla (and by the server bundle).
 */
import i18next, { type i18n as I18n } from 'i18next';
import type { BanglaOf, TextCatalog } from '../../lib/i18n/index.ts';
import { catalogTexts } from '../../features/catalog/texts.ts';
import { catalogTextsBn } from '../../features/catalog/texts.bn.ts';
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
import { cartTexts } from '../../features/cart/texts.ts';
import { cartTextsBn } from '../../features/cart/texts.bn.ts';
import { shellTexts } from '../../components/shellTexts.ts';
import { shellTextsBn } from '../../components/shellTexts.bn.ts';
import { paginationTexts } from '../../components/paginationTexts.ts';
import { paginationTextsBn } from '../../components/paginationTexts.bn.ts';

/** A catalog with its Bangla: the pair's types must agree, so a forgotten key fails the typecheck here too. */
const pair = <C extends TextCatalog<object>>(catalog: C, bangla: BanglaOf<C>) => [catalog.namespace, bangla] as const;

const catalogs = [
  pair(shellTexts, shellTextsBn),
  pair(headTexts, headTextsBn),
  pair(catalogTexts, catalogTextsBn),
  pair(banglaContentTexts, banglaContentTextsBn),
  pair(contentTexts, contentTextsBn),
  pair(reviewTexts, reviewTextsBn),
  pair(orderTexts, orderTextsBn),
  pair(cartTexts, cartTextsBn),
  pair(paginationTexts, paginationTextsBn),
];

export function createBangla(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'bn',
    fallbackLng: false,
    resources: { bn: Object.fromEntries(catalogs) },
    ns: catalogs.map(([namespace]) => namespace),
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
