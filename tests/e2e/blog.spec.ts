/** The blog: sidebar, feeds, authors, structured data and the home page's latest posts. */
import { blogPosts } from '../routes';
import { brand, copyright } from '../../src/data/brand';
import { expect, test } from './fixtures';

const newestFirst = [...blogPosts].sort((a, b) => b.route.localeCompare(a.route));

test.describe('blog', () => {
  test('the sidebar is titled "Recent posts" and lists the 15 newest, grouped by year', async ({ page }) => {
    await page.goto(newestFirst[0]?.route ?? '/blog');
    const sidebar = page.getByRole('navigation', { name: /blog/i }).filter({ hasText: 'Recent posts' });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByText('Recent posts', { exact: true })).toBeVisible();
    const links = sidebar.getByRole('link');
    await expect(links).toHaveCount(15);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(newestFirst.slice(0, 15).map((post) => post.route));
    const years = [...new Set(newestFirst.slice(0, 15).map((post) => post.year))];
    expect(years.length).toBeGreaterThan(1);
    await expect(sidebar.getByRole('heading')).toHaveText(years);
  });

  test('there are at least 18 posts across 2024 and 2025', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(18);
    expect(new Set(blogPosts.map((post) => post.year))).toEqual(new Set(['2024', '2025']));
  });

  test('RSS, Atom and JSON feeds parse, carry the site title and copyright, and list every post', async ({
    page,
    request,
  }) => {
    await page.goto('/blog');
    const rss = await (await request.get('/blog/rss.xml')).text();
    const atom = await (await request.get('/blog/atom.xml')).text();
    const json = (await (await request.get('/blog/feed.json')).json()) as {
      title: string;
      items: { url: string }[];
    };
    const parsed = await page.evaluate(
      ([rssText, atomText]) => {
        const parser = new DOMParser();
        const r = parser.parseFromString(rssText ?? '', 'application/xml');
        const a = parser.parseFromString(atomText ?? '', 'application/xml');
        return {
          errors: r.getElementsByTagName('parsererror').length + a.getElementsByTagName('parsererror').length,
          rssTitle: r.querySelector('channel > title')?.textContent,
          rssCopyright: r.querySelector('channel > copyright')?.textContent,
          rssLinks: [...r.querySelectorAll('item > link')].map((l) => l.textContent ?? ''),
          atomTitle: a.querySelector('feed > title')?.textContent,
          atomRights: a.querySelector('feed > rights')?.textContent,
          atomLinks: [...a.querySelectorAll('entry > link')].map((l) => l.getAttribute('href') ?? ''),
        };
      },
      [rss, atom],
    );
    expect(parsed.errors).toBe(0);
    const expected = blogPosts.map((post) => `${brand.defaultUrls.site}${post.route}`).sort();
    expect([...parsed.rssLinks].sort()).toEqual(expected);
    expect([...parsed.atomLinks].sort()).toEqual(expected);
    expect(json.items.map((item) => item.url).sort()).toEqual(expected);
    for (const title of [parsed.rssTitle, parsed.atomTitle, json.title])
      expect(title).toBe(`${brand.name} blog`);
    expect(parsed.rssCopyright).toBe(copyright);
    expect(parsed.atomRights).toBe(copyright);
  });

  test('a post shows its reading time and carries complete BlogPosting data', async ({ page }) => {
    const post = newestFirst[0];
    const response = await page.goto(post?.route ?? '/blog');
    await expect(page.locator('article header')).toContainText(/min read/);
    const html = (await response?.text()) ?? '';
    const ld = [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
      .find((data) => data['@type'] === 'BlogPosting');
    expect(ld).toBeDefined();
    for (const field of [
      'headline',
      'datePublished',
      'dateModified',
      'description',
      'image',
      'url',
      'publisher',
    ]) {
      expect(ld?.[field], field).toBeTruthy();
    }
    const authors = ld?.author as { name: string; image: string; url: string }[];
    expect(authors.length).toBeGreaterThan(0);
    for (const author of authors) {
      expect(author.name).toBeTruthy();
      expect(author.image).toMatch(/^https:\/\//);
      expect(author.url).toMatch(/^https:\/\/.+\/blog\/authors\//);
    }
    expect((ld?.keywords as string[]).length).toBeGreaterThan(0);
  });

  test('dates read as Irish English, like the rest of the site', async ({ page }) => {
    await page.goto('/blog/2025/11/11/pipeda-and-canadian-residency');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IE');
    await expect(page.locator('article header time').first()).toHaveText('11 November 2025');
    await page.goto('/blog/archive');
    const entry = page.locator('main a[href="/blog/2025/11/11/pipeda-and-canadian-residency"]');
    await expect(entry).toContainText('11 November');
    await expect(page.locator('main')).not.toContainText(/November \d{1,2}\b/);
  });

  test('/blog/authors lists every author, and each has a page', async ({ page }) => {
    const authors = [...new Set(blogPosts.flatMap((post) => post.authors))];
    await page.goto('/blog/authors');
    for (const author of authors) {
      await expect(page.locator(`main a[href="/blog/authors/${author}"]`).first()).toBeVisible();
    }
  });

  test('the home page shows the three newest posts, from the blog itself', async ({ page }) => {
    await page.goto('/');
    const section = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Latest from the team' }) });
    const hrefs = await section
      .locator('article h3 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(newestFirst.slice(0, 3).map((post) => post.route));
  });

  test('the navbar links to the blog', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.navbar').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'href',
      '/blog',
    );
  });
});
