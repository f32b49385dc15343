import './index.css';
import { afterFirstPaint, nextTask } from './afterFirstPaint.ts';

/**
 * The page's entry, a few kB: it starts the shop (start.tsx, with React) once the page has been
 * painted. A page the server rendered is whole and works without its JavaScript, which only makes
 * it interactive; fetched after the first paint, the shop and React no longer share a slow
 * connection with the stylesheet and pictures of that paint, and evaluating them cannot delay it
 * (see docs/decisions/009-server-rendered-public-pages.md). A page drawn in the browser paints its navigation bar first,
 * so it waits one frame; its modules are already on their way (index.html preloads them).
 */

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

afterFirstPaint(() => {
  // React is evaluated in a task of its own, then the shop in another: one import of both is one
  // long task, four times longer on Lighthouse's slower phone.
  void import('./reactFirst.ts')
    .then(nextTask)
    .then(() => import('./start.tsx'))
    .then(({ start }) => start(root));
});
