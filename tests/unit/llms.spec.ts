/**
 * The Markdown twins, /llms.txt and /llms-full.txt, read from the production build (run
 * `npx docusaurus build` first). The pages are every built page under /docs and /services (the
 * docs, workflow guides, policies, services and the FHIR reference), so a new page is checked
 * without editing this file; each twin is compared with its own built HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { brand, copyright, resolveUrls } from '../../src/data/brand';
import { BUILD_DIR, SITE_URL, builtHtmlFile, builtRoutes, hasBuild, sitePath } from '../lib/build';

test.skip(!hasBuild, 'needs the production build: run `npx docusaurus build` first');

const read = (file: string): string => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
const twinOf = (route: string): string => `${route.replace(/^\//, '')}.md`;
const within = (route: string, base: string): boolean => route === base || route.startsWith(`${base}/`);
const pages = (): string[] =>
  builtRoutes().filter((route) => within(route, '/docs') || within(route, '/services'));

/** The parts of a built page a twin is compared with. */
function builtPage(route: string): { h1: string; codeLanguages: string[]; tables: number } {
  const dom = parseDocument(fs.readFileSync(builtHtmlFile(route), 'utf8'));
  const main = DomUtils.findOne((el) => /\btheme-doc-markdown\b/.test(el.attribs.class ?? ''), dom.children);
  const h1 = DomUtils.findOne((el) => el.name === 'h1', main ? [main] : []);
  const codeLanguages = DomUtils.findAll((el) => el.name === 'pre', main ? [main] : []).map(
    (pre) => /\blanguage-(\S+)/.exec(pre.attribs.class ?? '')?.[1] ?? '',
  );
  const tables = DomUtils.findAll((el) => el.name === 'table', main ? [main] : []).length;
  return {
    h1: h1
      ? DomUtils.textContent(h1)
          .replace(/\u200b/g, '')
          .trim()
      : '',
    codeLanguages,
    tables,
  };
}

/** A twin's fenced code blocks' languages, and its prose (the Markdown outside code). */
function twinParts(markdown: string): { codeLanguages: string[]; prose: string } {
  const fences = [...markdown.matchAll(/^(`{3,}|~{3,})(\S*)\n[\s\S]*?\n\1$/gm)];
  return {
    codeLanguages: fences.map(([, , language = '']) => language),
    prose: markdown.replace(/^(`{3,}|~{3,})\S*\n[\s\S]*?\n\1$/gm, '').replace(/`[^`\n]*`/g, ''),
  };
}

/** Markdown links `[text](url)` to this site, as paths. */
const siteLinks = (markdown: string): string[] =>
  [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)/g)].flatMap(([, url = '']) => {
    const route = sitePath(url.replace(/#.*$/, ''));
    return route === undefined ? [] : [route];
  });

/** The contact page (src/data/brand.ts) is served apart from this build, even on the site's own origin. */
const CONTACT = sitePath(resolveUrls(process.env).contact);

/** Whether a site path is a file of the build: a twin, a page, or another file. */
const resolves = (route: string): boolean =>
  route === CONTACT ||
  fs.existsSync(route.endsWith('.md') ? path.join(BUILD_DIR, route) : builtHtmlFile(route)) ||
  fs.existsSync(path.join(BUILD_DIR, route));

test('every docs, services and FHIR reference page has a twin that starts with its h1', () => {
  const routes = pages();
  expect(routes).toContain('/docs/reference/fhir/Observation');
  const problems = routes.flatMap((route) => {
    const file = path.join(BUILD_DIR, twinOf(route));
    if (!fs.existsSync(file)) return [`${route}: no ${twinOf(route)}`];
    const first = fs.readFileSync(file, 'utf8').split('\n')[0];
    const { h1 } = builtPage(route);
    return first === `# ${h1}` && h1 !== '' ? [] : [`${route}: starts “${first}”, its h1 is “${h1}”`];
  });
  expect(problems).toEqual([]);
});

test('a twin keeps its page’s code blocks with their languages, and its tables as GFM tables', () => {
  const problems = pages().flatMap((route) => {
    const { codeLanguages, tables } = builtPage(route);
    const twin = twinParts(read(twinOf(route)));
    const gfmTables = (twin.prose.match(/^ *\| *:?-{3,}/gm) ?? []).length;
    return [
      ...(twin.codeLanguages.join(' ') === codeLanguages.join(' ')
        ? []
        : [`${route}: code [${twin.codeLanguages.join(' ')}], page [${codeLanguages.join(' ')}]`]),
      ...(gfmTables === tables ? [] : [`${route}: ${gfmTables} GFM tables, the page has ${tables}`]),
    ];
  });
  expect(problems).toEqual([]);
});

test('no twin holds the navbar, footer, breadcrumbs, table of contents, page actions or markup', () => {
  const chrome = [
    copyright,
    brand.announcement.text,
    'Skip to main content',
    'On this page',
    'Copy page',
    'View as Markdown',
    'Direct link to',
    '<!--',
  ];
  const problems = pages().flatMap((route) => {
    const { prose } = twinParts(read(twinOf(route)));
    return chrome.filter((text) => prose.includes(text)).map((text) => `${route}: “${text}”`);
  });
  expect(problems).toEqual([]);
});

test('every link from a twin to this site resolves to a file of the build', () => {
  const broken = pages().flatMap((route) =>
    siteLinks(read(twinOf(route)))
      .filter((link) => !resolves(link))
      .map((link) => `${route} → ${link}`),
  );
  expect(broken).toEqual([]);
});

test('llms.txt has the title, a summary and sections of links that list every twin', () => {
  const text = read('llms.txt');
  expect(text.startsWith(`# ${brand.name}\n\n> ${brand.tagline}`)).toBe(true);
  const sections = text.match(/^#{2,3} .+$/gm) ?? [];
  for (const section of ['## Docs', '## Services', '### Security policies', '### FHIR R4 API reference']) {
    expect(sections).toContain(section);
  }
  const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map(([, url = '']) => url);
  expect(links.filter((url) => !url.startsWith(`${SITE_URL}/`))).toEqual([]);
  expect(links.map((url) => sitePath(url) ?? url).filter((route) => !resolves(route))).toEqual([]);
  const listed = new Set(links);
  expect(pages().filter((route) => !listed.has(`${SITE_URL}/${twinOf(route)}`))).toEqual([]);
});

test('llms-full.txt holds every twin in full', () => {
  const full = read('llms-full.txt');
  expect(full.startsWith(read('llms.txt'))).toBe(true);
  const missing = pages().filter((route) => !full.includes(read(twinOf(route))));
  expect(missing).toEqual([]);
});
