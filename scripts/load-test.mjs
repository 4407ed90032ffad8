// The full bounded load test: 60 seconds each against the home page and a docs page, on
// loopback, through nginx with the production configuration; prints requests per second,
// latency percentiles and errors, and exits non-zero on any error, timeout or non-2xx.
//
//   node scripts/load-test.mjs                 starts nginx (scripts/serve-nginx.sh) if needed
//   BASE_URL=http://localhost:8080 node scripts/load-test.mjs   against a running server
//   node scripts/load-test.mjs --compare main  the mix below, in one run, against this
//                                              configuration and the one at a git ref
//
// --compare <ref>: the configuration of deploy/nginx and scripts/serve-nginx.sh at <ref> (for
// example `main`, or a commit) serves build/ without its .gz and .br copies (as builds were
// before build-time compression) on PORT+1, and this one serves build/ on PORT+2;
// 100 connections each cycle through the home page, a docs page and the main bundle, as a
// browser asks (Accept-Encoding: gzip, deflate, br), for LOAD_SECONDS (15) on each, one after
// the other, and the table gives requests/s and p99 for both and their ratio.
//
// Environment: LOAD_SECONDS (60; 15 with --compare), LOAD_CONNECTIONS (10; 100 with --compare),
// LOAD_PATHS ("/,/docs/sdk"), PORT (8080).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const compareIndex = process.argv.indexOf('--compare');
const compareRef = compareIndex >= 0 ? process.argv[compareIndex + 1] : undefined;
if (compareIndex >= 0 && !compareRef) throw new Error('--compare needs a git ref, e.g. --compare main');
const port = Number(process.env.PORT ?? 8080);
const baseUrl = process.env.BASE_URL ?? `http://localhost:${port}`;
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
const paths = (process.env.LOAD_PATHS ?? '/,/docs/sdk').split(',').filter(Boolean);

async function reachable(url) {
  try {
    const response = await fetch(url, { method: 'HEAD' });
    return response.status < 500;
  } catch {
    return false;
  }
}

/** Starts nginx in the foreground as a child process and waits until it answers. */
async function startNginx() {
  console.log(`Nothing answers on ${baseUrl}: starting nginx (scripts/serve-nginx.sh) on port ${port}…`);
  const child = spawn('bash', [path.join(root, 'scripts/serve-nginx.sh')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 100; i += 1) {
    if (await reachable(baseUrl)) return child;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  await exited;
  throw new Error(`nginx did not start on ${baseUrl}`);
}

/**
 * CPU seconds nginx (master and workers) has used: with other work on the machine, requests/s
 * also measures the load generator's share of the CPU, while CPU per request is nginx's own cost.
 */
function nginxCpuSeconds(prefix) {
  const master = fs.readFileSync(path.join(prefix, 'nginx.pid'), 'utf8').trim();
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // Fields after the command name: state ppid … utime (14) stime (15).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (pid === master || fields[1] === master) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/** Starts scripts/serve-nginx.sh from `dir` (this checkout or an older one) in the background. */
function serveInBackground(dir, servePort, buildDir) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `load-nginx-${servePort}-`));
  const env = {
    ...process.env,
    PORT: String(servePort),
    BUILD_DIR: buildDir,
    NGINX_PREFIX: prefix,
  };
  execFileSync('bash', [path.join(dir, 'scripts/serve-nginx.sh'), '--background'], { env, stdio: 'ignore' });
  return {
    cpu: () => nginxCpuSeconds(prefix),
    stop: () => {
      execFileSync('bash', [path.join(dir, 'scripts/serve-nginx.sh'), '--stop'], { env, stdio: 'ignore' });
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The 100-connection mix against two configurations, one run each, one after the other. */
async function compare(ref) {
  const main = await fetch(`http://localhost:${port + 2}/`).catch(() => undefined);
  if (main) throw new Error(`port ${port + 2} is in use`);
  const old = fs.mkdtempSync(path.join(os.tmpdir(), 'load-old-config-'));
  execFileSync(
    'bash',
    ['-c', `git archive "$1" deploy/nginx scripts/serve-nginx.sh | tar -x -C "$2"`, '-', ref, old],
    {
      cwd: root,
    },
  );
  // The old configuration serves the build as it was before build-time compression: a copy
  // (hard links) without the .gz and .br copies, except the search index's, which it had.
  const oldBuild = path.join(old, 'build');
  fs.chmodSync(old, 0o755); // nginx's workers (nobody, when run as root) must read it
  try {
    execFileSync('cp', ['-al', path.join(root, 'build'), oldBuild], { stdio: 'pipe' });
  } catch {
    // Another file system: a plain copy.
    fs.rmSync(oldBuild, { recursive: true, force: true });
    execFileSync('cp', ['-a', path.join(root, 'build'), oldBuild]);
  }
  execFileSync('find', [
    oldBuild,
    '(',
    '-name',
    '*.gz',
    '-o',
    '-name',
    '*.br',
    ')',
    '-not',
    '-path',
    `${oldBuild}/pagefind/*`,
    '-delete',
  ]);
  const html = fs.readFileSync(path.join(root, 'build', 'index.html'), 'utf8');
  const mainJs = /\/assets\/js\/main\.\w+\.js/.exec(html)?.[0];
  if (!mainJs) throw new Error('build/index.html names no main bundle');
  const mix = ['/', '/docs/sdk', mainJs];
  const seconds = Number(process.env.LOAD_SECONDS ?? 15);
  const conns = Number(process.env.LOAD_CONNECTIONS ?? 100);
  const configs = [
    { name: `${ref} (before)`, dir: old, port: port + 1, build: oldBuild },
    { name: 'this checkout (after)', dir: root, port: port + 2, build: path.join(root, 'build') },
  ];
  console.log(
    `Load: ${conns} connections for ${seconds} s on each configuration, cycling ${mix.join(', ')}\n`,
  );
  const rows = [];
  for (const config of configs) {
    const server = serveInBackground(config.dir, config.port, config.build);
    try {
      const cpuBefore = server.cpu();
      const result = await autocannon({
        url: `http://localhost:${config.port}`,
        connections: conns,
        duration: seconds,
        timeout: 10,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        requests: mix.map((p) => ({ method: 'GET', path: p })),
      });
      rows.push({
        configuration: config.name,
        'requests/s (mean)': Math.round(result.requests.average),
        requests: result.requests.total,
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'MB/s': Number((result.throughput.average / 1e6).toFixed(1)),
        'nginx CPU ms/request': Number(
          ((1000 * (server.cpu() - cpuBefore)) / result.requests.total).toFixed(2),
        ),
        errors: result.errors + result.timeouts + result.non2xx,
      });
    } finally {
      server.stop();
    }
  }
  console.table(rows);
  const [before, after] = rows;
  const ratio = after['requests/s (mean)'] / before['requests/s (mean)'];
  const cpu = before['nginx CPU ms/request'] / after['nginx CPU ms/request'];
  console.log(
    `throughput ×${ratio.toFixed(1)}, p99 ${before['p99 ms']} → ${after['p99 ms']} ms, ` +
      `nginx CPU per request ÷${cpu.toFixed(1)}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`,
  );
  fs.rmSync(old, { recursive: true, force: true });
  return rows.some((row) => row.errors > 0);
}

if (compareRef) {
  process.exitCode = (await compare(compareRef)) ? 1 : 0;
  process.exit();
}

let server;
if (!(await reachable(baseUrl))) {
  if (process.env.BASE_URL) throw new Error(`Nothing answers on BASE_URL=${baseUrl}`);
  server = await startNginx();
}

let failed = false;
try {
  console.log(
    `Load: ${connections} connections for ${seconds} s per page against ${baseUrl} (gzip accepted)\n`,
  );
  const rows = [];
  for (const target of paths) {
    const result = await autocannon({
      url: new URL(target, baseUrl).toString(),
      connections,
      duration: seconds,
      timeout: 10,
      headers: { 'accept-encoding': 'gzip' },
    });
    const row = {
      page: target,
      'requests/s (mean)': Math.round(result.requests.average),
      requests: result.requests.total,
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'MB/s': Number((result.throughput.average / 1e6).toFixed(1)),
      errors: result.errors,
      timeouts: result.timeouts,
      'non-2xx': result.non2xx,
    };
    rows.push(row);
    console.log(
      `${target}: ${row['requests/s (mean)']} requests/s, p99 ${row['p99 ms']} ms, ` +
        `errors ${row.errors}, timeouts ${row.timeouts}, non-2xx ${row['non-2xx']}`,
    );
    if (result.errors || result.timeouts || result.non2xx || !result['2xx']) failed = true;
  }
  console.log('');
  console.table(rows);
  console.log(
    failed ? 'FAILED: errors, timeouts or non-2xx answers under load.' : 'OK: no errors under load.',
  );
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
process.exitCode = failed ? 1 : 0;
