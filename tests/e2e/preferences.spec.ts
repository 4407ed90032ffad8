/** Preferences kept in localStorage: the announcement bar and the colour mode. */
import { brand } from '../../src/data/brand';
import { expect, test } from './fixtures';
import { colourToggle, currentColourMode, storageValue } from './helpers';

test.describe('announcement bar', () => {
  test('dismissal survives a reload', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({ hasText: brand.announcement.text });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: /close/i }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.getByText(brand.announcement.text)).toBeHidden();
    expect(await storageValue(page, 'docusaurus.announcement.id')).toBe(brand.announcement.id);
    expect(await storageValue(page, 'docusaurus.announcement.dismiss')).toBe('true');
  });

  test('it reappears when the announcement id changes', async ({ page }) => {
    // A visitor who dismissed an earlier announcement (another id) must see the current one.
    await page.addInitScript(() => {
      // Both the plain and the site-namespaced keys, as Docusaurus may use either.
      for (let i = 0; i < 1000; i += 1) {
        localStorage.setItem(`docusaurus.announcement.id-${i}`, 'an-earlier-announcement');
        localStorage.setItem(`docusaurus.announcement.dismiss-${i}`, 'true');
      }
      localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.goto('/');
    await expect(page.getByText(brand.announcement.text)).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test('defaults to light with a light system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('follows a dark system preference until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the toggle reaches light, dark and system, and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    const seen = new Set<string>();
    for (let i = 0; i < 3; i += 1) {
      await colourToggle(page).click();
      const choice = await currentColourMode(page);
      seen.add(choice);
      if (choice === 'dark') {
        await expect(html).toHaveAttribute('data-theme', 'dark');
        expect(await storageValue(page, 'theme')).toBe('dark');
        await page.reload();
        await expect(html).toHaveAttribute('data-theme', 'dark');
        expect(await currentColourMode(page)).toBe('dark');
      }
    }
    expect([...seen].sort()).toEqual(['dark', 'light', 'system']);
  });
});
