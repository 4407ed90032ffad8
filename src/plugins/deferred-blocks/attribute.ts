/** On `<html>` while a page's far blocks are deferred (./styles.css). */
export const DEFERRED_ATTRIBUTE = 'data-deferred-blocks';
/** On a block: rendered for good, deferred no longer. */
export const RENDERED_ATTRIBUTE = 'data-block-rendered';
/**
 * The blocks that may be deferred: the direct children of a page's Markdown from the ninth on,
 * by the block elements Markdown makes (never a heading; ./styles.css adds the conditions that
 * change while a page is open). Named by tag, not as "all but headings", so that the mark on
 * `<html>` can go cheaply: the browser then restyles the elements with those tags only, not every
 * element of the page (9 ms instead of 75-94 ms on /docs/sdk at 4× CPU slowdown, in Chromium).
 */
export const BLOCKS =
  '.markdown > :is(p, div, ul, ol, dl, details, blockquote, table, figure, pre):nth-child(n + 9)';
