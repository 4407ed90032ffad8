/**
 * Writes /robots.txt into the build: every crawler may read every page, and the sitemap's
 * address comes from the site URL the build was made for (SITE_URL), so a staging build
 * never points crawlers at production. A page that must stay out of search engines (the
 * search page) says so with a robots meta tag instead, which crawlers can only read if they
 * may fetch the page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export function robotsTxt(sitemapUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({ outDir }) {
      const { url, baseUrl } = context.siteConfig;
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(`${url}${baseUrl}sitemap.xml`));
    },
  };
}
