/**
 * One way to reach the company (issue 40): "Contact us" stays in the navbar at every desktop
 * width, the tight ones between the phone menu (below 997 px) and 1280 px included, beside its
 * neighbours and without sideways scroll. (Each service page's closing call to action is checked
 * in the built HTML, tests/unit/services.spec.ts.)
 */
import { resolveUrls } from '../../src/data/brand';
import { expect, test } from './fixtures';

const contactUrl = resolveUrls(process.env).contact;

test('"Contact us" is visible in the navbar at 997, 1100, 1279, 1280 and 1440 px, without overlap or sideways scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 997, height: 800 });
  await page.goto('/services/archiva');
  const navbar = page.locator('.navbar__inner');
  const contact = navbar.getByRole('link', { name: /^Contact us/ });
  const neighbours = navbar.locator('.navbar__items > :is(a, div, button):visible');
  for (const width of [997, 1100, 1279, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(contact, `${width} px`).toBeVisible();
    await expect(contact).toHaveAttribute('href', contactUrl);
    const box = await contact.boundingBox();
    const bar = await navbar.boundingBox();
    expect(
      box && bar && box.x >= bar.x && box.x + box.width <= bar.x + bar.width,
      `${width} px: inside the bar`,
    ).toBe(true);
    // No other item of the bar overlaps it.
    for (const other of await neighbours.all()) {
      if ((await other.textContent())?.trim().startsWith('Contact us')) continue;
      const o = await other.boundingBox();
      if (!box || !o || o.width === 0) continue;
      const overlap = Math.min(box.x + box.width, o.x + o.width) - Math.max(box.x, o.x);
      expect(
        overlap,
        `${width} px: "${(await other.textContent())?.trim()}" overlaps Contact us`,
      ).toBeLessThanOrEqual(0.5);
    }
    const scroll = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(scroll, `${width} px: sideways scroll`).toBeLessThanOrEqual(0);
  }
});
