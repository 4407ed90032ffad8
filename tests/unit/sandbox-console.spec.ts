/**
 * The console's plain-data helpers (src/components/SandboxConsole): the share link written and
 * read back, a bad link answered with null, and "Copy as curl" quoted so a shell runs exactly
 * the request the console shows.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { absoluteUrl, curlCommand, shellQuote } from '../../src/components/SandboxConsole/curl';
import {
  formFromRequest,
  parseHeaderLines,
  requestFromForm,
  type ConsoleForm,
} from '../../src/components/SandboxConsole/form';
import { requestFromLink, sandboxLink } from '../../src/components/SandboxConsole/link';
import { SAMPLE_PATIENT_ID, STARTERS } from '../../src/components/SandboxConsole/starters';
import { samplePatient } from '../../src/data/sampleRecord';
import type { SandboxRequest } from '../../src/sandbox/types';

const REQUESTS: SandboxRequest[] = [
  { method: 'GET', url: 'Patient?family=Madden&birthdate=ge1980-01-01&_count=1' },
  {
    method: 'POST',
    url: 'Patient',
    headers: { 'content-type': 'application/fhir+json', 'if-none-exist': 'identifier=x|1' },
    body: '{"resourceType":"Patient","name":[{"family":"Ó Briain","given":["Seán"]}]} & #&=+%',
  },
  { method: 'PUT', url: 'Patient/abc', headers: { 'if-match': 'W/"4"' }, body: 'not json\n  at all' },
  { method: 'DELETE', url: 'Observation/1' },
  { method: 'POST', url: '', body: '{"resourceType":"Bundle","type":"batch"}' },
];

test('a share link reads back as the request it was written from', () => {
  for (const request of REQUESTS) {
    const link = sandboxLink(request);
    expect(link.startsWith('/docs/sandbox#')).toBe(true);
    expect(requestFromLink(link)).toEqual(request);
    expect(requestFromLink(link.slice(link.indexOf('#')))).toEqual(request);
  }
});

test('a link that is not a sandbox request reads as null', () => {
  const bad = [
    '',
    '#',
    '#url=Patient',
    '#method=GET',
    '#method=TRACE&url=Patient',
    '#method=GET&url=https%3A%2F%2Fevil.example%2FPatient',
    '#method=GET&url=%2F%2Fevil.example',
    '#method=GET&url=Patient&headers=%7Bnot%20json',
    '#method=GET&url=Patient&headers=%5B%5D',
    '#method=GET&url=Patient&headers=%7B%22a%22%3A1%7D',
    '#method=GET&url=Patient&headers=%7B%22bad%20name%22%3A%22x%22%7D',
    '#method=GET&url=Patient%0Aevil',
  ];
  for (const link of bad) expect(requestFromLink(link), link).toBeNull();
  // A broken escape is not a crash: it reads as typed.
  expect(requestFromLink('#method=get&url=Patient%ZZ')).toEqual({ method: 'GET', url: 'Patient%ZZ' });
});

test('Copy as curl quotes every argument so the shell passes it through unchanged', () => {
  const base = 'https://api.sanoria.example/fhir/R4/';
  expect(absoluteUrl(base, '/Patient?x=1')).toBe('https://api.sanoria.example/fhir/R4/Patient?x=1');
  expect(absoluteUrl(base, '')).toBe('https://api.sanoria.example/fhir/R4');
  const request = REQUESTS[1] as SandboxRequest;
  const command = curlCommand(request, base);
  expect(command).toContain('curl -X POST https://api.sanoria.example/fhir/R4/Patient');
  expect(command).toContain("-H 'If-None-Exist: identifier=x|1'");
  expect(command).toContain('-H "Authorization: Bearer $TOKEN"');
  // The shell splits the command into exactly the words it was built from.
  const words = execFileSync('sh', [
    '-c',
    `TOKEN=t; set -- ${command.replace(/^curl /, '')}; printf '%s\\0' "$@"`,
  ])
    .toString()
    .split('\0')
    .slice(0, -1);
  expect(words).toEqual([
    '-X',
    'POST',
    'https://api.sanoria.example/fhir/R4/Patient',
    '-H',
    'Accept: application/fhir+json',
    '-H',
    'Content-Type: application/fhir+json',
    '-H',
    'If-None-Exist: identifier=x|1',
    '-H',
    'Authorization: Bearer t',
    '--data-raw',
    request.body,
  ]);
  expect(shellQuote("it's")).toBe(`'it'\\''s'`);
});

const FORM: ConsoleForm = { mode: 'rest', method: 'GET', url: '', body: '', headers: '', query: '' };

test('the form makes the request it shows, and gives it back from a request', () => {
  // A body without a content type gets FHIR JSON (a JSON Patch for PATCH); bad JSON is sent as typed.
  expect(requestFromForm({ ...FORM, method: 'PATCH', url: '/Patient/1', body: '[' })).toEqual({
    request: {
      method: 'PATCH',
      url: 'Patient/1',
      body: '[',
      headers: { 'content-type': 'application/json-patch+json' },
    },
  });
  expect(requestFromForm({ ...FORM, url: 'https://elsewhere.example/Patient' })).toHaveProperty('error');
  expect(parseHeaderLines('If-Match: W/"4"\n\nPrefer:return=minimal')).toEqual({
    headers: { 'if-match': 'W/"4"', prefer: 'return=minimal' },
  });
  expect(parseHeaderLines('no colon here')).toEqual({
    error: 'Header line 1 is not “Name: value”: no colon here',
  });
  // GraphQL mode sends POST $graphql with {"query": …}, and such a request opens in GraphQL mode.
  const graphql = requestFromForm({ ...FORM, mode: 'graphql', query: '{ PatientList { id } }' });
  expect(graphql).toEqual({
    request: {
      method: 'POST',
      url: '$graphql',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ PatientList { id } }"}',
    },
  });
  if ('request' in graphql) expect(formFromRequest(graphql.request, FORM).mode).toBe('graphql');
  for (const { request } of STARTERS) {
    const made = requestFromForm(formFromRequest(request, FORM));
    expect(made, request.url).toEqual({ request });
  }
});

test('the starter requests name the sample record’s patient', () => {
  expect(SAMPLE_PATIENT_ID).toBe(samplePatient.id);
});
