#!/usr/bin/env node
/**
 * Screenshots of pages as a visitor sees them: light and dark, 390 and 1440 px wide.
 *   node scripts/screenshots.mjs [--base http://localhost:3000] [--out screenshots] /path …
 * Serve the built site first (npm run serve). Uses Debian's Chromium (CHROME_PATH or /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** The project's Chromium flags, shared with the browser tests (tests/lib/chromium.ts). */
const CHROMIUM_ARGS = JSON.parse(
  fs.readFileSync(new URL('../tests/lib/chromium-args.json', import.meta.url), 'utf8'),
);

const USAGE =
  'Usage: node scripts/screenshots.mjs [--base http://localhost:3000] [--out screenshots] [--full yes|no] /path …';
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const base = option('--base', 'http://localhost:3000');
const out = option('--out', 'screenshots');
const full = option('--full', 'yes') === 'yes';
const routes = args.length > 0 ? args : ['/'];
const notPaths = routes.filter((route) => !route.startsWith('/'));
if (notPaths.length > 0) {
  console.error(`Not a path on the site (it starts with /): ${notPaths.join(', ')}\n${USAGE}`);
  process.exit(2);
}

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
for (const scheme of ['light', 'dark']) {
  for (const width of [390, 1440]) {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    await context.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
    const page = await context.newPage();
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${scheme}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage: full });
      console.log(path.join(out, name));
    }
    await context.close();
  }
}
await browser.close();
