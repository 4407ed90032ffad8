/**
 * The console's form as plain data, and the request it makes: kept apart from the React
 * component so the rules (which content type a body gets, how GraphQL is sent, what a bad
 * header line says) are tested in Node.
 */
import type { SandboxMethod, SandboxRequest } from '@site/src/sandbox/types';

export type ConsoleMode = 'rest' | 'graphql';

export interface ConsoleForm {
  mode: ConsoleMode;
  method: SandboxMethod;
  url: string;
  body: string;
  /** One header a line, `Name: value`. */
  headers: string;
  /** The GraphQL mode's query. */
  query: string;
}

export const GRAPHQL_URL = '$graphql';

/** The content type a body gets when the reader names none: PATCH takes a JSON Patch. */
const defaultContentType = (method: SandboxMethod): string =>
  method === 'PATCH' ? 'application/json-patch+json' : 'application/fhir+json';

/** The header lines as an object with lower-case names, or the first line that is not a header. */
export function parseHeaderLines(text: string): { headers: Record<string, string> } | { error: string } {
  const headers: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    if (!line.trim()) continue;
    const match = /^\s*([!#$%&'*+.^_`|~0-9A-Za-z-]+)\s*:\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) return { error: `Header line ${index + 1} is not “Name: value”: ${line.trim()}` };
    headers[match[1].toLowerCase()] = match[2] ?? '';
  }
  return { headers };
}

/** The request the form describes, or what stops it being one. */
export function requestFromForm(form: ConsoleForm): { request: SandboxRequest } | { error: string } {
  if (form.mode === 'graphql') {
    if (!form.query.trim()) return { error: 'Write a GraphQL query first.' };
    return {
      request: {
        method: 'POST',
        url: GRAPHQL_URL,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: form.query }),
      },
    };
  }
  const parsed = parseHeaderLines(form.headers);
  if ('error' in parsed) return parsed;
  const url = form.url.trim().replace(/^\/+/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//'))
    return {
      error: 'The Request URL is relative to the FHIR base: write Patient?family=Madden, not a full URL.',
    };
  const request: SandboxRequest = { method: form.method, url };
  const headers = { ...parsed.headers };
  // A body is sent as typed, invalid or not: the sandbox's answer to bad JSON is part of the lesson.
  if (form.body.trim()) {
    request.body = form.body;
    headers['content-type'] ??= defaultContentType(form.method);
  }
  if (Object.keys(headers).length > 0) request.headers = headers;
  return { request };
}

/** The form that makes `request`: GraphQL mode for a `POST $graphql` with a `query`. */
export function formFromRequest(request: SandboxRequest, current: ConsoleForm): ConsoleForm {
  if (request.method === 'POST' && request.url === GRAPHQL_URL && request.body) {
    try {
      const { query } = JSON.parse(request.body) as { query?: unknown };
      if (typeof query === 'string') return { ...current, mode: 'graphql', query };
    } catch {
      // Not a GraphQL body: shown as a REST request, as it was written.
    }
  }
  const headers = Object.entries(request.headers ?? {})
    .filter(([name, value]) => !(name === 'content-type' && value === defaultContentType(request.method)))
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return {
    ...current,
    mode: 'rest',
    method: request.method,
    url: request.url,
    body: request.body ?? '',
    headers,
  };
}

/** A short line naming a request: `GET Patient?family=Madden`, or the GraphQL query's start. */
export function describeRequest(request: SandboxRequest): string {
  return `${request.method} ${request.url || '(base)'}`;
}
