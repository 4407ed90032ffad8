#!/usr/bin/env node
/**
 * Renders the social cards (og:image / twitter:image, 1200×630 PNG) for each section of the
 * site, and the square logo the home page's Organization structured data points at:
 *   node scripts/social-cards.mjs [--out static/img/social]
 * The cards are committed; run this again after changing the copy below or the brand. It draws
 * an HTML template (brand palette, the on-dark wordmark, Inter from @fontsource-variable) in
 * Debian's Chromium (CHROME_PATH or /usr/bin/chromium). Which page uses which card is decided
 * in src/data/sections.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = path.resolve(root, outIndex === -1 ? 'static/img/social' : (args[outIndex + 1] ?? ''));

const palette = { teal: '#0b6378', navy: '#0b1424', accent: '#d9822b', cyan: '#4fc3d4' };
const font = pathToFileURL(
  path.join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).href;
const wordmark = fs.readFileSync(path.join(root, 'static/img/wordmark-on-dark.svg'), 'utf8');
const logo = fs.readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');

/** One card per section; `default` is every page outside the four sections. */
const cards = [
  {
    name: 'default',
    eyebrow: 'Sanoria',
    title: 'The unified digital health platform',
    text: 'An AI-driven, interoperable electronic health record platform built natively on HL7 FHIR R4.',
  },
  {
    name: 'docs',
    eyebrow: 'Developer documentation',
    title: 'Build on one FHIR R4 record',
    text: 'Quick start, integration guides, clinical workflows, security policies and the platform reference.',
  },
  {
    name: 'services',
    eyebrow: 'Services',
    title: 'Fifteen services, one platform',
    text: 'From Archiva to Veritas: each service does one job, through open standards.',
  },
  {
    name: 'blog',
    eyebrow: 'Blog',
    title: 'Notes from the Sanoria team',
    text: 'Releases, engineering, interoperability, AI safety and security.',
  },
  {
    name: 'careers',
    eyebrow: 'Careers',
    title: 'Build the record clinicians rely on',
    text: 'Remote-first engineering and design roles across Dublin, Toronto and Boston.',
  },
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function cardHtml({ eyebrow, title, text }) {
  return `<!doctype html>
<html><head><meta charset="utf-8"><style>
  @font-face { font-family: 'Inter'; src: url('${font}') format('woff2'); font-weight: 100 900; }
  * { box-sizing: border-box; margin: 0; }
  html, body { width: 1200px; height: 630px; }
  body {
    font-family: 'Inter', sans-serif; color: #fff; overflow: hidden; position: relative;
    background:
      radial-gradient(circle at 100% 0%, ${palette.teal} 0, rgba(11, 99, 120, 0.55) 28%, transparent 58%),
      radial-gradient(circle at 0% 100%, rgba(11, 99, 120, 0.45) 0, transparent 45%),
      ${palette.navy};
  }
  .rings { position: absolute; right: -140px; bottom: -170px; width: 620px; height: 620px; opacity: 0.16; }
  .content { position: absolute; inset: 72px 88px 64px 88px; display: flex; flex-direction: column; }
  .wordmark svg { width: 275px; height: 80px; display: block; }
  .eyebrow { margin-top: 72px; font-size: 30px; font-weight: 650; letter-spacing: 0.06em;
    text-transform: uppercase; color: ${palette.cyan}; }
  h1 { margin-top: 18px; font-size: 72px; line-height: 1.06; font-weight: 760; letter-spacing: -0.02em;
    max-width: 940px; }
  p { margin-top: 26px; font-size: 30px; line-height: 1.35; color: #c9d6e3; max-width: 900px; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; height: 12px;
    background: linear-gradient(90deg, ${palette.teal} 0 70%, ${palette.accent} 70% 100%); }
</style></head>
<body>
  <svg class="rings" viewBox="0 0 100 100" aria-hidden="true">
    <circle cx="50" cy="50" r="46" fill="none" stroke="#fff" stroke-width="1.2"/>
    <circle cx="50" cy="50" r="34" fill="none" stroke="#fff" stroke-width="1.2"/>
    <circle cx="50" cy="50" r="22" fill="none" stroke="${palette.accent}" stroke-width="1.6"/>
  </svg>
  <div class="content">
    <div class="wordmark">${wordmark}</div>
    <div class="eyebrow">${escape(eyebrow)}</div>
    <h1>${escape(title)}</h1>
    <p>${escape(text)}</p>
  </div>
  <div class="bar"></div>
</body></html>`;
}

/** The mark on a white square with a margin, as search engines want an organisation logo. */
function logoHtml() {
  return `<!doctype html><html><head><style>
  * { margin: 0; } html, body { width: 512px; height: 512px; background: #fff; }
  body { display: flex; align-items: center; justify-content: center; }
  svg { width: 264px; height: 352px; }
</style></head><body>${logo}</body></html>`;
}

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: 1 });
  for (const card of cards) {
    // A file:// page, so the template can load the font from node_modules.
    const html = path.join(out, `.${card.name}.html`);
    fs.writeFileSync(html, cardHtml(card));
    await page.goto(pathToFileURL(html).href);
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: path.join(out, `${card.name}.png`), type: 'png' });
    fs.rmSync(html);
    console.log(`wrote ${path.relative(root, path.join(out, `${card.name}.png`))}`);
  }
  await page.setViewportSize({ width: 512, height: 512 });
  await page.setContent(logoHtml());
  await page.screenshot({ path: path.join(out, 'logo.png'), type: 'png' });
  console.log(`wrote ${path.relative(root, path.join(out, 'logo.png'))}`);
} finally {
  await browser.close();
}
