/**
 * Build-time compression (src/plugins/precompress): every text file of 1 KB or more in the
 * build has a gzip and a brotli copy beside it that unpack to exactly that file, so nginx
 * (gzip_static, brotli_static) never compresses per request; nothing else has copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { brotliQuality, MIN_BYTES, shouldCompress } from '../../src/plugins/precompress';
import { BUILD_DIR, hasBuild } from '../lib/build';

test('what is compressed: text of 1 KB or more, never hidden or CDN rule files, images, fonts or Pagefind’s gzip chunks', () => {
  for (const [file, bytes, expected] of [
    ['index.html', MIN_BYTES, true],
    ['index.html', MIN_BYTES - 1, false],
    ['assets/js/main.0123abcd.js', 5000, true],
    ['docs/sdk.md', 5000, true],
    ['blog/rss.xml', 5000, true],
    ['pagefind/pagefind-component-ui.js', 5000, true],
    ['pagefind/fragment/en_1.pf_fragment', 5000, false],
    ['pagefind/wasm.en.pagefind', 50_000, false],
    ['img/logo.svg', 5000, true],
    ['img/social/default.png', 50_000, false],
    ['assets/fonts/inter.woff2', 50_000, false],
    ['.csp-hashes.conf', 5000, false],
    ['_headers', 5000, false],
  ] as const) {
    expect(shouldCompress(file, bytes), `${file} (${bytes} bytes)`).toBe(expected);
  }
});

test('brotli at its best for scripts, styles and images, 10 for pages and data, 9 for what agents and crawlers read', () => {
  for (const file of [
    'assets/js/main.0123abcd.js',
    'assets/js/runtime~main.0123abcd.js',
    'assets/js/react-dom.0123abcd.js',
    'assets/js/8201.e80f084a.js',
    'assets/css/styles.0123abcd.css',
    'img/logo.svg',
  ])
    expect(brotliQuality(file), file).toBe(11);
  for (const file of ['index.html', 'docs/sdk.html', 'assets/sandbox-definitions.0123abcd.json'])
    expect(brotliQuality(file), file).toBe(10);
  for (const file of ['docs/sdk.md', 'llms.txt', 'llms-full.txt', 'sitemap.xml', 'blog/rss.xml'])
    expect(brotliQuality(file), file).toBe(9);
});

test('every file the rule selects has .gz and .br copies that unpack to it, and no other file has', () => {
  test.skip(!hasBuild, 'no build/ yet');
  const files = fs
    .readdirSync(BUILD_DIR, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(BUILD_DIR, path.join(entry.parentPath, entry.name)));
  const present = new Set(files);
  // Problems are collected and asserted once: an expect() per file made this test 30 times slower.
  const problems: string[] = [];
  let compressed = 0;
  for (const file of files.filter((name) => !/\.(gz|br)$/.test(name))) {
    const data = fs.readFileSync(path.join(BUILD_DIR, file));
    const wanted = shouldCompress(file, data.length);
    for (const copy of ['gz', 'br'] as const) {
      if (present.has(`${file}.${copy}`) !== wanted) {
        problems.push(`${file}.${copy} ${wanted ? 'is missing' : 'should not exist'}`);
      }
    }
    if (!wanted) continue;
    compressed += 1;
    const unpacked = {
      gz: () => zlib.gunzipSync(fs.readFileSync(path.join(BUILD_DIR, `${file}.gz`))),
      br: () => zlib.brotliDecompressSync(fs.readFileSync(path.join(BUILD_DIR, `${file}.br`))),
    };
    for (const [copy, unpack] of Object.entries(unpacked)) {
      try {
        if (!unpack().equals(data)) problems.push(`${file}.${copy} does not unpack to ${file}`);
      } catch (error) {
        problems.push(`${file}.${copy} does not unpack: ${String(error)}`);
      }
    }
  }
  // Every copy belongs to a file that is still there.
  for (const file of files.filter((name) => /\.(gz|br)$/.test(name))) {
    if (!present.has(file.replace(/\.(gz|br)$/, ''))) problems.push(`${file} has no original`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
  expect(compressed, 'compressed files in the build').toBeGreaterThan(300);
});
