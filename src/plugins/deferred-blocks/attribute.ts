/** On `<html>` while a page's far blocks are deferred (./styles.css). */
export const DEFERRED_ATTRIBUTE = 'data-deferred-blocks';
/** On a block: rendered for good, deferred no longer. */
export const RENDERED_ATTRIBUTE = 'data-block-rendered';
/** The blocks: every direct child of a page's Markdown but its headings. */
export const BLOCKS = '.markdown > :not(h1, h2, h3, h4, h5, h6, header)';
