/**
 * A short, bounded load on loopback against nginx: the home page and a docs page, with
 * gzip as browsers ask for it. Zero errors, timeouts and non-2xx answers; prints requests
 * per second and p99 latency. `node scripts/load-test.mjs` runs the full 60-second version.
 */
import autocannon from 'autocannon';
import { expect, test } from '../e2e/fixtures';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);

test.describe('nginx: bounded load', () => {
  for (const target of ['/', '/docs/sdk']) {
    test(`${target} under ${CONNECTIONS} connections for ${SECONDS} s: no errors`, async ({ baseURL }) => {
      test.setTimeout((SECONDS + 30) * 1000);
      const result = await autocannon({
        url: new URL(target, baseURL).toString(),
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        headers: { 'accept-encoding': 'gzip' },
      });
      const summary =
        `load ${target}: ${Math.round(result.requests.average)} requests/s (${result.requests.total} in ` +
        `${result.duration} s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`;
      console.log(summary);
      test.info().annotations.push({ type: 'load', description: summary });
      expect(result.errors, 'connection errors').toBe(0);
      expect(result.timeouts, 'timeouts').toBe(0);
      expect(result.non2xx, 'non-2xx answers').toBe(0);
      expect(result['2xx'], 'answered requests').toBeGreaterThan(0);
    });
  }
});
