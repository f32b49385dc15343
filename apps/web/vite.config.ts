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
        // Everything the first page needs in one file: over HTTP/1.1 a dozen small chunks
        // queue on the browser's six connections and delay the first paint (Lighthouse,
        // issue #13). The screens loaded later keep their own chunks.
        codeSplitting: isSsrBuild ? undefined : { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  // The server-rendering build (`vite build --ssr src/entry-server.tsx`, see package.json): npm
  // packages stay imports that Node resolves; the contract package is TypeScript, so it is bundled.
  ssr: { noExternal: ['@tools-bd/contract'] },
}));
