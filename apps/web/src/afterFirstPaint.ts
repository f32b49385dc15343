/**
 * Runs `then` once the page's first contentful paint is on screen (see main.tsx for why). The
 * paint entry is reported once the frame is shown, not when it is drawn, so a frame the browser
 * holds back counts from when it is shown.
 */
export function afterFirstPaint(then: () => void, fallbackMilliseconds = 5_000) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    then();
  };
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((entries) => {
          if (entries.getEntriesByName('first-contentful-paint').length) once();
        })
      : undefined;
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else requestAnimationFrame(() => setTimeout(once, 0));
  // A tab opened in the background paints when it is first shown; this bounds the wait anyway. The
  // timer is set from an idle callback, not while the page's entry runs: Lighthouse ties a task in
  // which a script sets a timer (or runs a callback) to that script's download, and the task that
  // runs the entry also lays the page out for its first paint.
  const later = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 0));
  later(() => setTimeout(once, fallbackMilliseconds));
}

/**
 * Resolves in a task of its own, so that what follows does not lengthen the current one. Kept in
 * the page's entry, beside afterFirstPaint: the entry and the shop (start.tsx) both use it.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
