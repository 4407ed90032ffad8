/** Diagrams render as SVG and follow the colour mode. */
import { expect, test } from './fixtures';
import { chooseColourMode, hydrated } from './helpers';

test('a mermaid diagram renders as SVG in the brand’s colours, which follow the colour mode', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/udhp');
  // Diagrams are drawn when they come near the viewport (src/theme/Mermaid).
  await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
  const diagram = page.locator('.docusaurus-mermaid-container svg').first();
  await expect(diagram).toBeVisible();
  expect((await diagram.innerHTML()).length).toBeGreaterThan(500);
  // Its text alternative, from the diagram's accTitle and accDescr (tests/unit/diagrams.spec.ts).
  await expect(diagram).toHaveAccessibleName('Sanoria platform architecture');
  await expect(diagram).toHaveAccessibleDescription(/^Apps, portals and devices get a token from Securus/);
  // Brand colours and Inter (src/data/diagramTheme.ts), not Mermaid's lavender and Trebuchet.
  const node = diagram.locator('.node rect, .node polygon').first();
  const looks = () =>
    node.evaluate((element) => {
      const style = getComputedStyle(element);
      const label = element.closest('svg')?.querySelector('.nodeLabel') ?? element;
      return { fill: style.fill, stroke: style.stroke, font: getComputedStyle(label).fontFamily };
    });
  const light = await looks();
  expect(light).toMatchObject({ fill: 'rgb(232, 243, 246)', stroke: 'rgb(11, 99, 120)' });
  expect(light.font).toMatch(/^"?Inter Variable/);
  await chooseColourMode(page, 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(diagram).toBeVisible();
  // The same drawing, recoloured by the dark mode's variables.
  await expect.poll(async () => (await looks()).fill).toBe('rgb(16, 38, 58)');
  expect((await looks()).stroke).toBe('rgb(79, 195, 212)');
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

test('pointing at a flowchart node and away raises no error', async ({ page }) => {
  await page.goto('/docs/udhp');
  await page.locator('[data-diagram]').first().scrollIntoViewIfNeeded();
  const node = page.locator('.docusaurus-mermaid-container svg .node').first();
  await expect(node).toBeVisible();
  // Mermaid's tooltip handlers run on every node: over, then out (it fades the tooltip with
  // d3-transition). The fixture fails the test on any uncaught error.
  await node.hover();
  await page.mouse.move(0, 0);
  await expect(page.locator('.mermaidTooltip')).toHaveCSS('opacity', '0');
});
