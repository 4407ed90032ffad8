/**
 * The consent project's setup: builds the site with an analytics id from an export of the
 * repository without .git (scripts/build-exported.sh), then serves it on CONSENT_PORT for the
 * consent tests. As a setup project it runs beside the unit, e2e and nginx tests, whose browsers
 * leave the CPU idle much of the time, instead of before all of them. Outside CI an existing
 * build is reused; with CONSENT_BASE_URL set, nothing is built or served here.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { CONSENT_BUILD_DIR, CONSENT_PORT, CONSENT_SERVER_PID_FILE } from '../lib/consent-build';
import { ROOT } from '../lib/content';

setup.skip(!!process.env.CONSENT_BASE_URL, 'the consent build is served elsewhere (CONSENT_BASE_URL)');

setup(
  'the site builds with an analytics id from an export without .git, and is served',
  async ({ request }) => {
    setup.setTimeout(900_000);
    const built = fs.existsSync(path.join(ROOT, CONSENT_BUILD_DIR, 'index.html'));
    if (process.env.CI || !built) {
      execFileSync('npm', ['run', 'build:analytics'], { cwd: ROOT, stdio: 'inherit' });
    }
    // Its own process group, so the teardown stops npx and the server it started together.
    const server = spawn(
      'npx',
      ['docusaurus', 'serve', '--no-open', '--dir', CONSENT_BUILD_DIR, '--port', String(CONSENT_PORT)],
      { cwd: ROOT, detached: true, stdio: 'ignore' },
    );
    server.unref();
    fs.writeFileSync(CONSENT_SERVER_PID_FILE, String(server.pid));
    const url = `http://localhost:${CONSENT_PORT}/`;
    await expect
      .poll(async () => (await request.get(url).catch(() => undefined))?.status(), {
        message: `the consent build answers on ${url}`,
        timeout: 60_000,
      })
      .toBe(200);
  },
);
