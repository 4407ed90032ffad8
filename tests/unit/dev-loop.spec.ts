/**
 * Under `npm start`, a content mistake in a saved file is reported in the terminal with its file,
 * line and rule (src/plugins/dev-loop). The dev server runs on a minimal site in a temporary
 * folder with only that plugin, so the test does not bundle the whole site.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../lib/content';

/** A free port for the dev server. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

test('a saved page with an invalid FHIR sample is reported in the dev server’s terminal', async () => {
  test.setTimeout(90_000);
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'sanoria-dev-loop-'));
  fs.mkdirSync(path.join(site, 'docs'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));
  const plugin = path.join(ROOT, 'src/plugins/dev-loop/index.ts');
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.js'),
    `module.exports = { title: 'Test', url: 'http://localhost', baseUrl: '/',\n` +
      `  plugins: [[${JSON.stringify(plugin)}, { folders: ['docs'], fallbackMs: 0 }]] };\n`,
  );
  const server = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      site,
      '--no-open',
      '--host',
      '127.0.0.1',
      '--port',
      String(await freePort()),
    ],
    // No persistent bundler cache: node_modules is the project's, linked.
    {
      cwd: site,
      env: { ...process.env, BROWSER: 'none', FORCE_COLOR: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
      detached: true,
    },
  );
  let output = '';
  /** Resolves when the terminal shows a line matching `pattern`. */
  const printed = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const look = () => {
        const line = output.split('\n').find((text) => pattern.test(text));
        if (line) resolve(line);
      };
      for (const stream of [server.stdout, server.stderr]) {
        stream.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          look();
        });
      }
      server.once('exit', (code) => reject(new Error(`the dev server exited (${code}):\n${output}`)));
    });
  try {
    await printed(/Docusaurus website is running/);
    const reported = printed(/\[content\] docs\/bad\.mdx:\d+: \[fhir-r4\]/);
    fs.writeFileSync(
      path.join(site, 'docs', 'bad.mdx'),
      '# Bad\n\nA sample:\n\n```json\n{ "resourceType": "Patient", "unknownField": 1 }\n```\n',
    );
    // The fence opens on line 5.
    expect(await reported).toMatch(/docs\/bad\.mdx:5: \[fhir-r4\] .*unknownField/);
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    fs.rmSync(site, { recursive: true, force: true });
  }
});
