export { useShopSettings } from './api.ts';
