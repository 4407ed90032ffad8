/**
 * The FHIR reference's sandbox links (src/plugins/fhir-reference/sandbox.ts and
 * components/sandboxRequests.ts): every supported search parameter of every resource type has an
 * example query on its own type and name, and each linked interaction is the request FHIR
 * defines for it.
 */
import { test, expect } from '@playwright/test';
import { interactions } from '../../src/data/fhirSupport';
import { requestFromLink, sandboxLink } from '../../src/components/SandboxConsole/link';
import { interactionRequest } from '../../src/plugins/fhir-reference/components/sandboxRequests';
import { loadDefinitions, searchRows } from '../../src/plugins/fhir-reference/definitions';
import { exampleQuery, readSeed, sandboxIdFor } from '../../src/plugins/fhir-reference/sandbox';
import { ROOT } from '../lib/content';

const defs = loadDefinitions();
const seed = readSeed(ROOT);

const examplesOf = (type: string) =>
  searchRows(type, defs)
    .filter((row) => row.supported)
    .map((row) => {
      const param = defs.search.find((sp) => sp.code === row.name && sp.base.includes(type));
      if (!param) throw new Error(`${type}: no definition for ${row.name}`);
      return { row, query: exampleQuery(type, param, row.expression, seed, defs) };
    });

test('every supported search parameter of every type has an example query on that type and parameter', () => {
  // Problems collected and asserted once: an expect() per query (about 1,700) took 26 s.
  const problems: string[] = [];
  for (const sd of defs.resources) {
    for (const { row, query } of examplesOf(sd.name)) {
      const params = new URLSearchParams(query.slice(query.indexOf('?') + 1));
      const [[name, value] = []] = [...params];
      if (!query.startsWith(`${sd.name}?`)) problems.push(`${query}: not on ${sd.name}`);
      if (name !== row.name && name !== `${row.name}:missing`) problems.push(`${query}: not on ${row.name}`);
      if (!value) problems.push(`${query}: no value`);
      // A value is the seed's or the type's own, never an invented placeholder.
      if (/(^|\$)example($|\$)|example\.(org|com)/.test(value ?? ''))
        problems.push(`${query}: a placeholder value`);
      // Opened from the reference, the console gets the same query back.
      const back = requestFromLink(sandboxLink({ method: 'GET', url: query }))?.url;
      if (back !== query) problems.push(`${query}: the share link gives back ${String(back)}`);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

test('each interaction link is the request FHIR defines, on a seeded id where the type is seeded', () => {
  const [type = 'Patient'] = [...seed.keys()];
  const id = sandboxIdFor(type, seed);
  expect(seed.get(type)?.some((resource) => resource.id === id)).toBe(true);
  const example = JSON.stringify({ resourceType: type, id: 'other' });
  const requests = Object.fromEntries(
    interactions.map((code) => [code, interactionRequest(code, type, id, example)]),
  );
  expect(requests.read).toEqual({ method: 'GET', url: `${type}/${id}` });
  expect(requests['search-type']).toEqual({ method: 'GET', url: type });
  expect(requests['history-instance']?.url).toBe(`${type}/${id}/_history`);
  expect(requests['history-type']?.url).toBe(`${type}/_history`);
  expect(requests.delete).toEqual({ method: 'DELETE', url: `${type}/${id}` });
  expect(requests.create?.method).toBe('POST');
  expect(JSON.parse(requests.update?.body ?? '{}')).toMatchObject({ resourceType: type, id });
  expect(requests.patch?.headers?.['content-type']).toBe('application/json-patch+json');
  expect(requests.vread, 'a version id is the server’s to assign').toBeUndefined();
  expect(sandboxIdFor('NotSeeded', seed)).toBe('example');
});
