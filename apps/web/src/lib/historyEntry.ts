/**
 * React Router's BrowserRouter numbers the entries of the session history: on the first render
 * it finds the entry without a number and writes `idx: 0` into it with history.replaceState. That
 * call goes to the browser and can take several milliseconds on a busy machine; inside hydration's
 * first slice it makes that slice a long task (Lighthouse's blocking time). Numbering the entry
 * beforehand, in a task of its own, leaves the router nothing to write.
 */
export function numberHistoryEntry() {
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx != null) return;
  // What the router itself writes: the entry's state as it is, plus its number.
  window.history.replaceState({ ...state, idx: 0 }, '');
}
