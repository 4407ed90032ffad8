/**
 * The build-time pieces of the performance work: the font preload, the Prism stylesheet, and
 * what the lean-client plugin leaves out of the browser bundle.
 */
import { test, expect } from '@playwright/test';
import { themes } from 'prism-react-renderer';
import { addPreload, FONT_FILE, preloadTag } from '../../src/plugins/font-preload';
import { prismThemeCss } from '../../src/plugins/static-code-blocks/prism-css';
import { TSLIB_HELPERS, tslibHelpersUsed, utilsCommonTslibHelpers } from '../../src/plugins/lean-client';
import registryLoader from '../../src/plugins/lean-client/registry-loader';
import siteConfigLoader from '../../src/plugins/lean-client/site-config-loader';
import docsMetadataLoader from '../../src/plugins/lean-client/docs-metadata-loader';
import { readChunkFiles } from '../lib/first-visit-js';

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

test.describe('lean client bundle', () => {
  const entry = (id: string, module: string) =>
    `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${module}"), "${module}", require.resolveWeak("${module}")],`;
  const registry = (...lines: string[]) => `export default {\n${lines.join('\n')}\n};\n`;

  test('the chunk registry keeps its loaders and module ids and drops the server-only module paths', () => {
    const source = registry(
      entry('0058b4c6', '@generated/docs-175.json'),
      entry('17896441', '@theme/DocItem'),
    );
    const out = registryLoader(source);
    expect(out).toContain(
      '"0058b4c6": [() => import(/* webpackChunkName: "0058b4c6" */ "@generated/docs-175.json"), "", require.resolveWeak("@generated/docs-175.json")],',
    );
    expect(out).toContain(
      '"17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", ',
    );
    expect(out.match(/, "", /g)).toHaveLength(2);
  });

  test('the chunk registry loader fails the build when the generated file changes shape', () => {
    const changed = registry(
      entry('0058b4c6', '@generated/docs-175.json'),
      '  "17896441": [() => import("@theme/DocItem"), "@theme/DocItem", 12],',
    );
    expect(() => registryLoader(changed)).toThrow(/2 entries but 1 matched/);
    expect(() => registryLoader(registry())).toThrow(/0 entries but 0 matched/);
  });

  test('the site config loses its build-time fields and nothing else', () => {
    const config = {
      title: 'Sanoria',
      url: 'https://sanoria.example',
      ssrTemplate: '<!DOCTYPE html>…',
      presets: [['classic', {}]],
      plugins: ['./src/plugins/csp/index.ts'],
      themes: ['@docusaurus/theme-mermaid'],
      markdown: { mermaid: true },
      staticDirectories: ['static'],
      future: { experimental_router: 'browser' },
      customFields: { urls: { site: 'https://sanoria.example' } },
      themeConfig: {
        navbar: { title: 'Sanoria' },
        prism: {
          theme: { plain: {} },
          darkTheme: { plain: {} },
          additionalLanguages: ['bash'],
          magicComments: [],
        },
      },
    };
    const header = "/*\n * AUTOGENERATED - DON'T EDIT\n */\n";
    const out = siteConfigLoader(`${header}export default ${JSON.stringify(config, null, 2)};\n`);
    expect(out.startsWith(`${header}export default {`)).toBe(true);
    const client = JSON.parse(/export default (.*);\n$/s.exec(out)?.[1] ?? 'null') as Record<string, unknown>;
    expect(client).toEqual({
      title: 'Sanoria',
      url: 'https://sanoria.example',
      future: { experimental_router: 'browser' },
      customFields: { urls: { site: 'https://sanoria.example' } },
      themeConfig: {
        navbar: { title: 'Sanoria' },
        prism: { additionalLanguages: ['bash'], magicComments: [] },
      },
    });
    expect(() => siteConfigLoader('export const config = {};\n')).toThrow(
      /no longer `export default <JSON>;`/,
    );
  });

  test('the docs version metadata loses every doc description, and other props pass through', () => {
    const version = {
      version: {
        version: 'current',
        docsSidebars: { docsSidebar: [{ type: 'link', label: 'SDK', href: '/docs/sdk', docId: 'sdk' }] },
        docs: {
          sdk: {
            id: 'sdk',
            title: 'TypeScript SDK',
            description: 'Use @sanoria/sdk…',
            sidebar: 'docsSidebar',
          },
          ai: { id: 'ai', title: 'AI capabilities', description: 'What the AI does…' },
        },
      },
    };
    expect(JSON.parse(docsMetadataLoader(JSON.stringify(version)))).toEqual({
      version: {
        ...version.version,
        docs: {
          sdk: { id: 'sdk', title: 'TypeScript SDK', sidebar: 'docsSidebar' },
          ai: { id: 'ai', title: 'AI capabilities' },
        },
      },
    });
    const tag = JSON.stringify({ tag: { label: 'fhir', description: 'A tag page keeps its text' } });
    expect(docsMetadataLoader(tag)).toBe(tag);
  });

  test('the chunk file table is read with chunks named by id, or by name as stock Docusaurus does', () => {
    const byId = 'n.u=e=>"assets/js/"+e+"."+({12:"aaaa1111",7544:"bbbb2222"})[e]+".js",n.g=1';
    expect([...readChunkFiles(byId)]).toEqual([
      ['12', 'assets/js/12.aaaa1111.js'],
      ['7544', 'assets/js/7544.bbbb2222.js'],
    ]);
    const byName =
      'n.u=e=>"assets/js/"+(({7544:"4bc87f71"})[e]||e)+"."+({12:"aaaa1111",7544:"bbbb2222"})[e]+".js"';
    expect(readChunkFiles(byName).get('7544')).toBe('assets/js/4bc87f71.bbbb2222.js');
    expect(readChunkFiles(byName).get('12')).toBe('assets/js/12.aaaa1111.js');
  });

  test('finds the tslib helpers a compiled file calls, and utils-common needs only the one provided', () => {
    expect(
      tslibHelpersUsed('tslib_1.__importDefault(a); tslib_2.__rest(b, []); tslib_1.__importDefault(c)'),
    ).toEqual(['__importDefault', '__rest']);
    const used = utilsCommonTslibHelpers().helpers;
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((helper) => TSLIB_HELPERS.includes(helper))).toBe(true);
  });
});
