import { catalogMessages, orderMessages } from '@tools-bd/contract/messages';
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
  // The product page.
  shop: 'Shop',
  unitPrice: 'Unit price: ',
  each: 'each',
  soldOut: orderMessages.soldOut,
  inStock: (available: string) => `In stock: ${available} available`,
  sku: 'SKU',
  soldInPacksOf: 'Sold in packs of',
  mostPerOrder: 'Most per order',
  total: (amount: string) => `Total: ${amount}`,
  toolMissingHeading: 'This tool does not exist',
  toolMissingText: 'The link may be broken, or the tool may no longer be sold.',
  browseShop: 'Browse the shop',
  toolNotFoundTitle: 'Tool not found',
  toolTitle: 'Tool',
  loadingTool: 'Loading the tool…',
  description: 'Description',
  // The search box and its suggestions.
  searchTools: 'Search tools',
  searchPlaceholder: 'Search tools, SKUs…',
  suggestions: 'Suggestions',
  category: 'Category',
  tool: 'Tool',
  suggestionCount: (count: number) => `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys to choose`,
});
