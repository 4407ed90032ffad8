/**
 * Runs `callback` when the browser is next idle (`requestIdleCallback`), within `timeout` ms
 * at the latest; where there is no `requestIdleCallback` (Safari), after `fallback` ms.
 * Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, { timeout = 3000, fallback = 50 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallback);
  return () => window.clearTimeout(id);
}
