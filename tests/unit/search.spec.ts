/**
 * Site search's data (src/data/search.ts): the section a page's results show, which pages are
 * indexed, what the search page makes of the query in its address; and the size of the search
 * code, which stays small because Pagefind's Component UI does the work.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  DEFAULT_SEARCH_SECTION,
  MAX_QUERY_LENGTH,
  isIndexedPath,
  searchQueryOf,
  searchSectionOf,
  searchSections,
} from '../../src/data/search';

test('a page’s section is the deepest section holding its path, else the default', () => {
  for (const { label, path: base } of searchSections) {
    expect(searchSectionOf(base)).toBe(label);
    expect(searchSectionOf(`${base}/some-page`)).toBe(label);
  }
  expect(searchSectionOf('/docs/reference/fhir/Patient')).not.toBe(searchSectionOf('/docs/sdk'));
  expect(searchSectionOf('/docsify')).toBe(DEFAULT_SEARCH_SECTION);
  expect(searchSectionOf('/')).toBe(DEFAULT_SEARCH_SECTION);
});

test('utility pages and the blog’s lists are not indexed; content pages are', () => {
  for (const pathname of [
    '/icons',
    '/search',
    '/blog',
    '/blog/page/2',
    '/blog/tags/fhir',
    '/blog/authors',
    '/blog/archive',
  ])
    expect(isIndexedPath(pathname), pathname).toBe(false);
  for (const pathname of ['/', '/docs/sdk', '/blog/2024/02/06/archiva-4-0', '/careers', '/security'])
    expect(isIndexedPath(pathname), pathname).toBe(true);
});

test('the search page reads its query from the address, and says what it made of bad input', () => {
  expect(searchQueryOf('?q=FHIR%20search')).toEqual({ query: 'FHIR search' });
  expect(searchQueryOf('')).toEqual({ query: '' });
  expect(searchQueryOf('?q=')).toEqual({ query: '' });
  // A malformed escape is read as it stands, never thrown.
  expect(searchQueryOf('?q=%').query).toBe('%');
  expect(searchQueryOf('?q=%').note).toContain('no letters or digits');
  const long = searchQueryOf(`?q=${'a'.repeat(MAX_QUERY_LENGTH + 50)}`);
  expect(long.query).toHaveLength(MAX_QUERY_LENGTH);
  expect(long.note).toContain(`first ${MAX_QUERY_LENGTH} characters`);
});

/** The search plugin and the theme components it owns or wraps. */
const SEARCH_CODE = ['src/plugins/search', 'src/theme/Layout'];
const LINE_BUDGET = 600;

test(`the search plugin and its theme components stay under ${LINE_BUDGET} lines of TypeScript`, () => {
  const files = SEARCH_CODE.flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|cjs|cts)$/.test(file))
      .map((file) => path.join(dir, file)),
  );
  const lines = files.reduce((sum, file) => sum + fs.readFileSync(file, 'utf8').split('\n').length - 1, 0);
  console.log(`search code: ${lines} lines in ${files.length} files (wc -l)`);
  expect(lines).toBeLessThan(LINE_BUDGET);
});
