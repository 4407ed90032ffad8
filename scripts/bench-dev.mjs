#!/usr/bin/env node
/**
 * The writer's loop, timed beside the stock template (issue 42): for each site, one after the
 * other, three times (median of 3),
 *   (a) `docusaurus start` until the docs page answers (ours /docs/sdk, stock /docs/intro);
 *   (b) opening that page in headless Chromium until its article is shown;
 *   (c) saving an edit to the page's MDX until the new text shows in the open page.
 * The edited file is restored afterwards, also when a step fails or the run is interrupted.
 *
 *   npm run bench:dev                  3 runs each, ours and stock, with a ratio column
 *   node scripts/bench-dev.mjs --runs 1 --only ours
 *   node scripts/bench-dev.mjs --persistent-cache   keep Rspack's persistent cache on
 *
 * Both dev servers start with DOCUSAURUS_NO_PERSISTENT_CACHE=1 unless --persistent-cache is given:
 * our node_modules may be shared between worktrees, and a cold bundler is the same baseline for
 * both sites. The stock template is made once in the temporary directory (scripts/lib/stock-template.mjs).
 * Chromium is Debian's headless shell unless CHROME_PATH says otherwise.
 *
 * This is a benchmark, not a test: it is not part of `npm test`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, stockSite } from './lib/stock-template.mjs';
import { printTable } from './lib/table.mjs';

const CHROMIUM_ARGS = JSON.parse(
  fs.readFileSync(new URL('../tests/lib/chromium-args.json', import.meta.url), 'utf8'),
);
const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
/** Ports of the two dev servers; away from the project's 3000 and the helpers' 3201-3301 range. */
const PORTS = { ours: 3391, stock: 3392 };
/** How long any one step may take before the run fails. */
const STEP_TIMEOUT = 180_000;

function parseArgs(argv) {
  const options = { runs: 3, only: undefined, persistentCache: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--runs') options.runs = Number(argv[++i]);
    else if (arg === '--only') options.only = argv[++i];
    else if (arg === '--persistent-cache') options.persistentCache = true;
    else if (arg === '--help') {
      console.log(fs.readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]);
      process.exit(0);
    } else throw new Error(`Unknown argument ${arg} (see --help).`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs takes a whole number.');
  if (options.only && !['ours', 'stock'].includes(options.only))
    throw new Error('--only takes ours or stock.');
  return options;
}

/** Files being edited and their original text, restored on exit whatever happens. */
const originals = new Map();
function restoreAll() {
  for (const [file, text] of originals) fs.writeFileSync(file, text);
  originals.clear();
}
/** Dev servers still running (process group ids), stopped on exit whatever happens. */
const servers = new Set();
function stopAll() {
  for (const pid of servers) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  servers.clear();
}
process.on('exit', () => {
  restoreAll();
  stopAll();
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const sleepUntil = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `url` answers 200, polling every 100 ms; rejects if the server exits first. */
async function answered(url, child) {
  const deadline = Date.now() + STEP_TIMEOUT;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The dev server exited before ${url} answered.`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(STEP_TIMEOUT) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleepUntil(100);
  }
  throw new Error(`${url} did not answer within ${STEP_TIMEOUT / 1000} s.`);
}

/** One run of the loop on one site: the three times in ms. */
async function measure(site, browser, options) {
  const env = { ...process.env, BROWSER: 'none', FORCE_COLOR: '0' };
  if (!options.persistentCache) env.DOCUSAURUS_NO_PERSISTENT_CACHE = '1';
  const bin = path.join(site.dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [bin, 'start', '--no-open', '--host', '127.0.0.1', '--port', String(site.port)],
    { cwd: site.dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  servers.add(child.pid);
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${site.port}${site.page}`;
  const context = await browser.newContext();
  try {
    await answered(url, child);
    const start = performance.now() - started;

    const page = await context.newPage();
    const opening = performance.now();
    await page.goto(url, { waitUntil: 'load', timeout: STEP_TIMEOUT });
    // Dev pages render on the client: the page is open once its article is there.
    await page.locator('article .theme-doc-markdown h1').waitFor({ timeout: STEP_TIMEOUT });
    const open = performance.now() - opening;

    const marker = `Bench edit ${Date.now().toString(36)} ${Math.random().toString(36).slice(2, 8)}`;
    const original = fs.readFileSync(site.file, 'utf8');
    originals.set(site.file, original);
    const shown = page.waitForFunction(
      // eslint-disable-next-line no-undef -- runs in the page
      (text) => document.querySelector('article .theme-doc-markdown')?.textContent?.includes(text),
      marker,
      { timeout: STEP_TIMEOUT, polling: 'raf' },
    );
    const saving = performance.now();
    fs.writeFileSync(site.file, `${original.trimEnd()}\n\n${marker}\n`);
    await shown;
    const save = performance.now() - saving;
    restoreAll();
    return { start, open, save };
  } catch (error) {
    console.error(log);
    throw error;
  } finally {
    restoreAll();
    await context.close();
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    servers.delete(child.pid);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const sites = [
    {
      name: 'ours',
      dir: ROOT,
      page: '/docs/sdk',
      file: path.join(ROOT, 'docs', 'sdk.mdx'),
      port: PORTS.ours,
    },
  ];
  if (options.only !== 'ours') {
    const dir = stockSite();
    sites.push({
      name: 'stock',
      dir,
      page: '/docs/intro',
      file: path.join(dir, 'docs', 'intro.mdx'),
      port: PORTS.stock,
    });
  }
  const measured = sites.filter((site) => !options.only || site.name === options.only);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROMIUM_ARGS });
  const samples = new Map(measured.map((site) => [site.name, []]));
  const loadAtStart = os.loadavg()[0];
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const site of measured) {
        const sample = await measure(site, browser, options);
        samples.get(site.name).push(sample);
        console.error(
          `run ${run} ${site.name}: start ${(sample.start / 1000).toFixed(2)} s, ` +
            `open ${(sample.open / 1000).toFixed(2)} s, save ${(sample.save / 1000).toFixed(2)} s`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  const steps = [
    ['start', '`docusaurus start` until the page answers'],
    ['open', 'Opening that page in the browser'],
    ['save', 'A saved MDX edit shown in the open page'],
  ];
  const cell = (name, key) => {
    const values = samples.get(name)?.map((s) => s[key]);
    return values?.length ? median(values) : undefined;
  };
  const seconds = (ms) => (ms === undefined ? '—' : `${(ms / 1000).toFixed(2)} s`);
  console.log(
    `\nMedian of ${options.runs} run(s); ${options.persistentCache ? 'persistent cache on' : 'no persistent cache'}.\n`,
  );
  printTable(
    ['', 'This site (/docs/sdk)', 'Stock template (/docs/intro)', 'Ratio'],
    steps.map(([key, label]) => {
      const ours = cell('ours', key);
      const stock = cell('stock', key);
      return [label, seconds(ours), seconds(stock), ours && stock ? `${(ours / stock).toFixed(2)}×` : '—'];
    }),
  );
  console.log(
    `\nHost: ${os.cpus().length} CPUs; load average ${loadAtStart.toFixed(1)} at start, ` +
      `${os.loadavg()[0].toFixed(1)} at end.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
