/**
 * The route manifest (tests/routes.ts), derived from the content, and the built sitemap list
 * the same pages: a page the build lost, or one the derivation misses, fails here. The browser
 * tests pick their pages from the manifest, so this is what makes their coverage complete.
 */
import { expect, test } from '@playwright/test';
import { allRoutes } from '../routes';
import { hasBuild } from '../lib/build';
import { sitemapPaths } from '../lib/nginx';

test('the sitemap lists exactly the routes derived from the content', () => {
  test.skip(!hasBuild, 'needs the production build: run `npm run build` first');
  const sitemap = new Set(sitemapPaths());
  const derived = new Set(allRoutes);
  expect(
    allRoutes.filter((route) => !sitemap.has(route)),
    'derived from the content, missing from build/sitemap.xml',
  ).toEqual([]);
  expect(
    [...sitemap].filter((route) => !derived.has(route)).sort(),
    'in build/sitemap.xml, not derived from the content (tests/routes.ts)',
  ).toEqual([]);
});
