/** The CSP plugin: which scripts it hashes, the policy it builds, and the nginx include it writes. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { ssrTemplate } from '../../src/ssr/template';
import cspPlugin, {
  ANALYTICS_SOURCES,
  CSP_INCLUDE_FILE,
  buildScriptHashes,
  checkReportUri,
  contentSecurityPolicy,
  inlineScripts,
  nginxInclude,
  scriptHash,
} from '../../src/plugins/csp';

test('scriptHash is the SHA-256 the browser computes, as a CSP source', () => {
  // The well-known digest of the empty string.
  expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
});

test('inlineScripts takes executable inline scripts only, with their bodies untouched', () => {
  const html = [
    '<script>a()</script>',
    '<script type="module">b()</script>',
    '<script type=text/javascript>c()</script>',
    '<script data-rh=true type=\'application/ld+json\'>{"@type":"Thing"}</script>',
    '<script src=/assets/js/main.js></script>',
    '<script defer src="/x.js">ignored()</script>',
    '<script data-src="/lazy.js">d()</script>',
    '<SCRIPT>\n  e();\n</SCRIPT >',
  ].join('');
  expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()', 'd()', '\n  e();\n']);
});

test('the policy is strict for scripts and allows the tag manager only with analytics', () => {
  const hashes = [scriptHash('a()')];
  const plain = contentSecurityPolicy(hashes, false);
  expect(plain).toBe(
    `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashes[0]}; style-src 'self' 'unsafe-inline'; ` +
      "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
      "frame-ancestors 'none'; form-action 'self'",
  );
  expect(plain).not.toMatch(/googletagmanager|google-analytics/);
  const withAnalytics = contentSecurityPolicy(hashes, true);
  expect(withAnalytics).toContain(
    `script-src 'self' 'wasm-unsafe-eval' ${hashes[0]} ${ANALYTICS_SOURCES.script.join(' ')};`,
  );
  expect(withAnalytics).toContain(`connect-src 'self' ${ANALYTICS_SOURCES.connect.join(' ')};`);
  expect(withAnalytics).toContain(`img-src 'self' data: ${ANALYTICS_SOURCES.img.join(' ')};`);
  // The one exception: site search compiles WebAssembly (Pagefind). No JavaScript eval, no inline script.
  for (const policy of [plain, withAnalytics]) {
    const scriptSrc = (/script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');
    expect(scriptSrc.filter((source) => source.includes('unsafe'))).toEqual(["'wasm-unsafe-eval'"]);
  }
});

test('the analytics hosts are those Google’s CSP guide lists for the tag manager and GA4', () => {
  // developers.google.com/tag-platform/security/guides/csp (the container, and Google Analytics 4).
  expect(ANALYTICS_SOURCES).toEqual({
    script: ['https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://www.google.com',
    ],
  });
});

test('violation reports: off without CSP_REPORT_URI; with it, report-to, report-uri and Reporting-Endpoints', () => {
  const hashes = [scriptHash('a()')];
  expect(checkReportUri(undefined)).toBeUndefined();
  expect(checkReportUri('  ')).toBeUndefined();
  const off = nginxInclude(contentSecurityPolicy(hashes, false), false);
  expect(off).not.toMatch(/report-|Reporting-Endpoints/);
  const uri = checkReportUri('https://reports.example/csp');
  expect(uri).toBe('https://reports.example/csp');
  const policy = contentSecurityPolicy(hashes, false, uri);
  expect(policy).toMatch(/; report-uri https:\/\/reports\.example\/csp; report-to csp-endpoint$/);
  const lines = nginxInclude(policy, false, uri)
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  expect(lines).toEqual([
    `add_header Content-Security-Policy "${policy}" always;`,
    'add_header Reporting-Endpoints "csp-endpoint=\\"https://reports.example/csp\\"" always;',
  ]);
  for (const bad of ['/relative', 'javascript:alert(1)', 'https://x.example/"a', 'https://x.example/$host'])
    expect(() => checkReportUri(bad), bad).toThrow();
});

test('the nginx include is one add_header line, and refuses text nginx would misread', () => {
  const include = nginxInclude("default-src 'self'", false);
  expect(include.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
    `add_header Content-Security-Policy "default-src 'self'" always;`,
  ]);
  expect(() => nginxInclude('default-src "x"', false)).toThrow();
  expect(() => nginxInclude('default-src $host', false)).toThrow();
});

test('postBuild hashes every page of a build and writes the include', async () => {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'csp-plugin-'));
  try {
    await fs.mkdir(path.join(outDir, 'docs'));
    await fs.writeFile(path.join(outDir, 'index.html'), '<script>one()</script><script>two()</script>');
    await fs.writeFile(path.join(outDir, 'docs', 'a.html'), '<script>two()</script>');
    await fs.writeFile(path.join(outDir, 'docs', 'b.html'), '<script type=application/ld+json>{}</script>');
    const expected = [scriptHash('one()'), scriptHash('two()')].sort();
    expect(await buildScriptHashes(outDir)).toEqual(expected);

    const plugin = cspPlugin({} as LoadContext, { containerId: 'GTM-TEST123' }) as Plugin & {
      postBuild: (props: { outDir: string }) => Promise<void>;
    };
    await plugin.postBuild({ outDir });
    const include = await fs.readFile(path.join(outDir, CSP_INCLUDE_FILE), 'utf8');
    expect(include).toContain(
      `add_header Content-Security-Policy "${contentSecurityPolicy(expected, true)}" always;`,
    );
  } finally {
    await fs.rm(outDir, { recursive: true, force: true });
  }
});

test('the page template’s inline script has no per-build text, so its hash is the same in every build', () => {
  // Anything the template fills in (bundle names) must sit in attributes, which CSP does not hash.
  const bodies = inlineScripts(ssrTemplate);
  expect(bodies.length).toBe(1);
  expect(bodies[0]).not.toMatch(/<%/);
  expect(ssrTemplate).toMatch(/<script data-scripts="<%= JSON\.stringify\(/);
});
