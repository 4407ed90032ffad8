/**
 * Finds Debian's Chromium for the browser tests: `CHROME_PATH`, else Debian's headless build of
 * Chromium (/usr/bin/chromium-headless-shell, package chromium-headless-shell). It is the same
 * Chromium without the desktop browser around it, and Playwright's default for headless runs: on
 * CI's two cores the suite spends about a quarter less CPU than with /usr/bin/chromium. When it
 * is missing and we run as root, installs the package; otherwise fails with a message that says
 * what to install. Playwright's own browser downloads are not used.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import chromiumArgs from './chromium-args.json';

/** The flags every Chromium here starts with (tests, scripts/screenshots.mjs, scripts/bench.mjs). */
export const CHROMIUM_ARGS: string[] = chromiumArgs;

/** The Debian package, and the executable it installs. */
const PACKAGE = 'chromium-headless-shell';
const EXECUTABLE = '/usr/bin/chromium-headless-shell';

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  if (fs.existsSync(EXECUTABLE)) return EXECUTABLE;
  if (process.getuid?.() === 0) {
    console.log(`Chromium is missing: installing the Debian package "${PACKAGE}" (apt-get)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', PACKAGE], { stdio: 'inherit', env });
    if (fs.existsSync(EXECUTABLE)) return EXECUTABLE;
  }
  throw new Error(
    `The browser tests need Debian's headless Chromium. Install it with "sudo apt-get install -y ${PACKAGE}", ` +
      'or set CHROME_PATH to a Chromium or Chrome executable (the visual baselines are drawn by the Debian package).',
  );
}
