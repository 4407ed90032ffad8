/** On `<html>` while a page's far blocks are deferred (./styles.css). */
export const DEFERRED_ATTRIBUTE = 'data-deferred-blocks';
/** On a block: rendered for good, deferred no longer. */
export const RENDERED_ATTRIBUTE = 'data-block-rendered';
/**
 * The blocks that may be deferred: the direct children of a page's Markdown from the ninth
 * on, but its headings (./styles.css adds the conditions that change while a page is open).
 */
export const BLOCKS = '.markdown > :nth-child(n + 9):not(h1, h2, h3, h4, h5, h6, header)';
