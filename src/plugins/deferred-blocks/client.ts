/**
 * After the first paint, the deferred blocks (./index.ts) are rendered for good, a few at a
 * time while the browser is idle: each slice marks blocks in document order and lays them out
 * at once, so the work happens in short tasks instead of one long one, and the browser can
 * handle input and draw frames between them. When the last block is done, the mark on
 * `<html>` goes, and the page is exactly what it would be without deferral. It starts once the
 * app has hydrated (`onRouteDidUpdate` runs once as the first page commits, with no previous
 * location).
 *
 * At a move to another page in the app before then, the mark goes too (as the new page is
 * about to render, so it renders whole): going back then restores the reader's place in
 * pixels, as always.
 */
import type { ClientModule } from '@docusaurus/types';
import { inIdleSlices } from '../../utils/whenIdle';
import { BLOCKS, DEFERRED_ATTRIBUTE, RENDERED_ATTRIBUTE } from './attribute';

/** Lay out blocks for at most this long per slice (ms), well under a long task on a phone. */
const SLICE_MS = 5;

let cancel: (() => void) | undefined;

function stopDeferring(): void {
  cancel?.();
  cancel = undefined;
  document.documentElement.removeAttribute(DEFERRED_ATTRIBUTE);
}

function renderInSlices(): void {
  const unrendered = () => [
    ...document.querySelectorAll<HTMLElement>(`${BLOCKS}:not([${RENDERED_ATTRIBUTE}])`),
  ];
  let queue: HTMLElement[] = [];
  let next = 0;
  cancel = inIdleSlices(
    () => {
      // Listed again when the list runs out, until none is left: React may have replaced a
      // block's element meanwhile (theme-classic's tabs render again once in the browser).
      if (next === queue.length) {
        queue = unrendered();
        next = 0;
      }
      return queue[next++];
    },
    (block) => {
      block.setAttribute(RENDERED_ATTRIBUTE, '');
      // Reading a size lays the block out now, in this slice, not in the next frame.
      void block.offsetHeight;
    },
    { sliceMs: SLICE_MS, done: stopDeferring },
  );
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) stopDeferring();
  },
  onRouteDidUpdate({ previousLocation }) {
    if (!previousLocation && document.documentElement.hasAttribute(DEFERRED_ATTRIBUTE)) renderInSlices();
  },
};

export default clientModule;
