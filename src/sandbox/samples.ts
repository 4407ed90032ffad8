/**
 * Which code samples the sandbox can run, and the request each one makes: ```http blocks (request
 * line, headers, blank line, body), ```bash / ```shell blocks holding one `curl` command, and
 * ```graphql queries that start at the system level. Platform-neutral: the docs' remark plugin
 * calls it at build time and the docs' own test calls it in Node.
 */
import type { SandboxMethod, SandboxRequest } from './types';

export type SampleVerdict = { request: SandboxRequest } | { notRunnable: string };

/** The reasons a sample gets no Run button, one per kind, so that they can be counted and listed. */
export const notRunnableReasons = {
  oauth: 'OAuth and SMART endpoints belong to the authorisation server, which the sandbox does not have',
  bots: 'Bots run code on the server, which the sandbox does not have',
  fhircast: 'FHIRcast needs a hub and a WebSocket, which the sandbox does not have',
  async: 'Asynchronous requests ($export, $import, Prefer: respond-async) answer later, from a server',
  operation: 'The sandbox does not implement this operation',
  instanceGraphql: 'The sandbox answers GraphQL at the system level ($graphql) only',
  graphqlFragment: 'A GraphQL fragment or a query without a resource type to start from',
  graphqlDialect:
    "It uses FHIR GraphQL that the sandbox's engine (Medplum's GraphQL) does not read: an unquoted code as an argument, pagesize, resource(optional: …), a primitive's extensions (_birthDate) or a mutation's res without its resourceType",
  xml: 'The sandbox answers in JSON only',
  file: 'The body is read from a file the page does not show',
  shell: 'The command uses shell variables or several commands, so the request is not all on the page',
} as const;

/** The FHIR operations the sandbox answers (as `@medplum/fhir-router` does): all others are not runnable. */
export const SANDBOX_OPERATIONS: ReadonlySet<string> = new Set(['$graphql']);

const METHODS: ReadonlySet<string> = new Set<SandboxMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const OAUTH_PATH = /(^|\/)(oauth2|\.well-known)(\/|$)|(^|\/)(token|authorize|introspect|revoke)$/;

const notRunnable = (reason: keyof typeof notRunnableReasons): SampleVerdict => ({
  notRunnable: notRunnableReasons[reason],
});

/**
 * The request a code sample makes to the FHIR base, `{ notRunnable: reason }` when the sandbox
 * cannot run it, or `null` when the block does not call the FHIR base at all.
 * `code` is the sample with the brand's tokens already replaced; `fhirBase` is the URL they became.
 */
export function sampleRequest(language: string, code: string, fhirBase: string): SampleVerdict | null {
  const lang = language.toLowerCase();
  if (lang === 'http') return httpSample(code, fhirBase);
  if (lang === 'bash' || lang === 'shell' || lang === 'sh') return curlSample(code, fhirBase);
  if (lang === 'graphql') return graphqlSample(code);
  return null;
}

/* ------------------------------------------------------------------ routing */

/** The path and query relative to the FHIR base, or null when `url` is not under it. */
function relativeUrl(url: string, fhirBase: string): string | null {
  const base = fhirBase.replace(/\/+$/, '');
  if (url === base) return '';
  if (!url.startsWith(`${base}/`) && !url.startsWith(`${base}?`)) return null;
  return url.slice(base.length).replace(/^\//, '');
}

/** Whether a URL outside the FHIR base is an OAuth endpoint (a sample to count as not runnable). */
const isOAuthUrl = (url: string): boolean => {
  try {
    return OAUTH_PATH.test(new URL(url).pathname.replace(/\/+$/, ''));
  } catch {
    return false;
  }
};

/** The verdict for a request already parsed: what the sandbox cannot answer, else the request. */
function verdict(request: SandboxRequest): SampleVerdict {
  const [path = ''] = request.url.split('?');
  const segments = path.split('/').filter(Boolean);
  const query = new URLSearchParams(
    request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '',
  );
  if (OAUTH_PATH.test(path)) return notRunnable('oauth');
  if (segments[0] === 'fhircast') return notRunnable('fhircast');
  if (segments[0] === 'Bot') return notRunnable('bots');
  const operation = segments.find((segment) => segment.startsWith('$'));
  if (
    request.headers?.prefer?.includes('respond-async') ||
    operation === '$export' ||
    operation === '$import' ||
    segments[0] === 'bulkstatus'
  )
    return notRunnable('async');
  if (operation === '$graphql' && segments.length > 1) return notRunnable('instanceGraphql');
  if (operation && !SANDBOX_OPERATIONS.has(operation)) return notRunnable('operation');
  if (/xml/.test(query.get('_format') ?? '') || /xml/.test(request.headers?.accept ?? ''))
    return notRunnable('xml');
  return { request };
}

/** A request with only the headers that mean something to the sandbox (no credentials). */
function request(
  method: SandboxMethod,
  url: string,
  headers: Record<string, string>,
  body?: string,
): SandboxRequest {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'authorization'));
  return {
    method,
    url,
    ...(Object.keys(kept).length > 0 ? { headers: kept } : {}),
    ...(body !== undefined && body.trim() !== '' ? { body } : {}),
  };
}

/* --------------------------------------------------------------------- http */

function httpSample(code: string, fhirBase: string): SampleVerdict | null {
  const lines = code.replace(/\r\n/g, '\n').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const requestLine = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/[\d.]+)?\s*$/.exec(lines[first]?.trim() ?? '');
  // A response (`HTTP/1.1 200 OK`) or prose in an http block is not a request.
  if (!requestLine) return null;
  const [, method = '', target = ''] = requestLine;
  const url = relativeUrl(target, fhirBase);
  if (url === null) return isOAuthUrl(target) ? notRunnable('oauth') : null;
  const headers: Record<string, string> = {};
  let index = first + 1;
  for (; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '') break;
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  if (!METHODS.has(method)) return notRunnable('operation');
  const body = lines
    .slice(index + 1)
    .join('\n')
    .trim();
  return verdict(request(method as SandboxMethod, url, headers, body));
}

/* --------------------------------------------------------------------- curl */

interface Word {
  text: string;
  /** Whether the word holds an unquoted or double-quoted `$NAME` the shell would expand. */
  expands: boolean;
}

/**
 * Splits shell text into words, as a POSIX shell would for the simple commands the docs use:
 * single and double quotes, backslash escapes, line continuations, and `|`, `;`, `&&` and
 * newlines as command separators (returned as words of their own, `expands: false`).
 */
function shellWords(text: string): Word[] | null {
  const words: Word[] = [];
  let current: Word | null = null;
  const append = (chars: string, expands = false): void => {
    current ??= { text: '', expands: false };
    current.text += chars;
    current.expands ||= expands;
  };
  const end = (): void => {
    if (current) words.push(current);
    current = null;
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] ?? '';
    if (char === '\\') {
      const next = text[i + 1] ?? '';
      i += 1;
      if (next !== '\n') append(next);
    } else if (char === "'") {
      const close = text.indexOf("'", i + 1);
      if (close < 0) return null;
      append(text.slice(i + 1, close));
      i = close;
    } else if (char === '"') {
      let j = i + 1;
      let chunk = '';
      let expands = false;
      for (; j < text.length && text[j] !== '"'; j += 1) {
        if (text[j] === '\\' && /[$`"\\\n]/.test(text[j + 1] ?? '')) {
          if (text[j + 1] !== '\n') chunk += text[j + 1];
          j += 1;
        } else {
          if (text[j] === '$' && /[A-Za-z_{(]/.test(text[j + 1] ?? '')) expands = true;
          chunk += text[j];
        }
      }
      if (j >= text.length) return null;
      append(chunk, expands);
      i = j;
    } else if (char === '#' && current === null) {
      const newline = text.indexOf('\n', i);
      i = newline < 0 ? text.length : newline - 1;
    } else if (char === '\n' || char === ';' || char === '|' || char === '&') {
      end();
      if (text[i + 1] === char && char !== '\n') i += 1;
      if (words.at(-1)?.text !== '\n') words.push({ text: '\n', expands: false });
    } else if (/\s/.test(char)) {
      end();
    } else {
      append(char, char === '$' && /[A-Za-z_{(]/.test(text[i + 1] ?? ''));
    }
  }
  end();
  return words;
}

/** Options of curl's that take a value, other than those the parser reads. */
const CURL_OPTIONS_WITH_VALUE = new Set([
  '-o',
  '--output',
  '-u',
  '--user',
  '-A',
  '--user-agent',
  '-w',
  '--write-out',
]);

function curlSample(code: string, fhirBase: string): SampleVerdict | null {
  const words = shellWords(code);
  if (!words) return null;
  const commands: Word[][] = [[]];
  for (const word of words) {
    if (word.text === '\n' && !word.expands) commands.push([]);
    else commands.at(-1)?.push(word);
  }
  const curls = commands.filter((command) => command[0]?.text === 'curl');
  const calls = curls.map((command) => parseCurl(command, fhirBase)).filter((call) => call !== null);
  if (calls.length === 0) {
    // A script that builds the FHIR base's URL in a variable still calls it.
    const mentionsBase = words.some((word) => word.text.startsWith(fhirBase));
    return mentionsBase && curls.length > 0 ? notRunnable('shell') : null;
  }
  // Output piped elsewhere (`curl … | jq`) does not change the request; several requests are a script,
  // counted under the first reason one of them cannot run.
  if (calls.length === 1) return calls[0] ?? null;
  return calls.find((call) => 'notRunnable' in call) ?? notRunnable('shell');
}

/** One curl command's request, or null when it does not call the FHIR base. */
function parseCurl(command: Word[], fhirBase: string): SampleVerdict | null {
  let method: string | undefined;
  let target: Word | undefined;
  const headers: Record<string, string> = {};
  const data: string[] = [];
  const urlEncoded: string[] = [];
  let get = false;
  let fromFile = false;
  let expands = false;
  for (let i = 1; i < command.length; i += 1) {
    const word = command[i];
    if (!word) continue;
    const value = (): Word | undefined => {
      i += 1;
      return command[i];
    };
    const flag = word.text;
    if (flag === '-X' || flag === '--request') method = value()?.text.toUpperCase();
    else if (flag === '-H' || flag === '--header') {
      const header = value();
      const colon = header?.text.indexOf(':') ?? -1;
      if (header && colon > 0) {
        const name = header.text.slice(0, colon).trim().toLowerCase();
        headers[name] = header.text.slice(colon + 1).trim();
        if (header.expands && name !== 'authorization') expands = true;
      }
    } else if (['-d', '--data', '--data-raw', '--data-binary', '--data-ascii'].includes(flag)) {
      const body = value();
      if (body?.text.startsWith('@') && flag !== '--data-raw') fromFile = true;
      else if (body) {
        data.push(body.text);
        expands ||= body.expands;
      }
    } else if (flag === '--data-urlencode') {
      const pair = value();
      if (!pair) continue;
      if (pair.text.includes('@')) fromFile ||= /^[^=]*@/.test(pair.text);
      const eq = pair.text.indexOf('=');
      urlEncoded.push(
        eq < 0
          ? encodeURIComponent(pair.text)
          : `${pair.text.slice(0, eq)}=${encodeURIComponent(pair.text.slice(eq + 1))}`,
      );
      expands ||= pair.expands;
    } else if (flag === '-G' || flag === '--get') get = true;
    else if (flag === '--url') target = value();
    else if (CURL_OPTIONS_WITH_VALUE.has(flag)) i += 1;
    else if (!flag.startsWith('-')) target ??= word;
  }
  if (!target) return null;
  const base = relativeUrl(target.text, fhirBase);
  if (base === null) {
    if (target.text.startsWith('$') && command.some((word) => word.text.startsWith(fhirBase)))
      return notRunnable('shell');
    return isOAuthUrl(target.text) ? notRunnable('oauth') : null;
  }
  const form = urlEncoded.join('&');
  let url = base;
  let body: string | undefined = data.length > 0 ? data.join('&') : undefined;
  if (get) {
    const query = [...data, ...urlEncoded].join('&');
    url = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
    body = undefined;
  } else if (form) {
    body = body ? `${body}&${form}` : form;
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
  }
  const resolved = (method ?? (body !== undefined || fromFile ? 'POST' : 'GET')).toUpperCase();
  if (!METHODS.has(resolved)) return notRunnable('operation');
  // What the sandbox cannot do at all is the reason first, then what the page does not show (a
  // `$name` in the URL may be a shell variable rather than an operation).
  const found = verdict(request(resolved as SandboxMethod, url, headers, body));
  if ('notRunnable' in found && found.notRunnable !== notRunnableReasons.operation) return found;
  if (target.expands || expands) return notRunnable('shell');
  if (fromFile) return notRunnable('file');
  return found;
}

/* ------------------------------------------------------------------ graphql */

/**
 * What FHIR's GraphQL allows and Medplum's GraphQL (which the sandbox runs) rejects, as its
 * 4.5.2 schema answers: `name(use: official)` (it takes strings: `"official"`), a connection's
 * `pagesize` (it names it `pageSize`), `resource(optional: true)`, `_birthDate { extension … }`,
 * and a `[type]Create` whose `res` has no `resourceType`. A reverse reference's
 * `_reference: patient` is the exception: Medplum reads that unquoted name as the spec does.
 */
const MEDPLUM_GRAPHQL_GAPS: readonly RegExp[] = [
  /\(\s*(?:[^()]*,\s*)?(?!_reference\b)\w+\s*:\s*(?!true\b|false\b|null\b)[A-Za-z][\w-]*\s*[,)]/,
  /\bpagesize\b/,
  /\boptional\s*:/,
  /^\s*_[a-z]\w*\s*\{/m,
  /\w+Create\s*\(\s*res\s*:\s*\{(?![^]*\bresourceType\s*:)/,
];

/**
 * A GraphQL query as the sandbox's `$graphql` takes it. Only system-level queries run: their first
 * field names a resource type (`Patient(id: …)`, `PatientList`, `ObservationCreate`); a query whose
 * fields are a resource's own elements (`{ name { family } }`) is for one resource's `$graphql`.
 */
function graphqlSample(code: string): SampleVerdict {
  const query = code.trim();
  const firstField = /^(?:(?:query|mutation)\b[^{]*)?\{\s*(?:\w+\s*:\s*)?(\w+)/.exec(query)?.[1];
  if (!firstField) return notRunnable('graphqlFragment');
  if (!/^[A-Z]/.test(firstField)) return notRunnable('instanceGraphql');
  if (MEDPLUM_GRAPHQL_GAPS.some((gap) => gap.test(query))) return notRunnable('graphqlDialect');
  return {
    request: {
      method: 'POST',
      url: '$graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    },
  };
}
