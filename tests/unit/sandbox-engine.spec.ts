/**
 * The sandbox's engine in Node, on the data the build gives the browser (src/plugins/
 * sandbox-definitions): the issue's bad-input table, the REST round trip with its headers,
 * GraphQL, batch, and reset. The 5 s stop belongs to the browser client (src/sandbox/client.ts).
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { readSeed } from '../../src/plugins/sandbox-definitions/data';
import { MAX_BODY_BYTES, type Engine } from '../../src/sandbox/engine';
import { createEngine } from '../../src/sandbox/engine/node';
import type { SandboxResponse } from '../../src/sandbox/types';

interface Issue {
  severity: string;
  code: string;
  details?: { text?: string };
  expression?: string[];
}
interface Outcome {
  resourceType: 'OperationOutcome';
  issue: Issue[];
}
interface Resource {
  resourceType: string;
  id: string;
  meta?: { versionId?: string };
  [key: string]: unknown;
}
interface Bundle {
  resourceType: 'Bundle';
  type: string;
  entry?: {
    fullUrl?: string;
    resource?: Resource;
    search?: { mode: string };
    response?: { status: string; location?: string };
  }[];
}

const seed = readSeed(process.cwd());
const seeded = seed.find((r) => r.resourceType === 'Patient' && r.id);
if (!seeded?.id) throw new Error('sandbox-engine.spec: the seed has no Patient with an id');
/** A family name of the seeded patient, for searches. */
const family = (seeded.name as { family?: string }[] | undefined)?.[0]?.family ?? '';

const outcomeOf = (response: SandboxResponse): Outcome => {
  expect(response.body, JSON.stringify(response.body)).toMatchObject({ resourceType: 'OperationOutcome' });
  return response.body as Outcome;
};
const text = (response: SandboxResponse): string =>
  outcomeOf(response)
    .issue.map((issue) => issue.details?.text ?? '')
    .join(' ');

let engine: Engine;
test.beforeAll(async () => {
  engine = await createEngine();
});
// Tests share one engine, so each leaves the seed as it found it.
test.afterEach(async () => {
  await engine.reset();
});

test.describe('bad input gets a FHIR answer', () => {
  test('invalid JSON is a 400 with an OperationOutcome', async () => {
    const response = await engine.handle({
      method: 'POST',
      url: 'Patient',
      body: '{"resourceType": "Patient",',
    });
    expect(response.status).toBe(400);
    expect(response.statusText).toBe('Bad Request');
    expect(response.headers['content-type']).toContain('application/fhir+json');
    expect(text(response)).toContain('Invalid JSON');
  });

  test('an unknown resource type is a 404 that names it', async () => {
    const response = await engine.handle({ method: 'GET', url: 'Patients?family=Madden' });
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Not Found');
    expect(text(response)).toContain('Patients');
  });

  test('an unknown id is a 404', async () => {
    const response = await engine.handle({ method: 'GET', url: 'Patient/no-such-patient' });
    expect(response.status).toBe(404);
    expect(outcomeOf(response).issue[0]?.code).toBe('not-found');
  });

  test('an unknown search parameter gets an OperationOutcome that names it', async () => {
    const response = await engine.handle({ method: 'GET', url: 'Observation?patient=x&colour:exact=blue' });
    expect(response.status).toBe(400);
    expect(text(response)).toContain('colour');
    expect(outcomeOf(response).issue[0]?.expression).toEqual(['colour:exact']);
  });

  test('an unknown _sort key gets an OperationOutcome that names it', async () => {
    const response = await engine.handle({ method: 'GET', url: 'Observation?_sort=-colour' });
    expect(response.status).toBe(400);
    expect(text(response)).toContain('colour');
  });

  test('a search by a composite parameter, which the sandbox cannot do, is a 501 that says so', async () => {
    const response = await engine.handle({ method: 'GET', url: 'Observation?code-value-quantity=x$gt5' });
    expect(response.status).toBe(501);
    expect(text(response)).toContain('code-value-quantity');
  });

  test('a body over 1 MB is a 413', async () => {
    const name = 'x'.repeat(MAX_BODY_BYTES);
    const body = JSON.stringify({ resourceType: 'Patient', name: [{ family: name }] });
    const response = await engine.handle({ method: 'POST', url: 'Patient', body });
    expect(response.status).toBe(413);
    expect(response.statusText).toBe('Content Too Large');
    outcomeOf(response);
  });

  test('a resource R4 does not allow is a 400 that names the element', async () => {
    const body = JSON.stringify({ resourceType: 'Patient', colour: 'blue' });
    const response = await engine.handle({ method: 'POST', url: 'Patient', body });
    expect(response.status).toBe(400);
    expect(outcomeOf(response).issue[0]?.expression).toEqual(['Patient.colour']);
  });
});

test('create, read, search and update carry Location and ETag, and if-match guards the update', async () => {
  const created = await engine.handle({
    method: 'POST',
    url: 'Patient',
    headers: { 'content-type': 'application/fhir+json' },
    body: JSON.stringify({ resourceType: 'Patient', name: [{ family: 'Sandbox', given: ['Test'] }] }),
  });
  expect(created.status).toBe(201);
  expect(created.statusText).toBe('Created');
  const patient = created.body as Resource;
  const version = patient.meta?.versionId ?? '';
  expect(created.headers.location).toBe(`Patient/${patient.id}/_history/${version}`);
  expect(created.headers.etag).toBe(`W/"${version}"`);

  const read = await engine.handle({ method: 'GET', url: `Patient/${patient.id}` });
  expect(read.status).toBe(200);
  expect(read.headers.etag).toBe(created.headers.etag);
  expect(read.body).toMatchObject({ name: [{ family: 'Sandbox' }] });

  const search = await engine.handle({ method: 'GET', url: 'Patient?family=Sandbox' });
  expect(search.status).toBe(200);
  const [match, ...others] = (search.body as Bundle).entry ?? [];
  expect(others).toEqual([]);
  expect(match?.resource?.id).toBe(patient.id);
  expect(match?.search).toEqual({ mode: 'match' });
  expect(match?.fullUrl).toMatch(new RegExp(`^https?://.+/Patient/${patient.id}$`));

  const update = (etag: string): Promise<SandboxResponse> =>
    engine.handle({
      method: 'PUT',
      url: `Patient/${patient.id}`,
      headers: { 'if-match': etag },
      body: JSON.stringify({
        resourceType: 'Patient',
        id: patient.id,
        name: [{ family: 'Sandbox', given: ['Changed'] }],
      }),
    });
  const stale = await update('W/"not-the-version"');
  expect(stale.status).toBe(412);
  expect(stale.statusText).toBe('Precondition Failed');
  const updated = await update(created.headers.etag ?? '');
  expect(updated.status).toBe(200);
  expect(updated.headers.etag).not.toBe(created.headers.etag);

  const history = await engine.handle({ method: 'GET', url: `Patient/${patient.id}/_history` });
  const versions = (history.body as Bundle).entry?.map((e) => e.resource?.meta?.versionId);
  expect(versions).toEqual([(updated.body as Resource).meta?.versionId, version]);
  // Read twice, history keeps its order (Medplum 4.5.2 reversed it in place).
  const again = await engine.handle({ method: 'GET', url: `Patient/${patient.id}/_history` });
  expect((again.body as Bundle).entry?.map((e) => e.resource?.meta?.versionId)).toEqual(versions);
});

test('metadata answers with the CapabilityStatement', async () => {
  const response = await engine.handle({
    method: 'GET',
    url: 'metadata',
    headers: { accept: 'application/fhir+json' },
  });
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
});

test('AuditEvent can be searched but not written, and Parameters has no endpoint, as the CapabilityStatement says', async () => {
  const search = await engine.handle({ method: 'GET', url: 'AuditEvent?_count=1' });
  expect(search.status).toBe(200);
  const event = JSON.stringify({
    resourceType: 'AuditEvent',
    type: { code: 'rest' },
    recorded: '2025-11-18T09:30:00Z',
    agent: [{ requestor: true }],
    source: { observer: { display: 'Sandbox' } },
  });
  for (const request of [
    { method: 'POST', url: 'AuditEvent', body: event },
    { method: 'PUT', url: 'AuditEvent/any', body: event },
    { method: 'DELETE', url: 'AuditEvent/any' },
    { method: 'GET', url: 'Parameters' },
  ] as const) {
    const refused = await engine.handle(request);
    expect(refused.status, `${request.method} ${request.url}`).toBe(405);
    expect(outcomeOf(refused).issue[0]?.code).toBe('not-supported');
  }
});

test('a conditional create finds the seeded patient instead of making another', async () => {
  const response = await engine.handle({
    method: 'POST',
    url: 'Patient',
    headers: { 'if-none-exist': `_id=${seeded.id}` },
    body: JSON.stringify({ resourceType: 'Patient', name: [{ family: 'Duplicate' }] }),
  });
  expect(response.status).toBe(200);
  expect((response.body as Resource).id).toBe(seeded.id);
});

test('Prefer: return=minimal answers without a body', async () => {
  const response = await engine.handle({
    method: 'POST',
    url: 'Patient',
    headers: { prefer: 'return=minimal' },
    body: JSON.stringify({ resourceType: 'Patient' }),
  });
  expect(response.status).toBe(201);
  expect(response.headers.location).toMatch(/^Patient\/[^/]+\/_history\/[^/]+$/);
  expect(response.body).toBeUndefined();
});

test('_count and _sort shape a search', async () => {
  const all = await engine.handle({ method: 'GET', url: 'Observation?_sort=date' });
  const dates = (all.body as Bundle).entry?.map((e) => String(e.resource?.effectiveDateTime ?? '')) ?? [];
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort());
  const two = await engine.handle({ method: 'GET', url: 'Observation?_sort=-date&_count=2' });
  expect((two.body as Bundle).entry?.map((e) => e.resource?.effectiveDateTime)).toEqual(
    [...dates].reverse().slice(0, 2),
  );
});

test('_include and _revinclude add what the matches refer to, and what refers to them', async () => {
  const observation = seed.find(
    (r) => r.resourceType === 'Observation' && (r.subject as { reference?: string } | undefined)?.reference,
  );
  const subject = (observation?.subject as { reference: string } | undefined)?.reference ?? '';
  const included = await engine.handle({
    method: 'GET',
    url: `Observation?_id=${observation?.id ?? ''}&_include=Observation:subject`,
  });
  const entries = (included.body as Bundle).entry ?? [];
  expect(entries.map((e) => [`${e.resource?.resourceType}/${e.resource?.id}`, e.search?.mode])).toEqual([
    [`Observation/${observation?.id ?? ''}`, 'match'],
    [subject, 'include'],
  ]);

  const provenance = seed.find((r) => r.resourceType === 'Provenance');
  const target = (provenance?.target as { reference: string }[] | undefined)?.[0]?.reference ?? '';
  const [targetType = '', targetId = ''] = target.split('/');
  const revincluded = await engine.handle({
    method: 'GET',
    url: `${targetType}?_id=${targetId}&_revinclude=Provenance:target`,
  });
  const modes = (revincluded.body as Bundle).entry?.map((e) => [
    `${e.resource?.resourceType}/${e.resource?.id}`,
    e.search?.mode,
  ]);
  expect(modes).toContainEqual([`Provenance/${provenance?.id ?? ''}`, 'include']);

  const unknown = await engine.handle({ method: 'GET', url: 'Observation?_include=Observation:colour' });
  expect(unknown.status).toBe(400);
  expect(text(unknown)).toContain('Observation:colour');
});

test('a quantity search compares the value, and the system and code when given', async () => {
  const observation = seed.find(
    (r) =>
      r.resourceType === 'Observation' &&
      typeof (r.valueQuantity as { value?: unknown } | undefined)?.value === 'number',
  );
  const quantity = observation?.valueQuantity as { value: number; system?: string; code?: string };
  const ids = async (query: string): Promise<(string | undefined)[]> => {
    const response = await engine.handle({ method: 'GET', url: `Observation?${query}` });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return (response.body as Bundle).entry?.map((e) => e.resource?.id) ?? [];
  };
  const unit = quantity.system && quantity.code ? `|${quantity.system}|${quantity.code}` : '';
  expect(await ids(`value-quantity=ge${quantity.value}${unit}`)).toContain(observation?.id);
  expect(await ids(`value-quantity=le${quantity.value}${unit}`)).toContain(observation?.id);
  expect(await ids(`value-quantity=gt${quantity.value}${unit}`)).not.toContain(observation?.id);
  expect(await ids(`value-quantity=${quantity.value}|http://example.org/other|x`)).not.toContain(
    observation?.id,
  );
});

test('a transaction creates its entries and answers with a transaction-response', async () => {
  const response = await engine.handle({
    method: 'POST',
    url: '',
    body: JSON.stringify({
      resourceType: 'Bundle',
      type: 'transaction',
      entry: [{ request: { method: 'POST', url: 'Patient' }, resource: { resourceType: 'Patient' } }],
    }),
  });
  expect(response.status).toBe(200);
  const bundle = response.body as Bundle;
  expect(bundle.type).toBe('transaction-response');
  expect(bundle.entry?.[0]?.response?.status).toBe('201');
});

test('GraphQL answers a query over the seed', async () => {
  const response = await engine.handle({
    method: 'POST',
    url: '$graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ PatientList(family: "${family}") { id name { family } } }` }),
  });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.body).toMatchObject({
    data: { PatientList: expect.arrayContaining([{ id: seeded.id, name: [{ family }] }]) as unknown },
  });
});

test('GraphQL holds the types its first query names; on a type it does not hold, it says which it holds', () => {
  // Medplum's GraphQL schema is one per process, built at the first query from the types parsed
  // by then: in a fresh process, as the reader's worker is, the seed's and the first query's.
  // This test worker's process has parsed others (the samples' validation), so the engine runs apart.
  const output = execFileSync(
    process.execPath,
    [
      require.resolve('jiti/bin/jiti.js'),
      'tests/lib/sandbox-fresh-graphql.ts',
      '{ ClaimList { id } }',
      '{ CoverageList { id } }',
    ],
    { cwd: process.cwd(), encoding: 'utf8' },
  );
  const [first, later] = JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as SandboxResponse[];
  expect(first?.status).toBe(200);
  // No Claim in the seed: Medplum answers the field, empty (null), without errors.
  expect(first?.body).toHaveProperty('data.ClaimList');
  expect(first?.body).not.toHaveProperty('errors');
  expect(later?.status).toBe(400);
  expect(text(later ?? ({} as SandboxResponse))).toContain(
    "The sandbox's GraphQL does not hold Coverage: it holds",
  );
  expect(text(later ?? ({} as SandboxResponse))).toContain('Claim');
});

test('GraphQL over GET takes the query from the URL', async () => {
  const query = encodeURIComponent(`{ PatientList(family: "${family}") { id } }`);
  const response = await engine.handle({ method: 'GET', url: `$graphql?query=${query}` });
  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({
    data: { PatientList: expect.arrayContaining([{ id: seeded.id }]) as unknown },
  });
});

test('an operation the sandbox does not run is a 501 that names it', async () => {
  const response = await engine.handle({ method: 'GET', url: `Patient/${seeded.id}/$everything` });
  expect(response.status).toBe(501);
  expect(text(response)).toContain('$everything');
});

test('reset restores the seed', async () => {
  await engine.handle({ method: 'DELETE', url: `Patient/${seeded.id}` });
  expect((await engine.handle({ method: 'GET', url: `Patient/${seeded.id}` })).status).toBe(404);
  await engine.handle({
    method: 'POST',
    url: 'Patient',
    body: JSON.stringify({ resourceType: 'Patient', name: [{ family: 'Gone' }] }),
  });
  await engine.reset();
  expect((await engine.handle({ method: 'GET', url: `Patient/${seeded.id}` })).status).toBe(200);
  const gone = await engine.handle({ method: 'GET', url: 'Patient?family=Gone' });
  expect((gone.body as Bundle).entry).toBeUndefined();
});

test('every seed resource is readable by its type and id', async () => {
  const unread: string[] = [];
  for (const resource of seed) {
    const url = `${resource.resourceType}/${resource.id ?? ''}`;
    const response = await engine.handle({ method: 'GET', url });
    if (response.status !== 200) unread.push(`${url}: ${response.status}`);
  }
  expect(unread).toEqual([]);
});
