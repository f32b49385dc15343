import type { Plugin } from 'vite';

/**
 * The page's entry (src/main.tsx, 2.7 kB) loads the shop once the page is painted, by import():
 * React (the `reactFirst` chunk), then the `start` entry (see vite.config.ts). A page drawn in the
 * browser can show nothing more until then, so index.html asks for those modules at once: the
 * links go at the end of its first client-only block, which a page rendered on the server replaces
 * by its own head tags (that page paints first, then fetches them).
 */
export function preloadShop(chunkNames = ['reactFirst', 'start']): Plugin {
  return {
    name: 'tools-bd-preload-shop',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        for (const name of chunkNames) {
          const loaded = chunks.find((chunk) => (chunk.isEntry || chunk.isDynamicEntry) && chunk.name === name);
          if (!loaded) throw new Error(`the build has no "${name}" chunk to preload`);
          visit(loaded.fileName);
        }
        // The page's own entry (the preload helper's chunk, which start imports) is already a script.
        const links = [...files]
          .filter((file) => !html.includes(`src="/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('\n    ');
        const end = html.indexOf('<!--/client-only-->');
        if (end < 0) throw new Error('index.html has no client-only block for the preload links');
        return `${html.slice(0, end)}${links}\n    ${html.slice(end)}`;
      },
    },
  };
}
