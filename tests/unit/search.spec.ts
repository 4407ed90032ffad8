/**
 * The parts of site search that are plain functions: the sections results are grouped by,
 * excerpts, headings, ranking, queries, recent searches and the not-found page's query.
 */
import { test, expect } from '@playwright/test';
import {
  lookupPages,
  lookupWeight,
  searchPageUrl,
  searchSectionOf,
  searchSections,
  searchWordsFromPath,
} from '../../src/data/search';
import { docsSubsections } from '../../src/data/sections';
import {
  excerptParts,
  groupBySection,
  normaliseQuery,
  runSearch,
  toDetails,
} from '../../src/plugins/search/client/pagefind';
import { MAX_RECENT_SEARCHES, withRecentSearch } from '../../src/plugins/search/client/recent';

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

test('every page has one search section, the deepest that holds it', () => {
  expect(searchSectionOf('/docs/sdk')).toBe('Docs');
  expect(searchSectionOf('/docs')).toBe('Docs');
  expect(searchSectionOf('/docs/workflows/billing')).toBe('Workflow guides');
  expect(searchSectionOf('/docs/policies')).toBe('Policies');
  expect(searchSectionOf('/docs/policies/Password-Policy')).toBe('Policies');
  expect(searchSectionOf('/services/termini')).toBe('Services');
  expect(searchSectionOf('/fig')).toBe('Services');
  expect(searchSectionOf('/blog/2025/07/15/smart-backend-services')).toBe('Blog');
  for (const page of ['/', '/about', '/careers', '/careers/ai-engineer', '/privacy', '/security']) {
    expect(searchSectionOf(page), page).toBe('Company and careers');
  }
  // The section is a whole path segment: /docsearch is not in /docs.
  expect(searchSectionOf('/docsearch')).toBe('Company and careers');
  // The six sections, each named once, and the docs groups where the breadcrumbs put them.
  expect(searchSections.map((s) => s.label)).toEqual([
    'Docs',
    'Workflow guides',
    'Policies',
    'Services',
    'Blog',
    'Company and careers',
  ]);
  for (const sub of docsSubsections) expect(searchSectionOf(`${sub.path}/x`)).not.toBe('Docs');
});

test('excerpts are text with marked matches, never HTML', () => {
  expect(excerptParts('A <mark>patient</mark> record &lt;b&gt; &amp; more')).toEqual([
    { text: 'A ', match: false },
    { text: 'patient', match: true },
    { text: ' record <b> & more', match: false },
  ]);
  expect(excerptParts('GET Patient/ <mark>$everything</mark>')).toEqual([
    { text: 'GET Patient/', match: false },
    { text: '$everything', match: true },
  ]);
  expect(excerptParts('')).toEqual([]);
});

/** A Pagefind sub-result for a heading of /docs/platform/search, with its score. */
const heading = (title: string, element: string, score: number) => {
  const id = title.toLowerCase();
  return {
    title,
    url: `/docs/platform/search#${id}`,
    excerpt: title,
    anchor: { element, id },
    weighted_locations: [{ balanced_score: score }],
  };
};

test('a result shows its best headings, in page order; results group by section', () => {
  const details = toDetails({
    url: '/docs/platform/search',
    excerpt: 'Find <mark>patients</mark>',
    sub_results: [
      { title: 'Search', url: '/docs/platform/search', excerpt: 'x' },
      heading('Paging', 'h2', 1),
      heading('Chaining', 'h2', 9),
      heading('Limits', 'h3', 5),
      heading('Deep', 'h4', 99),
    ],
  });
  expect(details.excerpt).toEqual([
    { text: 'Find ', match: false },
    { text: 'patients', match: true },
  ]);
  expect(details.headings.map((h) => h.title)).toEqual(['Chaining', 'Limits']);
  const results = [
    { id: 'p1', section: 'Docs' },
    { id: 'p2', section: 'Blog' },
    { id: 'p3', section: 'Docs' },
  ];
  expect(groupBySection(results).map((g) => [g.section, g.results.map((r) => r.id)])).toEqual([
    ['Docs', ['p1', 'p3']],
    ['Blog', ['p2']],
  ]);
});

test('results are ranked by score and section weight, each page once, with counts per section', async () => {
  const data = () => Promise.reject(new Error('not loaded'));
  const pagefind = {
    options: async () => undefined,
    search: async () => ({
      results: [
        { id: 'blog', score: 10, data },
        { id: 'docs', score: 8, data },
        { id: 'docs-again', score: 7, data },
        { id: 'unknown', score: 99, data },
        { id: 'policy', score: 1, data },
      ],
    }),
  };
  const pages = {
    sections: ['Docs', 'Policies', 'Blog'],
    pages: {
      blog: ['/blog/post', 'A post', 2],
      docs: ['/docs/sdk', 'TypeScript SDK', 0],
      'docs-again': ['/docs/sdk/', 'TypeScript SDK', 0],
      policy: ['/docs/policies/x', 'X', 1],
    } as Record<string, [string, string, number]>,
  };
  const all = await runSearch({ pagefind, pages }, 'sdk');
  // The blog's weight (0.5) puts its 10 below the docs' 8; /docs/sdk/ is /docs/sdk; an id the
  // page list does not know is left out.
  expect(all.results.map((r) => r.id)).toEqual(['docs', 'blog', 'policy']);
  expect(all.total).toBe(3);
  expect(all.sectionCounts).toEqual({ Docs: 1, Blog: 1, Policies: 1 });
  const policies = await runSearch({ pagefind, pages }, 'sdk', 'Policies');
  expect(policies.results.map((r) => r.id)).toEqual(['policy']);
  expect(policies.total).toBe(3);
});

test('queries are trimmed and cut; recent searches are kept once each, newest first', () => {
  expect(normaliseQuery('  smart   app launch ')).toEqual({ query: 'smart app launch', truncated: false });
  const long = normaliseQuery('fhir '.repeat(100));
  expect(long.truncated).toBe(true);
  expect(long.query.length).toBeLessThanOrEqual(200);
  let recent: string[] = [];
  for (const query of ['MLLP', 'Patient', 'mllp', 'a', 'b', 'c', 'd'])
    recent = withRecentSearch(recent, query);
  expect(recent).toEqual(['d', 'c', 'b', 'a', 'mllp']);
  expect(recent.length).toBe(MAX_RECENT_SEARCHES);
});

test('a reference page ranks fully only for its own name; the reference index always does', () => {
  expect(lookupWeight('/docs/reference/fhir/Patient', 'Patient', 'Patient')).toBe(1);
  // FHIR names are case-sensitive: a word of prose is not the resource's name.
  expect(lookupWeight('/docs/reference/fhir/Subscription', 'Subscription', 'subscription')).toBe(
    lookupPages.weight,
  );
  expect(
    lookupWeight('/docs/reference/fhir/ObservationDefinition', 'ObservationDefinition', 'Observation'),
  ).toBe(lookupPages.weight);
  expect(lookupWeight('/docs/reference/fhir/datatypes/HumanName', 'HumanName', ' HumanName ')).toBe(1);
  expect(lookupWeight('/docs/reference/fhir', 'FHIR R4 resources', 'Patient')).toBe(1);
  expect(lookupWeight('/docs/platform/search', 'Search', 'Patient')).toBe(1);
});
