/**
 * The sitemap's `createSitemapItems` option: every entry gets a `<lastmod>`, the date of the
 * last commit of the page's source file.
 *
 * Docusaurus 3.10.2 should do this itself with `lastmod: 'date'`, but with `future.faster` it
 * reads Git eagerly (VCS "default-v2"), and that reader cannot resolve the site-relative
 * source paths the sitemap plugin hands it, so every `<lastmod>` is left out
 * (facebook/docusaurus#12322, fixed after 3.10.2 by #12329). This asks the same reader with
 * absolute paths; drop that part once Docusaurus has the fix. The blog's generated pages
 * (lists, tags, authors, archive) have no source file and change with the posts, so they
 * take the newest post's date.
 */
import path from 'node:path';
import type { RouteConfig } from '@docusaurus/types';
import type { Options as PresetOptions } from '@docusaurus/preset-classic';

type SitemapOptions = Exclude<NonNullable<PresetOptions['sitemap']>, false>;
type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;

const flatten = (routes: readonly RouteConfig[]): RouteConfig[] =>
  routes.flatMap((route) => [route, ...flatten(route.routes ?? [])]);

const day = (timestamp: number): string => new Date(timestamp).toISOString().slice(0, 10);

export function sitemapLastmod(siteDir: string): CreateSitemapItems {
  return async ({ defaultCreateSitemapItems, ...params }) => {
    const items = await defaultCreateSitemapItems(params);
    const { siteConfig } = params;
    const sources = new Map<string, string>();
    for (const route of flatten(params.routes)) {
      if (route.metadata?.sourceFilePath) sources.set(route.path, route.metadata.sourceFilePath);
    }
    const pathOf = (url: string): string => new URL(url).pathname;
    await Promise.all(
      items.map(async (item) => {
        const source = sources.get(pathOf(item.url));
        if (item.lastmod || !source) return;
        const update = await siteConfig.future.experimental_vcs.getFileLastUpdateInfo(
          path.resolve(siteDir, source),
        );
        if (update) item.lastmod = day(update.timestamp);
      }),
    );
    const blog = `${siteConfig.baseUrl}blog`;
    const newestPost = items
      .filter((item) => pathOf(item.url).startsWith(`${blog}/`) && sources.has(pathOf(item.url)))
      .flatMap((item) => (item.lastmod ? [item.lastmod] : []))
      .sort()
      .at(-1);
    for (const item of items) {
      const pathname = pathOf(item.url);
      if (!item.lastmod && newestPost && (pathname === blog || pathname.startsWith(`${blog}/`))) {
        item.lastmod = newestPost;
      }
    }
    return items;
  };
}
