/**
 * "Copy as curl": a sandbox request as the curl command that makes it against the real API, with
 * the configured FHIR base URL, every header and the body, each argument quoted for POSIX shells
 * (bash, zsh, sh) so no character in it is expanded, and the bearer token the real API needs
 * taken from `$TOKEN`.
 */
import type { SandboxRequest } from '@site/src/sandbox/types';

/** One shell word in single quotes: nothing inside them is special except `'` itself. */
export function shellQuote(value: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** The full URL: the base without its trailing slashes, a slash, then the request's URL. */
export function absoluteUrl(fhirBase: string, url: string): string {
  const base = fhirBase.replace(/\/+$/, '');
  const path = url.replace(/^\/+/, '');
  return path ? `${base}/${path}` : base;
}

/** The header names as HTTP writes them (`content-type` → `Content-Type`, `etag` → `ETag`). */
function headerName(name: string): string {
  if (name.toLowerCase() === 'etag') return 'ETag';
  return name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());
}

export function curlCommand(request: SandboxRequest, fhirBase: string): string {
  const lines = [`curl -X ${request.method} ${shellQuote(absoluteUrl(fhirBase, request.url))}`];
  const headers: Record<string, string> = { accept: 'application/fhir+json', ...request.headers };
  if (request.body && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/fhir+json';
  for (const [name, value] of Object.entries(headers))
    lines.push(`-H ${shellQuote(`${headerName(name)}: ${value}`)}`);
  // The real API wants a token (the quick start's step 1); double quotes so the shell expands it.
  if (!('authorization' in headers)) lines.push('-H "Authorization: Bearer $TOKEN"');
  if (request.body) lines.push(`--data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}
