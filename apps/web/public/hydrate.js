/* global document, addEventListener */
// Loads the web app on a page the server rendered (apps/server/src/plugins/server-pages.ts puts
// this in place of the bundle's own <script>, naming the bundle in data-entry). The page is drawn
// and usable without JavaScript, so the ~100 kB bundle waits for the page's load event: on a slow
// connection it then no longer shares the bandwidth with the stylesheet and the largest picture.
// A <script> element rather than import(), whose call alone took ~20 ms of the main thread.
const entry = document.querySelector('script[data-entry]')?.getAttribute('data-entry');
const start = () => {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.append(script);
};
if (entry) {
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
