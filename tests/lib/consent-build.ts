/**
 * The second build the consent tests run against: the site built with an analytics id, by
 * `npm run build:analytics` (package.json), which uses this id and directory; the consent tests
 * fail if the two disagree. It is made by the consent project's setup (tests/e2e-consent/
 * build.setup.ts) while the other projects' tests run, not before them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

export const TEST_CONTAINER_ID = 'GTM-TEST123';
/** The port the consent build is served on (`CONSENT_PORT`; another helper or CI may need it moved). */
export const CONSENT_PORT = Number(process.env.CONSENT_PORT ?? 3001);
export const CONSENT_BUILD_DIR = 'build-analytics';
/** The pid of the server the setup started, for the teardown (outside the work tree, one per port). */
export const CONSENT_SERVER_PID_FILE = path.join(os.tmpdir(), `sanoria-consent-serve-${CONSENT_PORT}.pid`);

/**
 * Strings only analytics code contains: code markers, not words (the privacy notice's prose may
 * name the storage key and the tag manager). tests/e2e-consent/export-build.spec.ts proves the
 * analytics build has them, so their absence from the default build means something.
 */
export const ANALYTICS_CODE =
  /googletagmanager\.com|globalPrivacyControl|data-cookie-preferences|gtag\(.consent/;

/** Every HTML and JavaScript file under `dir`. */
export function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(html|js)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Waits until the consent build is served: the consent-build project makes and serves it beside
 * the other projects' tests (playwright.config.ts), and the consent tests, dispatched last, wait
 * here for it in the rare case they start first. A failed build fails them here, by name.
 */
export async function consentBuildServed(): Promise<void> {
  const url = process.env.CONSENT_BASE_URL ?? `http://localhost:${CONSENT_PORT}/`;
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(url)).status;
        } catch {
          return 0;
        }
      },
      { message: `the consent build is served on ${url} (see ${CONSENT_BUILD_DIR}.log)`, timeout: 600_000 },
    )
    .toBe(200);
}
