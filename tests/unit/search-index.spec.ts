/**
 * What the build tells Pagefind to index, read from the built HTML (milliseconds for the
 * whole site): every content page marks its content `data-pagefind-body` once, with its
 * section as a filter and as metadata; utility pages and the not-found page mark nothing, so
 * Pagefind leaves them out. (Which pages a query finds is tests/e2e/search-relevance.spec.ts.)
 */
import fs from 'node:fs';
import { Parser } from 'htmlparser2';
import { expect, test } from '@playwright/test';
import { HEADING_WEIGHTS, isIndexedPath, searchSectionOf } from '../../src/data/search';
import { builtHtmlFile, builtRoutes, hasBuild } from '../lib/build';

test.skip(!hasBuild, 'needs the production build: run `npm run build` first');

/** The attributes of each element of a page that carries `data-pagefind-body`. */
function pagefindBodies(html: string): Record<string, string>[] {
  const bodies: Record<string, string>[] = [];
  const parser = new Parser({
    onopentag(_name, attributes) {
      if ('data-pagefind-body' in attributes) bodies.push(attributes);
    },
  });
  parser.end(html);
  return bodies;
}

test('content pages mark their content for the index, with their section; utility pages do not', () => {
  const failures: string[] = [];
  let indexed = 0;
  for (const route of builtRoutes()) {
    const bodies = pagefindBodies(fs.readFileSync(builtHtmlFile(route), 'utf8'));
    const wanted = route !== '/404' && isIndexedPath(route);
    if (!wanted) {
      if (bodies.length > 0) failures.push(`${route} is marked for the index`);
      continue;
    }
    indexed += 1;
    const section = searchSectionOf(route);
    if (bodies.length !== 1) failures.push(`${route}: ${bodies.length} data-pagefind-body elements, not 1`);
    else if (
      bodies[0]?.['data-pagefind-filter'] !== `Section:${section}` ||
      bodies[0]?.['data-pagefind-meta'] !== `section:${section}`
    )
      failures.push(`${route}: section ${JSON.stringify(bodies[0])}, expected ${section}`);
  }
  expect(failures, failures.join('\n')).toEqual([]);
  expect(indexed).toBeGreaterThan(0);
  for (const route of ['/404', '/icons', '/search']) expect(builtRoutes()).toContain(route);
});

test('a Markdown page’s section headings carry their search weight', () => {
  const weights = new Map<string, string[]>();
  const parser = new Parser({
    onopentag(name, attributes) {
      if (/^h[1-3]$/.test(name))
        weights.set(name, [...(weights.get(name) ?? []), attributes['data-pagefind-weight'] ?? '']);
    },
  });
  // The SDK guide: sections (h2) and subsections (h3), all written in its Markdown.
  parser.end(fs.readFileSync(builtHtmlFile('/docs/sdk'), 'utf8'));
  expect(new Set(weights.get('h2')), 'h2').toEqual(new Set([String(HEADING_WEIGHTS.h2)]));
  expect(new Set(weights.get('h3')), 'h3').toEqual(new Set([String(HEADING_WEIGHTS.h3)]));
});
