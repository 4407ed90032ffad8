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

/**
 * Works through items while the browser is idle, a slice at a time: `take()` gives the next
 * item (`undefined` when there is none left) and `work` handles it. A slice stops after
 * `sliceMs`, idle time left or not, so a slow phone does fewer items per task rather than one
 * long task. Calls `done` when `take()` runs out. Returns a function that cancels the rest.
 */
export function inIdleSlices<T>(
  take: () => T | undefined,
  work: (item: T) => void,
  { sliceMs, done }: { sliceMs: number; done?: () => void },
): () => void {
  let cancel: () => void;
  const slice = (): void => {
    const end = performance.now() + sliceMs;
    do {
      const item = take();
      if (item === undefined) {
        done?.();
        return;
      }
      work(item);
    } while (performance.now() < end);
    cancel = whenIdle(slice);
  };
  cancel = whenIdle(slice);
  return () => cancel();
}
