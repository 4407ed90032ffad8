/** Without GTM_CONTAINER_ID the build holds no analytics code and shows no consent banner. */
import fs from 'node:fs';
import path from 'node:path';
import { ANALYTICS_CODE, filesUnder } from '../lib/consent-build';
import { ROOT } from '../lib/content';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

test('the default build contains no analytics code', () => {
  const build = path.join(ROOT, process.env.BUILD_DIR ?? 'build');
  test.skip(!fs.existsSync(build), 'needs the production build');
  // Code markers only: the privacy notice's prose may name the storage key and the tag manager.
  const hits = filesUnder(build).filter((file) => ANALYTICS_CODE.test(fs.readFileSync(file, 'utf8')));
  expect(hits.map((file) => path.relative(build, file))).toEqual([]);
});

test('the default build shows no consent banner and no "Cookie preferences" link', async ({ page }) => {
  await page.goto('/docs');
  // A consent Root would render its banner in the commit right after hydration.
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Analytics cookies' })).toHaveCount(0);
  await expect(page.getByText('Cookie preferences')).toHaveCount(0);
});
