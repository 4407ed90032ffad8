/** Diagrams render as SVG and follow the colour mode. */
import { expect, test } from './fixtures';
import { chooseColourMode, hydrated } from './helpers';

test('a mermaid diagram renders as SVG and re-renders in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/udhp');
  // Diagrams are drawn when they come near the viewport (src/theme/Mermaid).
  await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  const lightMarkup = await diagram.innerHTML();
  expect(lightMarkup.length).toBeGreaterThan(500);
  // Its text alternative, from the diagram's accTitle and accDescr (tests/unit/diagrams.spec.ts).
  await expect(diagram).toHaveAccessibleName('Sanoria platform architecture');
  await expect(diagram).toHaveAccessibleDescription(/^Apps, portals and devices get a token from Securus/);
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

test('a diagram far down the page is drawn only when the reader gets near it', async ({ page }) => {
  await page.goto('/blog/2025/11/11/pipeda-and-canadian-residency');
  await hydrated(page);
  const box = page.locator('[data-diagram]').first();
  await expect(box).toBeAttached();
  // Hydrated, but the diagram is screens away: nothing drawn, no library loaded.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  // The mermaid library itself (its core's `mermaidAPI`), not whatever other script comes next.
  const loaded = page.waitForResponse(
    async (response) =>
      /\/assets\/js\/.+\.js$/.test(response.url()) && (await response.text()).includes('mermaidAPI'),
  );
  await box.scrollIntoViewIfNeeded();
  await loaded;
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
});
