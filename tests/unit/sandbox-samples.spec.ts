/**
 * Runnable samples (src/sandbox/samples.ts): which code blocks the sandbox can run and the request
 * each makes, the meta string that carries it to CodeBlock (src/sandbox/meta.ts), and the remark
 * plugin that writes it (src/plugins/remark-sandbox-samples). The shapes are the docs' own.
 */
import { test, expect } from '@playwright/test';
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
    expect(requestOf('graphql', 'mutation Create {\n  ObservationCreate(res: {}) { id }\n}').url).toBe(
      '$graphql',
    );
    expect(reasonOf('graphql', '{\n  name { family }\n}')).toBe(notRunnableReasons.instanceGraphql);
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
