export { ToolsSection } from './components/ToolsSection.tsx';
export { ToolImage } from './components/ToolImage.tsx';
export { useTool, useTools, useToolsById, toolsQueryKey, homeToolsQueryKey } from './api.ts';
export { toolLimits, toolPricing } from './toolRules.ts';
