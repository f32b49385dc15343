import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Files share a process and its jsdom (vitest.config.ts): each starts with the app's modules
// loaded afresh (the currency, the visitor's cart and other module state start as on a new
// page; packages in node_modules stay loaded) and at the address a new page has.
vi.resetModules();
window.history.replaceState(null, '', '/');

// findBy…/waitFor give up after 1 s by default; on a busy 2-core CI machine running server and
// web tests side by side, a screen that needs two fetches can take longer than that.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
