/**
 * Slow clients: one client holding 2,000 half-open connections (request headers started and
 * never finished, as a slowloris attack does) must not take the site offline. While they are
 * held, a normal reader keeps getting 200s, each within a second. (deploy/nginx: 8192 worker
 * connections, and timeouts.conf closes each slow connection after 10 s.)
 */
import fs from 'node:fs';
import net from 'node:net';
import { rawRequest } from '../lib/nginx';
import { expect, test } from '../e2e/fixtures';

const SLOW_CONNECTIONS = 2000;
const HOLD_MS = 2000;

/** This process's soft limit on open files: each held connection is one. */
function openFileLimit(): number {
  const line = fs
    .readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1] ?? 'unlimited';
  return soft === 'unlimited' ? Infinity : Number(soft);
}

/** Opens one connection and sends the start of a request whose headers never end. */
function slowConnection(port: number, host: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host }, () => {
      socket.write(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: `);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

test('2,000 slow, half-open connections held: a normal reader still gets 200s within 1 s', async ({
  baseURL,
}) => {
  test.setTimeout(60_000);
  const limit = openFileLimit();
  // Any user may raise the soft limit up to the hard one: `ulimit -n 4096` before `npm test`.
  expect(
    limit,
    `this process may open ${limit} files, too few to hold ${SLOW_CONNECTIONS} connections: run 'ulimit -n 4096' first`,
  ).toBeGreaterThan(SLOW_CONNECTIONS + 200);
  const base = new URL(baseURL ?? '');
  const port = Number(base.port);
  const sockets: net.Socket[] = [];
  let closedByServer = 0;
  try {
    // In batches, so the listen queue is never what refuses them.
    for (let opened = 0; opened < SLOW_CONNECTIONS; opened += 200) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(200, SLOW_CONNECTIONS - opened) }, () =>
          slowConnection(port, '127.0.0.1'),
        ),
      );
      for (const socket of batch) {
        socket.on('error', () => undefined);
        socket.once('close', () => (closedByServer += 1));
      }
      sockets.push(...batch);
    }
    expect(sockets.length).toBe(SLOW_CONNECTIONS);
    // A reader, one request after another, for as long as the connections are held.
    const timings: number[] = [];
    const until = Date.now() + HOLD_MS;
    while (Date.now() < until) {
      const started = performance.now();
      const response = await rawRequest(base.origin, '/docs/sdk', { timeoutMs: 1000 });
      const ms = performance.now() - started;
      expect(response.status, `request ${timings.length + 1} while ${SLOW_CONNECTIONS} are held`).toBe(200);
      expect(ms, `request ${timings.length + 1} took ${ms.toFixed(0)} ms`).toBeLessThan(1000);
      timings.push(ms);
    }
    // The slow connections were really held throughout (nginx closes them only after 10 s).
    expect(closedByServer, 'slow connections nginx closed while held').toBe(0);
    const worst = Math.max(...timings).toFixed(0);
    const summary = `${timings.length} requests, all 200, slowest ${worst} ms, with ${SLOW_CONNECTIONS} slow connections held`;
    console.log(summary);
    test.info().annotations.push({ type: 'measured', description: summary });
  } finally {
    for (const socket of sockets) socket.destroy();
  }
});
