export { CartButton } from './components/CartButton.tsx';
export { CartSync } from './components/CartSync.tsx';
export { AddToCartButton } from './components/AddToCartButton.tsx';
export { ReorderButton } from './components/ReorderButton.tsx';
export { NextBreakHint } from './components/NextBreakHint.tsx';
export { cartQueryKey } from './api.ts';
