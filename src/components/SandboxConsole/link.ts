/**
 * The share link: a sandbox request carried in /docs/sandbox's hash, so nothing of it reaches
 * the server (a hash is never sent). `sandboxLink` writes it; `requestFromLink` reads it back and
 * answers null for anything that is not a request it wrote, so a mistyped link opens an empty
 * console instead of breaking it. Plain data, no browser code: the Run buttons and Node tests
 * use it too.
 */
import type { SandboxMethod, SandboxRequest } from '@site/src/sandbox/types';

/** The console's page (without the site's baseUrl: give it to `<Link to>`, which adds it). */
export const SANDBOX_PATH = '/docs/sandbox';

export const SANDBOX_METHODS: readonly SandboxMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const isMethod = (value: string): value is SandboxMethod =>
  (SANDBOX_METHODS as readonly string[]).includes(value);

/** `method=POST&url=Patient&body=…&headers=…`: each value percent-encoded, empty parts left out. */
export function sandboxHash(request: SandboxRequest): string {
  const parts: [string, string][] = [
    ['method', request.method],
    ['url', request.url],
  ];
  if (request.body) parts.push(['body', request.body]);
  if (request.headers && Object.keys(request.headers).length > 0)
    parts.push(['headers', JSON.stringify(request.headers)]);
  return parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** The link that opens the console with `request` in its form. */
export function sandboxLink(request: SandboxRequest): string {
  return `${SANDBOX_PATH}#${sandboxHash(request)}`;
}

/** A JSON object whose values are all strings, with its names in lower case; null otherwise. */
function parseHeaders(text: string): Record<string, string> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const headers: Record<string, string> = {};
  for (const [name, header] of Object.entries(value)) {
    if (typeof header !== 'string' || !/^[!#$%&'*+.^_`|~0-9a-z-]+$/i.test(name)) return null;
    headers[name.toLowerCase()] = header;
  }
  return headers;
}

/**
 * The request in a share link's hash (with or without its `#`, or the whole link); null when
 * the method is not one the sandbox answers, the URL is missing or absolute (the sandbox answers
 * only its own base), or the headers are not a JSON object of strings.
 */
export function requestFromLink(link: string): SandboxRequest | null {
  const hash = link.includes('#') ? link.slice(link.indexOf('#') + 1) : link;
  // URLSearchParams never throws: a broken escape stays as it was typed.
  const params = new URLSearchParams(hash);
  const method = params.get('method')?.toUpperCase();
  const url = params.get('url');
  if (!method || !isMethod(method) || url === null) return null;
  // An absolute URL (a scheme, or `//host`) would point past the sandbox.
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || /[\r\n]/.test(url)) return null;
  const request: SandboxRequest = { method, url: url.replace(/^\/+/, '') };
  const headers = params.get('headers');
  if (headers !== null) {
    const parsed = parseHeaders(headers);
    if (!parsed) return null;
    if (Object.keys(parsed).length > 0) request.headers = parsed;
  }
  const body = params.get('body');
  if (body) request.body = body;
  return request;
}
