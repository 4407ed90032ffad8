/**
 * The company behind the platform, for the /about page: its story, mission, principles,
 * offices and milestones. Names and facts that other pages share come from `brand` and `facts`.
 */
import { brand } from './brand';
import { assurance, canada, dates, factTokens, regions } from './facts';
import { services } from './services';

/** "A, B and C" (or "A, B or C"): a list in British prose style, without a serial comma. */
function listInProse(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1] ?? ''}`;
}

/** "EU (Dublin) recovers to EU (Frankfurt), Germany; …; and Canada (Montréal) to Toronto, Ontario". */
const pairings = regions
  .map((region, index) => `${region.name}${index === 0 ? ' recovers' : ''} to ${region.recovery}`)
  .map((pair, index, all) => (index === all.length - 1 && index > 0 ? `and ${pair}` : pair))
  .join('; ');

/** Why and how Sanoria started, one paragraph per string. */
export const story: readonly string[] = [
  `${brand.company} began in Dublin in 2019 with a problem familiar to every Irish GP: the practice record held years of careful clinical work, and none of it could leave the building in a form another system understood. Moving a patient's history between practices, or answering a hospital's question about current medications, meant printouts, phone calls or a vendor project.`,
  `HL7 had just published FHIR R4, the first release with normative content. Our founders, a GP software implementer and an engineer who had been building FHIR servers since the standard's early drafts, bet that a health record stored natively as FHIR resources, rather than exported to FHIR at the edges, could be safer to run and easier to connect. The first version served one four-doctor practice in County Kildare.`,
  `The same record now runs GP practices across Ireland, hospital integration in Ontario and Ohio, and digital health products in the EU, the UK, the US and Canada. Today we have offices in ${listInProse(brand.offices)}, ${factTokens['%%ENGINEERS%%']} and ${services.length} services that share one datastore, one authorisation server and one audit trail, hosted in four regions so that data stays where our customers' law requires it to be.`,
  `We are still building the thing we set out to build: a record clinicians can trust, patients can read and any authorised system can use, without anyone having to ask us for permission.`,
];

/** The mission in one sentence. */
export const mission =
  'Give every clinician and every patient a complete, trustworthy health record that any authorised system can read and write through open standards.';

export interface Principle {
  title: string;
  text: string;
}

/** What we promise customers, and what decides our trade-offs when the promises compete. */
export const principles: readonly Principle[] = [
  {
    title: 'The record belongs to the patient and the care team',
    text: 'Every resource can leave Sanoria as standard FHIR through the REST API or a Bulk Data export, at no extra charge and without a support ticket. Leaving us should take a weekend, not a procurement.',
  },
  {
    title: 'Published standards, no private dialect',
    text: 'We implement FHIR R4, SMART App Launch, HL7 v2 and the implementation guides as written. Where we support only part of a standard, the documentation says which part.',
  },
  {
    title: 'Clinicians decide',
    text: 'Maestro drafts summaries, codes and extracted values; a named clinician accepts, edits or rejects each one, and FHIR Provenance records who did which.',
  },
  {
    title: 'Security is shown, not asserted',
    text: `${assurance.hipaaAssessment.statement} Customers can read that report under a non-disclosure agreement, findings included. ${assurance.iso27001.statement}`,
  },
  {
    title: 'Data stays where it is hosted',
    text: `A project created in ${listInProse(
      regions.map((region) => region.name),
      'or',
    )} keeps its records and their history, binaries, search indexes, backups, logs, AuditEvent records and AI processing in that region. Each region's encrypted disaster-recovery copy is held at a paired recovery location in the same jurisdiction: ${pairings}. Support reaches the data only through access the customer approves.`,
  },
];

export interface Office {
  city: string;
  country: string;
  /** What the office is for: the teams there and the customers it serves. */
  role: string;
  /** The IANA time zone. */
  timeZone: string;
  /** The time zone in words, with its UTC offsets. */
  timeZoneLabel: string;
  headquarters: boolean;
}

export const offices: readonly Office[] = [
  {
    city: 'Dublin',
    country: 'Ireland',
    role: 'The executive team, platform engineering, clinical safety, security and compliance, and support for customers in Ireland, the EU and the UK.',
    timeZone: 'Europe/Dublin',
    timeZoneLabel: 'Irish time: GMT (UTC+0) in winter, IST (UTC+1) in summer',
    headquarters: true,
  },
  {
    city: 'Toronto',
    country: 'Canada',
    role: 'Interoperability and integration: HL7 v2 interfaces, ePrescribing connectors, migrations and the device test lab. First-line support for Canadian customers.',
    timeZone: 'America/Toronto',
    timeZoneLabel: 'Eastern Time: UTC−5 in winter, UTC−4 in summer',
    headquarters: false,
  },
  {
    city: 'Boston',
    country: 'United States',
    role: 'Clinical informatics, US customer engineering and operation of the US (Virginia) region, with support for US health systems, practices and payers.',
    timeZone: 'America/New_York',
    timeZoneLabel: 'Eastern Time: UTC−5 in winter, UTC−4 in summer',
    headquarters: false,
  },
];

export interface Milestone {
  /** YYYY-MM. */
  date: string;
  title: string;
  text: string;
}

/** Milestones, oldest first. */
export const milestones: readonly Milestone[] = [
  {
    date: dates.founded,
    title: `${brand.company} is founded in Dublin`,
    text: 'Two founders and three engineers start building a GP practice record stored natively as FHIR R4 resources.',
  },
  {
    date: '2020-02',
    title: 'First GP practice goes live',
    text: 'A four-doctor practice in County Kildare moves its appointments, consultation notes and prescribing to Sanoria, with laboratory results arriving over Healthlink.',
  },
  {
    date: '2020-11',
    title: 'FHIR R4 datastore generally available',
    text: 'Archiva opens to other developers in EU (Dublin): the full R4 REST API with search, history, transactions and version-aware updates.',
  },
  {
    date: '2022-06',
    title: 'Toronto office opens',
    text: 'The interoperability team moves into its own office, with a device test lab for HL7 v2 interfaces and ePrescribing connectors.',
  },
  {
    date: '2023-03',
    title: 'Boston office opens',
    text: 'A base for clinical informatics and for the engineers who operate the US (Virginia) region, close to our US customers.',
  },
  {
    date: '2023-07',
    title: 'Canada (Montréal) region opens',
    text: `Canadian customers can keep records, backups and processing in Montréal, with the encrypted disaster-recovery copy in ${canada.recovery}, under processing agreements written for PIPEDA and provincial health privacy law.`,
  },
  {
    date: dates.maestroPreview,
    title: 'Maestro preview opens',
    text: 'AI summaries, coding suggestions and document extraction reach preview organisations in three regions, each output a draft until a clinician signs it.',
  },
  {
    date: '2024-06',
    title: 'First independent HIPAA Security Rule assessment',
    text: 'An external assessor tests every standard and implementation specification of the Security Rule: 23 findings, none critical. We publish what we changed.',
  },
  {
    date: '2025-04',
    title: 'SMART App Launch 2.2 in Securus',
    text: 'Granular scopes, fhirContext, PKCE for every client and asymmetric client authentication for user-facing apps, rolled out region by region.',
  },
];
