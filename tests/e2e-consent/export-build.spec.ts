/**
 * The consent build is made by scripts/build-exported.sh from an export of the repository
 * without .git (as `git archive` or a container build sees it): the build must still work, with
 * no page dates in the sitemap and one warning saying why, not one per page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ANALYTICS_CODE, CONSENT_BUILD_DIR, consentBuildServed, filesUnder } from '../lib/consent-build';
import { ROOT } from '../lib/content';

const BUILD = path.join(ROOT, CONSENT_BUILD_DIR);
const WARNING = '[sitemap] not in a Git worktree: pages have no lastmod dates';

test.describe('build from an export without .git', () => {
  test.skip(!!process.env.CONSENT_BASE_URL, 'the consent build is not made here');
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    await consentBuildServed();
  });

  test('the sitemap lists the pages, with no lastmod', () => {
    const sitemap = fs.readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<url>/g)?.length ?? 0).toBeGreaterThan(50);
    expect(sitemap).not.toContain('<lastmod>');
  });

  test('the build log has the missing-Git warning exactly once', () => {
    const log = fs.readFileSync(`${BUILD}.log`, 'utf8');
    expect(log.split('\n').filter((line) => line.includes(WARNING))).toHaveLength(1);
    expect(log).not.toContain('outside any Git worktree');
  });

  test('it holds the analytics code the default build is checked to be free of', () => {
    expect(filesUnder(BUILD).some((file) => ANALYTICS_CODE.test(fs.readFileSync(file, 'utf8')))).toBe(true);
  });
});
