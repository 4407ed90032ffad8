/**
 * The trust centre's commitments (/trust): availability per plan with service credits, support
 * by severity, residency per region, the named sub-processors and the documents a buyer can
 * request. Certifications and regions come from facts.ts, plans from plans.ts; pages read these
 * values, and tests/unit/trust.spec.ts fails on a page that states them differently.
 */

import { regions, type Region } from './facts';
import type { PlanId } from './plans';
import type { Region as RegionName } from './services';

// ---------------------------------------------------------------------------
// Availability
// ---------------------------------------------------------------------------

export interface ServiceCredit {
  /** Monthly availability below this percentage earns the credit. */
  below: number;
  /** The credit, as a percentage of that month's fees for the plan. */
  credit: number;
}

export interface AvailabilityCommitment {
  plan: PlanId;
  /** Monthly availability target, as a percentage; null where there is no SLA. */
  target: number | null;
  /** Credits, highest availability band first; empty where there is no SLA. */
  credits: readonly ServiceCredit[];
  note: string;
}

/** What the availability figure measures, and what it leaves out. */
export const availabilityTerms = {
  measured:
    'Availability is measured each calendar month per project, from the regional endpoints of the Tier 1 services: the FHIR API (Archiva) and sign-in and tokens (Securus). A minute counts as unavailable when more than 5% of valid requests in it fail with a server error or get no answer within 30 seconds, as recorded by our probes in the region and by the gateway.',
  excluded:
    'Not counted: maintenance announced on the status page at least 7 days ahead, failures caused by the customer’s own systems, integrations or configuration, and requests over a plan’s rate limits.',
  claim:
    'Ask for a credit within 30 days of the end of the month, through a support case. Credits are taken off the next invoice, are capped at 50% of that month’s fees for the plan, and are the sole financial remedy for unavailability; they do not limit termination rights for repeated failure under the customer agreement.',
} as const;

export const availability: readonly AvailabilityCommitment[] = [
  {
    plan: 'sandbox',
    target: null,
    credits: [],
    note: 'No SLA: the sandbox runs in your browser with sample data and no account.',
  },
  {
    plan: 'practice',
    target: 99.9,
    credits: [
      { below: 99.9, credit: 10 },
      { below: 99.5, credit: 25 },
      { below: 99.0, credit: 50 },
    ],
    note: 'About 43 minutes of unavailability a month.',
  },
  {
    plan: 'practice-plus',
    target: 99.95,
    credits: [
      { below: 99.95, credit: 10 },
      { below: 99.9, credit: 25 },
      { below: 99.5, credit: 50 },
    ],
    note: 'About 22 minutes of unavailability a month.',
  },
  {
    plan: 'enterprise',
    target: 99.95,
    credits: [
      { below: 99.95, credit: 15 },
      { below: 99.9, credit: 30 },
      { below: 99.5, credit: 50 },
    ],
    note: 'About 22 minutes of unavailability a month, with higher credits; a contract may add Tier 2 services.',
  },
];

// ---------------------------------------------------------------------------
// Support
// ---------------------------------------------------------------------------

export type Severity = 'S1' | 'S2' | 'S3' | 'S4';

export const severities: readonly { id: Severity; name: string; meaning: string }[] = [
  {
    id: 'S1',
    name: 'Critical',
    meaning:
      'A Tier 1 service is unavailable, or clinical data may be wrong, lost or exposed, and there is no workaround.',
  },
  {
    id: 'S2',
    name: 'Major',
    meaning: 'An important function fails or is badly degraded for many users, and a workaround is costly.',
  },
  {
    id: 'S3',
    name: 'Minor',
    meaning: 'A function fails for some users or cases, and a reasonable workaround exists.',
  },
  { id: 'S4', name: 'Question', meaning: 'A question, a request for information or a feature request.' },
];

export interface SupportTier {
  plan: PlanId;
  /** The tier's name. */
  name: string;
  /** When people answer. */
  hours: string;
  /** How cases are opened. */
  channels: string;
  /** First response, by severity; null where the severity gets no committed response. */
  firstResponse: Readonly<Record<Severity, string | null>>;
}

/** Business hours: 08:00 to 18:00, Monday to Friday, in the project's region, public holidays excepted. */
export const businessHours =
  '08:00–18:00, Monday to Friday, in the time zone of the project’s region, public holidays excepted';

export const support: readonly SupportTier[] = [
  {
    plan: 'sandbox',
    name: 'Community',
    hours: 'No committed hours',
    channels: 'The documentation and the developer community',
    firstResponse: { S1: null, S2: null, S3: null, S4: null },
  },
  {
    plan: 'practice',
    name: 'Standard',
    hours: 'Business hours; S1 around the clock',
    channels: 'Support portal and email; telephone for S1',
    firstResponse: { S1: '1 hour', S2: '4 business hours', S3: '1 business day', S4: '2 business days' },
  },
  {
    plan: 'practice-plus',
    name: 'Priority',
    hours: 'Business hours; S1 and S2 around the clock',
    channels: 'Support portal, email and telephone',
    firstResponse: { S1: '30 minutes', S2: '2 hours', S3: '8 business hours', S4: '1 business day' },
  },
  {
    plan: 'enterprise',
    name: 'Enterprise',
    hours: 'Around the clock for every severity, with a named technical account manager',
    channels: 'Support portal, email, telephone and a shared incident channel',
    firstResponse: { S1: '15 minutes', S2: '1 hour', S3: '4 business hours', S4: '1 business day' },
  },
];

// ---------------------------------------------------------------------------
// Sub-processors
// ---------------------------------------------------------------------------

export interface SubProcessor {
  /** The contracting company, as its agreement names it. */
  name: string;
  /** What it does for Sanoria, in a few words: the category pages may name it by. */
  role: string;
  /** What it does, concretely. */
  purpose: string;
  /** The customer data it handles. */
  data: string;
  /** Where it processes that data. */
  location: string;
  /** How a transfer out of the customer's jurisdiction is covered, or why none happens. */
  transfer: string;
  /** The regions whose projects it touches. */
  regions: readonly RegionName[];
  /** The Sanoria services it works for. */
  services: readonly string[];
  /** True when it may handle protected health information (so a BAA covers it). */
  phi: boolean;
}

const allRegions: readonly RegionName[] = regions.map((region) => region.name);
const eu: readonly RegionName[] = ['EU (Dublin)', 'EU (Frankfurt)'];

/** Standard Contractual Clauses (Commission Implementing Decision (EU) 2021/914). */
const SCC = 'EU Standard Contractual Clauses (Decision (EU) 2021/914), with the UK Addendum for UK customers';

/**
 * Every company that handles customer personal data on Sanoria's behalf. Partners that a
 * customer contracts with itself (such as a PACS or an implementation firm) are the customer's
 * own processors, not ours, and are not listed.
 */
export const subProcessors: readonly SubProcessor[] = [
  {
    name: 'Amazon Web Services EMEA SARL',
    role: 'Cloud infrastructure',
    purpose:
      'Compute, databases, object storage and key management for the EU (Dublin), EU (Frankfurt) and US (Virginia) regions.',
    data: 'All data of projects in those regions, encrypted with keys held in the region’s key management service',
    location: 'Ireland and Germany for EU projects; the United States for US projects',
    transfer:
      'None: EU data is stored and recovered in the EU. The provider’s data processing terms include the EU Standard Contractual Clauses for any access from outside the EEA.',
    regions: ['EU (Dublin)', 'EU (Frankfurt)', 'US (Virginia)'],
    services: ['all'],
    phi: true,
  },
  {
    name: 'Google Cloud EMEA Limited',
    role: 'Cloud infrastructure',
    purpose:
      'Compute, databases, object storage and key management for the Canada (Montréal) region and its recovery site.',
    data: 'All data of projects in Canada (Montréal), encrypted with keys created and held in Canada',
    location: 'Montréal, Québec; recovery copy in Toronto, Ontario',
    transfer:
      'None: Canadian data is stored and recovered in Canada. A contract gives protection comparable to PIPEDA (Schedule 1, principle 4.1.3).',
    regions: ['Canada (Montréal)'],
    services: ['all'],
    phi: true,
  },
  {
    name: 'Letterline Ltd.',
    role: 'Email delivery',
    purpose:
      'Sends account invitations, password resets and notifications that say only that there is something to read, never clinical content.',
    data: 'Recipient names and email addresses',
    location: 'In the project’s jurisdiction: the EU, the United States or Canada',
    transfer: 'None: each jurisdiction’s mail is sent from that jurisdiction.',
    regions: allRegions,
    services: ['nuncius', 'securus', 'veritas'],
    phi: false,
  },
  {
    name: 'Signalhaven Messaging B.V.',
    role: 'SMS delivery',
    purpose:
      'Sends appointment reminders and prompts to log in by SMS, with no diagnosis, result or reason for the visit in the text.',
    data: 'Mobile numbers and message text without clinical content',
    location: 'In the project’s jurisdiction: the EU, the United States or Canada',
    transfer:
      'None within a jurisdiction; a message to a number abroad passes through the destination network as any SMS does.',
    regions: allRegions,
    services: ['nuncius', 'schedula'],
    phi: false,
  },
  {
    name: 'Apple Push Notification service (Apple)',
    role: 'Push notifications',
    purpose:
      'Delivers push notifications to the Veritas app on Apple devices. The notification says only that there is something to read.',
    data: 'Device tokens and notification text without clinical content',
    location: 'United States (a global service)',
    transfer: `${SCC}, in the provider’s data processing terms`,
    regions: allRegions,
    services: ['veritas', 'nuncius'],
    phi: false,
  },
  {
    name: 'Firebase Cloud Messaging (Google)',
    role: 'Push notifications',
    purpose:
      'Delivers push notifications to the Veritas app on Android devices. The notification says only that there is something to read.',
    data: 'Device tokens and notification text without clinical content',
    location: 'United States (a global service)',
    transfer: `${SCC}, in the provider’s data processing terms`,
    regions: allRegions,
    services: ['veritas', 'nuncius'],
    phi: false,
  },
  {
    name: 'Vantory Identity Ltd.',
    role: 'Identity verification',
    purpose:
      'Checks a photo ID document against a live selfie when a patient registers for Veritas, and returns the level of assurance reached. The images are deleted once the check completes.',
    data: 'Photo ID document images, a selfie and the facial comparison, name and date of birth',
    location: 'Ireland for EU and UK patients; Canada for Canadian patients',
    transfer: 'None: checks run in the patient’s jurisdiction.',
    regions: [...eu, 'Canada (Montréal)'],
    services: ['veritas', 'securus'],
    phi: false,
  },
  {
    name: 'Quillmark Signatures SA',
    role: 'Electronic signatures',
    purpose:
      'A qualified trust service provider under eIDAS: applies qualified electronic signatures to referral letters and discharge documents from Medicus. It receives a hash of the document, never the document itself.',
    data: 'The signing clinician’s name and certificate details, and a hash of each signed document',
    location: 'European Union (Belgium)',
    transfer: 'None: EU only.',
    regions: eu,
    services: ['medicus', 'nuncius'],
    phi: false,
  },
  {
    name: 'Carrowick Direct Inc.',
    role: 'Direct messaging',
    purpose:
      'A DirectTrust-accredited health information service provider (HISP): carries Direct messages between US Nuncius users and other organisations’ Direct addresses.',
    data: 'Direct messages and their attachments (C-CDA documents, PDFs), which contain PHI',
    location: 'United States',
    transfer: 'None: US projects only.',
    regions: ['US (Virginia)'],
    services: ['nuncius'],
    phi: true,
  },
  {
    name: 'Tallyport Clearing LLC',
    role: 'Claims clearinghouse',
    purpose:
      'Carries X12 837 claims from Fiscus to US payers and returns 835 remittances and 277 claim status.',
    data: 'Claims: patient demographics, coverage, diagnoses, procedures and charges (PHI)',
    location: 'United States',
    transfer: 'None: US projects only.',
    regions: ['US (Virginia)'],
    services: ['fiscus'],
    phi: true,
  },
  {
    name: 'Kestrel Rx Network LLC',
    role: 'ePrescribing network',
    purpose:
      'Carries NCPDP SCRIPT messages between Scriptus and US pharmacies: new prescriptions, renewals, changes, cancellations and fill notifications.',
    data: 'Prescriptions: patient demographics, the medicine, dose and quantity, and the prescriber (PHI)',
    location: 'United States',
    transfer: 'None: US projects only.',
    regions: ['US (Virginia)'],
    services: ['scriptus'],
    phi: true,
  },
  {
    name: 'Northfax Secure Inc.',
    role: 'Secure fax gateway',
    purpose:
      'Delivers prescriptions from Scriptus by fax to Canadian pharmacies that are not enrolled in PrescribeIT, and reports each delivery.',
    data: 'Prescriptions: patient demographics, the medicine, dose and quantity, and the prescriber (PHI)',
    location: 'Canada',
    transfer: 'None: Canadian projects only, processed in Canada.',
    regions: ['Canada (Montréal)'],
    services: ['scriptus'],
    phi: true,
  },
  {
    name: 'Helmdesk Software GmbH',
    role: 'Support ticketing',
    purpose: 'Records support cases opened by customer administrators.',
    data: 'Contact details of customer staff and what they write in a case; image attachments are stripped by default, and any PHI attachment is deleted within 30 days',
    location:
      'In the customer’s jurisdiction: Germany for EU and UK customers, the United States for US customers, Canada for Canadian customers',
    transfer:
      'None for EU, US and Canadian customers: each jurisdiction’s cases are kept in it. For UK customers, the UK adequacy regulations for the EEA.',
    regions: allRegions,
    services: ['support'],
    phi: true,
  },
  {
    name: 'Faultline Monitoring Ltd.',
    role: 'Error monitoring',
    purpose: 'Collects application errors for diagnosis.',
    data: 'None from customers: PHI and identifiers are removed inside the region before an event is sent',
    location: 'Ireland; the United States for US projects',
    transfer: 'None: no personal data leaves the region.',
    regions: allRegions,
    services: ['all'],
    phi: false,
  },
];

/** How customers hear of a change to the list, and what they can do about it. */
export const subProcessorChanges = {
  /** When the list last changed (YYYY-MM-DD). */
  lastUpdated: '2025-11-24',
  noticeDays: 30,
  statement:
    'We give at least 30 days’ notice before a new sub-processor starts handling a customer’s personal data: by email to each customer’s contract and privacy contacts, and on this page. Within that time a customer may object; we then work with them on an alternative, and if none is possible they may end the affected service without penalty.',
} as const;

/** The sub-processors that touch a region's projects. */
export function subProcessorsFor(region: RegionName): SubProcessor[] {
  return subProcessors.filter((processor) => processor.regions.includes(region));
}

// ---------------------------------------------------------------------------
// Residency
// ---------------------------------------------------------------------------

export interface Residency {
  region: Region;
  /** Where the records, binaries, search indexes, logs and AuditEvent records are. */
  stored: string;
  /** Where backups are. */
  backups: string;
  /** Where the disaster-recovery copy is. */
  recovery: string;
  /** Where TLS terminates: in the region, so data is decrypted only there. */
  tls: string;
}

/** Residency per region, from the regions in facts.ts. */
export const residency: readonly Residency[] = regions.map((region) => ({
  region,
  stored: region.location,
  backups: `${region.location}, in a separate account with a retention lock`,
  recovery: region.recovery,
  tls: `In the region (${region.location}), at its API gateway`,
}));

// ---------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------

/** What a buyer can ask for, under a non-disclosure agreement unless it says otherwise. */
export const documents: readonly { name: string; note: string }[] = [
  {
    name: 'HIPAA Security Rule assessment report',
    note: 'The independent assessor’s full report, findings included.',
  },
  {
    name: 'Penetration test summary',
    note: 'The executive summary of the latest independent test, with the status of its findings.',
  },
  {
    name: 'ISO/IEC 27001 statement of applicability',
    note: 'With the status of the certification audit, which is in progress.',
  },
  { name: 'Risk analysis summary', note: 'A summary of the most recent organisation-wide risk analysis.' },
  {
    name: 'Failover and restore test results',
    note: 'The latest regional failover test and monthly restore verification for your region.',
  },
  {
    name: 'Cloud providers’ audit reports',
    note: 'Where the providers’ terms allow us to share them.',
  },
  {
    name: 'Security questionnaires',
    note: 'Completed questionnaires, and the procedures behind the published policies.',
  },
  {
    name: 'Data processing agreement and business associate agreement',
    note: 'Our current templates, without a non-disclosure agreement.',
  },
];
