/**
 * Long pages paint their first screen sooner: the blocks of a page's Markdown far from the
 * viewport are laid out and painted only when the reader scrolls near them.
 *
 * The SDK reference is some 4,000 elements, and the browser styles and lays out all of them
 * in the task that paints the first frame: on a mid-range phone that one task was most of the
 * page's Total Blocking Time (README, Performance). `content-visibility: auto` on each block
 * (./styles.css) lets the browser skip the blocks it cannot show yet; each holds the place of
 * a block of typical height until it is rendered, and keeps its real height from then on.
 *
 * Placeholder heights are estimates, so the browser cannot restore a scroll position in
 * pixels onto a page whose blocks above the fold have not been rendered yet: after a reload,
 * or going back, the reader would land somewhere else. So the blocks are deferred only on a
 * page's first, fresh load — an inline script in the head marks the document when the
 * navigation is a plain one (`PerformanceNavigationTiming.type === 'navigate'`, which
 * excludes reload and back/forward) — and the mark is removed at the first move to another
 * page in the app (./client.ts), where going back relies on the same pixel restoration.
 * Links to a heading still land on it: headings are never deferred, and scroll anchoring
 * keeps what the reader sees in place while the blocks above take their real height.
 *
 * Without JavaScript, in a browser without scroll anchoring (Safari) or without
 * `overflow-clip-margin`, and in print, every block renders as before.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { ATTRIBUTE } from './attribute';

/** Marks the document when this is a fresh load; runs in the head, before the body is parsed. */
export const MARK_SCRIPT = `(function(){var n=window.performance&&performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];if(n&&n.type==="navigate")document.documentElement.setAttribute("${ATTRIBUTE}","")})();`;

export default function deferredBlocksPlugin(): Plugin {
  return {
    name: 'deferred-blocks',
    getClientModules: () => [path.join(__dirname, 'client.ts'), path.join(__dirname, 'styles.css')],
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'script', innerHTML: MARK_SCRIPT }],
    }),
  };
}
