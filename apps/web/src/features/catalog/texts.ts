import { catalogMessages, orderMessages, pricingMessages } from '@tools-bd/contract/messages';
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
  /** Where a price would be, while the shop shows prices to trade accounts only. */
  signInForPrices: pricingMessages.signInForPrices,
  /** A company member's price beside the public one. */
  listPrice: 'List price',
  yourPrice: 'Your price',
  // The product page.
  shop: 'Shop',
  /** The trail of links to a page's categories. */
  breadcrumb: 'Breadcrumb',
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
  suggestionCount: (count: number) =>
    `${count} ${count === 1 ? 'suggestion' : 'suggestions'}, use the arrow keys to choose`,
  // The shop page (/shop, /shop/{category}).
  resultsFor: (q: string) => `Results for “${q}”`,
  categoryNotFoundTitle: 'Category not found',
  categoryMissingHeading: 'This category does not exist',
  categoryMissingText: 'The link may be broken, or the category may have been renamed.',
  searchTheShop: 'Search the shop',
  searchTheCatalogue: 'Search the catalogue',
  shopSearchPlaceholder: 'Search by name, SKU, brand…',
  search: 'Search',
  showFilters: 'Show categories and filters',
  hideFilters: 'Hide categories and filters',
  categoriesAndFilters: 'Categories and filters',
  results: 'Results',
  /** What the counted things are called; a Bangla noun carries its classifier ("টি পণ্য"), so it follows the number without a space. */
  toolNoun: (count: number) => (count === 1 ? 'tool' : 'tools'),
  /** Between a count and its noun. */
  countGap: ' ',
  countFor: (q: string) => ` for “${q}”`,
  startAgain: 'Start again',
  noToolsMatch: (q: string | undefined) => `No tools match ${q ? `“${q}”` : 'these filters'}.`,
  didYouMean: 'Did you mean ',
  didYouMeanEnd: '?',
  clearTheFilters: 'Clear the filters',
  noSuchPage: (page: string, last: string) => `There is no page ${page}: the results end on page ${last}.`,
  firstPage: 'Go to the first page',
  // The category tree.
  categories: 'Categories',
  allTools: 'All tools',
  products: ' products',
  // The filters.
  filters: 'Filters',
  brand: 'Brand',
  allBrands: 'All brands',
  priceRange: 'Price ($)',
  minimumPrice: 'Minimum price',
  maximumPrice: 'Maximum price',
  min: 'Min',
  max: 'Max',
  inStockOnly: 'In stock only',
  applyFilters: 'Apply filters',
  clearFilters: 'Clear filters',
  // The sort.
  sortBy: 'Sort by',
  sortLabels: {
    relevance: 'Best match',
    newest: 'Newest first',
    name: 'Name (A–Z)',
    price: 'Price: low to high',
    '-price': 'Price: high to low',
  },
});
