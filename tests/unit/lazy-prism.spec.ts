/**
 * src/plugins/lazy-prism: theme-classic extended without the client module that puts Prism in
 * every page's main bundle. These tests fail when an upgrade of theme-classic changes what the
 * extension relies on, and say what to re-check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { LoadContext } from '@docusaurus/types';
import themeClassic from '@docusaurus/theme-classic';
import themeClassicWithLazyPrism, { PRISM_CLIENT_MODULE } from '../../src/plugins/lazy-prism/theme';
import { ROOT, sha256File } from '../lib/content';

const THEME_CLASSIC_DIR = path.dirname(require.resolve('@docusaurus/theme-classic'));

/** What theme-classic's plugin reads from the context. */
const context = {
  siteDir: ROOT,
  siteStorage: { type: 'localStorage', namespace: '' },
  i18n: { currentLocale: 'en', localeConfigs: { en: { direction: 'ltr' } } },
  siteConfig: { themeConfig: { colorMode: {}, prism: { additionalLanguages: ['bash'] } } },
} as unknown as LoadContext;
const options = { customCss: ['./src/css/custom.css'] };

/** A client module or theme folder path exists, with or without its file extension. */
const exists = (file: string): boolean => {
  try {
    require.resolve(file);
    return true;
  } catch {
    return fs.existsSync(file);
  }
};

test('theme-classic still adds Prism through the client module the extension leaves out', () => {
  const upstream = themeClassic(context, options).getClientModules?.() ?? [];
  expect(upstream).toContain(PRISM_CLIENT_MODULE);
  expect(
    sha256File(path.join(THEME_CLASSIC_DIR, 'prism-include-languages.js')),
    "theme-classic's prism-include-languages client module changed: check that src/plugins/lazy-prism/highlighter.ts still does what it does, then record the new hash",
  ).toBe('a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774');
});

test("the extended theme keeps theme-classic's other client modules and theme folders, by absolute paths", () => {
  const upstream = themeClassic(context, options);
  const extended = themeClassicWithLazyPrism(context, options);
  const modules = extended.getClientModules?.() ?? [];
  const kept = (upstream.getClientModules?.() ?? []).filter((file) => file !== PRISM_CLIENT_MODULE);

  expect(modules.filter((file) => file.includes('prism-include-languages'))).toEqual([]);
  expect(modules).toEqual([
    ...kept.map((file) => path.resolve(THEME_CLASSIC_DIR, file)),
    path.join(ROOT, 'src/plugins/lazy-prism/client.ts'),
  ]);
  for (const file of modules) {
    expect(path.isAbsolute(file), file).toBe(true);
    expect(exists(file), `${file} exists`).toBe(true);
  }
  for (const folder of [extended.getThemePath?.(), extended.getTypeScriptThemePath?.()]) {
    expect(folder && fs.existsSync(path.join(folder, 'CodeBlock')), `${folder}/CodeBlock`).toBe(true);
  }
  expect(extended.name).toBe(upstream.name);
});

test("the server's HTML has its code highlighted in place, not streamed in after the page", () => {
  const html = path.join(ROOT, 'build/docs/sdk.html');
  test.skip(!fs.existsSync(html), 'build/ is missing: run `npm run build` first');
  const source = fs.readFileSync(html, 'utf8');
  expect(source).toContain('class="token keyword"');
  // React marks a boundary still pending with <!--$?--> and moves its content with a script.
  expect(source).not.toContain('<!--$?-->');
});
