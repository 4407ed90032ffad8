/**
 * Finds Debian's Chromium for the browser tests: `CHROME_PATH`, else /usr/bin/chromium.
 * When it is missing and we run as root, installs the Debian package; otherwise fails
 * with a message that says what to install. Playwright's own browser downloads are not used.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import chromiumArgs from './chromium-args.json';

/** The flags every Chromium here starts with (tests, scripts/screenshots.mjs, scripts/bench.mjs). */
export const CHROMIUM_ARGS: string[] = chromiumArgs;

export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const debian = '/usr/bin/chromium';
  if (fs.existsSync(debian)) return debian;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing the Debian package "chromium" (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (fs.existsSync(debian)) return debian;
  }
  throw new Error(
    'The browser tests need Debian\'s Chromium. Install it with "sudo apt-get install -y chromium", ' +
      'or set CHROME_PATH to a Chromium or Chrome executable.',
  );
}
