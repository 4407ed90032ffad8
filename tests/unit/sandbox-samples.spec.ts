/**
 * Runnable samples (src/sandbox/samples.ts): which code blocks the sandbox can run and the request
 * each makes, the meta string that carries it to CodeBlock (src/sandbox/meta.ts), and the remark
 * plugin that writes it (src/plugins/remark-sandbox-samples). The shapes are the docs' own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { brand, replaceCodeTokens } from '../../src/data/brand';
import { STATUS_TEXT, type Engine } from '../../src/sandbox/engine';
import { createEngine } from '../../src/sandbox/engine/node';
import { sampleResources } from '../../src/data/sampleRecord';
import { codeBlocks, contentFiles, relative, ROOT } from '../lib/content';
import { fhirProblems } from '../../src/content-checks/fhir';
import { sampleRequest, notRunnableReasons } from '../../src/sandbox/samples';
import { sandboxMeta, sandboxRequestFromMeta } from '../../src/sandbox/meta';
import remarkSandboxSamples from '../../src/plugins/remark-sandbox-samples';
import type { SandboxRequest } from '../../src/sandbox/types';

const BASE = 'https://api.sanoria.example/fhir/R4';
const AUTH = 'https://auth.sanoria.example';

/** The request a sample makes, failing the test when it is not runnable. */
function requestOf(language: string, code: string): SandboxRequest {
  const found = sampleRequest(language, code, BASE);
  if (!found || !('request' in found)) throw new Error(`not runnable: ${JSON.stringify(found)}`);
  return found.request;
}
const reasonOf = (language: string, code: string): string | undefined => {
  const found = sampleRequest(language, code, BASE);
  return found && 'notRunnable' in found ? found.notRunnable : undefined;
};

test.describe('sampleRequest', () => {
  test('an http block: request line, headers (credentials dropped), blank line, body', () => {
    const code = [
      `POST ${BASE}/Patient`,
      'Authorization: Bearer eyJhbGciOiJSUzM4NCJ9...',
      'Content-Type: application/fhir+json',
      'Prefer: return=representation',
      '',
      '{"resourceType":"Patient","name":[{"family":"Madden"}]}',
    ].join('\n');
    expect(requestOf('http', code)).toEqual({
      method: 'POST',
      url: 'Patient',
      headers: { 'content-type': 'application/fhir+json', prefer: 'return=representation' },
      body: '{"resourceType":"Patient","name":[{"family":"Madden"}]}',
    });
    expect(requestOf('http', `GET ${BASE}/Patient?family=Madden&_count=1 HTTP/1.1`)).toEqual({
      method: 'GET',
      url: 'Patient?family=Madden&_count=1',
    });
    // A transaction goes to the base itself.
    expect(requestOf('http', `POST ${BASE}\n\n{"resourceType":"Bundle"}`).url).toBe('');
  });

  test('a curl command: -X, -H, -d with quotes and line continuations, \\$ escaped', () => {
    const code = [
      `curl -s -X PUT "${BASE}/Patient/e2c35d0b-3663-44e1-b0e9-50cdfe7c1c7e" \\`,
      '  -H "Authorization: Bearer $TOKEN" \\',
      `  -H 'If-Match: W/"1"' \\`,
      '  -H "Content-Type: application/fhir+json" \\',
      `  -d '{`,
      `    "resourceType": "Patient"`,
      `  }'`,
    ].join('\n');
    expect(requestOf('bash', code)).toEqual({
      method: 'PUT',
      url: 'Patient/e2c35d0b-3663-44e1-b0e9-50cdfe7c1c7e',
      headers: { 'if-match': 'W/"1"', 'content-type': 'application/fhir+json' },
      body: '{\n    "resourceType": "Patient"\n  }',
    });
    expect(
      requestOf('shell', `curl -X POST "${BASE}/\\$graphql" --data-raw '{"query":"{ x }"}'`),
    ).toMatchObject({ method: 'POST', url: '$graphql', body: '{"query":"{ x }"}' });
    // Data without -X is a POST; output piped to jq does not change the request.
    expect(requestOf('bash', `curl "${BASE}/Patient" --data '{}'`).method).toBe('POST');
    expect(requestOf('bash', `curl -s "${BASE}/metadata" \\\n  | jq '.software'`)).toEqual({
      method: 'GET',
      url: 'metadata',
    });
  });

  test('curl -G with --data-urlencode builds the query; without -G it is a form body', () => {
    const get = `curl -G -H "Accept: application/fhir+json" "${BASE}/Slot" \\\n  --data-urlencode "schedule=Schedule/walsh-gp-sessions" \\\n  --data-urlencode "start=ge2025-11-25T09:00:00Z"`;
    expect(requestOf('bash', get)).toEqual({
      method: 'GET',
      url: 'Slot?schedule=Schedule%2Fwalsh-gp-sessions&start=ge2025-11-25T09%3A00%3A00Z',
      headers: { accept: 'application/fhir+json' },
    });
    const post = `curl -s -X POST "${BASE}/Patient/_search" \\\n  --data-urlencode "identifier=https://fhir.stbrigids.example/sid/mrn|MRN-204117"`;
    expect(requestOf('bash', post)).toEqual({
      method: 'POST',
      url: 'Patient/_search',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'identifier=https%3A%2F%2Ffhir.stbrigids.example%2Fsid%2Fmrn%7CMRN-204117',
    });
  });

  test('a system-level GraphQL query is a POST to $graphql; an instance-level one is not runnable', () => {
    const query = '{\n  Patient(id: "e2c35d0b-3663-44e1-b0e9-50cdfe7c1c7e") { birthDate }\n}';
    expect(requestOf('graphql', query)).toEqual({
      method: 'POST',
      url: '$graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    expect(
      requestOf(
        'graphql',
        'mutation Create {\n  ObservationCreate(res: { resourceType: "Observation" }) { id }\n}',
      ).url,
    ).toBe('$graphql');
    expect(reasonOf('graphql', '{\n  name { family }\n}')).toBe(notRunnableReasons.instanceGraphql);
    // FHIR GraphQL that Medplum's engine reads differently.
    for (const query of [
      '{ Patient(id: "x") { name(use: official) { family } } }',
      '{ PatientConnection(name: "Madden") { pagesize } }',
      '{ Observation(id: "x") { subject { resource(optional: true) { id } } } }',
      '{ Patient(id: "x") {\n  _birthDate { extension { url } }\n} }',
      'mutation { ObservationCreate(res: { status: "final" }) { id } }',
    ])
      expect(reasonOf('graphql', query), query).toBe(notRunnableReasons.graphqlDialect);
    // A reverse reference names its search parameter unquoted, as the spec and Medplum both read it.
    expect(
      requestOf(
        'graphql',
        '{ Patient(id: "x") { ObservationList(_reference: patient, code: "http://loinc.org|59261-8") { id } } }',
      ).url,
    ).toBe('$graphql');
    expect(reasonOf('http', `POST ${BASE}/Patient/x/$graphql\n\n{"query":"{ id }"}`)).toBe(
      notRunnableReasons.instanceGraphql,
    );
  });

  test('what the sandbox cannot run gets a reason, one per kind', () => {
    const cases: [string, string, string][] = [
      [
        'http',
        `POST ${AUTH}/oauth2/token\nContent-Type: application/x-www-form-urlencoded\n\ngrant_type=x`,
        notRunnableReasons.oauth,
      ],
      [
        'bash',
        `curl -X POST "${AUTH}/oauth2/token" -d "grant_type=client_credentials"`,
        notRunnableReasons.oauth,
      ],
      ['http', `GET ${BASE}/.well-known/smart-configuration`, notRunnableReasons.oauth],
      ['http', `POST ${BASE}/Bot/critical-potassium/$execute\n\n{}`, notRunnableReasons.bots],
      ['http', `POST ${BASE}/fhircast\n\nhub.mode=subscribe`, notRunnableReasons.fhircast],
      [
        'bash',
        `curl -H "Authorization: Bearer $TOKEN" "${BASE}/fhircast/$TOPIC"`,
        notRunnableReasons.fhircast,
      ],
      ['http', `GET ${BASE}/Group/g/$export?_type=Patient\nPrefer: respond-async`, notRunnableReasons.async],
      ['http', `GET ${BASE}/Patient?family=Madden\nPrefer: respond-async`, notRunnableReasons.async],
      ['http', `POST ${BASE}/$import\n\n{}`, notRunnableReasons.async],
      [
        'http',
        `GET ${BASE}/CodeSystem/$lookup?system=http://snomed.info/sct&code=1`,
        notRunnableReasons.operation,
      ],
      ['bash', `curl "${BASE}/Patient/p/\\$everything"`, notRunnableReasons.operation],
      ['bash', `curl "${BASE}/Patient/p?_format=xml"`, notRunnableReasons.xml],
      ['http', `GET ${BASE}/Patient/p\nAccept: application/fhir+xml`, notRunnableReasons.xml],
      ['bash', `curl -X POST "${BASE}" -d @transaction.json`, notRunnableReasons.file],
      [
        'bash',
        `jq -n '{query: $q}' |\n  curl -X POST "${BASE}/\\$graphql" --data @-`,
        notRunnableReasons.file,
      ],
      [
        'bash',
        `for type in Patient Condition; do\n  curl -s "${BASE}/$type?_summary=count"\ndone`,
        notRunnableReasons.shell,
      ],
      ['bash', `curl -s "${BASE}/Patient/p"\ncurl -s "${BASE}/Patient/q"`, notRunnableReasons.shell],
      ['graphql', 'fragment Card on Patient { id }', notRunnableReasons.graphqlFragment],
    ];
    for (const [language, code, reason] of cases) expect(reasonOf(language, code), code).toBe(reason);
  });

  test('blocks that do not call the FHIR base are not samples', () => {
    expect(
      sampleRequest('http', `HTTP/1.1 201 Created\nLocation: ${BASE}/Patient/1/_history/1`, BASE),
    ).toBeNull();
    expect(sampleRequest('http', 'GET https://example.org/other', BASE)).toBeNull();
    expect(sampleRequest('bash', 'npm install @sanoria/sdk', BASE)).toBeNull();
    expect(sampleRequest('bash', 'curl -s https://example.org/file.tgz -o file.tgz', BASE)).toBeNull();
    expect(sampleRequest('json', `{"url":"${BASE}/Patient"}`, BASE)).toBeNull();
    // A URL that merely starts like the base is not under it.
    expect(sampleRequest('http', `GET ${BASE}X/Patient`, BASE)).toBeNull();
    // Bad shell (an unclosed quote) gets no Run button rather than a crash.
    expect(sampleRequest('bash', `curl "${BASE}/Patient`, BASE)).toBeNull();
  });
});

test.describe('the sandbox meta string', () => {
  const request: SandboxRequest = {
    method: 'POST',
    url: 'Patient?x="a b"',
    headers: { 'content-type': 'application/fhir+json' },
    body: '{"resourceType":"Patient", "name": [{"family": "Ó Sé"}]}',
  };

  test('round-trips a request beside other meta (titles, line highlights)', () => {
    expect(sandboxRequestFromMeta(sandboxMeta(request))).toEqual(request);
    expect(sandboxRequestFromMeta(`title="a.http" {1,3} ${sandboxMeta(request)}`)).toEqual(request);
  });

  test('no request, or a malformed one, reads as null', () => {
    for (const meta of [
      undefined,
      '',
      'title="sandbox.http"',
      'sandbox="%7Bnot-json"',
      'sandbox="%E0%A4%A"',
      `sandbox="${encodeURIComponent(JSON.stringify({ method: 'TRACE', url: 'x' }))}"`,
      `sandbox="${encodeURIComponent(JSON.stringify({ method: 'GET' }))}"`,
      `sandbox="${encodeURIComponent(JSON.stringify({ method: 'GET', url: 'x', headers: { a: 1 } }))}"`,
      `sandbox="${encodeURIComponent('[]')}"`,
    ])
      expect(sandboxRequestFromMeta(meta), meta).toBeNull();
  });
});

test('the remark plugin marks runnable blocks and leaves the others as they were', () => {
  interface Node {
    type: string;
    lang?: string;
    meta?: string | null;
    value?: string;
    children?: Node[];
  }
  const code = (lang: string, value: string, meta: string | null = null): Node => ({
    type: 'code',
    lang,
    meta,
    value,
  });
  const tree: Node = {
    type: 'root',
    children: [
      code('http', `GET ${BASE}/Patient/p`, 'title="read"'),
      code('http', `POST ${AUTH}/oauth2/token\n\ngrant_type=x`),
      code('ts', `await fetch('${BASE}/Patient/p')`),
      { type: 'mdxJsxFlowElement', children: [code('bash', `curl "${BASE}/Patient?family=Madden"`)] },
    ],
  };
  remarkSandboxSamples({ fhirBase: BASE })(tree);
  const [read, token, ts, tabs] = tree.children ?? [];
  expect(sandboxRequestFromMeta(read?.meta ?? '')).toEqual({ method: 'GET', url: 'Patient/p' });
  expect(read?.meta?.startsWith('title="read" sandbox="')).toBe(true);
  expect(token?.meta).toBeNull();
  expect(ts?.meta).toBeNull();
  expect(sandboxRequestFromMeta(tabs?.children?.[0]?.meta ?? '')).toEqual({
    method: 'GET',
    url: 'Patient?family=Madden',
  });
});

/* ------------------------------------------------------------------------------------------------
 * Docs that prove themselves: every runnable sample in the docs, services and blog runs against
 * the sandbox's engine, in Node, and its answer is compared with what the page shows beside it.
 * ---------------------------------------------------------------------------------------------- */

interface Sample {
  file: string;
  line: number;
  lang: string;
  verdict: NonNullable<ReturnType<typeof sampleRequest>>;
}

interface Documented {
  /** The status the page states for the sample, if it states one. */
  status?: number;
  statusLine?: number;
  /** The JSON response the page shows, if it shows one, and the line of its block. */
  json?: unknown;
  jsonLine?: number;
}

/** Every block that calls the FHIR base, with its verdict, page by page. */
function samplesOf(file: string): Sample[] {
  return codeBlocks(file).flatMap((block) => {
    const verdict = sampleRequest(
      block.lang,
      replaceCodeTokens(block.code, brand.defaultUrls),
      brand.defaultUrls.fhirApi,
    );
    return verdict ? [{ file, line: block.line, lang: block.lang, verdict }] : [];
  });
}

const STATUS = new RegExp(
  `\\b(?:answers|returns|responds|replies)\\b[^.]*?\\b(${Object.keys(STATUS_TEXT).join('|')}) (${Object.values(STATUS_TEXT).join('|')})\\b`,
);

/**
 * What the page shows beside a sample: after the sample (after its whole `<Tabs>` group, when it is
 * a tab) and before the next heading, tab group or sample, the first status a sentence states
 * ("answers `201 Created`") or an HTTP response block starts with, and the first JSON block (or
 * an HTTP response's JSON body).
 */
function documentedBeside(sample: Sample, all: Sample[]): Documented {
  const lines = fs.readFileSync(sample.file, 'utf8').split('\n');
  const blocks = codeBlocks(sample.file);
  const index = blocks.findIndex((block) => block.line === sample.line);
  const block = blocks[index];
  if (!block) return {};
  let start = block.line + block.code.split('\n').length + 1;
  // Inside a tab group: the group's other tabs are the same request, so look after the group.
  const before = lines.slice(0, block.line).join('\n');
  if (before.lastIndexOf('<Tabs') > before.lastIndexOf('</Tabs>')) {
    const close = lines.findIndex((text, at) => at >= start && text.trim().startsWith('</Tabs>'));
    if (close >= 0) start = close + 1;
  }
  const sampleLines = new Set(all.map((other) => other.line));
  const documented: Documented = {};
  let prose = false;
  let statusOpen = true;
  let lastProse = '';
  for (let at = start; at < lines.length; at += 1) {
    const text = lines[at] ?? '';
    if (/^#{1,6}\s/.test(text) || text.trim().startsWith('<Tabs')) break;
    const fenced = blocks.find((other) => other.line === at + 1);
    if (fenced) {
      if (sampleLines.has(fenced.line)) break;
      const code = replaceCodeTokens(fenced.code, brand.defaultUrls);
      const response =
        fenced.lang === 'http' ? /^HTTP\/[\d.]+ (\d{3})[^\n]*\n[\s\S]*?\n\n([\s\S]*)$/.exec(code) : null;
      if (fenced.lang === 'http' && /^HTTP\/[\d.]+ \d{3}/.test(code)) {
        documented.status ??= Number(/^HTTP\/[\d.]+ (\d{3})/.exec(code)?.[1]);
        documented.statusLine ??= fenced.line;
      }
      const json = fenced.lang === 'json' ? code : response?.[2];
      if (json !== undefined && documented.json === undefined && !LATER_READ.test(lastProse)) {
        try {
          documented.json = JSON.parse(json);
          documented.jsonLine = fenced.line;
        } catch {
          // A fragment, not a response.
        }
      }
      statusOpen = false;
      at += fenced.code.split('\n').length + 1;
      continue;
    }
    // Only the paragraph that introduces the response states the sample's status; later prose
    // names other statuses (what a failed precondition would answer).
    if (text.trim() === '' && prose) statusOpen = false;
    if (text.trim() !== '') {
      prose = true;
      lastProse = text;
    }
    const status = statusOpen ? STATUS.exec(text) : null;
    if (status && documented.status === undefined) {
      documented.status = Number(status[1]);
      documented.statusLine = at + 1;
    }
  }
  return documented;
}

/** Prose that introduces a later read of the resource ("Reading the task then shows…"), not the sample's answer. */
const LATER_READ = /\bread(?:ing)?\b[^.]*\b(?:back|then)\b/i;

/** Fields the server assigns, whose documented values are examples: not compared. */
const ASSIGNED = new Set([
  'id',
  'meta',
  'fullUrl',
  'link',
  'lastModified',
  'etag',
  'location',
  'timestamp',
  'lastUpdated',
]);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Where `actual` disagrees with every field the page documents (besides those the server assigns). */
function disagreements(documented: unknown, actual: unknown, at = ''): string[] {
  if (Array.isArray(documented)) {
    if (!Array.isArray(actual))
      return [`${at}: the page shows an array, the sandbox ${JSON.stringify(actual)}`];
    if (actual.length < documented.length)
      return [`${at}: the page shows ${documented.length} items, the sandbox answers ${actual.length}`];
    return documented.flatMap((item, i) => disagreements(item, actual[i], `${at}[${i}]`));
  }
  if (documented && typeof documented === 'object') {
    if (!actual || typeof actual !== 'object' || Array.isArray(actual))
      return [`${at}: the page shows an object, the sandbox ${JSON.stringify(actual)}`];
    return Object.entries(documented).flatMap(([key, value]) =>
      ASSIGNED.has(key)
        ? []
        : disagreements(value, (actual as Record<string, unknown>)[key], at ? `${at}.${key}` : key),
    );
  }
  // A transaction entry's status may carry the reason phrase ("201 Created") or not ("201").
  if (at.endsWith('response.status') && typeof documented === 'string' && typeof actual === 'string')
    return documented.slice(0, 3) === actual.slice(0, 3)
      ? []
      : [`${at}: the page shows ${documented}, the sandbox ${actual}`];
  // A timestamp the server sets when it stores or sends (`sent`, `issued`) is not the sandbox's to set.
  if (actual === undefined && typeof documented === 'string' && INSTANT.test(documented)) return [];
  return documented === actual
    ? []
    : [`${at}: the page shows ${JSON.stringify(documented)}, the sandbox ${JSON.stringify(actual)}`];
}

const pages = contentFiles(['docs', 'services', 'blog'])
  .map((file) => ({ file, samples: samplesOf(file) }))
  .filter((page) => page.samples.length > 0);

test('the runnable and not runnable samples are counted, each kind with its reason', () => {
  const samples = pages.flatMap((page) => page.samples);
  const runnable = samples.filter((sample) => 'request' in sample.verdict).length;
  const reasons = new Map<string, number>();
  for (const sample of samples)
    if ('notRunnable' in sample.verdict)
      reasons.set(sample.verdict.notRunnable, (reasons.get(sample.verdict.notRunnable) ?? 0) + 1);
  test.info().annotations.push(
    { type: 'runnable samples', description: String(runnable) },
    { type: 'not runnable samples', description: String(samples.length - runnable) },
    ...[...reasons].map(([reason, count]) => ({
      type: 'not runnable',
      description: `${count}: ${reason}`,
    })),
  );
  expect(runnable, 'runnable samples in the content').toBeGreaterThan(0);
  // Every reason given is one the sandbox page can list.
  expect(
    [...reasons.keys()].filter((reason) => !Object.values(notRunnableReasons).includes(reason as never)),
  ).toEqual([]);
});

test.describe('every runnable sample answers as its page says', () => {
  let engine: Engine;
  test.beforeAll(async () => {
    engine = await createEngine();
  });

  for (const { file, samples } of pages) {
    const runnable = samples.filter((sample) => 'request' in sample.verdict);
    if (runnable.length === 0) continue;
    test(relative(file), async () => {
      const problems: string[] = [];
      for (const sample of runnable) {
        if (!('request' in sample.verdict)) continue;
        const where = `${relative(file)}:${sample.line} (${sample.lang} sample)`;
        // Each sample starts from the seed, as a reader who has just opened the page does.
        await engine.reset();
        const response = await engine.handle(sample.verdict.request);
        const documented = documentedBeside(sample, samples);
        if (documented.status !== undefined && documented.status !== response.status)
          problems.push(
            `${where}: the page says ${documented.status} (line ${documented.statusLine}), the sandbox answers ${response.status} ${response.statusText}: ${JSON.stringify(response.body).slice(0, 300)}`,
          );
        else if (documented.status === undefined && response.status >= 400)
          problems.push(
            `${where}: the sandbox answers ${response.status} ${response.statusText}: ${JSON.stringify(response.body).slice(0, 300)}`,
          );
        if (documented.json !== undefined && response.status < 400)
          problems.push(
            ...disagreements(documented.json, response.body).map(
              (problem) => `${where}, response at line ${documented.jsonLine}: ${problem}`,
            ),
          );
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

/* ------------------------------------------------------------------------------------------------
 * The sandbox's seed: the sample record plus the docs' own example resources (src/data/sandboxSeed).
 * ---------------------------------------------------------------------------------------------- */

const SEED_DIR = path.join(ROOT, 'src/data/sandboxSeed');
const seedFiles = fs.readdirSync(SEED_DIR).filter((name) => name.endsWith('.json'));
const seedResources = seedFiles.flatMap((name) => {
  const bundle = JSON.parse(fs.readFileSync(path.join(SEED_DIR, name), 'utf8')) as {
    resourceType?: string;
    type?: string;
    entry?: { resource?: { resourceType: string; id?: string } }[];
  };
  return (bundle.entry ?? []).map((entry) => ({ name, bundle, resource: entry.resource }));
});

test('every seed file is a valid R4 Bundle of type collection whose resources have ids', () => {
  expect(seedFiles.length).toBeGreaterThan(0);
  const problems = seedFiles.flatMap((name) => {
    const text = fs.readFileSync(path.join(SEED_DIR, name), 'utf8');
    const bundle = JSON.parse(text) as { resourceType?: string; type?: string };
    return [
      ...(bundle.resourceType === 'Bundle' && bundle.type === 'collection'
        ? []
        : [`${name}: not a collection Bundle`]),
      ...fhirProblems(text).map((problem) => `${name}: ${problem}`),
    ];
  });
  const missingIds = seedResources.filter(({ resource }) => !resource?.id).map(({ name }) => name);
  expect([...problems, ...missingIds], 'invalid seed').toEqual([]);
  // The validator can fail: a seed entry without its required status is caught.
  expect(
    fhirProblems(
      '{"resourceType":"Bundle","type":"collection","entry":[{"resource":{"resourceType":"Slot"}}]}',
    ),
  ).not.toEqual([]);
});

test('every resource a runnable sample names (in its URL, or as the patient searched) is in the seed', () => {
  const seeded = new Set(
    [...sampleResources, ...seedResources.map(({ resource }) => resource)].map(
      (resource) => `${resource?.resourceType}/${resource?.id}`,
    ),
  );
  const duplicates = seedResources
    .map(({ resource }) => `${resource?.resourceType}/${resource?.id}`)
    .filter((key) => sampleResources.some((resource) => `${resource.resourceType}/${resource.id}` === key));
  expect(duplicates, 'seed resources that repeat the sample record').toEqual([]);
  const missing = pages.flatMap(({ file, samples }) =>
    samples.flatMap((sample) => {
      if (!('request' in sample.verdict)) return [];
      const url = decodeURIComponent(sample.verdict.request.url);
      const named = [
        ...[...url.matchAll(/(?:^|[=/,])([A-Z][A-Za-z]+)\/([A-Za-z0-9.-]{1,64})(?=$|[?&/,])/g)].map(
          ([, type, id]) => `${type}/${id}`,
        ),
        ...[...url.matchAll(/[?&](?:patient|subject)=([A-Za-z0-9.-]{1,64})(?=$|&)/g)].map(
          ([, id]) => `Patient/${id}`,
        ),
      ].filter((key) => !key.startsWith('CodeSystem/') && !/\/_/.test(key));
      return named.filter((key) => !seeded.has(key)).map((key) => `${relative(file)}:${sample.line}: ${key}`);
    }),
  );
  expect(missing, missing.join('\n')).toEqual([]);
});
