/** The pieces of search that are plain functions: not-found queries and result sections. */
import { test, expect } from '@playwright/test';
import { searchPageUrl, searchWordsFromPath } from '../../src/data/search';
import { searchSectionLabels, socialImageFor } from '../../src/data/sections';
import { labelSections } from '../../src/plugins/search-local';

test('a missing path becomes the words to search for', () => {
  expect(searchWordsFromPath('/docs/platfrom/subscription-filters.html')).toBe(
    'docs platfrom subscription filters',
  );
  expect(searchWordsFromPath('/services/termini_lookup/')).toBe('services termini lookup');
  expect(searchWordsFromPath('/docs/integration/index.html')).toBe('docs integration');
  expect(searchWordsFromPath('/blog/2025/smart%20backend')).toBe('blog 2025 smart backend');
  expect(searchWordsFromPath('/%E0%A4%A')).toBe('%E0%A4%A');
  expect(searchWordsFromPath('/')).toBe('');
  expect(searchPageUrl('smart backend')).toBe('/search?q=smart+backend');
});

test('every page has a section for its search results', () => {
  expect(searchSectionLabels('/docs/policies/Password-Policy')).toEqual(['Docs', 'Security policies']);
  expect(searchSectionLabels('/docs/workflows/billing')).toEqual(['Docs', 'Clinical workflows']);
  expect(searchSectionLabels('/services/termini')).toEqual(['Services']);
  expect(searchSectionLabels('/careers/ai-engineer')).toEqual(['Careers']);
  expect(searchSectionLabels('/privacy')).toEqual(['Legal']);
  expect(searchSectionLabels('/about')).toEqual(['Company']);
  // The section is the whole first segment: /docsearch is not in /docs.
  expect(socialImageFor('/docsearch')).toBe('img/social/default.png');
  expect(socialImageFor('/docs')).toBe('img/social/docs.png');
});

test('the index keeps the sections the plugin found and fills the missing ones', () => {
  const titles: { i: number; t: string; u: string; b: string[] }[] = [
    { i: 1, t: 'Search', u: '/docs/platform/search', b: ['Docs', 'Platform'] },
    { i: 2, t: 'Password Policy', u: '/docs/policies/Password-Policy', b: [] },
    { i: 3, t: 'Careers', u: '/careers', b: [] },
  ];
  const headings = [{ i: 4, t: 'A heading', u: '/careers', h: '#a', p: 3 }];
  const index = [{ documents: titles }, { documents: headings }];
  expect(labelSections(index)).toBe(2);
  expect(titles.map((d) => d.b)).toEqual([['Docs', 'Platform'], ['Docs', 'Security policies'], ['Careers']]);
  expect(headings[0]).not.toHaveProperty('b');
  expect(() => labelSections({})).toThrow(/format/);
});
