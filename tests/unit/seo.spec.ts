/**
 * SEO and sharing, read from the production build: every page in the sitemap has a unique
 * title, a description, a canonical link and its section's social card; the sitemap dates
 * every page; robots.txt points at the sitemap; the home page describes the organisation; and
 * every docs page has breadcrumbs. Needs `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { socialImageFor } from '../../src/data/sections';
import { routeGroups } from '../routes';
import {
  BUILD_DIR,
  SITE_URL,
  builtHtmlFile,
  builtRoutes,
  hasBuild,
  linkHref,
  meta,
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

const sitemapRoutes = (): string[] => sitemap().map((entry) => sitePath(entry.url) ?? entry.url);

test('the sitemap lists every indexable page, each with a lastmod date', () => {
  const entries = sitemap();
  expect(entries.length).toBeGreaterThan(100);
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  for (const { url, lastmod } of entries) {
    expect(sitePath(url), `${url} is on the site`).toBeDefined();
    expect(lastmod, `${url} has a lastmod`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((lastmod ?? '') <= tomorrow, `${url} lastmod ${lastmod} is not in the future`).toBe(true);
  }
  // Every built page is in the sitemap, except those that ask not to be indexed.
  const listed = new Set(sitemapRoutes());
  const missing = builtRoutes().filter(
    (route) => !listed.has(route) && !/noindex/.test(meta(head(route), 'robots') ?? '') && route !== '/404',
  );
  expect(missing).toEqual([]);
  // The manifest's routes are all there, and the search page is not.
  for (const group of routeGroups) for (const route of group.routes) expect(listed, route).toContain(route);
  expect(listed).not.toContain('/search');
});

test('robots.txt allows crawling and points at the sitemap', () => {
  const robots = fs.readFileSync(path.join(BUILD_DIR, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('every page in the sitemap has a unique title, a description, a canonical link and an og:image', () => {
  const titles = new Map<string, string>();
  const problems: string[] = [];
  for (const route of sitemapRoutes()) {
    const page = head(route);
    const problem = (text: string): number => problems.push(`${route}: ${text}`);
    if (!page.title) problem('no <title>');
    else if (titles.has(page.title)) problem(`the same title as ${titles.get(page.title)}: "${page.title}"`);
    else titles.set(page.title, route);
    if ((meta(page, 'description') ?? '').trim().length < 20) problem('no meta description');
    const canonical = linkHref(page, 'canonical');
    if (canonical !== `${SITE_URL}${route === '/' ? '/' : route}`) problem(`canonical is ${canonical}`);
    const image = meta(page, 'og:image');
    const imagePath = image ? sitePath(image) : undefined;
    if (!image || !imagePath) problem(`og:image is ${image}`);
    else if (!fs.existsSync(path.join(BUILD_DIR, imagePath)))
      problem(`og:image ${image} is not in the build`);
    else if (imagePath !== `/${socialImageFor(route)}`)
      problem(`og:image is ${image}, not its section's card`);
    if (meta(page, 'twitter:card') !== 'summary_large_image') problem('no large Twitter card');
    if (meta(page, 'twitter:image') !== image) problem('twitter:image differs from og:image');
    if (!meta(page, 'og:title') || !meta(page, 'og:url')) problem('no og:title or og:url');
  }
  expect(problems).toEqual([]);
});

test('each section shares its own social card', () => {
  const image = (route: string): string | undefined => meta(head(route), 'og:image');
  expect(image('/docs/platform/search')).toBe(`${SITE_URL}/img/social/docs.png`);
  expect(image('/docs/policies/Password-Policy')).toBe(`${SITE_URL}/img/social/docs.png`);
  expect(image('/services/termini')).toBe(`${SITE_URL}/img/social/services.png`);
  expect(image('/blog')).toBe(`${SITE_URL}/img/social/blog.png`);
  expect(image('/careers/ai-architect')).toBe(`${SITE_URL}/img/social/careers.png`);
  expect(image('/about')).toBe(`${SITE_URL}/img/social/default.png`);
  for (const card of ['default', 'docs', 'services', 'blog', 'careers']) {
    const png = fs.readFileSync(path.join(BUILD_DIR, 'img/social', `${card}.png`));
    // PNG signature, then the IHDR width and height: 1200×630.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630]);
  }
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
