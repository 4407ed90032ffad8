/**
 * After the first paint, the deferred blocks (./index.ts) are rendered for good, a few at a
 * time while the browser is idle: each slice marks blocks in document order and lays them out
 * at once, so the work happens in short tasks instead of one long one, and stops for anything
 * the reader does. Within a second or two on a phone the page is exactly what it would be
 * without deferral. It starts once the app has hydrated (`onRouteDidUpdate` runs as the first
 * page commits).
 *
 * At the first move to another page in the app, the mark on `<html>` goes: that page and every
 * later one render whole, and going back restores the reader's place in pixels, as always.
 */
import type { ClientModule } from '@docusaurus/types';
import { whenIdle } from '../../utils/whenIdle';
import { ATTRIBUTE, BLOCKS, RENDERED } from './attribute';

/** Lay out blocks for at most this long per slice (ms), well under a long task on a phone. */
const SLICE_MS = 5;

let cancel: (() => void) | undefined;

function renderInSlices(): void {
  const pending = [...document.querySelectorAll<HTMLElement>(`${BLOCKS}:not([${RENDERED}])`)];
  let next = 0;
  const slice = (): void => {
    const end = performance.now() + SLICE_MS;
    while (next < pending.length && performance.now() < end) {
      const block = pending[next];
      next += 1;
      block?.setAttribute(RENDERED, '');
      // Reading a size lays the block out now, in this slice, not in the next frame.
      void block?.offsetHeight;
    }
    cancel = next < pending.length ? whenIdle(slice) : undefined;
  };
  cancel = whenIdle(slice);
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    cancel?.();
    cancel = undefined;
    document.documentElement.removeAttribute(ATTRIBUTE);
  },
  onRouteDidUpdate({ previousLocation }) {
    if (!previousLocation && document.documentElement.hasAttribute(ATTRIBUTE)) renderInSlices();
  },
};

export default clientModule;
