// The pricing feature's door: what the app may use (the price lists screen is routed lazily by its path).
export { pricingTexts } from './texts.ts';
