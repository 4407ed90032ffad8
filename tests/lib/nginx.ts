/**
 * Helpers for the tests against nginx (tests/e2e-nginx): the build being served, the exact
 * header set every response must carry, and a plain HTTP client that sends a path exactly
 * as written (browsers and Playwright's request API normalise `..` and percent-escapes).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { buildScriptHashes, checkReportUri, cspDirectives } from '../../src/plugins/csp';
import { SECURITY_HEADERS as CDN_SECURITY_HEADERS } from '../../src/plugins/csp/cdn';

/** The build nginx serves: `BUILD_DIR`, as for scripts/serve-nginx.sh, else build/. */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', '..', 'build'));

/** Whether the build was made with a tag-manager id (the CSP then allows its hosts). */
export const ANALYTICS_BUILD = Boolean(process.env.GTM_CONTAINER_ID?.trim());

/** Every page the sitemap lists, as paths (`/docs/sdk`); empty when there is no build yet. */
export function sitemapPaths(): string[] {
  const file = path.join(BUILD_DIR, 'sitemap.xml');
  if (!fs.existsSync(file)) return [];
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
}

/** The headers every response carries, whatever its status, with their exact values (names in lower case). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(CDN_SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value]),
);

/** The CSP report endpoint the build was made with (CSP_REPORT_URI), if any. */
export const REPORT_URI = checkReportUri(process.env.CSP_REPORT_URI);

/** A CSP header split into its directives: name -> sources. */
export function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** The policy the build should be served with: its own inline-script hashes, exactly. */
export async function expectedCsp(): Promise<Map<string, string[]>> {
  const hashes = await buildScriptHashes(BUILD_DIR);
  return new Map(cspDirectives(hashes, ANALYTICS_BUILD, REPORT_URI));
}

/** Checks the full security header set, including the exact Content-Security-Policy. */
export async function expectSecurityHeaders(
  headers: Record<string, string | string[] | undefined>,
  what: string,
): Promise<void> {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name], `${name} on ${what}`).toBe(value);
  }
  const csp = headers['content-security-policy'];
  expect(typeof csp, `Content-Security-Policy on ${what}`).toBe('string');
  expect(headers['content-security-policy-report-only'], `an enforced, not report-only, CSP on ${what}`).toBe(
    undefined,
  );
  const directives = parseCsp(String(csp));
  expect(directives, `the CSP directives on ${what}`).toEqual(await expectedCsp());
  const scriptSrc = directives.get('script-src') ?? [];
  for (const unsafe of [
    "'unsafe-inline'",
    "'unsafe-eval'",
    "'unsafe-hashes'",
    '*',
    'data:',
    'http:',
    'https:',
  ]) {
    expect(scriptSrc, `script-src on ${what}`).not.toContain(unsafe);
  }
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The headers as sent: name, value, name, value… (repeats kept). */
  rawHeaders: string[];
  body: Buffer;
}

/**
 * One HTTP/1.1 request with the path sent exactly as given (no normalisation), on a fresh
 * connection, with no Accept-Encoding unless the caller sets it.
 */
export function rawRequest(
  baseURL: string,
  requestPath: string,
  {
    method = 'GET',
    headers = {},
    timeoutMs = 10_000,
  }: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port || 80,
        method,
        path: requestPath,
        headers: { connection: 'close', ...headers },
        agent: false,
        // nginx's own error pages for an oversized request are small; keep the default limits.
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(timeoutMs, () =>
      request.destroy(new Error(`timeout: ${method} ${requestPath.slice(0, 80)}`)),
    );
    request.on('error', reject);
    request.end();
  });
}

/** The asset URLs the home page references: its main script, its stylesheet, and the font (preloaded). */
export async function assetPaths(baseURL: string): Promise<{ js: string; css: string; font: string }> {
  const html = (await rawRequest(baseURL, '/')).body.toString('utf8');
  const js = /\/assets\/js\/main\.[\w]+\.js/.exec(html)?.[0];
  const css = /\/assets\/css\/styles\.[\w]+\.css/.exec(html)?.[0];
  if (!js || !css)
    throw new Error('the home page references no /assets/js/main.*.js or /assets/css/styles.*.css');
  const font = /\/assets\/fonts\/[\w.-]+\.woff2/.exec(html)?.[0];
  if (!font) throw new Error('the home page references no /assets/fonts/*.woff2');
  return { js, css, font };
}

/** The port of the nginx the tests share (playwright.config.ts): other servers use the ones after it. */
export const NGINX_PORT = Number(process.env.NGINX_PORT ?? 8080);

export interface NginxServer {
  baseURL: string;
  /** The nginx command line for this server (what scripts/deploy.sh takes as NGINX_CMD). */
  command: string;
  stop: () => void;
}

/**
 * A second nginx with the production configuration (scripts/serve-nginx.sh) serving `buildDir`
 * on `port`, in a private prefix; `stop()` stops it and removes the prefix.
 */
export function startNginx(buildDir: string, port: number): NginxServer {
  const root = path.join(__dirname, '..', '..');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `sanoria-test-nginx-${port}-`));
  const env = { ...process.env, PORT: String(port), BUILD_DIR: buildDir, NGINX_PREFIX: prefix };
  const script = path.join(root, 'scripts', 'serve-nginx.sh');
  execFileSync('bash', [script, '--background'], { env, stdio: 'pipe' });
  return {
    baseURL: `http://localhost:${port}`,
    command: `${process.env.NGINX ?? '/usr/sbin/nginx'} -p ${prefix} -c ${prefix}/conf/nginx.conf`,
    stop: () => {
      execFileSync('bash', [script, '--stop'], { env, stdio: 'pipe' });
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
