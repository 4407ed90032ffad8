/**
 * The announcement bar's own behaviour (src/theme/AnnouncementBar): a visitor who dismissed an
 * earlier announcement sees a new one at once. Dismissal itself is Docusaurus's, not tested here.
 */
import { brand } from '../../src/data/brand';
import { expect, test } from './fixtures';

test('a new announcement shows to a visitor who dismissed an earlier one', async ({ page }) => {
  await page.addInitScript(() => {
    // An earlier announcement's id, dismissed, under the plain and the site-namespaced keys.
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
