/**
 * Long pages paint their first screen sooner: the blocks of a page's Markdown far from the
 * viewport are left out of the first frame and rendered right after, a few at a time.
 *
 * The SDK reference is some 4,000 elements, and the browser styles and lays out all of them
 * in the task that paints the first frame: on a mid-range phone that one task was most of the
 * page's Total Blocking Time (maintaining/performance.md). `content-visibility: auto` on the blocks
 * from the ninth on (./styles.css) lets the browser skip those it cannot show yet; each holds
 * the place of a block of typical height. Once the app has hydrated, ./client.ts renders them
 * for good in short idle slices, and the page is then exactly what it would be without this.
 *
 * Placeholder heights are estimates, so the browser cannot restore a scroll position in
 * pixels onto a page whose blocks have not been rendered yet: after a reload, or going back,
 * the reader would land somewhere else. So the blocks are deferred only on a fresh load: an
 * inline script in the head marks the document when the navigation is a plain one
 * (`PerformanceNavigationTiming.type === 'navigate'`, which excludes reload and back/forward),
 * and ./client.ts removes the mark when every block is rendered, or earlier at a move to
 * another page in the app, whose "back" relies on the same restoration. Links to a heading
 * land on it: headings are never deferred, nor are the blocks before a link's target.
 *
 * Without JavaScript, in a browser without scroll anchoring (Safari) or without
 * `overflow-clip-margin`, and in print, every block renders as before.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { DEFERRED_ATTRIBUTE } from './attribute';

/**
 * Marks the document on a fresh load, in a browser with what deferral needs; runs in the head,
 * before the body is parsed.
 */
const MARK_SCRIPT = `(function(){var n=window.performance&&performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];if(n&&n.type==="navigate"&&window.CSS&&CSS.supports&&CSS.supports("overflow-anchor","none")&&CSS.supports("overflow-clip-margin","0.5rem")&&CSS.supports("selector(:has(+ *))"))document.documentElement.setAttribute("${DEFERRED_ATTRIBUTE}","")})();`;

export default function deferredBlocksPlugin(): Plugin {
  return {
    name: 'deferred-blocks',
    getClientModules: () => [path.join(__dirname, 'client.ts'), path.join(__dirname, 'styles.css')],
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'script', innerHTML: MARK_SCRIPT }],
    }),
  };
}
