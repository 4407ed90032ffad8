// The full bounded load test: 60 seconds each against the home page and a docs page, on
// loopback, through nginx with the production configuration; prints requests per second,
// latency percentiles and errors, and exits non-zero on any error, timeout or non-2xx.
//
//   node scripts/load-test.mjs                 starts nginx (scripts/serve-nginx.sh) if needed
//   BASE_URL=http://localhost:8080 node scripts/load-test.mjs   against a running server
//
// Environment: LOAD_SECONDS (60), LOAD_CONNECTIONS (10), LOAD_PATHS ("/,/docs/sdk"), PORT (8080).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
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
