/** Diagrams render as SVG and follow the colour mode. */
import { expect, test } from './fixtures';
import { chooseColourMode } from './helpers';

test('a mermaid diagram renders as SVG and re-renders in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/udhp');
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  const lightMarkup = await diagram.innerHTML();
  expect(lightMarkup.length).toBeGreaterThan(500);
  await chooseColourMode(page, 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(diagram).toBeVisible();
  await expect
    .poll(
      async () =>
        (await page.locator('.docusaurus-mermaid-container svg').first().innerHTML()) !== lightMarkup,
    )
    .toBe(true);
});
