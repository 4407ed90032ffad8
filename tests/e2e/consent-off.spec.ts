/** Without GTM_CONTAINER_ID the build holds no analytics code and shows no consent banner. */
import fs from 'node:fs';
import path from 'node:path';
import { CONSENT_BUILD_DIR } from '../lib/consent-build';
import { ROOT } from '../lib/content';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(html|js)$/.test(entry.name) ? [full] : [];
  });
}

test('the default build contains no analytics code', () => {
  const build = path.join(ROOT, process.env.BUILD_DIR ?? 'build');
  test.skip(!fs.existsSync(build), 'needs the production build');
  // Code markers only: the privacy notice's prose may name the storage key and the tag manager.
  const code = /googletagmanager\.com|globalPrivacyControl|data-cookie-preferences|gtag\(.consent/;
  const hits = filesUnder(build).filter((file) => code.test(fs.readFileSync(file, 'utf8')));
  expect(hits.map((file) => path.relative(build, file))).toEqual([]);
});

test('the default build shows no consent banner and no "Cookie preferences" link', async ({ page }) => {
  await page.goto('/docs');
  // A consent Root would render its banner in the commit right after hydration.
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toHaveCount(0);
  await expect(page.getByText('Cookie preferences')).toHaveCount(0);
});

test('the markers this test looks for do appear in a build made with an analytics id', () => {
  const build = path.join(ROOT, CONSENT_BUILD_DIR);
  test.skip(!fs.existsSync(build), 'needs the analytics build (made for the consent tests)');
  const code = /googletagmanager\.com|globalPrivacyControl|data-cookie-preferences|gtag\(.consent/;
  expect(filesUnder(build).some((file) => code.test(fs.readFileSync(file, 'utf8')))).toBe(true);
});
