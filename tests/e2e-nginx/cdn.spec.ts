/**
 * The build's `_headers` and `_redirects` (for a static CDN host: Cloudflare Pages, Netlify;
 * src/plugins/csp/cdn.ts) say what nginx does: every redirect they hold, nginx makes too, and
 * every header rule's headers are what nginx sends on a path the rule matches.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  HEADERS_FILE,
  parseHeadersFile,
  parseRedirectsFile,
  REDIRECTS_FILE,
  REVALIDATE,
} from '../../src/plugins/csp/cdn';
import { assetPaths, BUILD_DIR, rawRequest } from '../lib/nginx';
import { expect, test } from '../e2e/fixtures';

const read = (file: string): string => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');

test('every redirect in _redirects is the one nginx makes', async ({ baseURL }) => {
  const rules = parseRedirectsFile(read(REDIRECTS_FILE));
  expect(rules.length, 'redirects in _redirects').toBeGreaterThan(200);
  for (const { from, to, status } of rules) {
    const response = await rawRequest(baseURL ?? '', from);
    expect(response.status, from).toBe(status);
    expect(response.headers.location, from).toBe(to);
  }
});

test('every header rule in _headers is what nginx sends on a path it matches', async ({ baseURL }) => {
  const base = baseURL ?? '';
  const rules = parseHeadersFile(read(HEADERS_FILE));
  const { js } = await assetPaths(base);
  const first = (dir: string): string => `/${dir}/${fs.readdirSync(path.join(BUILD_DIR, dir))[0] ?? ''}`;
  const samples: Record<string, string[]> = {
    '/*': ['/', '/docs/sdk', js, '/img/logo.svg', '/no/such/page'],
    '/assets/*': [js],
    '/pagefind/index/*': [first('pagefind/index')],
    '/pagefind/fragment/*': [first('pagefind/fragment')],
  };
  expect([...rules.keys()].sort()).toEqual(Object.keys(samples).sort());
  for (const [pattern, headers] of rules) {
    for (const requestPath of samples[pattern] ?? []) {
      const response = await rawRequest(base, requestPath);
      for (const [name, value] of headers)
        expect(response.headers[name.toLowerCase()], `${name} on ${requestPath} (${pattern})`).toBe(value);
    }
  }
  // Paths no cache rule matches revalidate on nginx, as under the hosts' default.
  for (const requestPath of ['/', '/docs/sdk', '/img/logo.svg', '/pagefind/pagefind.js'])
    expect((await rawRequest(base, requestPath)).headers['cache-control'], requestPath).toBe(REVALIDATE);
});
