/**
 * Organisations that work with Sanoria, for the /serve page, grouped by what they bring:
 * technology that connects to the platform, implementation services, or clinical content.
 */

export type PartnerGroup = 'technology' | 'implementation' | 'clinical-content';

/** The order groups appear in, with their headings and a sentence on what each group does. */
export const partnerGroups: readonly { id: PartnerGroup; title: string; text: string }[] = [
  {
    id: 'technology',
    title: 'Technology partners',
    text: 'Products that connect to Sanoria through its public APIs and standards, tested against each release before it reaches your region.',
  },
  {
    id: 'implementation',
    title: 'Implementation partners',
    text: 'Firms trained on the platform that run migrations, interfaces and go-lives alongside our own team, with a Sanoria engineer named on every project.',
  },
  {
    id: 'clinical-content',
    title: 'Clinical content partners',
    text: 'Licensed clinical knowledge delivered as FHIR resources, reviewed by our clinical safety team before it is offered to customers.',
  },
];

export interface Partner {
  name: string;
  group: PartnerGroup;
  /** What kind of organisation or product it is, in a few words. */
  kind: string;
  /** What it does with Sanoria, concretely. */
  description: string;
  /** Where it works with Sanoria customers. */
  region: string;
  /** The Sanoria services it works with, by slug. */
  services: readonly string[];
}

export const partners: readonly Partner[] = [
  {
    name: 'Vantory Identity',
    group: 'technology',
    kind: 'Identity verification',
    description:
      'Checks a photo ID document against a live selfie when a patient registers for Veritas, and returns the level of assurance reached, which Securus records on the account.',
    region: 'Ireland, EU, UK and Canada',
    services: ['veritas', 'securus'],
  },
  {
    name: 'Lumenfold Imaging',
    group: 'technology',
    kind: 'Cloud PACS and diagnostic viewer',
    description:
      'Stores DICOM studies and opens them in its viewer when a clinician selects a study in Medicus, by joining the same FHIRcast session. Reports come back as DiagnosticReport resources.',
    region: 'US and Canada',
    services: ['medicus', 'archiva'],
  },
  {
    name: 'Tallyport Clearing',
    group: 'technology',
    kind: 'US claims clearinghouse',
    description:
      'Carries X12 837 claims from Fiscus to US payers and returns 835 remittances and 277 claim status, which Fiscus reconciles into ClaimResponse and ExplanationOfBenefit resources.',
    region: 'US',
    services: ['fiscus'],
  },
  {
    name: 'Quillmark Signatures',
    group: 'technology',
    kind: 'Qualified electronic signatures',
    description:
      'Applies qualified electronic signatures under eIDAS to referral letters and discharge documents produced in Medicus, and records each signature in a Provenance resource that targets the document.',
    region: 'EU',
    services: ['medicus', 'nuncius'],
  },
  {
    name: 'Harbourline Health Consulting',
    group: 'implementation',
    kind: 'GP practice migration',
    description:
      'Moves Irish GP practices from their previous practice system to Medicus: data extraction, mapping review with the practice, a rehearsal migration and a weekend go-live with staff on site.',
    region: 'Ireland',
    services: ['medicus', 'mapper', 'scriptus'],
  },
  {
    name: 'Northbeam Integration Partners',
    group: 'implementation',
    kind: 'Hospital integration',
    description:
      'Builds and tests HL7 v2 interfaces between hospital PAS, laboratory and radiology systems and Sanoria, including the integration agent installation and the Mapper conformance tests for each feed.',
    region: 'Canada',
    services: ['mapper', 'archiva'],
  },
  {
    name: 'Ridgefold Digital Health',
    group: 'implementation',
    kind: 'US health system implementation',
    description:
      'Plans and runs Sanoria programmes for US hospitals and physician groups: interface consolidation, US Core profile configuration, SMART app onboarding and downtime procedures.',
    region: 'US',
    services: ['archiva', 'securus', 'mapper'],
  },
  {
    name: 'Tamarisk Informatics',
    group: 'implementation',
    kind: 'Analytics and research data',
    description:
      'Designs SQL on FHIR views and Bulk Data extracts for analytics teams and research studies, and writes the data-flow documentation that ethics committees and data protection officers ask for.',
    region: 'UK and EU',
    services: ['querium', 'termini'],
  },
  {
    name: 'Veldra Medicines Knowledge',
    group: 'clinical-content',
    kind: 'Drug interaction and dosing content',
    description:
      'Licenses drug interaction, contraindication and dose-range content, mapped to RxNorm and dm+d codes. Remedia shows it as reference information everywhere, and evaluates its rules at prescribing time, as DetectedIssue resources, in US and Canadian projects only; EU and UK projects get patient-specific checks from their own certified product through CDS Hooks.',
    region: 'US, UK and Ireland',
    services: ['remedia', 'scriptus'],
  },
  {
    name: 'Fieldnote Assessments',
    group: 'clinical-content',
    kind: 'Validated questionnaires',
    description:
      'Licenses validated patient-reported outcome measures and clinical scales, with their scoring rules, delivered as FHIR Questionnaire resources that Forma renders and scores.',
    region: 'International',
    services: ['forma'],
  },
  {
    name: 'Orrery Care Pathways',
    group: 'clinical-content',
    kind: 'Chronic disease care plans',
    description:
      'Publishes care plan templates for diabetes, asthma, COPD and cardiovascular disease, aligned with national guidance, which Medicus turns into CarePlan and Task resources for each patient.',
    region: 'Ireland and UK',
    services: ['medicus', 'forma'],
  },
];

/** Partners grouped in `partnerGroups` order. */
export function partnersByGroup(): { group: (typeof partnerGroups)[number]; partners: Partner[] }[] {
  return partnerGroups.map((group) => ({
    group,
    partners: partners.filter((partner) => partner.group === group.id),
  }));
}
