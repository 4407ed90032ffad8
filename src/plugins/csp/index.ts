/**
 * A strict Content-Security-Policy that never drifts from the build.
 *
 * Docusaurus puts a few inline scripts in every page (the colour-mode script, the base-URL
 * banner, the consent defaults when analytics is built in). Rather than allow every inline
 * script with `'unsafe-inline'`, this plugin reads every built HTML file after the build,
 * hashes (SHA-256) the body of each executable inline `<script>`, and writes the nginx
 * include `build/.csp-hashes.conf` holding the whole `add_header Content-Security-Policy`
 * line, which deploy/nginx includes in every response. A rebuild rewrites it, so a changed
 * inline script can never be refused by a stale policy.
 *
 * The tag manager's hosts are allowed only when the site is built with `GTM_CONTAINER_ID`.
 * `'wasm-unsafe-eval'` is the one exception to `'self'` and hashes: site search runs on
 * WebAssembly, which browsers compile only when the policy allows it.
 * Styles keep `'unsafe-inline'`: React and mermaid write inline style attributes and SVG
 * `<style>` elements, and CSS cannot run code; scripts are what must be strict.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { cdnHeaders, cdnRedirects, HEADERS_FILE, REDIRECTS_FILE } from './cdn';

export interface CspOptions {
  /** The tag-manager container id; defaults to `process.env.GTM_CONTAINER_ID`. */
  containerId?: string;
  /**
   * Where browsers send CSP violation reports; defaults to `process.env.CSP_REPORT_URI`.
   * Unset, the policy asks for no reports.
   */
  reportUri?: string;
}

/** The name the policy's `report-to` gives the endpoint in `Reporting-Endpoints`. */
export const REPORT_GROUP = 'csp-endpoint';

/** The nginx include written into the build's output directory (hidden: nginx never serves it). */
export const CSP_INCLUDE_FILE = '.csp-hashes.conf';

/**
 * Hosts the tag manager and the Google Analytics 4 tags it loads need, as Google's guide "Use
 * Google Tag Manager with a Content Security Policy" lists them for the container and for GA4
 * (developers.google.com/tag-platform/security/guides/csp). The guide's nonce is not needed:
 * the site loads gtm.js from its own script, and its one inline script (the Consent Mode
 * defaults) is allowed by hash. What stays unsupported is in deploy/nginx/README.md.
 */
export const ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://www.google.com',
  ],
} as const;

/** `type` values a browser executes as script (absent or empty means JavaScript). */
const SCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
]);

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/** The CSP source (`'sha256-…'`) of one inline script body, hashed exactly as the browser does. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * The bodies of the executable inline scripts in an HTML document: `<script>` elements
 * without `src` whose type is JavaScript or a module. Data blocks (JSON-LD) are not run,
 * so CSP does not apply to them and they are left out.
 */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const typeMatch = TYPE_ATTRIBUTE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? '').trim().toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    bodies.push(body);
  }
  return bodies;
}

/**
 * Every file under `dir`, as paths relative to it, sorted; hidden files and directories
 * (`.csp-hashes.conf`, `.well-known`) are left out: nothing here reads or rewrites them.
 */
export async function buildFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    for (const entry of await fs.readdir(path.join(dir, relative), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}

/** Every HTML file under `dir` (full paths), sorted, hidden ones left out. */
export async function htmlFiles(dir: string): Promise<string[]> {
  return (await buildFiles(dir)).filter((file) => file.endsWith('.html')).map((file) => path.join(dir, file));
}

/** The sorted, distinct hash sources of every inline script in every HTML file of a build. */
export async function buildScriptHashes(outDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const file of await htmlFiles(outDir)) {
    for (const body of inlineScripts(await fs.readFile(file, 'utf8'))) hashes.add(scriptHash(body));
  }
  return [...hashes].sort();
}

/** A report endpoint nginx and the CDN files can carry as it is: an absolute http(s) URL. */
export function checkReportUri(uri: string | undefined): string | undefined {
  const trimmed = uri?.trim();
  if (!trimmed) return undefined;
  if (!/^https?:\/\/[^\s"'\\$;,]+$/.test(trimmed))
    throw new Error(
      `csp: CSP_REPORT_URI must be an absolute http(s) URL without quotes or spaces: ${trimmed}`,
    );
  return trimmed;
}

/**
 * The policy's directives, in order, for a build with these inline-script hashes. With a
 * report endpoint, violations go to it: `report-to` (the Reporting API, with the
 * `Reporting-Endpoints` header) for current browsers, `report-uri` for those without it
 * (Firefox, older Safari); a browser that knows `report-to` ignores `report-uri`.
 */
export function cspDirectives(
  scriptHashes: readonly string[],
  analytics: boolean,
  reportUri?: string,
): [string, string[]][] {
  const extra = (sources: readonly string[]): readonly string[] => (analytics ? sources : []);
  const reporting: [string, string[]][] = reportUri
    ? [
        ['report-uri', [reportUri]],
        ['report-to', [REPORT_GROUP]],
      ]
    : [];
  return [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets the site search compile its WebAssembly (Pagefind, src/plugins/
    // search), which CSP treats as eval; it allows no JavaScript eval and no inline script.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes, ...extra(ANALYTICS_SOURCES.script)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...extra(ANALYTICS_SOURCES.img)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...extra(ANALYTICS_SOURCES.connect)]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ...reporting,
  ];
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  analytics: boolean,
  reportUri?: string,
): string {
  return cspDirectives(scriptHashes, analytics, reportUri)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers that come from the build: the policy, and the report endpoint when there is one. */
export function buildHeaders(policy: string, reportUri?: string): [string, string][] {
  return [
    ['Content-Security-Policy', policy],
    ...(reportUri ? [['Reporting-Endpoints', `${REPORT_GROUP}="${reportUri}"`] as [string, string]] : []),
  ];
}

/** The nginx include: one `add_header … always;` line per header, with a comment saying where it came from. */
export function nginxInclude(policy: string, analytics: boolean, reportUri?: string): string {
  if (/["\\$\r\n]/.test(policy)) throw new Error(`csp: the policy cannot be written to nginx: ${policy}`);
  return [
    '# Generated by src/plugins/csp at build time from the inline scripts of this build: do not edit.',
    `# Analytics hosts: ${analytics ? 'allowed (built with GTM_CONTAINER_ID)' : 'not allowed (built without GTM_CONTAINER_ID)'}.`,
    `# Violation reports: ${reportUri ? `sent to ${reportUri} (CSP_REPORT_URI)` : 'off (built without CSP_REPORT_URI)'}.`,
    ...buildHeaders(policy, reportUri).map(
      ([name, value]) => `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`,
    ),
    '',
  ].join('\n');
}

export default function cspPlugin(_context: LoadContext, options: CspOptions = {}): Plugin {
  const containerId = (options.containerId ?? process.env.GTM_CONTAINER_ID)?.trim() || undefined;
  const reportUri = checkReportUri(options.reportUri ?? process.env.CSP_REPORT_URI);
  return {
    name: 'csp',
    async postBuild({ outDir }) {
      const hashes = await buildScriptHashes(outDir);
      const analytics = containerId !== undefined;
      const policy = contentSecurityPolicy(hashes, analytics, reportUri);
      await fs.writeFile(path.join(outDir, CSP_INCLUDE_FILE), nginxInclude(policy, analytics, reportUri));
      // The same headers, cache rules and redirects for a static CDN host (./cdn.ts).
      const pages = (await htmlFiles(outDir)).map((file) => path.relative(outDir, file));
      await fs.writeFile(path.join(outDir, HEADERS_FILE), cdnHeaders(buildHeaders(policy, reportUri)));
      await fs.writeFile(path.join(outDir, REDIRECTS_FILE), cdnRedirects(pages));
    },
  };
}
