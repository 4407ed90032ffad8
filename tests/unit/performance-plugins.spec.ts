/** The build-time pieces of the performance work: the font preload and the Prism stylesheet. */
import { test, expect } from '@playwright/test';
import { themes } from 'prism-react-renderer';
import { addPreload, FONT_FILE, preloadTag } from '../../src/plugins/font-preload';
import { prismThemeCss } from '../../src/plugins/static-code-blocks/prism-css';

const FONT = '/assets/fonts/inter-latin-wght-normal-0123abcd.woff2';

test.describe('font preload', () => {
  test('goes before the stylesheet, once, with crossorigin', () => {
    const html =
      '<html><head><meta charset=UTF-8><title>x</title><link rel=stylesheet href=/assets/css/styles.css /></head><body></body></html>';
    const once = addPreload(html, FONT);
    expect(once).toContain(`${preloadTag(FONT)}<link rel=stylesheet`);
    expect(preloadTag(FONT)).toMatch(/rel="preload".*as="font".*type="font\/woff2".*crossorigin/);
    expect(addPreload(once, FONT)).toBe(once);
  });

  test('falls back to the end of the head, and leaves a page without a head alone', () => {
    expect(addPreload('<head><title>x</title></head>', FONT)).toBe(
      `<head><title>x</title>${preloadTag(FONT)}</head>`,
    );
    expect(addPreload('<p>fragment</p>', FONT)).toBe('<p>fragment</p>');
  });

  test('recognises the emitted font file name', () => {
    expect(FONT_FILE.test('inter-latin-wght-normal-4f2981d82860061bca3ecb967a2cd084.woff2')).toBe(true);
    expect(FONT_FILE.test('inter-latin-ext-wght-normal-4f2981d8.woff2')).toBe(false);
  });
});

test.describe('Prism stylesheet', () => {
  const css = prismThemeCss(themes.github, themes.vsDark);

  test('sets the block colours for both colour modes', () => {
    expect(css).toContain(
      `[data-theme='light'] .theme-code-block {\n  --prism-color: ${themes.github.plain.color};`,
    );
    expect(css).toContain(
      `[data-theme='dark'] .theme-code-block {\n  --prism-color: ${themes.vsDark.plain.color};`,
    );
  });

  test('styles each token type per mode, and language-specific entries within their language', () => {
    const keyword = themes.github.styles.find((s) => s.types.includes('keyword') && !s.languages);
    expect(css).toMatch(
      new RegExp(`\\[data-theme='light'\\] \\.token\\.keyword[^{]*\\{\\s*color: ${keyword?.style.color}`),
    );
    const scoped = themes.vsDark.styles.find((s) => s.languages?.length);
    if (scoped) {
      expect(css).toContain(
        `[data-theme='dark'] .language-${scoped.languages?.[0]} .token.${scoped.types[0]}`,
      );
    }
    expect(css).toContain('font-style: italic');
  });
});
