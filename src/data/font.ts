/**
 * The site's one web font: Inter, variable, Latin subset, from `@fontsource-variable/inter`,
 * copied to static/assets/fonts under a name with the package's version (so it can be cached
 * for good; tests/unit/font.spec.ts checks the copy against the package). Declared in the page
 * head with a preload, so the browser fetches it with the HTML rather than after the stylesheet.
 */
import type { HtmlTagObject } from '@docusaurus/types';

export const FONT_VERSION = '5.3.0';
export const FONT_URL = `/assets/fonts/inter-latin-wght-normal-${FONT_VERSION}.woff2`;

const FONT_FACE = `@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${FONT_URL}) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD}`;

export const fontHeadTags: HtmlTagObject[] = [
  {
    tagName: 'link',
    attributes: { rel: 'preload', href: FONT_URL, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' },
  },
  { tagName: 'style', attributes: {}, innerHTML: FONT_FACE },
];
