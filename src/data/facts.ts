/**
 * The company's facts that prose repeats: assurance, regions and recovery, recovery targets,
 * MFA, HL7 v2 acknowledgement, milestones' dates, the roles that own policies and the site's
 * present. Standards versions live in implementationGuides.ts, region names in services.ts.
 * Pages, policies and posts read these values or state them exactly as here, and
 * tests/unit/facts.spec.ts fails on a page that disagrees.
 */

import type { Region as RegionName } from './services';

/** The site's present: nothing on it is dated later (BRAND.md). Plans may lie after it. */
export const present = { date: '2025-11-30' } as const;

export type AssuranceStatus = 'held' | 'in progress' | 'none' | 'per release';

export interface Assurance {
  name: string;
  status: AssuranceStatus;
  /** How every page says it. */
  statement: string;
  /** The status in a few words, for the trust centre's tile. */
  summary: string;
  /** When the latest report or test was completed (YYYY-MM), where there is one. */
  date?: string;
  /** Who carried it out, where someone other than Sanoria did. */
  by?: string;
  /** How often it is repeated. */
  cadence?: string;
  /** What a customer can read, and how. */
  evidence?: string;
}

/** Certifications, reports, assessments and tests, exactly as they stand. */
export const assurance = {
  iso27001: {
    name: 'ISO/IEC 27001',
    status: 'in progress',
    statement:
      'The ISO/IEC 27001 certification audit is in progress; Sanoria does not yet hold the certificate.',
    summary: 'Certification audit in progress; no certificate yet',
    by: 'An accredited certification body',
    evidence:
      'The information security management system is aligned with ISO/IEC 27001:2022; the statement of applicability is available under a non-disclosure agreement.',
  },
  soc2: {
    name: 'SOC 2',
    status: 'none',
    statement: 'Sanoria has no SOC 2 report.',
    summary: 'No report',
  },
  hipaaAssessment: {
    name: 'Independent HIPAA Security Rule assessment',
    status: 'held',
    // Every year since the first, in June 2024 (company.ts's milestone and the July 2024 post),
    // so the latest is June 2025's: a tile dated 2024 beside "every year" read as overdue.
    statement:
      'An external assessor tests Sanoria against every standard and implementation specification of the HIPAA Security Rule every year. The latest assessment, in June 2025, found no critical or high-risk findings; the first, in June 2024, found 23, none critical.',
    summary: 'Report issued: no critical or high-risk findings',
    date: '2025-06',
    by: 'An independent external assessor',
    cadence: 'Every year',
    evidence: 'The full report, findings included, under a non-disclosure agreement.',
  },
  penetrationTest: {
    name: 'Independent penetration test',
    status: 'held',
    statement:
      'An independent penetration tester tests the platform every year and after major changes; the summary of the latest report is available under a non-disclosure agreement.',
    summary: 'Tested every year and after major changes',
    by: 'An independent penetration testing firm',
    cadence: 'Every year, and after major changes',
    evidence:
      'The executive summary of the latest report, with the status of its findings, under a non-disclosure agreement.',
  },
  cloudProviders: {
    name: 'Cloud providers’ certifications',
    status: 'held',
    statement:
      'The infrastructure in each region is operated by cloud providers that hold their own certifications and attestations; we share their reports where their terms allow.',
    summary: 'Held by the providers that operate each region, not by Sanoria',
    by: 'The providers’ own auditors',
    evidence: 'The providers’ audit reports, where their terms allow us to share them.',
  },
  gpIt: {
    name: 'Irish GP IT accreditation',
    status: 'per release',
    statement:
      'Accreditation under the National GPIT Group applies to a specific product and release; your account team confirms the status of the Medicus release you plan to deploy.',
    summary: 'Confirmed per Medicus release',
    by: 'The National General Practice Information Technology (GPIT) Group',
    evidence:
      'The accreditation status of the Medicus release you plan to deploy, with its supporting evidence.',
  },
} as const satisfies Record<string, Assurance>;

export interface Region {
  name: RegionName;
  /** Where the region's data centres are. */
  location: string;
  /** Where the disaster-recovery copy is: same jurisdiction, always. */
  recovery: string;
}

/**
 * Where data lives. In its region: the records and their history, binaries, search indexes,
 * backups, logs, AuditEvent records and AI processing. At the paired recovery location, in the
 * same jurisdiction: the disaster-recovery copy (streaming database replicas, transaction-log
 * archives and replicated object storage), encrypted.
 */
/** Canada's recovery copy is outside Québec, which a Law 25 privacy impact assessment must cover. */
export const canada: Region = {
  name: 'Canada (Montréal)',
  location: 'Montréal, Québec',
  recovery: 'Toronto, Ontario',
};

export const regions: readonly Region[] = [
  { name: 'EU (Dublin)', location: 'Ireland', recovery: 'EU (Frankfurt), Germany' },
  { name: 'EU (Frankfurt)', location: 'Germany', recovery: 'EU (Dublin), Ireland' },
  { name: 'US (Virginia)', location: 'Virginia, United States', recovery: 'a second US region' },
  canada,
];

/**
 * Where TLS ends. A project's FHIR base URL, authorisation server and FHIRcast hub are hosts in
 * its region (the admin console shows them; this site's samples stand for them), so no proxy,
 * load balancer or content delivery network outside the region ever decrypts its traffic.
 */
export const tls = {
  statement:
    "TLS terminates in the project's region: its FHIR API, authorisation server and FHIRcast hub are served only from hosts in that region, and no edge, proxy or content delivery network outside the region decrypts its traffic.",
} as const;

/**
 * The audit trail, described once (Audit Logging Policy statements 1, 3, 10, 13 and 19; the
 * AuditEvent interactions in src/data/fhirSupport.ts). Pages say it with %%AUDIT_TRAIL%%, or
 * one part of it with its own token.
 */
export const audit = {
  recorded:
    "Every access to a project's data is recorded as a FHIR AuditEvent: each read, search, create, update, delete and operation, by a person, app, bot or Sanoria staff member, and every sign-in, failed sign-in, token issued and token revoked. Each record names who (the person and the client), what (the resource and its version), when, from where (the network address and region) and the outcome.",
  immutable:
    "Nobody can change or delete an AuditEvent, Sanoria staff included: the API allows only read and search on them, so no scope (not even system/*.cruds) can create, update, patch or delete one, and every hour the records are sealed, with a SHA-256 hash chained to the previous hour's, in write-once storage in the project's region.",
  readers:
    "The project's administrators and compliance officers, and the apps and services they grant an AuditEvent read scope (such as user/AuditEvent.rs), search them through the FHIR API; patients see who opened their own record in Veritas. At Sanoria, Security Operations monitors them for misuse, and support staff can read them only under a support access grant that the customer approves.",
  retentionYears: 6,
  retention:
    "AuditEvent records are kept for 6 years from the event, or longer where the customer's contract or a legal hold requires.",
} as const;

/**
 * What leaves a region besides the disaster-recovery copy (docs/udhp.mdx, the PIPEDA post): the
 * push services in trust.ts's sub-processor list are global, so "nothing but metrics" would be untrue.
 */
export const leavesRegion = {
  statement:
    "What leaves a region is limited to operational metrics that contain no health data (request counts, error rates, latency), aggregated so that Sanoria's operations team can run the platform; application error reports, from which personal data and identifiers are removed inside the region; and push notifications to the Veritas app, which reach Apple's and Google's global push services as a device token and a notice that there is something to read, never clinical content.",
} as const;

/** Recovery targets for a whole region lost (Contingency Plan, Disaster Recovery Policy). */
export const recovery = { rpoMinutes: 15, rtoHours: 4 } as const;

/** Multi-factor authentication (Securus, Password and Access Control policies). */
export const mfa = {
  statement:
    'A second factor is enforced for every account that can reach clinical data: practitioners, administrative staff, project administrators and Sanoria staff.',
} as const;

/**
 * What Sanoria's AI drafts from (docs/ai.mdx, Maestro, Medicus). Sanoria has no ambient
 * scribing: the regulatory assessment of Maestro rests on this, so every page says it one way.
 */
export const consultations = {
  statement:
    "Sanoria does not record, transcribe or summarise consultations: Maestro, which drafts for Medicus, works only from the record and from documents the organisation has received, never from consultation audio or a transcript of it. A practice that uses another supplier's ambient scribe files its output as the clinician's own note, and that product's regulatory status is its supplier's.",
} as const;

/**
 * Patient-specific medication checks in EU and UK projects (Remedia's regulatory status): what
 * is withheld and what a prescriber uses instead, said one way on Remedia, Scriptus, Medicus and
 * the pages for Irish and UK practices.
 */
export const medicationChecks = {
  statement:
    'In EU and UK projects, including Irish practices, Remedia gives medicines reference information only: its patient-specific drug–drug, drug–allergy, duplicate-therapy, contraindication and dose-range checks are medical device software without a CE or UKCA mark, so Sanoria does not provide them there. Prescribers there get those checks from a medicines decision-support product that the organisation licenses and that carries the marking required where it is used; Scriptus calls it through CDS Hooks (order-select and order-sign) before a prescription is signed, shows its cards, and records each finding as a DetectedIssue and each override with its reason.',
} as const;

/** HL7 v2 acknowledgement by the Sanoria agent (docs/integration/agent.mdx). */
export const ack = {
  statement: 'AA on durable receipt by default; AA after commit per channel (end-to-end mode).',
} as const;

/**
 * The company's size at the present. Sanoria publishes no customer or record counts; a page
 * that gives one must add it here first, and the test then holds every page to it.
 */
export const scale = { people: 142, engineers: 45 } as const;

/**
 * The oldest Node.js release line the SDK and the TypeScript samples support: the oldest one
 * Node.js itself still maintains at the present (Node.js 18 reached its end of life in April
 * 2025). Pages say it as `%%NODE_VERSION%%`; the site's own package.json `engines` agrees.
 */
export const node = { minimumMajor: 20 } as const;

/** Dates that pages repeat (YYYY-MM). */
export const dates = {
  founded: '2019-04',
  maestroPreview: '2024-04',
} as const;

/**
 * Tokens that Markdown prose may contain instead of restating a fact (`%%RPO%%`); the
 * remark-brand-tokens plugin (and the Markdown twins) replace them at build time with the
 * values above. Percent signs, not braces: MDX reads braces in prose as JavaScript.
 */
export const factTokens: Readonly<Record<string, string>> = {
  '%%ISO_27001_STATUS%%': assurance.iso27001.statement,
  '%%SOC_2_STATUS%%': assurance.soc2.statement,
  '%%HIPAA_ASSESSMENT%%': assurance.hipaaAssessment.statement,
  '%%PEN_TEST%%': assurance.penetrationTest.statement,
  '%%RPO%%': `${recovery.rpoMinutes} minutes`,
  '%%RTO%%': `${recovery.rtoHours} hours`,
  '%%CANADA_RECOVERY%%': canada.recovery,
  '%%MFA_RULE%%': mfa.statement,
  '%%TLS_RULE%%': tls.statement,
  '%%LEAVES_REGION%%': leavesRegion.statement,
  '%%CONSULTATIONS_RULE%%': consultations.statement,
  '%%MEDICATION_CHECKS_RULE%%': medicationChecks.statement,
  '%%AUDIT_TRAIL%%': [audit.recorded, audit.immutable, audit.readers, audit.retention].join(' '),
  '%%AUDIT_IMMUTABLE%%': audit.immutable,
  '%%AUDIT_RETENTION%%': audit.retention,
  '%%ACK_RULE%%': ack.statement,
  '%%HEADCOUNT%%': `${scale.people} people`,
  '%%ENGINEERS%%': `about ${scale.engineers} engineers`,
  '%%NODE_VERSION%%': `Node.js ${node.minimumMajor} or later`,
};

/** Replaces every fact token in `text` with its value. */
export function replaceFactTokens(text: string): string {
  let out = text;
  for (const [token, value] of Object.entries(factTokens)) out = out.split(token).join(value);
  return out;
}

/**
 * The roles that own policies and processes at the present. The leadership in people.ts hold
 * the chief roles; a role being hired for (careers.ts) owns nothing until it is filled.
 */
export const roles = {
  owners: [
    'Chief Executive Officer',
    'Chief Technology Officer',
    'Chief Operating Officer',
    'Chief Medical Information Officer',
    'Chief Information Security Officer',
    'Data Protection Officer',
    'Head of Infrastructure',
    'Head of Legal',
    'Head of People',
    'Facilities Manager',
  ],
  notYetFilled: ['VP Engineering', 'VP of Engineering', 'Vice President of Engineering'],
} as const;
