/**
 * React's modules, imported by main.tsx before start.tsx: evaluating React here, in a task of its
 * own, leaves the shop's evaluation to the next one (see main.tsx). A module of the shop's rather
 * than react-dom itself, so the page's entry needs none of the bundler's helpers for CommonJS.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
