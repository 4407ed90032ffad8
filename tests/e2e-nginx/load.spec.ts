/**
 * Under load, nginx sends files and does not compress them: the build's .br and .gz copies go
 * out byte for byte (src/plugins/precompress), so a busy day costs no compression CPU; and a
 * short, bounded burst of the mix that once saturated the CPU (100 connections on the home
 * page, a docs page and the main bundle, as browsers ask) gets no error. The comparison with
 * the configuration before build-time compression is `node scripts/load-test.mjs --compare main`.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { assetPaths, BUILD_DIR, rawRequest } from '../lib/nginx';
import { expect, test } from '../e2e/fixtures';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
/** Where Debian's libnginx-mod-http-brotli-static puts the module scripts/serve-nginx.sh loads. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The file a clean URL serves: `/` → index.html, `/docs/sdk` → docs/sdk.html. */
const fileOf = (urlPath: string): string =>
  path.join(BUILD_DIR, urlPath === '/' ? 'index.html' : /\.\w+$/.test(urlPath) ? urlPath : `${urlPath}.html`);

test.describe('nginx: under load', () => {
  test('pages and scripts go out as the build compressed them, byte for byte', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const { js, css } = await assetPaths(base);
    const encodings: [string, string][] = [['gzip', 'gz']];
    if (fs.existsSync(BROTLI_STATIC_MODULE)) encodings.unshift(['br', 'br']);
    for (const requestPath of ['/', '/docs/sdk', js, css, '/docs/sdk.md', '/sitemap.xml']) {
      for (const [encoding, suffix] of encodings) {
        const response = await rawRequest(base, requestPath, {
          headers: { 'accept-encoding': `${encoding === 'br' ? 'gzip, deflate, br' : 'gzip'}` },
        });
        expect(response.status, requestPath).toBe(200);
        expect(response.headers['content-encoding'], requestPath).toBe(encoding);
        // The very bytes of the copy on disk: nothing was compressed for this request.
        const copy = fs.readFileSync(`${fileOf(requestPath)}.${suffix}`);
        expect(
          response.body.equals(copy),
          `${requestPath} is ${path.basename(fileOf(requestPath))}.${suffix}`,
        ).toBe(true);
      }
    }
  });

  test(`${CONNECTIONS} connections on /, /docs/sdk and the main bundle for ${SECONDS} s: no errors`, async ({
    baseURL,
  }) => {
    test.setTimeout((SECONDS + 30) * 1000);
    const base = baseURL ?? '';
    const { js } = await assetPaths(base);
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 10,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: ['/', '/docs/sdk', js].map((requestPath) => ({ method: 'GET', path: requestPath })),
    });
    const summary =
      `load /, /docs/sdk, main.js: ${Math.round(result.requests.average)} requests/s (${result.requests.total} in ` +
      `${result.duration} s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`;
    console.log(summary);
    test.info().annotations.push({ type: 'load', description: summary });
    expect(result.errors, 'connection errors').toBe(0);
    expect(result.timeouts, 'timeouts').toBe(0);
    expect(result.non2xx, 'non-2xx answers').toBe(0);
    expect(result['2xx'], 'answered requests').toBeGreaterThan(0);
  });
});
