import { catalogMessages } from '@tools-bd/contract/messages';
import { defineTexts } from '../../lib/i18n/texts.ts';

/** The catalogue's public texts: the home page's tools block and the tool cards. */
export const catalogTexts = defineTexts('catalog', {
  ourTools: 'Our Tools',
  toolsFailed: 'We could not load the tools. Please refresh the page.',
  loadingTools: 'Loading tools…',
  browseAll: 'Browse all tools',
  price: 'Price',
  minimumOrder: 'Minimum order',
  available: 'Available',
  orderButton: catalogMessages.orderButton,
});
