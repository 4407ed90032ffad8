/**
 * The sample record behind the product previews (src/data/sampleRecord): every resource is a
 * valid FHIR R4 resource, checked with the same Medplum validator and R4 StructureDefinitions as
 * tests/unit/fhir-examples.spec.ts; the sample patient is the docs' Emer Madden; the record keeps
 * to the site's present and to the Irish units the docs use; and the previews' view data says
 * what the resources say.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import type { FhirResource, HumanName, Patient } from 'fhir/r4';
import { brand, replaceCodeTokens } from '../../src/data/brand';
import { present, regions } from '../../src/data/facts';
import { people } from '../../src/data/people';
import {
  SAMPLE_TODAY,
  clinicianChart,
  consoleProject,
  developerConsole,
  patientPortal,
  sampleBundles,
  samplePatient,
  sampleResources,
} from '../../src/data/sampleRecord';
import { codeBlocks, contentFiles, relative, ROOT } from '../lib/content';
import { fhirProblems } from '../../src/content-checks/fhir';

const DIR = path.join(ROOT, 'src/data/sampleRecord');
const DOCS_PATIENT_PAGE = path.join(ROOT, 'docs/platform/fhir-datastore.mdx');
const MRN_SYSTEM = 'https://fhir.stbrigids.example/sid/mrn';

const jsonFiles = fs.readdirSync(DIR).filter((name) => name.endsWith('.json'));

/** Each file's Bundle as read from disk, not through the module. */
const bundlesOnDisk = jsonFiles.map((name) => ({
  name,
  bundle: JSON.parse(fs.readFileSync(path.join(DIR, name), 'utf8')) as {
    resourceType: string;
    type: string;
    entry?: { resource?: FhirResource }[];
  },
}));

test('the validator rejects an invalid resource (guards against a test that cannot fail)', () => {
  expect(fhirProblems('{"resourceType":"Observation","code":{"text":"x"}}')).not.toEqual([]);
  expect(fhirProblems('{"resourceType":"Patient","birthDate":"1984-03-12x"}')).not.toEqual([]);
  expect(
    fhirProblems(
      '{"resourceType":"Bundle","type":"collection","entry":[{"resource":{"resourceType":"Observation"}}]}',
    ),
  ).not.toEqual([]);
});

test('every JSON file is a Bundle of type collection that the module exports', () => {
  expect(jsonFiles.length).toBeGreaterThan(0);
  expect(jsonFiles.map((name) => name.replace(/\.json$/, '')).sort()).toEqual(
    Object.keys(sampleBundles).sort(),
  );
  for (const { name, bundle } of bundlesOnDisk) {
    expect(bundle.resourceType, name).toBe('Bundle');
    expect(bundle.type, name).toBe('collection');
    expect(bundle.entry?.length ?? 0, name).toBeGreaterThan(0);
  }
});

for (const { name, bundle } of bundlesOnDisk) {
  test(`sample Bundle is valid R4: ${name}`, () => {
    expect(fhirProblems(JSON.stringify(bundle)), name).toEqual([]);
  });
  for (const [index, entry] of (bundle.entry ?? []).entries()) {
    const label = `${name} entry ${index}: ${entry.resource?.resourceType ?? 'no resource'}/${entry.resource?.id ?? ''}`;
    test(`sample resource is valid R4: ${label}`, () => {
      expect(entry.resource, label).toBeDefined();
      expect(entry.resource?.id, `${label} has an id`).toBeTruthy();
      expect(fhirProblems(JSON.stringify(entry.resource)), label).toEqual([]);
    });
  }
}

test('resource ids are unique within each resource type', () => {
  const keys = sampleResources.map((resource) => `${resource.resourceType}/${resource.id ?? ''}`);
  expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
});

/** Every `reference` in a value, with where it is. */
function references(value: unknown, at = ''): { at: string; reference: string; display?: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => references(item, `${at}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own =
    typeof record.reference === 'string'
      ? [{ at, reference: record.reference, display: record.display as string | undefined }]
      : [];
  return [
    ...own,
    ...Object.entries(record).flatMap(([key, child]) => references(child, at ? `${at}.${key}` : key)),
  ];
}

test('clinical references resolve within the record, or name what they point at', () => {
  const known = new Set(sampleResources.map((resource) => `${resource.resourceType}/${resource.id ?? ''}`));
  // An audit log records access to resources of every patient, so its references may point outside the sample.
  const dangling = sampleResources
    .filter((resource) => resource.resourceType !== 'AuditEvent')
    .flatMap((resource) =>
      references(resource)
        .filter(({ reference, display }) => !known.has(reference) && !display)
        .map(({ at, reference }) => `${resource.resourceType}/${resource.id ?? ''} ${at}: ${reference}`),
    );
  expect(dangling).toEqual([]);
});

/** Every Patient resource in a page's code samples: JSON blocks, JSON lines in HTTP blocks, and curl bodies. */
function patientsInPage(file: string): Patient[] {
  const found: Patient[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (record.resourceType === 'Patient') found.push(record as unknown as Patient);
      Object.values(record).forEach(visit);
    }
  };
  const tryParse = (text: string): void => {
    try {
      visit(JSON.parse(replaceCodeTokens(text, brand.defaultUrls)));
    } catch {
      // Not JSON: a fragment of a code sample, not a resource.
    }
  };
  for (const block of codeBlocks(file)) {
    if (block.lang === 'json') tryParse(block.code);
    if (block.lang === 'http')
      block.code
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .forEach(tryParse);
    if (block.lang === 'bash')
      for (const match of block.code.matchAll(/-d '(\{[\s\S]*?\})'/g)) tryParse(match[1] ?? '');
  }
  return found;
}

const officialName = (patient: Patient): HumanName | undefined =>
  patient.name?.find((name) => name.use === 'official') ?? patient.name?.[0];

test('the sample patient is the Emer Madden of the docs (fhir-datastore.mdx): MRN, name, birth date', () => {
  const documented = patientsInPage(DOCS_PATIENT_PAGE).filter((patient) =>
    patient.identifier?.some((identifier) => identifier.system === MRN_SYSTEM),
  );
  expect(documented.length, 'Patient examples with a St Brigid’s MRN in fhir-datastore.mdx').toBeGreaterThan(
    0,
  );
  const mrn = samplePatient.identifier?.find((identifier) => identifier.system === MRN_SYSTEM)?.value;
  expect(mrn).toBe('MRN-204117');
  for (const patient of documented) {
    expect(patient.identifier?.find((identifier) => identifier.system === MRN_SYSTEM)?.value).toBe(mrn);
    expect(officialName(patient)?.family).toBe(officialName(samplePatient)?.family);
    expect(officialName(patient)?.given).toEqual(officialName(samplePatient)?.given);
    expect(patient.birthDate).toBe(samplePatient.birthDate);
    if (patient.gender) expect(patient.gender).toBe(samplePatient.gender);
    if (patient.id) expect(patient.id).toBe(samplePatient.id);
  }
});

/**
 * Each birth date written for Emer Madden anywhere in the content: a `birthDate` / `birthdate`
 * value (FHIR JSON, TypeScript, GraphQL, a search URL) whose nearest family name before it is
 * Madden, with no given name between or a first given name of Emer (her relatives are Maddens
 * too), and the date of birth of an HL7 v2 PID segment for Madden^Emer.
 */
function maddenBirthDates(text: string): string[] {
  const found: string[] = [];
  let family = '';
  let given: string | undefined;
  const tokens =
    /family[\s"':=]{1,4}([\p{L}' -]+)|given[\s"':=[]{1,6}([\p{L}]+)|birth[dD]ate[\s"':=]{1,4}(\d{4}-\d{2}-\d{2})/gu;
  for (const [, familyName, givenName, date] of text.matchAll(tokens)) {
    if (familyName) [family, given] = [familyName, undefined];
    else if (givenName) given ??= givenName;
    else if (date && family === 'Madden' && (given === undefined || given === 'Emer')) found.push(date);
  }
  for (const [, year, month, day] of text.matchAll(/\|madden\^emer[^|]*\|[^|]*\|(\d{4})(\d{2})(\d{2})/gi)) {
    found.push(`${year}-${month}-${day}`);
  }
  return found;
}

test('Emer Madden has one birth date on every page: the sample record’s', () => {
  const other: string[] = [];
  let seen = 0;
  for (const file of contentFiles()) {
    for (const date of maddenBirthDates(fs.readFileSync(file, 'utf8'))) {
      seen += 1;
      if (date !== samplePatient.birthDate) other.push(`${relative(file)}: ${date}`);
    }
  }
  expect(other, other.join('\n')).toEqual([]);
  expect(seen, 'birth dates of Emer Madden found in the content').toBeGreaterThan(10);
  // The reader cannot fail silently: a wrong date is found.
  expect(maddenBirthDates('"family": "Madden", "birthDate": "1986-07-21"')).toEqual(['1986-07-21']);
  expect(maddenBirthDates('PID|1||7741203^^^X^MR||MADDEN^EMER||19860721|F')).toEqual(['1986-07-21']);
  expect(maddenBirthDates('"family": "Madden", "given": ["Seán"], "birthDate": "1949-08-30"')).toEqual([]);
});

/** Every date or dateTime string in a value, with where it is. */
function dates(value: unknown, at = ''): { at: string; date: string }[] {
  if (typeof value === 'string')
    return /^\d{4}-\d{2}-\d{2}/.test(value) ? [{ at, date: value.slice(0, 10) }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => dates(item, `${at}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    dates(child, at ? `${at}.${key}` : key),
  );
}

test(`nothing in the record is dated after the site's present (${present.date}) except future appointments`, () => {
  const late = sampleResources.flatMap((resource) =>
    dates(resource)
      .filter(({ at }) => !(resource.resourceType === 'Appointment' && (at === 'start' || at === 'end')))
      .filter(({ date }) => date > present.date)
      .map(({ at, date }) => `${resource.resourceType}/${resource.id ?? ''} ${at}: ${date}`),
  );
  expect(late).toEqual([]);
  for (const client of consoleProject.clients)
    expect(client.lastUsed.slice(0, 10) <= present.date).toBe(true);
  expect(SAMPLE_TODAY <= present.date).toBe(true);
});

test('upcoming appointments are after the previews’ today, soonest first', () => {
  expect(patientPortal.appointments.length).toBeGreaterThan(0);
  const starts = sampleResources
    .filter((resource) => resource.resourceType === 'Appointment')
    .map((appointment) => appointment.start ?? '');
  for (const start of starts) expect(start > SAMPLE_TODAY, start).toBe(true);
  expect(patientPortal.appointments.map((a) => a.id)).toEqual(
    sampleResources
      .filter((resource) => resource.resourceType === 'Appointment')
      .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''))
      .map((a) => a.id),
  );
});

/** The staff and authors' names, without titles, lower-cased. */
function staffNames(): Set<string> {
  const authors = fs.readFileSync(path.join(ROOT, 'blog/authors.yml'), 'utf8');
  const fromAuthors = [...authors.matchAll(/^\s+name:\s*(.+?)\s*$/gm)].map((match) => match[1] ?? '');
  return new Set([...people.map((person) => person.name), ...fromAuthors].map(normaliseName));
}

function normaliseName(name: string): string {
  return name
    .normalize('NFC')
    .replace(/^(Dr|Prof\.?|Mr|Ms|Mrs)\s+/i, '')
    .replace(/,.*$/, '')
    .trim()
    .toLowerCase();
}

test('no sample patient or clinician shares a name with a member of staff or a blog author', () => {
  const staff = staffNames();
  expect(staff.size).toBeGreaterThan(5);
  const sampleNames = new Set<string>();
  for (const resource of sampleResources) {
    if (resource.resourceType === 'Patient' || resource.resourceType === 'Practitioner') {
      for (const name of resource.name ?? [])
        sampleNames.add(`${(name.given ?? []).join(' ')} ${name.family ?? ''}`);
    }
    for (const { display } of references(resource)) if (display) sampleNames.add(display);
    if (resource.resourceType === 'AuditEvent') {
      for (const agent of resource.agent) if (agent.who?.display) sampleNames.add(agent.who.display);
    }
  }
  const clashes = [...sampleNames].filter((name) => staff.has(normaliseName(name)));
  expect(clashes).toEqual([]);
});

test('HbA1c is reported in mmol/mol under LOINC 59261-8, never in % under 4548-4', () => {
  const observations = sampleResources.filter((resource) => resource.resourceType === 'Observation');
  const hba1c = observations.filter((observation) =>
    observation.code.coding?.some((coding) => coding.code === '59261-8' || coding.code === '4548-4'),
  );
  expect(hba1c.length).toBeGreaterThan(1);
  for (const observation of hba1c) {
    expect(observation.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '59261-8' });
    expect(observation.valueQuantity).toMatchObject({
      system: 'http://unitsofmeasure.org',
      code: 'mmol/mol',
    });
  }
});

test('the clinician chart shows what the record says', () => {
  const { patient, problems, medications, observations, draft } = clinicianChart;
  expect(patient.name).toBe('Emer Madden');
  expect(patient.mrn).toBe('MRN-204117');
  expect(patient.age).toBe(41);
  expect(patient.allergies.map((allergy) => allergy.substance)).toEqual(['Penicillin']);
  expect(problems.filter((problem) => problem.status.label === 'Active').length).toBe(2);
  expect(medications.length).toBe(
    sampleResources.filter((r) => r.resourceType === 'MedicationRequest' && r.status === 'active').length,
  );
  for (const observation of observations) {
    expect(observation.series.length, observation.name).toBeGreaterThan(1);
    expect(observation.series.every(Number.isFinite), observation.name).toBe(true);
  }
  expect(observations.find((observation) => observation.loinc === '59261-8')).toMatchObject({
    value: '58',
    unit: 'mmol/mol',
    trend: 'down',
  });
  const provenance = sampleResources.find(
    (resource) =>
      resource.resourceType === 'Provenance' &&
      resource.target.some((target) => target.reference === 'Composition/note-1e3a5c7e-draft'),
  );
  expect(provenance?.resourceType).toBe('Provenance');
  if (provenance?.resourceType === 'Provenance') expect(draft.sources.length).toBe(provenance.entity?.length);
  expect(draft.reviewer).toBe('Dr Nora Hegarty');
});

test('the patient portal shows only released results, each with who released it and when', () => {
  const reports = sampleResources.filter((resource) => resource.resourceType === 'DiagnosticReport');
  expect(patientPortal.results.length).toBe(reports.length);
  for (const result of patientPortal.results) {
    expect(result.releasedBy, result.name).toBe('Dr Nora Hegarty');
    expect(result.released, result.name).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(result.items.length, result.name).toBeGreaterThan(0);
  }
});

test('the developer console: its region, clients, policies and an audit log from every AuditEvent', () => {
  expect(regions.map((region) => region.name)).toContain(consoleProject.region);
  const policyNames = consoleProject.policies.map((policy) => policy.name);
  for (const client of consoleProject.clients) expect(policyNames, client.name).toContain(client.policy);
  for (const policy of consoleProject.policies) {
    for (const scope of policy.scopes) {
      expect(scope, policy.name).toMatch(
        /^(patient|user|system)\/(\*|[A-Z][A-Za-z]+)\.(?=[cruds])c?r?u?d?s?$/,
      );
    }
  }
  const events = sampleResources.filter((resource) => resource.resourceType === 'AuditEvent');
  expect(developerConsole.audit.length).toBe(events.length);
  const times = developerConsole.audit.map((row) => row.time);
  expect(times).toEqual([...times].sort().reverse());
  expect(developerConsole.audit.some((row) => row.outcome.tone !== 'ok')).toBe(true);
  // A client's "last used" is no earlier than its latest audit event.
  for (const client of consoleProject.clients) {
    const used = events
      .filter((event) => event.agent.some((agent) => agent.who?.identifier?.value === client.clientId))
      .map((event) => event.recorded);
    for (const recorded of used) expect(client.lastUsed >= recorded.slice(0, 19), client.name).toBe(true);
  }
});
