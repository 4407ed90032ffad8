/**
 * Finds Debian's Chromium for the browser tests: `CHROME_PATH`, else Debian's headless build of
 * Chromium (/usr/bin/chromium-headless-shell, package chromium-headless-shell). It is the same
 * Chromium without the desktop browser around it, and Playwright's default for headless runs: on
 * CI's two cores the suite spends about a quarter less CPU than with /usr/bin/chromium.
 * Nothing here installs anything: scripts/setup.sh does (and .ci/run calls it). Playwright's
 * own browser downloads are not used.
 */
import fs from 'node:fs';
import chromiumArgs from './chromium-args.json';

/** The flags every Chromium here starts with (tests, scripts/screenshots.mjs, scripts/bench.mjs). */
export const CHROMIUM_ARGS: string[] = chromiumArgs;

/** The Debian package, and the executable it installs. */
const PACKAGE = 'chromium-headless-shell';
const EXECUTABLE = '/usr/bin/chromium-headless-shell';

/** The Chromium the tests launch, whether or not it is there (loading the config checks nothing). */
export function chromiumPath(): string {
  return process.env.CHROME_PATH || EXECUTABLE;
}

/** Fails with what to do when the browser is missing; the browser tests call it before launching. */
export function assertChromium(): void {
  const executable = chromiumPath();
  if (fs.existsSync(executable)) return;
  throw new Error(
    process.env.CHROME_PATH
      ? `CHROME_PATH is set to ${executable}, which does not exist.`
      : `The browser tests need Debian's headless Chromium (${executable}). Install it with ` +
          `"bash scripts/setup.sh" (or "sudo apt-get install -y ${PACKAGE}"), or set CHROME_PATH to a ` +
          'Chromium or Chrome executable (the visual baselines are drawn by the Debian package).',
  );
}
