/** Docs pages as Markdown: the page actions that use each page's twin, and llms.txt. */
import { expect, test } from './fixtures';

const pages = ['/docs/platform/search', '/docs', '/docs/policies/Password-Policy', '/services/termini'];

test.describe('Markdown actions on docs pages', () => {
  for (const route of pages) {
    test(`${route} links to its Markdown twin`, async ({ page, request }) => {
      await page.goto(route);
      const view = page.getByRole('link', { name: 'View as Markdown' });
      await expect(view).toHaveAttribute('href', `${route}.md`);
      await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toBeVisible();
      const twin = await request.get(`${route}.md`);
      expect(twin.ok()).toBe(true);
      expect(twin.headers()['content-type']).toMatch(/^text\/(markdown|plain)/);
      const title = await page.locator('article h1').innerText();
      expect((await twin.text()).split('\n')[0]).toBe(`# ${title}`);
    });
  }

  test('“Copy page as Markdown” puts the twin on the clipboard', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/docs/integration/smart-app-launch');
    await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText(
      'Copied to the clipboard.',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const twin = await (await request.get('/docs/integration/smart-app-launch.md')).text();
    expect(copied).toBe(twin);
    expect(copied).toContain('# SMART App Launch');
  });
});

test('workflow guides and policies have breadcrumbs, though they are in no sidebar', async ({ page }) => {
  await page.goto('/docs/workflows/scheduling');
  const crumbs = page.locator('nav.theme-doc-breadcrumbs');
  await expect(crumbs.getByRole('link', { name: 'Clinical workflows' })).toHaveAttribute(
    'href',
    '/docs#clinical-workflow-guides',
  );
  await expect(crumbs.locator('.breadcrumbs__item--active')).toHaveText('Scheduling and appointments');
  await page.goto('/docs/policies/Password-Policy');
  await crumbs.getByRole('link', { name: 'Security policies' }).click();
  await expect(page).toHaveURL(/\/docs\/policies$/);
});

test('llms.txt is served as text and links to the twins', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^# Sanoria\n\n> /);
  expect(text).toMatch(/\[HL7 v2 interfacing\]\(https?:\/\/[^)]+\/docs\/integration\/hl7-interfacing\.md\)/);
});
