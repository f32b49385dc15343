/* global document, addEventListener */
// Loads the web app on a page the server rendered (apps/server/src/plugins/server-pages.ts puts
// this in place of the bundle's own <script>, naming the bundle in data-entry). The page is drawn
// and usable without JavaScript, so the ~100 kB bundle waits for the page's load event: on a slow
// connection it then no longer shares the bandwidth with the stylesheet and the largest picture.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
const start = () => import(entry);
if (entry) {
  if (document.readyState === 'complete') start();
  // In a task of its own, not in the load event's.
  else addEventListener('load', () => setTimeout(start), { once: true });
}
