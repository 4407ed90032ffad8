/**
 * The one static pass over every built page (build/**\/*.html), in milliseconds a page: what
 * depends on each page's own content, checked on all of them. Each page has a title (unique
 * among indexed pages), a meta description, its canonical URL, its section's social card and
 * exactly one h1; every inline script it runs is allowed by its hash in the policy the build
 * ships (.csp-hashes.conf, which nginx includes); and a page left out of the sitemap asks not
 * to be indexed. What depends on the template rather than the page (axe, layout, the policy
 * in a browser) is checked once per template in tests/e2e-nginx/templates.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { expect, test } from '@playwright/test';
import { CSP_INCLUDE_FILE, scriptHash } from '../../src/plugins/csp';
import { socialImageFor } from '../../src/data/sections';
import { BUILD_DIR, SITE_URL, builtHtmlFile, builtRoutes, hasBuild, sitePath } from '../lib/build';
import { ROOT } from '../lib/content';
import { parseCsp, sitemapPaths } from '../lib/nginx';

test.skip(!hasBuild, 'needs the production build: run `npm run build` first');

type Element = ReturnType<typeof DomUtils.getElementsByTagName>[number];

/** Script types the browser runs (an empty type is JavaScript); others (JSON-LD) are data. */
const RUNNABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

interface Page {
  route: string;
  title: string;
  h1s: number;
  meta: Map<string, string>;
  canonical?: string;
  inlineScripts: string[];
}

/** A built page, read with an HTML parser (the build's HTML is minified, attributes unquoted). */
function readPage(route: string): Page {
  const document = parseDocument(fs.readFileSync(builtHtmlFile(route), 'utf8'));
  const all = (name: string): Element[] => DomUtils.getElementsByTagName(name, document.children, true);
  const meta = new Map<string, string>();
  for (const tag of all('meta')) {
    const key = tag.attribs.name ?? tag.attribs.property;
    if (key && !meta.has(key)) meta.set(key, tag.attribs.content ?? '');
  }
  const [title] = all('title');
  return {
    route,
    title: title ? DomUtils.textContent(title).trim() : '',
    h1s: all('h1').length,
    meta,
    canonical: all('link').find((link) => link.attribs.rel === 'canonical')?.attribs.href,
    inlineScripts: all('script')
      .filter((script) => script.attribs.src === undefined)
      .filter((script) => RUNNABLE.has((script.attribs.type ?? '').trim().toLowerCase()))
      .map((script) => DomUtils.textContent(script)),
  };
}

/** The script-src of the policy the build ships to nginx (and, through _headers, to a CDN). */
function shippedScriptSources(): Set<string> {
  const include = fs.readFileSync(path.join(BUILD_DIR, CSP_INCLUDE_FILE), 'utf8');
  const policy = /^add_header Content-Security-Policy "([^"]+)"/m.exec(include)?.[1] ?? '';
  return new Set(parseCsp(policy).get('script-src') ?? []);
}

test('every built page is complete: title, description, canonical, social card, one h1, scripts allowed by the policy', () => {
  const indexed = new Set(sitemapPaths());
  const scriptSources = shippedScriptSources();
  const titles = new Map<string, string>();
  const cards = new Set<string>();
  const problems: string[] = [];
  const routes = builtRoutes();
  expect(routes.length, 'built pages').toBeGreaterThan(0);
  for (const route of routes) {
    const page = readPage(route);
    const problem = (text: string): number => problems.push(`${route}: ${text}`);
    if (!page.title) problem('no <title>');
    if (page.h1s !== 1) problem(`${page.h1s} h1 elements, not one`);
    for (const body of page.inlineScripts) {
      if (!scriptSources.has(scriptHash(body)))
        problem(`an inline script not in the policy: ${body.slice(0, 60)}`);
    }
    // The not-found page is served for every unknown path: it has no URL of its own to index.
    if (route === '/404') continue;
    if (!indexed.has(route)) {
      if (!/noindex/.test(page.meta.get('robots') ?? '')) problem('not in the sitemap, yet indexable');
      continue;
    }
    if (titles.has(page.title)) problem(`the same title as ${titles.get(page.title)}: "${page.title}"`);
    titles.set(page.title, route);
    if ((page.meta.get('description') ?? '').trim().length < 20) problem('no meta description');
    if (page.canonical !== `${SITE_URL}${route}`) problem(`canonical is ${page.canonical}`);
    const image = page.meta.get('og:image') ?? '';
    if (sitePath(image) !== `/${socialImageFor(route)}`)
      problem(`og:image is ${image}, not its section's card`);
    else cards.add(socialImageFor(route));
    if (page.meta.get('twitter:card') !== 'summary_large_image') problem('no large Twitter card');
    if (page.meta.get('twitter:image') !== image) problem('twitter:image differs from og:image');
    if (!page.meta.get('og:title') || !page.meta.get('og:url')) problem('no og:title or og:url');
  }
  // Each card the pages share is in the build, at the 1200 × 630 the sharing sites draw.
  for (const card of cards) {
    const file = path.join(BUILD_DIR, card);
    if (!fs.existsSync(file)) problems.push(`${card}: not in the build`);
    else {
      // The PNG signature, then the IHDR chunk's width and height.
      const png = fs.readFileSync(file);
      const size = [png.readUInt32BE(16), png.readUInt32BE(20)];
      if (png.subarray(1, 4).toString() !== 'PNG' || size.join('×') !== '1200×630')
        problems.push(`${card}: not a 1200 × 630 PNG (${size.join('×')})`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

/**
 * The module names in the bundles are `@site` or `@generated` paths: an absolute path would
 * publish the build machine's directories and make the bytes depend on where it was built.
 */
test('no script names the directory the site was built in', () => {
  const assets = path.join(BUILD_DIR, 'assets/js');
  const naming = fs
    .readdirSync(assets)
    .filter(
      (file) => file.endsWith('.js') && fs.readFileSync(path.join(assets, file), 'utf8').includes(ROOT),
    );
  expect(naming, `scripts that contain ${ROOT}`).toEqual([]);
});
