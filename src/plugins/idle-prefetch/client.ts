/**
 * Docusaurus prefetches the code of every internal link that scrolls into view, so that
 * following it is instant. Each link has its own IntersectionObserver, and the browser
 * delivers all their first callbacks in one task: on a docs page that task matches dozens of
 * paths against every route and adds a `<link rel="prefetch">` for each of their chunks, a
 * few hundred milliseconds of main-thread work on a mid-range phone, right as the page
 * becomes interactive (measured with `npm run bench`).
 *
 * This client module keeps the prefetching and the reasons Docusaurus skips it (a 2g or
 * save-data connection, a path already done) and changes only its timing: prefetch requests
 * wait in a queue that is worked through when the browser is idle, a few at a time. Hovering
 * or touching a link still loads its page at once (`window.docusaurus.preload`, untouched).
 *
 * `window.docusaurus` is set by Docusaurus's client entry before the app renders, and
 * `onRouteDidUpdate` runs as the first page commits, before any link's observer has reported,
 * so every prefetch goes through the queue.
 */
import type { ClientModule } from '@docusaurus/types';
import { inIdleSlices } from '../../utils/whenIdle';

type Docusaurus = Window['docusaurus'];

/**
 * Work through the queue for at most this long per task (ms), idle time or not: a slow phone
 * then does fewer per task instead of one long task.
 */
const SLICE_MS = 4;

const queue: string[] = [];
let scheduled = false;
let installed = false;

function schedule(prefetch: Docusaurus['prefetch']): void {
  if (scheduled || queue.length === 0) return;
  scheduled = true;
  inIdleSlices(
    () => queue.shift(),
    (routePath) => void Promise.resolve(prefetch(routePath)).catch(() => undefined),
    {
      sliceMs: SLICE_MS,
      done: () => {
        scheduled = false;
      },
    },
  );
}

/** Replaces `window.docusaurus` with the same object whose `prefetch` queues. */
export function install(): void {
  if (installed || typeof window === 'undefined' || !window.docusaurus) return;
  installed = true;
  const original = window.docusaurus;
  const prefetch = original.prefetch.bind(original);
  window.docusaurus = Object.freeze({
    ...original,
    prefetch: (routePath: string) => {
      queue.push(routePath);
      schedule(prefetch);
      // Docusaurus's own callers ignore the result; the real one arrives later.
      return false;
    },
  });
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    install();
  },
};

export default clientModule;
