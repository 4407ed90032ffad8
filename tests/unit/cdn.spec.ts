/**
 * The static CDN host's rule files (src/plugins/csp/cdn.ts) and deploy/nginx say the same: the
 * same security headers, the same cache rules; the build's `_headers` carries the build's own
 * policy and `_redirects` a redirect for every page. tests/e2e-nginx/cdn.spec.ts then asks
 * nginx every rule the files hold.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  cdnRedirects,
  HEADERS_FILE,
  IMMUTABLE,
  parseHeadersFile,
  parseRedirectsFile,
  REDIRECTS_FILE,
  SECURITY_HEADERS,
} from '../../src/plugins/csp/cdn';
import { BUILD_DIR, hasBuild } from '../lib/build';
import { ROOT } from '../lib/content';

const nginx = (file: string): string => fs.readFileSync(path.join(ROOT, 'deploy/nginx', file), 'utf8');

/** `add_header Name "value" …;` lines of an nginx file: name → value. */
function addHeaders(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name = '', value = ''] of text.matchAll(/^\s*add_header\s+([\w-]+)\s+"((?:[^"\\]|\\.)*)"/gm))
    found.set(name, value);
  return found;
}

test('nginx sends exactly the security headers the CDN rules hold', () => {
  expect(Object.fromEntries(addHeaders(nginx('security-headers.conf.template')))).toEqual(SECURITY_HEADERS);
});

test('nginx caches for a year exactly what the CDN rules do', () => {
  const site = nginx('site.conf.template');
  // Every immutable location in nginx, by the paths it matches.
  expect(site).toMatch(
    /location \/assets\/ \{(?:(?!\n {4}\})[\s\S])*Cache-Control "public, max-age=31536000, immutable"/,
  );
  expect(site).toMatch(
    /location ~ \\\.pf_\(\?:meta\|index\|fragment\|filter\)\$ \{(?:(?!\n {8}\})[\s\S])*Cache-Control "public, max-age=31536000, immutable"/,
  );
  expect([...site.matchAll(/max-age=31536000, immutable/g)].length).toBe(2);
});

test('_redirects: every page’s .html, index.html and trailing-slash forms go to its clean URL', () => {
  const rules = parseRedirectsFile(
    cdnRedirects(['index.html', 'about.html', 'careers/index.html', 'docs/sdk.html', '404.html']),
  );
  expect(rules).toEqual([
    { from: '/about.html', to: '/about', status: 301 },
    { from: '/about/', to: '/about', status: 301 },
    { from: '/careers/index.html', to: '/careers', status: 301 },
    { from: '/careers/', to: '/careers', status: 301 },
    { from: '/docs/sdk.html', to: '/docs/sdk', status: 301 },
    { from: '/docs/sdk/', to: '/docs/sdk', status: 301 },
    { from: '/index.html', to: '/', status: 301 },
  ]);
});

test('the build’s _headers holds its own policy, the security headers and the cache rules', () => {
  test.skip(!hasBuild, 'no build/ yet');
  const rules = parseHeadersFile(fs.readFileSync(path.join(BUILD_DIR, HEADERS_FILE), 'utf8'));
  const all = rules.get('/*');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(all?.get(name), name).toBe(value);
  const include = fs.readFileSync(path.join(BUILD_DIR, '.csp-hashes.conf'), 'utf8');
  expect(include).toContain(`add_header Content-Security-Policy "${all?.get('Content-Security-Policy')}"`);
  for (const pattern of ['/assets/*', '/pagefind/index/*', '/pagefind/fragment/*'])
    expect(rules.get(pattern)?.get('Cache-Control'), pattern).toBe(IMMUTABLE);
  // Cloudflare Pages reads at most 100 header rules and 2,000 redirects.
  expect(rules.size).toBeLessThanOrEqual(100);
  expect(
    parseRedirectsFile(fs.readFileSync(path.join(BUILD_DIR, REDIRECTS_FILE), 'utf8')).length,
  ).toBeLessThan(2000);
});
