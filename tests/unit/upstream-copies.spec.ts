/**
 * Files copied from Docusaurus (ejected theme components, the HTML template) follow the
 * upstream version they were copied from. Each entry records the SHA-256 of that upstream file
 * in node_modules; when an upgrade changes it, this test fails and names the copy to re-check:
 * compare the two, carry the upstream change into the copy, then record the new hash.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, sha256File as sha256 } from '../lib/content';

interface Copy {
  /** The copy in this repository. */
  local: string;
  /** The upstream file, inside node_modules. */
  upstream: string;
  sha256: string;
  /** Why the copy exists (maintaining/customisations.md says the same). */
  why: string;
}

const COPIES: Copy[] = [
  {
    local: 'src/theme/CodeBlock/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/index.tsx',
    sha256: '02872fb480f9cfba3bf6fb26683dfc2a7b4b8d43a2f56f7f72911482028d8a2b',
    why: 'code blocks hydrate as the reader reaches them (safe eject)',
  },
  {
    local: 'src/theme/NotFound/Content/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/NotFound/Content/index.tsx',
    sha256: '44b71ba528b17c08eba546b6462ee97c05b5780a0caf7a297560e3c063cfa9f4',
    why: 'every not-found page branded, the docs’ own included (unsafe eject: DocRoot renders it alone)',
  },
  {
    local: 'src/theme/BlogListPage/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/BlogListPage/index.tsx',
    sha256: 'dc4183edec9cf341f1bfa80091acf04b99fc3f23e2c3aff71dd9096416c3445e',
    why: 'every page has one visible h1 (unsafe eject)',
  },
  {
    local: 'src/theme/Blog/Components/Author/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/Blog/Components/Author/index.tsx',
    sha256: 'a08d9893358c1c8af3c1ec5f3ccc267b3e22e9440d179a6519e7bf4758da231c',
    why: 'every image has its intrinsic size (unsafe eject)',
  },
  {
    local: 'src/theme/Blog/Components/Author/styles.module.css',
    upstream: '@docusaurus/theme-classic/lib/theme/Blog/Components/Author/styles.module.css',
    sha256: 'a6cf5ea0ba05e1d0dbed565f7884a46d2256ae141358f3c7f7479a0cd1dbab2d',
    why: 'the ejected author component’s styles, copied rather than imported from lib/',
  },
  {
    local: 'src/theme/BlogPostPage/StructuredData/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/BlogPostPage/StructuredData/index.tsx',
    sha256: '7c7aea581fa23852618d2e54e28a400cc914e065be90598c96f8ca1e2c1cd27e',
    why: 'complete BlogPosting structured data (unsafe eject)',
  },
  {
    local: 'src/ssr/template.ts',
    upstream: '@docusaurus/core/lib/ssg/ssgTemplate.html.js',
    sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
    why: 'the app’s scripts load after the first paint (ssrTemplate)',
  },
];

/**
 * Theme components wrapped where `docusaurus swizzle --list` marks the wrap unsafe: the wrapper
 * depends on what the original renders, so the original's hash is recorded the same way.
 */
const UNSAFE_WRAPS: Copy[] = [
  {
    local: 'src/theme/CodeBlock/Content/index.tsx',
    upstream: '@docusaurus/theme-classic/src/theme/CodeBlock/Content/index.tsx',
    sha256: 'b82ef1f4c49f4e2c5f5474c0076d0e1caa18cf1fd1d5efd99e442e4546d1e5ec',
    why: 'a block rendered around its server-highlighted code copies the markup of the original (pre.prism-code > code, its lines), and the original is the one part of a block that uses Prism',
  },
];

test.describe('copies of upstream files', () => {
  for (const copy of [...COPIES, ...UNSAFE_WRAPS]) {
    test(`${copy.local} matches the upstream it was copied from or wraps`, () => {
      expect(fs.existsSync(path.join(ROOT, copy.local)), `${copy.local} exists`).toBe(true);
      const upstream = path.join(ROOT, 'node_modules', copy.upstream);
      expect(fs.existsSync(upstream), `${copy.upstream} exists (was it moved upstream?)`).toBe(true);
      expect(
        sha256(upstream),
        `${copy.upstream} changed upstream: re-check the copy ${copy.local} (${copy.why}) against it, then record the new hash`,
      ).toBe(copy.sha256);
    });
  }

  test('every ejected theme component in src/theme is listed', () => {
    // A file under src/theme that does not wrap @theme-original is an eject, and must be listed.
    const files = fs
      .readdirSync(path.join(ROOT, 'src/theme'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx|ts)$/.test(file))
      .map((file) => `src/theme/${file}`);
    const wraps = new Set(UNSAFE_WRAPS.map((wrap) => wrap.local));
    const ejected = files.filter(
      (file) =>
        !wraps.has(file) && !fs.readFileSync(path.join(ROOT, file), 'utf8').includes('@theme-original/'),
    );
    expect(ejected.sort()).toEqual(
      COPIES.map((c) => c.local)
        .filter((l) => l.startsWith('src/theme/') && l.endsWith('.tsx'))
        .sort(),
    );
  });
});
