/**
 * The route manifest (tests/routes.ts) and the built sitemap list the same pages, so the
 * per-page browser test, which visits every sitemap page under nginx (tests/e2e-nginx/csp.spec.ts),
 * covers every route the site must serve.
 */
import { expect, test } from '@playwright/test';
import { allRoutes } from '../routes';
import { sitemapPaths } from '../lib/nginx';

test('the sitemap lists exactly the pages of the route manifest', () => {
  const sitemap = sitemapPaths();
  expect(sitemap.length, 'pages in build/sitemap.xml (is there a build?)').toBeGreaterThan(50);
  expect([...sitemap].sort()).toEqual([...allRoutes].sort());
});
