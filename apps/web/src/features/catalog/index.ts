export { ToolsSection } from './components/ToolsSection.tsx';
export { ToolImage } from './components/ToolImage.tsx';
export { findCategory } from './components/CategoryTree.tsx';
export { SearchCombobox } from './components/SearchCombobox.tsx';
export { toolHref } from './components/ToolCard.tsx';
export {
  useTool,
  useTools,
  useToolsById,
  useToolPage,
  useToolBySlug,
  useCategories,
  useBrands,
  fetchToolPage,
  toolsQueryKey,
  homeToolsQueryKey,
  toolListQueryKey,
  toolBySlugQueryKey,
  categoriesQueryKey,
  brandsQueryKey,
  suggestionsQueryKey,
  type ToolPage,
} from './api.ts';
export { toolListParamsFromUrl, toolListPath, SHOP_PAGE_SIZE, type ToolListParams } from './shopSearch.ts';
export { toolLimits, toolPricing } from './toolRules.ts';
