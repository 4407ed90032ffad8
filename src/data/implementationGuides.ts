/**
 * The FHIR implementation guides Sanoria supports, for the /fig page.
 *
 * Every name, version, canonical URL and package id here was checked against the guide's
 * published home page or package registry entry. A guide is listed only when it is
 * published; `version` is the published version Sanoria implements and tests against,
 * which is not always the newest one.
 */

/** How much of a guide Sanoria implements today. */
export type SupportLevel = 'Full' | 'Partial' | 'Planned';

/** The order support levels appear in, with what each one promises. */
export const supportLevels: readonly { level: SupportLevel; meaning: string }[] = [
  {
    level: 'Full',
    meaning:
      'Every profile, interaction and operation the guide requires of a server is implemented and tested in CI.',
  },
  {
    level: 'Partial',
    meaning: 'Implemented and tested for the parts the notes name; the rest is not available yet.',
  },
  {
    level: 'Planned',
    meaning: 'On the roadmap for a named service. Nothing in this row is available today.',
  },
];

export type Jurisdiction = 'International' | 'United States' | 'Canada' | 'United Kingdom';

export interface ImplementationGuide {
  /** The guide's title, as its publisher gives it. */
  name: string;
  /** The published version Sanoria implements. */
  version: string;
  /** The guide's canonical URL: the base of `ImplementationGuide.url` and of its profiles' URLs. */
  canonical: string;
  /** Where to read the guide, when the canonical URL is not its published home page. */
  home?: string;
  /** The package the HL7 FHIR Validator loads with `-ig packageId#version`. */
  packageId: string;
  jurisdiction: Jurisdiction;
  support: SupportLevel;
  /** What Sanoria does with the guide, which service implements it, and any limits. */
  notes: string;
}

export const implementationGuides: readonly ImplementationGuide[] = [
  {
    name: 'HL7 FHIR Release 4',
    version: '4.0.1',
    canonical: 'http://hl7.org/fhir/R4',
    home: 'https://hl7.org/fhir/R4',
    packageId: 'hl7.fhir.r4.core',
    jurisdiction: 'International',
    support: 'Full',
    notes:
      'The data model and REST API of the whole platform: every resource type, the RESTful interactions, search, history, batch and transaction, in JSON and XML. Every write is checked against the base definitions. Turtle is not supported.',
  },
  {
    name: 'SMART App Launch',
    version: '2.2.0',
    canonical: 'http://hl7.org/fhir/smart-app-launch',
    home: 'https://hl7.org/fhir/smart-app-launch',
    packageId: 'hl7.fhir.uv.smart-app-launch',
    jurisdiction: 'International',
    support: 'Full',
    notes:
      'Securus: EHR and standalone launch, PKCE with S256 for every client, v2 and granular scopes, fhirContext, asymmetric client authentication and SMART Backend Services. Apps written for v1 scopes keep working.',
  },
  {
    name: 'Bulk Data Access',
    version: '2.0.0',
    canonical: 'http://hl7.org/fhir/uv/bulkdata',
    home: 'https://hl7.org/fhir/uv/bulkdata/STU2',
    packageId: 'hl7.fhir.uv.bulkdata',
    jurisdiction: 'International',
    support: 'Full',
    notes:
      'Archiva and Querium: system, Patient and Group level $export to NDJSON, with _type and _since. Output files need the same bearer token and are kept for 24 hours.',
  },
  {
    name: 'FHIRcast',
    version: '3.0.0',
    canonical: 'http://fhircast.hl7.org',
    home: 'https://fhircast.hl7.org',
    packageId: 'hl7.fhir.uv.fhircast',
    jurisdiction: 'International',
    support: 'Full',
    notes:
      'A hub in every region, over WebSockets only, as STU3 requires: Patient, Encounter, ImagingStudy and DiagnosticReport events, content sharing, get current context, heartbeat and UserHibernate.',
  },
  {
    name: 'Subscriptions R5 Backport',
    version: '1.1.0',
    canonical: 'http://hl7.org/fhir/uv/subscriptions-backport',
    home: 'https://hl7.org/fhir/uv/subscriptions-backport/STU1.1',
    packageId: 'hl7.fhir.uv.subscriptions-backport',
    jurisdiction: 'International',
    support: 'Full',
    notes:
      'Topic-based subscriptions on R4 alongside R4 criteria subscriptions: rest-hook, websocket and email channels, empty, id-only and full-resource payloads, event numbers and $status.',
  },
  {
    name: 'International Patient Summary',
    version: '2.0.0',
    canonical: 'http://hl7.org/fhir/uv/ips',
    home: 'https://hl7.org/fhir/uv/ips/STU2',
    packageId: 'hl7.fhir.uv.ips',
    jurisdiction: 'International',
    support: 'Partial',
    notes:
      'Medicus and Veritas produce IPS document Bundles, validated against the IPS profiles, with the required sections and the recommended immunisations, procedures and results sections. Optional sections, such as advance directives, are not filled yet.',
  },
  {
    name: 'SQL on FHIR',
    version: '2.0.0',
    canonical: 'https://sql-on-fhir.org/ig',
    packageId: 'org.sql-on-fhir.ig',
    jurisdiction: 'International',
    support: 'Full',
    notes:
      "Querium runs ViewDefinitions over each project's R4 data, including forEach, forEachOrNull, unionAll, constants and the key functions, and checks its runner against the specification's shared test suite in CI.",
  },
  {
    name: 'Structured Data Capture',
    version: '3.0.0',
    canonical: 'http://hl7.org/fhir/uv/sdc',
    home: 'https://hl7.org/fhir/uv/sdc/STU3',
    packageId: 'hl7.fhir.uv.sdc',
    jurisdiction: 'International',
    support: 'Partial',
    notes:
      'Forma renders and scores questionnaires with enableWhen, FHIRPath calculated expressions and answer value sets, and supports $populate and definition-based $extract. StructureMap-based extraction and adaptive forms are not supported.',
  },
  {
    name: 'US Core',
    version: '6.1.0',
    canonical: 'http://hl7.org/fhir/us/core',
    home: 'https://hl7.org/fhir/us/core/STU6.1',
    packageId: 'hl7.fhir.us.core',
    jurisdiction: 'United States',
    support: 'Full',
    notes:
      'US Core 6.1.0 covers USCDI v3. Every one of its profiles is supported: each resource profile, and all of its Observation profiles (laboratory and clinical results, screening and assessment, simple observation, occupation, pregnancy status and intent, sexual orientation, smoking status, care experience and treatment intervention preferences, and the vital signs with their paediatric percentiles), as the Observation page of the API reference lists them. Archiva answers the $docref operation on DocumentReference, generating a CCD on request. US (Virginia) projects can require the profiles at write time, and their CapabilityStatement instantiates the US Core Server CapabilityStatement. Tested with the Inferno US Core test kit.',
  },
  {
    name: 'CARIN Consumer Directed Payer Data Exchange (CARIN IG for Blue Button)',
    version: '2.1.0',
    canonical: 'http://hl7.org/fhir/us/carin-bb',
    home: 'https://hl7.org/fhir/us/carin-bb/STU2.1',
    packageId: 'hl7.fhir.us.carin-bb',
    jurisdiction: 'United States',
    support: 'Partial',
    notes:
      'Fiscus serves ExplanationOfBenefit, Coverage, Patient, Organization and Practitioner to the CARIN profiles for member apps: inpatient and outpatient institutional, professional and pharmacy claims. The oral (dental) profile is not supported yet.',
  },
  {
    name: 'Da Vinci Payer Data Exchange (PDex)',
    version: '2.1.0',
    canonical: 'http://hl7.org/fhir/us/davinci-pdex',
    home: 'https://hl7.org/fhir/us/davinci-pdex/STU2.1',
    packageId: 'hl7.fhir.us.davinci-pdex',
    jurisdiction: 'United States',
    support: 'Planned',
    notes:
      'Payer-to-payer exchange and the provider access API of the CMS Interoperability and Prior Authorization final rule, on the Fiscus roadmap for US payer projects. Not available today.',
  },
  {
    name: 'Canadian Baseline',
    version: '1.2.0',
    canonical: 'http://hl7.org/fhir/ca/baseline',
    home: 'https://build.fhir.org/ig/HL7-Canada/ca-baseline',
    packageId: 'hl7.fhir.ca.baseline',
    jurisdiction: 'Canada',
    support: 'Partial',
    notes:
      "HL7 Canada's baseline profiles, published on the Simplifier package registry. Canada (Montréal) projects validate Patient, Practitioner, Organization, Condition, AllergyIntolerance, Immunization and medication resources against them. The guide is a base for provincial and project guides, not a conformance target on its own.",
  },
  {
    name: 'UK Core',
    version: '2.0.1',
    canonical: 'https://fhir.hl7.org.uk',
    home: 'https://simplifier.net/guide/uk-core-implementation-guide-stu2',
    packageId: 'fhir.r4.ukcore.stu2',
    jurisdiction: 'United Kingdom',
    support: 'Partial',
    notes:
      "HL7 UK's STU2 profiles (for example https://fhir.hl7.org.uk/StructureDefinition/UKCore-Patient). Projects for UK organisations validate Patient, Practitioner, Organization, Encounter, Condition, AllergyIntolerance, MedicationRequest and Observation against them. NHS national APIs are separate specifications and are not covered.",
  },
];

/** What to include when asking for a guide that is not in the table. */
export const guideRequestChecklist: readonly string[] = [
  "The guide's name, its package id and the version you need.",
  'The actor you need Sanoria to play: server, client or both.',
  'The jurisdiction, and the hosted region your project runs in.',
  'The date you need it by, and why: a regulation, a contract or a partner.',
];

/** How many guides sit at each support level, in `supportLevels` order. */
export function guidesBySupport(): { level: SupportLevel; count: number }[] {
  return supportLevels.map(({ level }) => ({
    level,
    count: implementationGuides.filter((guide) => guide.support === level).length,
  }));
}
