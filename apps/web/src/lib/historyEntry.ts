/**
 * React Router's BrowserRouter numbers the entries of the session history: on the first render
 * it finds the entry without a number and writes `idx: 0` into it with history.replaceState. That
 * call goes to the browser and costs 1–30 ms on a busy machine; inside hydration's first slice it
 * makes that slice a long task (Lighthouse's blocking time, issue #13). Numbering the entry
 * beforehand, in a task of its own, leaves the router nothing to write.
 */
export function numberHistoryEntry(history: History = window.history) {
  const state: unknown = history.state;
  if (state && typeof state === 'object' && 'idx' in state && state.idx != null) return;
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), idx: 0 }, '');
}
