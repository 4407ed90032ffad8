/**
 * The fifteen Sanoria services: the one list that the home page, the `/services`
 * introduction, the services sidebar and each service page's facts box read.
 */
import type { IconName } from '../components/Icon/icons';

/** The id of the docs plugin instance that renders /services (docusaurus.config.ts). */
export const servicesPluginId = 'services';

export type ServiceCategory =
  'Data and interoperability' | 'Clinical' | 'Patient engagement' | 'Platform and AI' | 'Financial';

/** The order categories appear in, on the home page and in the services sidebar. */
export const serviceCategories: readonly ServiceCategory[] = [
  'Data and interoperability',
  'Clinical',
  'Patient engagement',
  'Platform and AI',
  'Financial',
];

export type Region = 'EU (Dublin)' | 'EU (Frankfurt)' | 'US (Virginia)' | 'Canada (Montréal)';

export type ServiceStatus = 'Generally available' | 'Preview';

export interface Service {
  /** The name as spelled in the specification, capitalised. */
  name: string;
  /** The page's path under /services/. */
  slug: string;
  /** The icon from the site's icon registry. */
  icon: IconName;
  /** The one-line purpose from the specification's service table. */
  purpose: string;
  /** A sentence or two for cards and the facts box. */
  summary: string;
  category: ServiceCategory;
  /** Standards the service implements, by their public names. */
  standards: readonly string[];
  /** The main FHIR R4 resources and operations behind it, spelled as in FHIR (non-FHIR items say so). */
  resources: readonly string[];
  regions: readonly Region[];
  status: ServiceStatus;
  /**
   * Who uses it: the roles the page's "Who it is for" section names in bold, in its order, shown
   * in the page's hero (a test holds the two together).
   */
  users: readonly string[];
  /**
   * The call to action that ends the service's page (ServiceContact), pointing at the contact
   * page: who the reader will talk to, and why.
   */
  contact: ServiceContact;
}

export interface ServiceContact {
  /** The band's heading, a question or an offer in the reader's terms. */
  title: string;
  /** One or two sentences: what the conversation covers. */
  text: string;
  /** The button's label: who or what the reader gets ("Talk to a clinical lead", "Book a demo"). */
  label: string;
}

const allRegions: readonly Region[] = ['EU (Dublin)', 'EU (Frankfurt)', 'US (Virginia)', 'Canada (Montréal)'];

export const services: readonly Service[] = [
  {
    name: 'Archiva',
    slug: 'archiva',
    icon: 'database',
    purpose: 'FHIR-native datastore',
    summary:
      'Stores every clinical and administrative record as a FHIR R4 resource, with full version history, transactions and search.',
    category: 'Data and interoperability',
    standards: ['FHIR R4 (4.0.1) REST', 'FHIR Bulk Data 2.0'],
    resources: ['Every R4 resource type', 'Bundle', '$everything', '$validate'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Engineering teams building clinical applications',
      'Integration engineers',
      'Clinical operations and records managers',
      'Data and analytics teams',
    ],
    contact: {
      title: 'Planning your data model or a migration?',
      text: 'A solutions architect can size a project with you, review your resource model and plan how your existing records move into Archiva.',
      label: 'Talk to a solutions architect',
    },
  },
  {
    name: 'Mapper',
    slug: 'mapper',
    icon: 'transform',
    purpose: 'Interoperability mapping',
    summary:
      'Turns HL7 v2, C-CDA and CSV feeds into FHIR resources and back, with versioned, testable mappings.',
    category: 'Data and interoperability',
    standards: ['HL7 v2.5.1', 'C-CDA R2.1', 'FHIR Mapping Language'],
    resources: ['StructureMap', 'ConceptMap', 'Bundle', '$transform'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Integration engineers and interface analysts',
      'Hospital and practice IT teams',
      'Migration teams',
      'Partners',
    ],
    contact: {
      title: 'Have interfaces to bring across?',
      text: 'Send us a sample of your HL7 v2 messages or files; an integration engineer will show how Mapper would file them and what mapping work remains.',
      label: 'Talk to an integration engineer',
    },
  },
  {
    name: 'Termini',
    slug: 'termini',
    icon: 'book',
    purpose: 'Terminology service',
    summary:
      'Hosts SNOMED CT, LOINC, ICD-10, RxNorm and dm+d, and answers lookups, validation, expansion and translation.',
    category: 'Data and interoperability',
    standards: ['FHIR R4 terminology service', 'SNOMED CT', 'LOINC', 'ICD-10'],
    resources: ['CodeSystem', 'ValueSet', 'ConceptMap', '$lookup', '$validate-code', '$expand', '$translate'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Application developers',
      'Integration engineers',
      'Clinical informaticians',
      'Data and reporting teams',
    ],
    contact: {
      title: 'Need a code system or a national edition?',
      text: 'Tell us which terminologies and editions your projects use, and a terminology specialist will confirm what Termini serves in your region and how releases reach you.',
      label: 'Talk to a terminology specialist',
    },
  },
  {
    name: 'Querium',
    slug: 'querium',
    icon: 'chart',
    purpose: 'Healthcare analytics',
    summary:
      'Flattens FHIR data into tables with SQL on FHIR view definitions and exports populations with Bulk Data.',
    category: 'Data and interoperability',
    standards: ['SQL on FHIR v2', 'FHIR Bulk Data 2.0'],
    resources: ['ViewDefinition (SQL on FHIR)', 'Group', '$export', 'Measure', 'MeasureReport'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Analysts and data engineers',
      'Quality and clinical governance leads',
      'Research and population health teams',
      'Registries and partners',
    ],
    contact: {
      title: 'Have a cohort, measure or research release in mind?',
      text: 'An analytics lead can walk through your view definitions, measures and governance process, including how pseudonymised extracts are approved and released.',
      label: 'Talk to an analytics lead',
    },
  },
  {
    name: 'Medicus',
    slug: 'medicus',
    icon: 'stethoscope',
    purpose: 'AI practice management',
    summary:
      'Runs the day of a practice: patient lists, encounters, notes and tasks, with AI drafting that a clinician reviews.',
    category: 'Clinical',
    standards: ['FHIR R4', 'SMART App Launch 2.x'],
    resources: ['Encounter', 'Composition', 'Condition', 'Task', 'Provenance'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'General practitioners, nurses and clinic doctors',
      'Practice managers',
      'Clinical governance leads',
      'Developers',
    ],
    contact: {
      title: 'See a clinic session in Medicus',
      text: 'A clinical lead will take you through a session from the day list to a signed note, with your own templates and workflows.',
      label: 'Book a demo with a clinical lead',
    },
  },
  {
    name: 'Scriptus',
    slug: 'scriptus',
    icon: 'prescription',
    purpose: 'ePrescription and eDispense',
    summary:
      'Creates, signs and routes electronic prescriptions and records dispensing, with national ePrescribing connectors.',
    category: 'Clinical',
    standards: ['FHIR R4 medications module', 'NCPDP SCRIPT (US)', 'PrescribeIT specification (Canada)'],
    resources: ['MedicationRequest', 'MedicationDispense', 'Medication', 'MedicationStatement'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Prescribers',
      'Pharmacies and dispensing practices',
      'Practice and clinic managers',
      'Developers',
    ],
    contact: {
      title: 'Prescribing in your jurisdiction?',
      text: 'A clinical lead can show the prescribing path for your country, from checks to transmission, and how it connects to the pharmacies your patients use.',
      label: 'Talk to a clinical lead',
    },
  },
  {
    name: 'Remedia',
    slug: 'remedia',
    icon: 'capsule',
    purpose: 'Advanced drug database',
    summary:
      'Medicinal product knowledge for prescribing: products, ingredients, strengths, interactions and contraindications.',
    category: 'Clinical',
    standards: ['RxNorm', 'dm+d', 'FHIR R4 medication definitions'],
    resources: ['Medication', 'MedicationKnowledge', 'DetectedIssue'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Prescribers',
      'Pharmacists and medicines management teams',
      'Developers',
      'Clinical safety officers',
    ],
    contact: {
      title: 'Which medicines knowledge does your region need?',
      text: 'A clinical lead can explain what Remedia provides in your jurisdiction, and how it works alongside a certified decision-support product where one is required.',
      label: 'Talk to a clinical lead',
    },
  },
  {
    name: 'Forma',
    slug: 'forma',
    icon: 'clipboard',
    purpose: 'Questionnaires and assessments',
    summary:
      'Designs, renders and scores forms and validated assessments, and extracts answers into structured resources.',
    category: 'Clinical',
    standards: ['FHIR R4 Questionnaire', 'Structured Data Capture (SDC)'],
    resources: ['Questionnaire', 'QuestionnaireResponse', '$populate', '$extract'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Clinical teams',
      'Practice managers and administrators',
      'Clinical informaticians',
      'Developers',
    ],
    contact: {
      title: 'Have forms to move off paper?',
      text: 'Share a questionnaire you use today; a clinical informatician will show it built in Forma, scored and mapped into the record.',
      label: 'Book a Forma demo',
    },
  },
  {
    name: 'Schedula',
    slug: 'schedula',
    icon: 'calendar',
    purpose: 'Scheduling and appointment management',
    summary:
      'Publishes availability, books and reschedules appointments, and keeps clinicians, rooms and patients in step.',
    category: 'Clinical',
    standards: ['FHIR R4 scheduling module'],
    resources: ['Schedule', 'Slot', 'Appointment', 'AppointmentResponse'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Reception and booking teams',
      'Clinicians',
      'Clinic and operations managers',
      'Developers and partners',
    ],
    contact: {
      title: 'See your rotas and booking rules in Schedula',
      text: 'A product specialist will set up a clinic like yours, with its appointment types, templates and online booking, in a demonstration.',
      label: 'Book a demo',
    },
  },
  {
    name: 'Veritas',
    slug: 'veritas',
    icon: 'person',
    purpose: 'Patient portal',
    summary:
      'Gives patients their records, results, appointments and messages, and lets them grant apps access under SMART.',
    category: 'Patient engagement',
    standards: ['SMART App Launch 2.x', 'International Patient Summary'],
    resources: ['Patient', 'RelatedPerson', 'Consent', 'DocumentReference'],
    regions: allRegions,
    status: 'Generally available',
    users: ['Patients', 'Carers and parents', 'Practices and clinics', 'App developers'],
    contact: {
      title: 'Planning a patient portal?',
      text: 'A product specialist can show Veritas with your branding and the records your patients would see, and talk through identity checks and proxy access.',
      label: 'Book a Veritas demo',
    },
  },
  {
    name: 'Nuncius',
    slug: 'nuncius',
    icon: 'message',
    purpose: 'Secure communication',
    summary:
      'Carries secure messages, referrals and notifications between care teams and patients, with delivery receipts.',
    category: 'Patient engagement',
    standards: ['FHIR R4 Communication', 'Direct messaging (US)'],
    resources: ['Communication', 'CommunicationRequest', 'Task'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Clinicians and care teams',
      'Patients and carers',
      'Practice and clinic managers',
      'Organisations exchanging referrals and letters',
    ],
    contact: {
      title: 'Connecting care teams and patients securely?',
      text: 'A product specialist will show messaging, notifications and referrals in Nuncius, and how they fit the channels your organisation already uses.',
      label: 'Book a demo',
    },
  },
  {
    name: 'Securus',
    slug: 'securus',
    icon: 'key',
    purpose: 'Authorisation server',
    summary:
      'Issues and checks tokens for people, apps and services: OAuth 2.0, OpenID Connect and SMART scopes.',
    category: 'Platform and AI',
    standards: ['OAuth 2.0', 'OpenID Connect', 'SMART App Launch 2.x', 'SMART Backend Services'],
    resources: ['/.well-known/smart-configuration', 'Token introspection', 'AuditEvent'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Security and compliance leads',
      'Application developers',
      'Integration engineers',
      'IT administrators',
    ],
    contact: {
      title: 'Preparing a security review?',
      text: 'A security engineer can answer your questionnaire, walk through sign-in, scopes and audit, and arrange the documents your review needs under a non-disclosure agreement.',
      label: 'Talk to a security engineer',
    },
  },
  {
    name: 'Evolutio',
    slug: 'evolutio',
    icon: 'code',
    purpose: 'Development framework',
    summary:
      'The TypeScript SDK, React components, bots and a FHIR sandbox in the browser for building applications on Sanoria.',
    category: 'Platform and AI',
    standards: ['FHIR R4', 'SMART App Launch 2.x', 'FHIR GraphQL'],
    resources: ['Bot (a Sanoria resource)', 'Subscription', '$graphql'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Product teams',
      'Integration developers',
      "Customers' in-house developers",
      'Partners and independent software vendors',
    ],
    contact: {
      title: 'Building on Sanoria?',
      text: 'A developer advocate can help you choose between the SDK, bots and subscriptions for your app, and set up a project beyond the sandbox.',
      label: 'Talk to a developer advocate',
    },
  },
  {
    name: 'Maestro',
    slug: 'maestro',
    icon: 'sparkle',
    purpose: 'Healthcare AI automation',
    summary:
      'Runs reviewed AI workflows: summaries, coding suggestions and document extraction, each with provenance.',
    category: 'Platform and AI',
    standards: ['FHIR R4 Provenance', 'FHIR R4 AuditEvent'],
    resources: ['Task', 'Provenance', 'AuditEvent', 'DocumentReference'],
    regions: ['EU (Dublin)', 'US (Virginia)', 'Canada (Montréal)'],
    status: 'Preview',
    users: [
      'Clinicians',
      'Clinical coders and billing teams',
      'Administrative teams',
      'Clinical safety and governance leads',
    ],
    contact: {
      title: "Considering Maestro's preview?",
      text: 'A clinical lead and our clinical safety officer can go through the workflows, the review controls and the safety documents your governance needs before you enable one.',
      label: 'Talk to a clinical lead',
    },
  },
  {
    name: 'Fiscus',
    slug: 'fiscus',
    icon: 'receipt',
    purpose: 'Financials and coverage',
    summary:
      'Checks coverage and eligibility, submits claims and reconciles payments and explanations of benefit.',
    category: 'Financial',
    standards: ['FHIR R4 financial module', 'CARIN Blue Button', 'X12 837/835 (US)'],
    resources: ['Coverage', 'Claim', 'ClaimResponse', 'ExplanationOfBenefit', 'ChargeItem'],
    regions: allRegions,
    status: 'Generally available',
    users: [
      'Billing and revenue cycle teams',
      'Front-desk staff',
      'Practice owners and finance leads',
      'Payers and partners',
    ],
    contact: {
      title: 'Working through claims and coverage?',
      text: 'A revenue-cycle specialist can map your payers, claim formats and remittances to Fiscus, and show the member access Fiscus supports under the CARIN guide.',
      label: 'Talk to a revenue-cycle specialist',
    },
  },
];

/** The service with the given slug; throws for an unknown slug so a typo fails the build. */
export function serviceBySlug(slug: string): Service {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`Unknown service slug "${slug}"`);
  return service;
}

/** Services grouped by category, in `serviceCategories` order. */
export function servicesByCategory(): { category: ServiceCategory; services: Service[] }[] {
  return serviceCategories.map((category) => ({
    category,
    services: services.filter((s) => s.category === category),
  }));
}
