/**
 * nginx serves the build as production does: the full security header set (with the
 * build's exact Content-Security-Policy) on every kind of response, clean URLs with 301s,
 * the branded 404, HEAD, gzip, the search index pre-compressed, and long-lived caching for
 * hashed assets only.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { assetPaths, BUILD_DIR, expectSecurityHeaders, rawRequest } from '../lib/nginx';
import { expect, test } from '../e2e/fixtures';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Where Debian's libnginx-mod-http-brotli-filter puts the module scripts/serve-nginx.sh looks for. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

test.describe('nginx: headers on every response', () => {
  test('pages, assets, redirects, the 404 and refused requests carry the full security header set', async ({
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const assets = await assetPaths(base);
    const cases: [string, string, number, string?][] = [
      ['the home page', '/', 200],
      ['a docs page', '/docs/sdk', 200],
      ['a blog post list', '/blog', 200],
      ['the main script', assets.js, 200],
      ['the stylesheet', assets.css, 200],
      ['the font', assets.font, 200],
      ['an image', '/img/logo.svg', 200],
      ['the sitemap', '/sitemap.xml', 200],
      ['security.txt', '/.well-known/security.txt', 200],
      ['the not-found page', '/no/such/page', 404],
      ['a missing asset', '/assets/js/no-such-chunk.js', 404],
      ['a hidden file', '/.csp-hashes.conf', 404],
      ['a redirect', '/about.html', 301],
      ['a refused method', '/about', 405, 'DELETE'],
      ['a malformed path', '/%E0%A4%A', 400],
      ['an oversized path', `/${'a'.repeat(8192)}`, 414],
    ];
    for (const [what, requestPath, status, method] of cases) {
      const response = await rawRequest(base, requestPath, { method });
      expect(response.status, `status of ${what}`).toBe(status);
      await expectSecurityHeaders(response.headers, what);
      expect(response.headers.server, `no version in Server on ${what}`).toBe('nginx');
    }
  });

  test('HEAD answers like GET, without a body', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const { js } = await assetPaths(base);
    for (const [requestPath, status] of [
      ['/about', 200],
      ['/docs/sdk', 200],
      [js, 200],
      ['/no/such/page', 404],
      ['/careers/index.html', 301],
    ] as const) {
      const get = await rawRequest(base, requestPath);
      const head = await rawRequest(base, requestPath, { method: 'HEAD' });
      expect(head.status, `HEAD ${requestPath}`).toBe(status);
      expect(head.body.length, `HEAD ${requestPath} has no body`).toBe(0);
      expect(head.headers['content-type'], `HEAD ${requestPath}`).toBe(get.headers['content-type']);
      expect(head.headers['cache-control'], `HEAD ${requestPath}`).toBe(get.headers['cache-control']);
      if (status === 200) expect(head.headers['content-length']).toBe(String(get.body.length));
      await expectSecurityHeaders(head.headers, `HEAD ${requestPath}`);
    }
  });
});

test.describe('nginx: clean URLs and the not-found page', () => {
  for (const [from, to] of [
    ['/about.html', '/about'],
    ['/careers/index.html', '/careers'],
    ['/docs/sdk.html', '/docs/sdk'],
    ['/docs/integration/index.html', '/docs/integration'],
    ['/index.html', '/'],
    ['/docs/', '/docs'],
    ['/about.html?ref=nav', '/about?ref=nav'],
  ] as const) {
    test(`${from} redirects 301 to ${to}`, async ({ baseURL }) => {
      const response = await rawRequest(baseURL ?? '', from);
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(to);
      const target = await rawRequest(baseURL ?? '', to);
      expect(target.status).toBe(200);
      expect(target.headers['content-type']).toBe('text/html; charset=utf-8');
    });
  }

  test('/about serves the page itself (about.html) with status 200', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/about$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('an unknown path answers 404 with the branded not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expectSecurityHeaders((await response?.allHeaders()) ?? {}, 'the not-found page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(page.getByText('/no/such/page')).toBeVisible();
  });

  test('the 404 page itself is not reachable as /404.html or /404 with status 200', async ({ baseURL }) => {
    for (const requestPath of ['/404.html', '/404']) {
      const response = await rawRequest(baseURL ?? '', requestPath);
      expect(response.status, requestPath).toBe(404);
      expect(response.body.toString('utf8'), requestPath).toContain('We could not find that page');
      await expectSecurityHeaders(response.headers, requestPath);
    }
  });

  test('the CDN rule files (_headers, _redirects) are not served', async ({ baseURL }) => {
    for (const requestPath of ['/_headers', '/_redirects']) {
      expect((await rawRequest(baseURL ?? '', requestPath)).status, requestPath).toBe(404);
    }
  });
});

test.describe('nginx: compression and caching', () => {
  test('text is gzipped when the client accepts gzip, and only then', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const { js, css } = await assetPaths(base);
    for (const requestPath of ['/', '/docs/sdk', js, css, '/sitemap.xml']) {
      const gzipped = await rawRequest(base, requestPath, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.status, requestPath).toBe(200);
      expect(gzipped.headers['content-encoding'], `${requestPath} with Accept-Encoding: gzip`).toBe('gzip');
      expect(gzipped.headers.vary, requestPath).toBe('Accept-Encoding');
      const plain = await rawRequest(base, requestPath);
      expect(plain.headers['content-encoding'], `${requestPath} without Accept-Encoding`).toBeUndefined();
      expect(
        zlib.gunzipSync(gzipped.body).equals(plain.body),
        `${requestPath} decompresses to the file`,
      ).toBe(true);
      expect(gzipped.body.length, `${requestPath} is smaller gzipped`).toBeLessThan(plain.body.length);
    }
  });

  test('text is brotli-compressed when the optional brotli module is installed', async ({ baseURL }) => {
    test.skip(!fs.existsSync(BROTLI_MODULE), 'the nginx brotli module is not installed (optional)');
    const base = baseURL ?? '';
    for (const requestPath of ['/', '/docs/sdk', (await assetPaths(base)).js]) {
      const compressed = await rawRequest(base, requestPath, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers['content-encoding'], requestPath).toBe('br');
      const plain = await rawRequest(base, requestPath);
      expect(zlib.brotliDecompressSync(compressed.body).equals(plain.body), requestPath).toBe(true);
    }
  });

  test('hashed assets are cached for a year; HTML and unhashed files revalidate', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const { js, css, font } = await assetPaths(base);
    for (const requestPath of [js, css, font]) {
      const response = await rawRequest(base, requestPath);
      expect(response.headers['cache-control'], requestPath).toBe(IMMUTABLE);
      expect(response.headers.etag, `${requestPath} can still be revalidated`).toBeTruthy();
    }
    for (const requestPath of ['/', '/docs/sdk', '/blog', '/img/logo.svg', '/sitemap.xml', '/no/such/page']) {
      const response = await rawRequest(base, requestPath);
      expect(response.headers['cache-control'], requestPath).toBe(REVALIDATE);
    }
    // A hashed name that does not exist must not be cached for a year.
    const missing = await rawRequest(base, '/assets/js/no-such-chunk.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe(REVALIDATE);
  });

  test('a page revalidates to 304 Not Modified with its ETag', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const first = await rawRequest(base, '/docs/sdk');
    const etag = String(first.headers.etag);
    const again = await rawRequest(base, '/docs/sdk', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await expectSecurityHeaders(again.headers, 'a 304 response');
  });

  test('the search index goes out compressed; its hashed chunks are cached for a year', async ({
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const dir = path.join(BUILD_DIR, 'pagefind');
    test.skip(!fs.existsSync(dir), 'this build has no search index');
    const first = (sub: string, ending: string): string =>
      `/pagefind/${sub}${fs.readdirSync(path.join(dir, sub)).find((file) => file.endsWith(ending)) ?? ''}`;
    const hashed = [first('', '.pf_meta'), first('index/', '.pf_index'), first('fragment/', '.pf_fragment')];
    const named = [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-entry.json',
      '/pagefind/wasm.en.pagefind',
      '/pagefind/pagefind-component-ui.js',
    ];
    for (const requestPath of [...hashed, ...named]) {
      const gzipped = await rawRequest(base, requestPath, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.status, requestPath).toBe(200);
      expect(gzipped.headers['cache-control'], requestPath).toBe(
        hashed.includes(requestPath) ? IMMUTABLE : REVALIDATE,
      );
      // The build's own .gz copy, sent as it is (gzip_static): the same bytes as the file on
      // disk. A file under 1 KB has none: gzipped as it goes out, or (under 256 bytes) not at all.
      // Pagefind's chunks and WebAssembly are gzip already: sent as they are, for its script.
      const copy = path.join(BUILD_DIR, `${requestPath}.gz`);
      const file = fs.readFileSync(path.join(BUILD_DIR, requestPath));
      if (/\.(?:pf_\w+|pagefind)$/.test(requestPath)) {
        expect(gzipped.headers['content-encoding'], requestPath).toBeUndefined();
        expect(gzipped.body.equals(file), requestPath).toBe(true);
        expect(zlib.gunzipSync(file).subarray(0, 12).toString(), `${requestPath} is Pagefind's gzip`).toBe(
          'pagefind_dcd',
        );
      } else if (fs.existsSync(copy)) {
        expect(gzipped.headers['content-encoding'], requestPath).toBe('gzip');
        expect(gzipped.body.equals(fs.readFileSync(copy)), requestPath).toBe(true);
      } else {
        expect(file.length, `${requestPath} has no .gz copy`).toBeLessThan(1024);
        const body =
          gzipped.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(gzipped.body) : gzipped.body;
        expect(body.equals(file), requestPath).toBe(true);
      }
      await expectSecurityHeaders(gzipped.headers, requestPath);
      const plain = await rawRequest(base, requestPath);
      expect(plain.headers['content-encoding'], `${requestPath} without Accept-Encoding`).toBeUndefined();
      expect(plain.body.equals(fs.readFileSync(path.join(BUILD_DIR, requestPath))), requestPath).toBe(true);
    }
    expect((await rawRequest(base, '/pagefind/pagefind.js')).headers['content-type']).toMatch(
      /^application\/javascript/,
    );
    expect((await rawRequest(base, '/pagefind/wasm.en.pagefind')).headers['content-type']).toBe(
      'application/octet-stream',
    );
    // A chunk name that does not exist must not be cached for a year.
    const missing = await rawRequest(base, '/pagefind/index/en_0000000.pf_index');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe(REVALIDATE);
  });

  test('the search engine goes out brotli-compressed where the brotli static module is installed', async ({
    baseURL,
  }) => {
    test.skip(
      !fs.existsSync(BROTLI_STATIC_MODULE),
      'the nginx brotli static module is not installed (optional)',
    );
    for (const requestPath of ['/pagefind/pagefind.js', '/pagefind/pagefind-component-ui.js']) {
      const response = await rawRequest(baseURL ?? '', requestPath, {
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.headers['content-encoding'], requestPath).toBe('br');
      expect(
        response.body.equals(fs.readFileSync(path.join(BUILD_DIR, `${requestPath}.br`))),
        requestPath,
      ).toBe(true);
    }
  });

  test('Markdown twins of the docs pages are served as UTF-8 Markdown, compressed', async ({ baseURL }) => {
    test.skip(!fs.existsSync(path.join(BUILD_DIR, 'docs', 'sdk.md')), 'this build has no Markdown twins');
    const response = await rawRequest(baseURL ?? '', '/docs/sdk.md');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(response.headers['cache-control']).toBe(REVALIDATE);
    await expectSecurityHeaders(response.headers, 'a Markdown twin');
    const gzipped = await rawRequest(baseURL ?? '', '/docs/sdk.md', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.equals(fs.readFileSync(path.join(BUILD_DIR, 'docs', 'sdk.md.gz')))).toBe(true);
    expect(gzipped.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });

  test('the blog feeds are served as RSS and Atom, compressed', async ({ baseURL }) => {
    for (const [requestPath, type] of [
      ['/blog/rss.xml', 'application/rss+xml; charset=utf-8'],
      ['/blog/atom.xml', 'application/atom+xml; charset=utf-8'],
    ] as const) {
      const response = await rawRequest(baseURL ?? '', requestPath, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.status, requestPath).toBe(200);
      expect(response.headers['content-type'], requestPath).toBe(type);
      expect(response.headers['content-encoding'], requestPath).toBe('gzip');
      expect(response.headers['cache-control'], requestPath).toBe(REVALIDATE);
      await expectSecurityHeaders(response.headers, requestPath);
    }
  });
});

test.describe('nginx: odd requests', () => {
  test('a byte range gets the whole file, and no answer repeats a header', async ({ baseURL }) => {
    const base = baseURL ?? '';
    const { js } = await assetPaths(base);
    // A range past the end once drew a 416 with every add_header line twice.
    for (const range of ['bytes=99999999-', 'bytes=0-10', 'bytes=0-1,5-6']) {
      for (const requestPath of ['/img/logo.svg', js, '/docs/sdk']) {
        const response = await rawRequest(base, requestPath, { headers: { range } });
        expect(response.status, `${requestPath} with Range: ${range}`).toBe(200);
        expect(response.headers['content-range'], requestPath).toBeUndefined();
        // Node joins a repeated header with ", " (or keeps the first): count the raw lines.
        const names = response.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
        expect(
          names.filter((name, i) => names.indexOf(name) !== i),
          `headers repeated on ${requestPath} with Range: ${range}`,
        ).toEqual([]);
        await expectSecurityHeaders(response.headers, `${requestPath} with Range: ${range}`);
      }
    }
  });

  test('a request for a host name the site does not serve gets no answer', async ({ baseURL }) => {
    const base = baseURL ?? '';
    for (const host of ['evil.example', 'sanoria.example.evil.example', '203.0.113.7']) {
      await expect(rawRequest(base, '/', { headers: { host } }), `Host: ${host}`).rejects.toThrow(
        /socket hang up|ECONNRESET/,
      );
    }
    // The names it does serve (SERVER_NAME, here localhost and 127.0.0.1) answer as usual.
    for (const host of ['localhost', `localhost:${new URL(base).port}`, '127.0.0.1'])
      expect((await rawRequest(base, '/', { headers: { host } })).status, `Host: ${host}`).toBe(200);
  });
});
