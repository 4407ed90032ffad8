/**
 * Stands in for theme-classic's `prism-include-languages` client module, which imports Prism
 * into the main bundle to register the extra languages at startup. Highlighter.tsx registers
 * them instead, in the chunk that loads only when a code block needs highlighting.
 */
export {};
