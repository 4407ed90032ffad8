/**
 * SEO, read from the production build: the sitemap dates every page; robots.txt points at the
 * sitemap; the home page describes the organisation; and every docs page has breadcrumbs. Each
 * page's title, description, canonical link and social card are checked in the static pass
 * (tests/unit/pages.spec.ts). Needs `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { routeGroups } from '../routes';
import {
  BUILD_DIR,
  SITE_URL,
  builtHtmlFile,
  hasBuild,
  readHead,
  sitePath,
  type PageHead,
} from '../lib/build';

test.skip(!hasBuild, 'needs the production build: run `npm run build` first');

interface SitemapEntry {
  url: string;
  lastmod?: string;
}

function sitemap(): SitemapEntry[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
    url: /<loc>(.*?)<\/loc>/.exec(entry)?.[1] ?? '',
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(entry)?.[1],
  }));
}

const heads = new Map<string, PageHead>();
function head(route: string): PageHead {
  let parsed = heads.get(route);
  if (!parsed) {
    parsed = readHead(fs.readFileSync(builtHtmlFile(route), 'utf8'));
    heads.set(route, parsed);
  }
  return parsed;
}

test('every lastmod in the sitemap is a date, none in the future; every docs, service and post page has one', () => {
  const entries = sitemap();
  expect(entries.length, 'pages in the sitemap').toBeGreaterThan(0);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  // Pages built from a source file carry its last commit's date; generated lists (blog index,
  // tags, archive, authors) have no source file and so, as the sitemap plugin does, no date.
  const fromSource = (route: string): boolean =>
    /^\/(docs|services)(\/|$)/.test(route) || /^\/blog\/\d{4}\/\d{2}\/\d{2}\//.test(route);
  for (const { url, lastmod } of entries) {
    const route = sitePath(url);
    expect(route, `${url} is on the site`).toBeDefined();
    if (lastmod === undefined && !fromSource(route ?? '')) continue;
    expect(lastmod, `${url} has a lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((lastmod ?? '') <= tomorrow, `${url} lastmod ${lastmod} is not in the future`).toBe(true);
  }
});

test('robots.txt allows crawling and points at the sitemap', () => {
  const robots = fs.readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('the home page describes the organisation, with its logo and profiles', () => {
  const organisation = head('/').jsonLd.find(
    (data) => (data as { '@type'?: string })['@type'] === 'Organization',
  ) as { name?: string; url?: string; logo?: { url?: string }; sameAs?: string[] } | undefined;
  expect(organisation, 'Organization JSON-LD').toBeDefined();
  expect(organisation?.name).toBeTruthy();
  expect(organisation?.url).toBe(`${SITE_URL}/`);
  const logo = sitePath(organisation?.logo?.url ?? '');
  expect(logo && fs.existsSync(path.join(BUILD_DIR, logo)), 'the logo is in the build').toBe(true);
  expect(organisation?.sameAs?.length).toBeGreaterThan(0);
  for (const profile of organisation?.sameAs ?? []) expect(profile).toMatch(/^https:\/\//);
});

test('every docs and services page has breadcrumbs, with BreadcrumbList data', () => {
  const docsRoutes = routeGroups
    .filter((group) => ['developer docs', 'workflows', 'policies', 'services'].includes(group.name))
    .flatMap((group) => group.routes);
  const problems: string[] = [];
  for (const route of docsRoutes) {
    const html = fs.readFileSync(builtHtmlFile(route), 'utf8');
    if (!/<nav\b[^>]*theme-doc-breadcrumbs/.test(html)) problems.push(`${route}: no breadcrumbs`);
    const list = head(route).jsonLd.find(
      (data) => (data as { '@type'?: string })['@type'] === 'BreadcrumbList',
    ) as { itemListElement?: { item?: string }[] } | undefined;
    // Docusaurus links an index doc with a trailing slash (/docs/), which redirects to /docs.
    const last = list?.itemListElement?.at(-1)?.item?.replace(/(.)\/$/, '$1');
    if (last !== `${SITE_URL}${route}`) problems.push(`${route}: BreadcrumbList ends at ${last}`);
  }
  expect(problems).toEqual([]);
});
