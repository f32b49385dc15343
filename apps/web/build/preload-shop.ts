import type { Plugin } from 'vite';

/**
 * The page's entry (src/main.tsx, 2.5 kB) loads the shop, the `start` entry (see vite.config.ts), by
 * import() once the page is painted. A page drawn in the browser can show nothing more until then,
 * so index.html asks for those modules at once: the links go at the end of its first client-only
 * block, which a page rendered on the server replaces by its own head tags (that page paints first,
 * then fetches them).
 */
export function preloadShop(entryName = 'start'): Plugin {
  return {
    name: 'tools-bd-preload-shop',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const start = chunks.find((chunk) => chunk.isEntry && chunk.name === entryName);
        if (!start) throw new Error(`the build has no "${entryName}" entry to preload`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(imported);
        };
        visit(start.fileName);
        // The page's own entry (the preload helper's chunk, which start imports) is already a script.
        const links = [...files].filter((file) => !html.includes(`src="/${file}"`)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('\n    ');
        const end = html.indexOf('<!--/client-only-->');
        if (end < 0) throw new Error('index.html has no client-only block for the preload links');
        return `${html.slice(0, end)}${links}\n    ${html.slice(end)}`;
      },
    },
  };
}
