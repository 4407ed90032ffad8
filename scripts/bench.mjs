#!/usr/bin/env node
/**
 * Performance benchmark: builds the site, serves build/ and runs Lighthouse (mobile preset,
 * simulated throttling) several times on each representative page, then prints the median and
 * spread of the performance score, LCP, TBT, CLS, JavaScript bytes and total bytes.
 *
 *   node scripts/bench.mjs                      build, then 3 runs on each page
 *   node scripts/bench.mjs --no-build --runs 5  measure the existing build/ five times
 *   node scripts/bench.mjs --reports /tmp/lhr   also keep every Lighthouse report (JSON)
 *   npm run bench --compare                     build, then 5 runs each beside the stock template
 *   node scripts/bench.mjs --compare /tmp/other/build \
 *     --compare-map /docs/sdk=/docs/intro,/docs/udhp=/docs/tutorial-basics/markdown-features
 *
 * With --compare, the other build is served on a second port and its pages are measured
 * alternately with ours in the same run (ours, theirs, ours, theirs…), so both see the same
 * machine load; a second table gives the ratios ours ÷ theirs. Without a path (or as
 * `npm run bench --compare`, which npm hands over as npm_config_compare), the other build is the
 * stock Docusaurus template at our Docusaurus version with diagrams switched on (theme-mermaid),
 * as on our site, made once with create-docusaurus and kept in the temporary directory
 * (sanoria-bench-stock). Each page is compared with the stock page of its kind: /docs/udhp (our
 * diagram page) with markdown-features, which gets a diagram; a docs, service or reference page
 * with /docs/intro; a blog post with the template's newest post, /blog/welcome; any other page
 * with /markdown-page. --compare-map (ours=theirs) overrides that.
 *
 * Both builds are served the way a production host serves them: gzip for text, clean URLs
 * (`/x` → `x.html` or `x/index.html`), 404.html for unknown paths. --no-compress turns gzip off.
 * Chromium is Debian's (/usr/bin/chromium) unless CHROME_PATH says otherwise.
 *
 * This is a benchmark, not a test: it is not part of `npm test`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { printTable } from './lib/table.mjs';
import { stockBuild } from './lib/stock-template.mjs';

/** The project's Chromium flags, shared with the browser tests (tests/lib/chromium.ts). */
const CHROMIUM_ARGS = JSON.parse(
  fs.readFileSync(new URL('../tests/lib/chromium-args.json', import.meta.url), 'utf8'),
);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Lighthouse and chrome-launcher have their own install in scripts/bench (package.json and its
 * lockfile), made here on the first run: only the benchmark uses them, and they were a sixth of
 * the site's `npm ci`, which every CI run makes.
 */
const BENCH_TOOLS = path.join(ROOT, 'scripts', 'bench');
if (!fs.existsSync(path.join(BENCH_TOOLS, 'node_modules', 'lighthouse', 'package.json'))) {
  console.log('bench: installing Lighthouse in scripts/bench (npm ci, once)…');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: BENCH_TOOLS, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
const benchRequire = createRequire(path.join(BENCH_TOOLS, 'package.json'));
const importTool = async (name) => import(pathToFileURL(benchRequire.resolve(name)).href);
const chromeLauncher = await importTool('chrome-launcher');
const { default: lighthouse } = await importTool('lighthouse');
/** Headless, with the project's flags. */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** The representative pages; `blog:newest` is the newest post under /blog/YYYY/MM/DD/… */
const DEFAULT_PAGES = [
  '/',
  '/docs/sdk',
  '/docs/udhp',
  '/services/archiva',
  '/docs/policies/Password-Policy',
  '/docs/reference/fhir/Patient',
  '/about',
  'blog:newest',
];

// ---------------------------------------------------------------------------
// Arguments
// ---------------------------------------------------------------------------
function parseArgs(argv) {
  const options = {
    build: true,
    runs: undefined,
    dir: path.join(ROOT, 'build'),
    compare: undefined,
    compareMap: new Map(),
    pages: DEFAULT_PAGES,
    compress: true,
    json: undefined,
    reports: undefined,
  };
  const value = (i, name) => {
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${name} needs a value`);
    return next;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    switch (arg) {
      case '--no-build':
        options.build = false;
        break;
      case '--no-compress':
        options.compress = false;
        break;
      case '--runs':
        options.runs = Number(value(i, arg));
        i += 1;
        if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be ≥ 1');
        break;
      case '--dir':
        options.dir = path.resolve(value(i, arg));
        i += 1;
        break;
      case '--compare':
        if (argv[i + 1] === undefined || argv[i + 1].startsWith('--')) {
          options.compare = 'stock';
        } else {
          options.compare = path.resolve(argv[i + 1]);
          i += 1;
        }
        break;
      case '--compare-map':
        for (const pair of value(i, arg).split(',')) {
          const [ours, theirs] = pair.split('=');
          if (!ours || !theirs) throw new Error(`--compare-map: "${pair}" is not ours=theirs`);
          options.compareMap.set(ours, theirs);
        }
        i += 1;
        break;
      case '--pages':
        options.pages = value(i, arg).split(',');
        i += 1;
        break;
      case '--json':
        options.json = path.resolve(value(i, arg));
        i += 1;
        break;
      case '--reports':
        options.reports = path.resolve(value(i, arg));
        i += 1;
        break;
      case '--help':
      case '-h':
        console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
        process.exit(0);
        break;
      default:
        throw new Error(`Unknown argument: ${arg} (see --help)`);
    }
  }
  // `npm run bench --compare` reaches the script as an npm config flag, not as an argument.
  if (!options.compare && process.env.npm_config_compare === 'true') options.compare = 'stock';
  options.runs ??= options.compare ? 5 : 3;
  return options;
}

// ---------------------------------------------------------------------------
// Static server: clean URLs, content types, gzip, 404.html
// ---------------------------------------------------------------------------
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
]);

/** The file a URL path maps to (`/x` → x, x.html or x/index.html), or undefined. */
function resolveFile(root, urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return undefined;
  }
  const base = path.join(root, path.normalize(pathname));
  if (base !== root && !base.startsWith(root + path.sep)) return undefined;
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile());
}

function startServer(root, compress) {
  const gzipped = new Map();
  const server = http.createServer((req, res) => {
    let file = resolveFile(root, req.url ?? '/');
    let status = 200;
    if (!file) {
      status = 404;
      file = path.join(root, '404.html');
      if (!fs.existsSync(file)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
    }
    const ext = path.extname(file).toLowerCase();
    let body = fs.readFileSync(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    };
    if (compress && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(file)) gzipped.set(file, zlib.gzipSync(body, { level: 6 }));
      body = gzipped.get(file);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port }));
  });
}

// ---------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------
/** The newest blog post: the latest /blog/YYYY/MM/DD/slug in the build. */
function newestBlogPost(dir) {
  const posts = [];
  const blog = path.join(dir, 'blog');
  const numeric = (p, length) =>
    fs.existsSync(p)
      ? fs
          .readdirSync(p)
          .filter((d) => d.length === length && /^\d+$/.test(d) && fs.statSync(path.join(p, d)).isDirectory())
      : [];
  for (const y of numeric(blog, 4))
    for (const m of numeric(path.join(blog, y), 2))
      for (const d of numeric(path.join(blog, y, m), 2))
        for (const entry of fs.readdirSync(path.join(blog, y, m, d))) {
          const slug = entry.replace(/\.html$/, '');
          if (entry.endsWith('.html') || fs.existsSync(path.join(blog, y, m, d, entry, 'index.html')))
            posts.push(`/blog/${y}/${m}/${d}/${slug}`);
        }
  return [...new Set(posts)].sort().at(-1);
}

function resolvePage(dir, page) {
  if (page === 'blog:newest') return newestBlogPost(dir);
  return resolveFile(dir, page) ? page : undefined;
}

/** The stock template's page of the same kind as one of ours (see the header comment). */
function stockCounterpart(page) {
  if (page === '/') return page;
  // The template's posts have slugs without dates; `welcome` is its newest.
  if (page === 'blog:newest' || page.startsWith('/blog/')) return '/blog/welcome';
  if (page === '/docs/udhp') return '/docs/tutorial-basics/markdown-features';
  if (/^\/(docs|services)(\/|$)/.test(page)) return '/docs/intro';
  return '/markdown-page';
}

// ---------------------------------------------------------------------------
// Lighthouse
// ---------------------------------------------------------------------------
async function lighthouseRun(url, reportFile) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    // The default config is the mobile preset: Moto G Power screen, simulated slow 4G, 4× CPU.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (reportFile) fs.writeFileSync(reportFile, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const summary = lhr.audits['resource-summary']?.details?.items ?? [];
    const bytes = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const jsRequests = requests.filter((r) => r.resourceType === 'Script');
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
      jsBytes: bytes('script'),
      jsDecoded: jsRequests.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
      jsFiles: jsRequests.map((r) => new URL(r.url).pathname),
      totalBytes: bytes('total'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

const slugify = (urlPath) => urlPath.replace(/^\/|\/$/g, '').replace(/[^\w.-]+/g, '_') || 'home';

function lighthouseVersion() {
  const file = path.join(BENCH_TOOLS, 'node_modules', 'lighthouse', 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

// ---------------------------------------------------------------------------
// Statistics and tables
// ---------------------------------------------------------------------------
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) => Math.max(...values) - Math.min(...values);

const METRICS = [
  { key: 'score', label: 'Perf', format: (v) => v.toFixed(0) },
  { key: 'fcp', label: 'FCP ms', format: (v) => v.toFixed(0) },
  { key: 'lcp', label: 'LCP ms', format: (v) => v.toFixed(0) },
  { key: 'tbt', label: 'TBT ms', format: (v) => v.toFixed(0) },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'jsBytes', label: 'JS KB (gz)', format: (v) => (v / 1024).toFixed(1) },
  { key: 'jsDecoded', label: 'JS KB (raw)', format: (v) => (v / 1024).toFixed(1) },
  { key: 'totalBytes', label: 'Total KB', format: (v) => (v / 1024).toFixed(1) },
];

function summarise(samples) {
  return Object.fromEntries(
    METRICS.map(({ key }) => {
      const values = samples.map((s) => s[key]);
      return [key, { median: median(values), spread: spread(values), values }];
    }),
  );
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------
async function main() {
  const options = parseArgs(process.argv.slice(2));

  if (options.build) {
    console.log('Building the site (npx docusaurus build)…');
    const started = Date.now();
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', options.dir], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`The build failed (exit code ${build.status}).`);
    console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
  const stock = options.compare === 'stock';
  if (stock) options.compare = stockBuild();
  for (const dir of [options.dir, options.compare].filter(Boolean)) {
    if (!fs.existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} is not a built site.`);
  }

  if (options.reports) fs.mkdirSync(options.reports, { recursive: true });
  const ours = await startServer(options.dir, options.compress);
  const theirs = options.compare ? await startServer(options.compare, options.compress) : undefined;
  const targets = [];
  for (const page of options.pages) {
    const path_ = resolvePage(options.dir, page);
    if (!path_) {
      console.warn(`Skipping ${page}: not in ${options.dir}`);
      continue;
    }
    const target = { label: path_, ours: `http://127.0.0.1:${ours.port}${path_}`, samples: [] };
    if (theirs) {
      const mapped = options.compareMap.get(page) ?? (stock ? stockCounterpart(page) : page);
      const theirPath = resolvePage(options.compare, mapped);
      if (theirPath) {
        target.theirLabel = theirPath;
        target.theirs = `http://127.0.0.1:${theirs.port}${theirPath}`;
        target.theirSamples = [];
      } else {
        console.warn(`No counterpart for ${page} in ${options.compare}; add it with --compare-map.`);
      }
    }
    targets.push(target);
  }

  const loadAtStart = os.loadavg()[0];
  const total = options.runs * targets.reduce((n, t) => n + (t.theirs ? 2 : 1), 0);
  let done = 0;
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const target of targets) {
        for (const [url, samples] of [
          [target.ours, target.samples],
          [target.theirs, target.theirSamples],
        ]) {
          if (!url) continue;
          done += 1;
          process.stderr.write(`[${done}/${total}] run ${run}: ${url}\n`);
          const reportFile = options.reports
            ? path.join(
                options.reports,
                `${slugify(new URL(url).pathname)}-${url === target.ours ? 'ours' : 'compare'}-${run}.json`,
              )
            : undefined;
          const sample = await lighthouseRun(url, reportFile);
          for (const warning of sample.warnings) process.stderr.write(`  warning: ${warning}\n`);
          samples.push(sample);
        }
      }
    }
  } finally {
    ours.server.close();
    theirs?.server.close();
  }

  console.log(
    `\nLighthouse ${lighthouseVersion()}, ` +
      `mobile preset (simulated throttling), ${options.runs} run(s) per page; ` +
      `each cell is the median (spread = max − min).${options.compress ? ' Served with gzip.' : ''}\n`,
  );
  const rows = [];
  for (const target of targets) {
    for (const [name, label, samples] of [
      ['ours', target.label, target.samples],
      ['compare', target.theirLabel, target.theirSamples],
    ]) {
      if (!samples?.length) continue;
      const stats = summarise(samples);
      rows.push([
        label,
        name,
        ...METRICS.map(({ key, format }) => `${format(stats[key].median)} (${format(stats[key].spread)})`),
      ]);
    }
  }
  printTable(['Page', 'Build', ...METRICS.map((m) => m.label)], rows);

  const compared = targets.filter((t) => t.theirSamples?.length);
  if (compared.length) {
    console.log('\nRatios of medians, ours ÷ compare (score: difference, ours − compare):\n');
    const ratioRows = compared.map((target) => {
      const a = summarise(target.samples);
      const b = summarise(target.theirSamples);
      return [
        `${target.label} vs ${target.theirLabel}`,
        ...METRICS.map(({ key }) => {
          if (key === 'score')
            return `${a.score.median - b.score.median >= 0 ? '+' : ''}${a.score.median - b.score.median}`;
          return b[key].median ? (a[key].median / b[key].median).toFixed(2) : '—';
        }),
      ];
    });
    printTable(['Pages', ...METRICS.map((m) => m.label)], ratioRows);
  }

  // Simulated throttling multiplies the CPU time observed on this machine by 4: a slow or busy
  // host inflates TBT (Lighthouse's reference machines score a benchmark index of 1000 or more).
  const indexes = targets.flatMap((t) =>
    [...t.samples, ...(t.theirSamples ?? [])].map((s) => s.benchmarkIndex),
  );
  console.log(
    `\nHost: ${os.cpus().length} CPUs; load average ${loadAtStart.toFixed(1)} at start, ` +
      `${os.loadavg()[0].toFixed(1)} at end; Lighthouse benchmark index median ${median(indexes).toFixed(0)} ` +
      `(range ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)}).`,
  );

  if (options.json) {
    fs.writeFileSync(options.json, `${JSON.stringify(targets, null, 2)}\n`);
    console.log(`\nRaw samples written to ${options.json}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
