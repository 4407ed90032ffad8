/** Every route in the manifest answers 200 with a complete, error-free page. */
import { allRouteGroups } from '../routes';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

for (const group of allRouteGroups) {
  test.describe(`routes: ${group.name}`, () => {
    for (const route of group.routes) {
      test(`${route} renders a complete page`, async ({ page }) => {
        const response = await page.goto(route);
        expect(response?.status(), 'HTTP status').toBe(200);
        // The page the reader ends up with is the hydrated one: check it, not the server HTML alone.
        await hydrated(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('h1')).not.toBeEmpty();
        expect((await page.title()).trim().length, 'a <title>').toBeGreaterThan(0);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.trim().length ?? 0, 'a meta description').toBeGreaterThan(20);
      });
    }
  });
}
