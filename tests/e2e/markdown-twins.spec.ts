/**
 * The page actions that use a page's Markdown twin, once on each page template that has them
 * (a docs page, a FHIR reference page), and llms.txt as served. What the twins hold is checked
 * statically in tests/unit/llms.spec.ts.
 */
import { expect, test } from './fixtures';

for (const route of ['/docs/platform/search', '/docs/reference/fhir/Observation']) {
  test(`“View as Markdown” on ${route} opens its twin`, async ({ page }) => {
    await page.goto(route);
    const title = await page.locator('article h1').innerText();
    const view = page.getByRole('link', { name: 'View as Markdown' });
    await expect(view).toHaveAttribute('href', `${route}.md`);
    // The twin opens in a new tab (a pathname:// link's default), where the browser shows it.
    const [twin, response] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('response', (candidate) => candidate.url().endsWith(`${route}.md`)),
      view.click(),
    ]);
    await expect(twin).toHaveURL(new RegExp(`${route}\\.md$`));
    expect(response.headers()['content-type']).toMatch(/^text\/(markdown|plain)/);
    expect((await response.text()).split('\n')[0]).toBe(`# ${title}`);
  });
}

test('“Copy page as Markdown” puts the twin on the clipboard', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/integration/smart-app-launch');
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toHaveText('Copied to the clipboard.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const twin = await (await request.get('/docs/integration/smart-app-launch.md')).text();
  expect(copied).toBe(twin);
  expect(copied.split('\n')[0]).toBe(`# ${await page.locator('article h1').innerText()}`);
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
