/**
 * What the search index holds and how (src/plugins/search/indexing.ts), and the index the build
 * writes (build/pagefind): every content page once, with its title, and no list page; only the
 * files search uses, each beside its compressed copies; and the page list.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { searchSectionOf, searchSections } from '../../src/data/search';
import { prepareForIndex } from '../../src/plugins/search/indexing';
import { isUsedIndexFile, pageListOf, urlPathOf } from '../../src/plugins/search';
import { MIN_BYTES } from '../../src/plugins/precompress';
import { sitemapPaths } from '../lib/nginx';
import { BUILD_DIR, hasBuild } from '../lib/build';
import { ROOT } from '../lib/content';

/** A built page as Docusaurus writes it, minified (optional end tags left out). */
function page(htmlClass: string, body: string, title = 'Password Policy | Sanoria'): string {
  return [
    `<!doctype html><html lang=en-IE class="${htmlClass}"><head><title data-rh=true>${title}</title>`,
    '<meta data-rh=true name=description content="Length, screening and storage rules.">',
    '<meta data-rh=true name=keywords content="passwords,MFA">',
    '</head><body><nav class=navbar>Docs Blog</nav><div class=main-wrapper>',
    `<main>${body}</main></div><footer>Footer</footer><svg><title>GDPR badge</title></svg>`,
  ].join('');
}

test('a docs page: its article is the body, with the title, headings and metadata marked', () => {
  const html = page(
    'docs-wrapper plugin-docs docs-doc-page',
    '<article><nav class=breadcrumbs>Docs</nav><h1>Password Policy</h1><p>Intro<h2 id=scope>Scope<a href=#scope class=hash-link>\u200b</a></h2><h3 id=x>Length</h3><h4>Deep</h4></article><div class=toc>TOC</div>',
  );
  const result = prepareForIndex(html, '/docs/policies/Password-Policy', 'Sanoria');
  if (!result.indexed) throw new Error('not indexed');
  expect(result.title).toBe('Password Policy');
  expect(result.section).toBe('Policies');
  const copy = result.html;
  expect(copy).toContain('<article data-pagefind-body>');
  expect(copy).toContain('<h1 data-pagefind-weight="10">');
  expect(copy).toContain('<h2 data-pagefind-weight="7" id=scope>');
  expect(copy).toContain('<h3 data-pagefind-weight="5" id=x>');
  expect(copy).toContain('<h4>Deep');
  expect(copy).toContain('<span data-pagefind-meta="title:Password Policy"></span>');
  expect(copy).toContain('<meta data-pagefind-meta="description[content]" data-rh=true name=description');
  expect(copy).toContain('<meta data-pagefind-meta="keywords[content]" data-rh=true name=keywords');
  // The title is the h1, so it is not added a second time; the SVG's <title> is not the page's.
  expect(copy).not.toContain('<p data-pagefind-weight');
  // Pagefind reads the head and the main content only, with nothing changed but attributes
  // added (and spaces between elements, see the next test).
  const tidy = (markup: string): string => markup.replace(/ (?=<)/g, '');
  const stripped = copy.replace(/ data-pagefind-[\w-]+(="[^"]*")?/g, '').replace(/<span><\/span>/g, '');
  expect(tidy(stripped)).toBe(
    tidy(`${html.slice(0, html.indexOf('<body>'))}<body>${/<main>.*<\/main>/.exec(html)?.[0]}</body></html>`),
  );
  expect(copy).not.toContain('navbar');
  expect(copy).not.toContain('Footer');
});

test('a React page: its main is the body, and a title its h1 does not say is indexed too', () => {
  const html = page(
    'plugin-pages plugin-id-default',
    '<h1>Build the record clinicians rely on</h1><p>Open roles',
    'Careers | Sanoria',
  );
  const result = prepareForIndex(html, '/careers', 'Sanoria');
  if (!result.indexed) throw new Error('not indexed');
  expect(result.section).toBe('Company and careers');
  expect(result.html).toContain('<main data-pagefind-body>');
  expect(result.html).toContain('<p data-pagefind-weight="10">Careers</p>');
});

test('words the markup runs together are kept apart, and paths are split into their parts', () => {
  const html = page(
    'docs-doc-page',
    '<article><h1>Archiva</h1><dl><dt>Main resources<dd><code>Bundle</code><code>$everything</code></dl>' +
      '<table><thead><tr><th>Event<th>Sent when<tbody><tr><td><code>Patient-open</code><td>A chart is opened<tr><td>x</table>' +
      '<p>GET Patient/123/$everything</article>',
    'Archiva | Sanoria',
  );
  const result = prepareForIndex(html, '/services/archiva', 'Sanoria');
  if (!result.indexed) throw new Error('not indexed');
  expect(result.html).toContain('Main resources <dd><code>Bundle</code> <code>$everything');
  expect(result.html).toContain('Sent when <tbody>');
  expect(result.html).toContain('A chart is opened <tr>');
  expect(result.html).toContain('Patient/ 123/ $everything');
});

test('list pages, the search page and the not-found page are not indexed', () => {
  for (const htmlClass of [
    'blog-wrapper blog-list-page plugin-blog',
    'blog-wrapper blog-tags-post-list-page plugin-blog',
    'blog-wrapper blog-authors-posts-page plugin-blog',
    'plugin-blog plugin-id-default',
    'plugin-search plugin-id-default',
    'plugin-native plugin-id-default',
  ]) {
    expect(
      prepareForIndex(page(htmlClass, '<article><h1>x</h1></article>'), '/x', 'Sanoria').indexed,
      htmlClass,
    ).toBe(false);
  }
  // An indexed template without its body fails the build rather than indexing nothing.
  expect(() => prepareForIndex(page('docs-doc-page', '<div>No article</div>'), '/docs/x', 'Sanoria')).toThrow(
    /has no <article>/,
  );
});

test('built files map to the site’s URLs; only the files search uses are deployed', () => {
  expect(urlPathOf('docs/sdk.html', '/')).toBe('/docs/sdk');
  expect(urlPathOf('index.html', '/')).toBe('/');
  expect(urlPathOf('docs/integration/index.html', '/')).toBe('/docs/integration');
  expect(urlPathOf('about.html', '/site/')).toBe('/site/about');
  for (const used of [
    'pagefind.js',
    'pagefind-entry.json',
    'wasm.en.pagefind',
    'pagefind.en_1a2b3c.pf_meta',
    'index/en_1.pf_index',
    'fragment/en_2.pf_fragment',
  ]) {
    expect(isUsedIndexFile(used), used).toBe(true);
  }
  for (const unused of [
    'pagefind-ui.js',
    'pagefind-ui.css',
    'pagefind-worker.js',
    'pagefind-component-ui.js',
    'pagefind-highlight.js',
    'wasm.unknown.pagefind',
    'filter/en_3.pf_filter',
  ]) {
    expect(isUsedIndexFile(unused), unused).toBe(false);
  }
});

test.describe('the built index', () => {
  test.skip(
    !hasBuild,
    'build/ is missing: run `npm run build` first (npm test builds before the unit tests).',
  );
  const dir = path.join(BUILD_DIR, 'pagefind');

  test('has a page list that names every page of the index', () => {
    const list = JSON.parse(fs.readFileSync(path.join(dir, 'pages.json'), 'utf8')) as ReturnType<
      typeof pageListOf
    >;
    expect(list.sections).toEqual(searchSections.map((s) => s.label));
    const fragmentIds = fs
      .readdirSync(path.join(dir, 'fragment'))
      .filter((file) => file.endsWith('.pf_fragment'))
      .map((file) => file.replace(/\.pf_fragment$/, ''));
    expect(Object.keys(list.pages).sort()).toEqual(fragmentIds.sort());
    for (const [url, title, section] of Object.values(list.pages)) {
      expect(title, url).toBeTruthy();
      expect(list.sections[section], url).toBe(searchSectionOf(url));
    }
  });

  /** Every page record of the index (each fragment is written unpacked, behind Pagefind's signature). */
  function fragments(): { url: string; meta: Record<string, string> }[] {
    const fragmentDir = path.join(dir, 'fragment');
    return fs
      .readdirSync(fragmentDir)
      .filter((file) => file.endsWith('.pf_fragment'))
      .map((file) => {
        const data = fs.readFileSync(path.join(fragmentDir, file));
        expect(data.subarray(0, 12).toString()).toBe('pagefind_dcd');
        return JSON.parse(data.subarray(12).toString('utf8')) as {
          url: string;
          meta: Record<string, string>;
        };
      });
  }

  test('holds every content page once, each with its title and section, and no list page', () => {
    const records = fragments();
    const urls = records.map((record) => record.url);
    expect(new Set(urls).size, 'no page twice').toBe(urls.length);
    const lists = /^\/blog(\/(page|tags|authors|archive)(\/|$)|$)/;
    const expected = sitemapPaths().filter((pagePath) => !lists.test(pagePath));
    expect(expected.length).toBeGreaterThan(100);
    expect([...urls].sort()).toEqual([...expected].sort());
    for (const record of records) {
      expect(record.meta.title?.trim(), `${record.url} has a title`).toBeTruthy();
      expect(record.meta.title, record.url).not.toMatch(/\| Sanoria$|&amp;|&#/);
    }
    // What readers download at most: every file as it is sent, gzipped.
    const bytes = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.gz'))
      .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
    test.info().annotations.push({
      type: 'measured',
      description: `build/pagefind: ${records.length} pages, ${(bytes / 1024).toFixed(0)} KB (compressed as served)`,
    });
  });

  test('is the installed Pagefind’s, with only the files search uses, each beside its compressed copies', () => {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/pagefind/package.json'), 'utf8'),
    ) as {
      version: string;
    };
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
      version: string;
      languages: Record<string, unknown>;
      include_characters: string[];
    };
    expect(entry.version).toBe(version);
    expect(Object.keys(entry.languages)).toEqual(['en']);
    expect(entry.include_characters).toContain('$');
    const files = fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    for (const file of files) {
      expect(
        isUsedIndexFile(file.replace(/\.(gz|br)$/, '')) || /^pages\.json(\.gz|\.br)?$/.test(file),
        file,
      ).toBe(true);
    }
    // Every file of 1 KB or more goes out pre-compressed (src/plugins/precompress; every copy
    // in the build is checked in tests/unit/precompress.spec.ts), the unpacked one elsewhere.
    const plain = files.filter((file) => !/\.(gz|br)$/.test(file));
    expect(plain.length).toBeGreaterThan(100);
    for (const file of plain) {
      const size = fs.statSync(path.join(dir, file)).size;
      for (const copy of ['gz', 'br'])
        expect(fs.existsSync(path.join(dir, `${file}.${copy}`)), `${file}.${copy}`).toBe(size >= MIN_BYTES);
    }
    for (const file of ['pagefind.js', 'wasm.en.pagefind', 'pages.json']) {
      expect(fs.existsSync(path.join(dir, `${file}.br`)), `${file}.br`).toBe(true);
    }
  });
});
