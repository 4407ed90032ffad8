/**
 * Deploying. Every inline script's text, and so the Content-Security-Policy, is the same from
 * build to build (src/ssr/template.ts), so a new build served under the previous build's
 * configuration (a deploy without a reload) still hydrates; and scripts/deploy.sh switches
 * releases atomically, tests and reloads nginx, checks the served policy, and switches back
 * when any step fails. Violation reports (CSP_REPORT_URI) are checked on and off here too.
 *
 * A second build would take minutes, so "build B" is build/ with its main bundle renamed (as a
 * change to the app's code renames it) and every page pointing at the new name: a hard-linked
 * copy, with the pages rewritten (their .gz and .br copies dropped: nginx compresses them as
 * it sends them).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  buildHeaders,
  buildScriptHashes,
  contentSecurityPolicy,
  htmlFiles,
  nginxInclude,
} from '../../src/plugins/csp';
import { BUILD_DIR, NGINX_PORT, type NginxServer, rawRequest, startNginx } from '../lib/nginx';
import { expect, test } from '../e2e/fixtures';
import { hydrated } from '../e2e/helpers';

const ROOT = path.join(__dirname, '..', '..');
const REPORT_URI = 'https://reports.example/csp';

/**
 * A hard-linked copy of a build (a plain copy where the temporary directory is on another file
 * system); files about to change are unlinked first, so build/ never is.
 */
function copyBuild(to: string): void {
  try {
    execFileSync('cp', ['-al', BUILD_DIR, to], { stdio: 'pipe' });
  } catch {
    fs.rmSync(to, { recursive: true, force: true });
    execFileSync('cp', ['-a', BUILD_DIR, to]);
  }
}

function rewrite(file: string, text: string): void {
  fs.rmSync(file);
  fs.writeFileSync(file, text);
}

/** Build B: the main bundle renamed, and every page loading it by its new name. */
async function renamedMainBundle(dir: string): Promise<{ from: string; to: string }> {
  copyBuild(dir);
  const js = path.join(dir, 'assets', 'js');
  const from = fs.readdirSync(js).find((file) => /^main\.\w+\.js$/.test(file)) ?? '';
  const to = from.replace(/^main\.\w+/, 'main.b0b0b0b0');
  for (const suffix of ['', '.gz', '.br'])
    fs.renameSync(path.join(js, from + suffix), path.join(js, to + suffix));
  for (const file of await htmlFiles(dir)) {
    rewrite(file, fs.readFileSync(file, 'utf8').replaceAll(from, to));
    for (const copy of [`${file}.gz`, `${file}.br`]) fs.rmSync(copy, { force: true });
  }
  // B's own policy, as its build would have written it.
  const policy = contentSecurityPolicy(await buildScriptHashes(dir), false);
  rewrite(path.join(dir, '.csp-hashes.conf'), nginxInclude(policy, false));
  return { from, to };
}

/** The policy a build's include holds. */
function policyOf(dir: string): string {
  const include = fs.readFileSync(path.join(dir, '.csp-hashes.conf'), 'utf8');
  return /Content-Security-Policy "(.*)" always;/.exec(include)?.[1] ?? '';
}

async function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test.describe('deploying a new build', () => {
  test.describe.configure({ mode: 'serial' });

  let work = '';
  let site = '';
  let server: NginxServer | undefined;
  let b = { from: '', to: '' };

  test.beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'sanoria-deploy-'));
    fs.chmodSync(work, 0o755); // nginx's workers read the releases
    site = path.join(work, 'site');
    fs.mkdirSync(path.join(site, 'releases'), { recursive: true });
    // The release that is live to begin with: build A, this build, as scripts/deploy.sh lays it out.
    copyBuild(path.join(site, 'releases', 'a'));
    fs.symlinkSync('releases/a', path.join(site, 'current'));
    b = await renamedMainBundle(path.join(work, 'build-b'));
    server = startNginx(path.join(site, 'current'), NGINX_PORT + 11);
  });

  test.afterAll(() => {
    server?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  test('build B’s inline scripts, and so its policy, are build A’s', () => {
    expect(b.to).not.toBe(b.from);
    expect(policyOf(path.join(work, 'build-b'))).toBe(policyOf(BUILD_DIR));
  });

  test('build B, served under build A’s configuration (no reload), hydrates with no violation', async ({
    page,
  }) => {
    // The deploy without a reload: the files switch, nginx still sends A's policy.
    fs.symlinkSync('../build-b', path.join(site, 'current.next'));
    fs.renameSync(path.join(site, 'current.next'), path.join(site, 'current'));
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.defineProperty(window, '__violations', { value: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.effectiveDirective));
    });
    const scripts: string[] = [];
    page.on('response', (response) => scripts.push(new URL(response.url()).pathname));
    const response = await page.goto(`${server?.baseURL}/docs/sdk`);
    expect(response?.headers()['content-security-policy']).toBe(policyOf(BUILD_DIR));
    await hydrated(page);
    expect(scripts, 'build B’s main bundle ran').toContain(`/assets/js/${b.to}`);
    expect(await cspViolations(page)).toEqual([]);
  });

  test('scripts/deploy.sh switches releases, reloads nginx and checks the policy; violation reports on and off', async () => {
    const deploy = (build: string) =>
      spawnSync('bash', [path.join(ROOT, 'scripts', 'deploy.sh'), build], {
        env: {
          ...process.env,
          SITE_ROOT: site,
          NGINX_CMD: server?.command,
          CHECK_URL: `${server?.baseURL}/`,
          KEEP: '2',
        },
        encoding: 'utf8',
      });
    const served = async () => (await rawRequest(server?.baseURL ?? '', '/docs/sdk')).headers;
    // Build C: this build, made with CSP_REPORT_URI (only the generated include differs).
    const c = path.join(work, 'build-c');
    copyBuild(c);
    const reporting = contentSecurityPolicy(await buildScriptHashes(c), false, REPORT_URI);
    rewrite(path.join(c, '.csp-hashes.conf'), nginxInclude(reporting, false, REPORT_URI));

    const toC = deploy(c);
    expect(toC.status, toC.stderr).toBe(0);
    expect(fs.readlinkSync(path.join(site, 'current'))).toMatch(/^releases\/\d{8}T\d{6}-\d+$/);
    let headers = await served();
    expect(headers['content-security-policy']).toBe(reporting);
    expect(headers['content-security-policy']).toMatch(
      /; report-uri https:\/\/reports\.example\/csp; report-to csp-endpoint$/,
    );
    expect(headers['reporting-endpoints']).toBe(buildHeaders(reporting, REPORT_URI)[1]?.[1]);

    // A release nginx refuses (a broken include) is switched back; the live one stays.
    const live = fs.readlinkSync(path.join(site, 'current'));
    const broken = path.join(work, 'build-broken');
    copyBuild(broken);
    rewrite(
      path.join(broken, '.csp-hashes.conf'),
      `${fs.readFileSync(path.join(c, '.csp-hashes.conf'), 'utf8')}add_header;\n`,
    );
    const refused = deploy(broken);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('nginx -t failed');
    expect(fs.readlinkSync(path.join(site, 'current'))).toBe(live);
    expect((await served())['reporting-endpoints']).toBe(buildHeaders(reporting, REPORT_URI)[1]?.[1]);

    // Back to this build, made without CSP_REPORT_URI: no reporting at all.
    const toA = deploy(BUILD_DIR);
    expect(toA.status, toA.stderr).toBe(0);
    headers = await served();
    expect(headers['content-security-policy']).toBe(policyOf(BUILD_DIR));
    expect(headers['content-security-policy']).not.toMatch(/report-/);
    expect(headers['reporting-endpoints']).toBeUndefined();
    // KEEP=2: older releases are removed, the live one kept.
    expect(fs.readdirSync(path.join(site, 'releases')).length).toBeLessThanOrEqual(2);
  });
});
