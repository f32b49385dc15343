import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { preloadShop } from './build/preload-shop.ts';

/** The page's entry (index.html's main.tsx) stays a chunk of its own, outside the shop it loads later. */
const ENTRY_ONLY = /[\\/](index\.html|src[\\/](main\.tsx|afterFirstPaint\.ts|index\.css))$|vite[\\/]preload-helper/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadShop(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser the shop supports knows <link rel="modulepreload">: the polyfill only cost the
    // first script a DOM query and a listener before anything else ran (Lighthouse TBT).
    modulePreload: { polyfill: false },
    // public/ is served from dist; the server-rendering bundle needs no copy of it.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // start.tsx is an entry of its own, loaded by main.tsx's import() once the page is painted:
      // as an entry, what it imports counts as initial code for the groups below.
      input: isSsrBuild ? undefined : { index: 'index.html', start: 'src/start.tsx' },
      output: {
        // The page's entry alone (a few kB, with Vite's preload helper, which the shop imports from
        // it), then what the shop needs to start in two files, React's and the shop's (plus the
        // bundler's helpers, under 1 kB): over HTTP/1.1 a dozen small chunks queue on the browser's
        // six connections, while one large file is one long task on the main thread when the
        // browser takes it over from its parser thread (Lighthouse). The screens loaded
        // later keep their own chunks.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: 'index', test: ENTRY_ONLY, priority: 3 },
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'app', tags: ['$initial'], test: (id: string) => !ENTRY_ONLY.test(id), priority: 1 },
              ],
            },
      },
    },
  },
  // The server-rendering build (`vite build --ssr src/entry-server.tsx`, see package.json): npm
  // packages stay imports that Node resolves; the contract package is TypeScript, so it is bundled.
  ssr: { noExternal: ['@tools-bd/contract'] },
}));
