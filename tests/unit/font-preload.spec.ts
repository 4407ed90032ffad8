/** The font preload: a build-time piece of the performance work. */
import { test, expect } from '@playwright/test';
import { addPreload, FONT_FILE, preloadTag } from '../../src/plugins/font-preload';

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
