/**
 * Reads the production build (build/, from `npm run build`) for the tests that check what the
 * build contains: files, the sitemap, and the <head> of built pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { resolveUrls } from '../../src/data/brand';
import { ROOT } from './content';

export const BUILD_DIR = path.join(ROOT, 'build');

/** The site URL the build was made for: the same environment variable the build reads. */
export const SITE_URL = resolveUrls(process.env).site;

/** True when there is a build to read; the tests that need one are skipped without it. */
export const hasBuild = fs.existsSync(path.join(BUILD_DIR, 'index.html'));

/** The built HTML file of a route: `/` → index.html, `/docs/sdk` → docs/sdk.html. */
export function builtHtmlFile(route: string): string {
  return path.join(BUILD_DIR, route === '/' ? 'index.html' : `${route.replace(/^\/|\/$/g, '')}.html`);
}

/** A site URL's path (`https://site/docs/sdk` → `/docs/sdk`), or undefined for another origin. */
export function sitePath(url: string): string | undefined {
  if (url !== SITE_URL && !url.startsWith(`${SITE_URL}/`)) return undefined;
  return url.slice(SITE_URL.length) || '/';
}

/** Every built HTML page, as routes (`/docs/sdk`), assets left out. */
export function builtRoutes(): string[] {
  const routes: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(BUILD_DIR, 'assets')) walk(full);
      } else if (entry.name.endsWith('.html')) {
        const route = `/${path.relative(BUILD_DIR, full).replace(/\.html$/, '')}`;
        routes.push(route === '/index' ? '/' : route);
      }
    }
  };
  walk(BUILD_DIR);
  return routes.sort();
}

export interface HeadTag {
  name: string;
  attributes: Record<string, string>;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
  /** The parsed JSON-LD blocks. */
  jsonLd: unknown[];
}

const decode = (text: string): string =>
  text
    .replace(/&#x([\da-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The <head> of a built page: its title, <meta> and <link> tags and JSON-LD. The build's HTML
 * is minified (attribute values are often unquoted), so this parses attributes properly
 * rather than matching whole tags as strings.
 */
export function readHead(html: string): PageHead {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  const title = decode(/<title\b[^>]*>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '').trim();
  const tags: HeadTag[] = [];
  const tagPattern = /<(meta|link)\b((?:\s+[^\s=/>]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*\/?>/gi;
  for (const [, name = '', attributeText = ''] of head.matchAll(tagPattern)) {
    const attributes: Record<string, string> = {};
    for (const [, key = '', dq, sq, bare] of attributeText.matchAll(
      /([^\s=/>]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      attributes[key.toLowerCase()] = decode(dq ?? sq ?? bare ?? '');
    }
    tags.push({ name: name.toLowerCase(), attributes });
  }
  const jsonLd = [...head.matchAll(/<script\b[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi)].map(
    ([, json = '']) => JSON.parse(json) as unknown,
  );
  return { title, tags, jsonLd };
}

/** The content of the first `<meta name=…>` or `<meta property=…>` with this key. */
export function meta(head: PageHead, key: string): string | undefined {
  return head.tags.find(
    (t) => t.name === 'meta' && (t.attributes.name === key || t.attributes.property === key),
  )?.attributes.content;
}

/** The href of the first `<link rel=…>` with this rel. */
export function linkHref(head: PageHead, rel: string): string | undefined {
  return head.tags.find((t) => t.name === 'link' && t.attributes.rel === rel)?.attributes.href;
}
