/** The blog as the site's own code shows it: the home page's latest posts. */
import { blogPosts } from '../routes';
import { expect, test } from './fixtures';

const newestFirst = [...blogPosts].sort((a, b) => b.route.localeCompare(a.route));

test.describe('blog', () => {
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
});
