import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // Every browser the shop supports knows <link rel="modulepreload">: the polyfill only cost the
    // first script a DOM query and a listener before anything else ran (Lighthouse TBT, issue #13).
    modulePreload: { polyfill: false },
    // public/ is served from dist; the server-rendering bundle needs no copy of it.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      output: {
        // What the first page needs in two files, React's and the shop's (plus the bundler's
        // helpers, under 1 kB): over HTTP/1.1 a dozen small chunks queue on the browser's six
        // connections and delay the first paint, while one file of 360 kB is one long task on the
        // main thread when the browser takes it over from its parser thread (Lighthouse, issue
        // #13). The screens loaded later keep their own chunks.
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
      },
    },
  },
  // The server-rendering build (`vite build --ssr src/entry-server.tsx`, see package.json): npm
  // packages stay imports that Node resolves; the contract package is TypeScript, so it is bundled.
  ssr: { noExternal: ['@tools-bd/contract'] },
}));
