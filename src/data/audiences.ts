/**
 * The organisations Sanoria serves, for the /serve page: what each one needs, how the
 * platform meets it, and which services do the work. Service slugs are checked against
 * `services.ts` when the page renders (`serviceBySlug` throws on a typo).
 */
import type { IconName } from '../components/Icon/icons';
import { ack } from './facts';

export interface Audience {
  /** The anchor of the audience's section on /serve. */
  id: string;
  title: string;
  /** One line under the title. */
  summary: string;
  /** What this kind of organisation needs from a record platform, 3 or 4 items. */
  needs: readonly string[];
  /** How Sanoria meets those needs, in 2 or 3 sentences. */
  help: string;
  /** The services that do the work, by slug, most important first. */
  services: readonly string[];
  icon: IconName;
}

export const audiences: readonly Audience[] = [
  {
    id: 'health-systems',
    title: 'Health systems',
    summary: 'Hospital groups and integrated care organisations with many sites and many systems.',
    needs: [
      'One longitudinal record across hospitals, clinics and community services.',
      'Existing HL7 v2 feeds from the PAS, laboratory and radiology systems kept running during the move.',
      'Specialist applications that follow the patient the clinician has open.',
      'Hosting, audit and access controls that satisfy HIPAA, GDPR or PIPEDA, depending on where you are.',
    ],
    help: `The integration agent terminates your ADT, ORU and SIU feeds inside your network, and Mapper files each message as FHIR resources in Archiva. Each channel chooses when the sender gets its HL7 acknowledgement: ${ack.statement} FHIRcast keeps imaging and documentation apps on the same patient as the EHR, and Querium gives analysts SQL views without queries against the live record.`,
    services: ['archiva', 'mapper', 'termini', 'securus', 'querium', 'nuncius'],
    icon: 'building',
  },
  {
    id: 'gp-practices',
    title: 'GP practices and primary care',
    summary: 'General practices, practice groups and primary care centres.',
    needs: [
      'Appointments, consultation notes, prescribing and results in one place, fast enough for a ten-minute consultation.',
      'Hospital letters and laboratory results that arrive coded and filed against the right patient.',
      "Software that meets the general-practice accreditation requirements of Ireland's national GP IT programme.",
      'A migration from the previous practice system that does not close the practice for a week.',
    ],
    help: "Medicus runs the practice day, with Schedula for appointments and online booking, Scriptus for prescriptions and Veritas for patients. In Ireland, results and letters arrive through Healthlink and prescriptions go to pharmacies through Healthmail; interaction and allergy checks come from the practice's own certified medicines decision-support product, which Scriptus calls through CDS Hooks before signing. Our migration team moves a practice over a weekend: a Cork group moved 33,500 patient records in one.",
    services: ['medicus', 'schedula', 'scriptus', 'veritas', 'forma', 'nuncius'],
    icon: 'stethoscope',
  },
  {
    id: 'digital-health',
    title: 'Digital health companies',
    summary: 'Teams building patient apps, virtual care services and clinical software.',
    needs: [
      'A compliant FHIR backend, so the team builds the product rather than the infrastructure.',
      'Sign-in, consent and authorisation that hospital customers will approve in a security review.',
      'Notifications when data changes, without polling.',
      'Hosting in the jurisdiction of each customer.',
    ],
    help: 'Archiva gives you the full FHIR R4 API and Securus handles OAuth 2.0, OpenID Connect and SMART scopes, so your app can also launch inside a hospital EHR. Evolutio adds the TypeScript SDK and bots, the FHIR sandbox in the docs lets your team try every request in the browser before it has an account, and subscriptions deliver signed notifications to your endpoints as records change.',
    services: ['archiva', 'securus', 'evolutio', 'forma', 'nuncius', 'termini'],
    icon: 'code',
  },
  {
    id: 'payers',
    title: 'Payers',
    summary: 'Health plans and insurers that exchange coverage and claims data with providers and members.',
    needs: [
      'Coverage and eligibility answers that providers can check before the visit.',
      'Claims and remittances exchanged in the formats the US market uses.',
      "Member access to claims data through apps of the member's choosing.",
    ],
    help: 'Fiscus keeps Coverage, Claim, ClaimResponse and ExplanationOfBenefit as FHIR resources, exchanges X12 eligibility, claims and remittances in the US, and serves explanations of benefit in the CARIN Blue Button format to member apps authorised by Securus. Da Vinci payer-to-payer exchange is on the roadmap, not available today.',
    services: ['fiscus', 'securus', 'archiva', 'querium'],
    icon: 'receipt',
  },
  {
    id: 'public-health',
    title: 'Public health',
    summary: 'Public health agencies, registries and population health programmes.',
    needs: [
      'Consistent, coded data from many providers, in SNOMED CT and LOINC rather than free text.',
      'Population extracts that carry only the fields a programme is entitled to.',
      'Timely notice of the results and events a programme tracks.',
      'Data kept in the country, or province, whose law governs it.',
    ],
    help: "Termini validates codes as records are written, so a notifiable result carries the same LOINC code wherever it came from. Querium defines each programme's extract as a SQL on FHIR view and exports cohorts with Bulk Data, and topic-based subscriptions notify the programme when a matching result is filed.",
    services: ['querium', 'termini', 'archiva', 'mapper', 'forma'],
    icon: 'globe',
  },
  {
    id: 'research',
    title: 'Research',
    summary: 'Academic and clinical research teams working with routinely collected health data.',
    needs: [
      'Cohort counts before a study is approved, without access to identifiable records.',
      'Pseudonymised extracts, without direct identifiers, released under the approval of an ethics committee or data access board.',
      'Consent recorded per participant, and respected by every extract.',
      'Datasets that can be rebuilt exactly when a paper is reviewed.',
    ],
    help: "Querium answers cohort questions in aggregate and, once a study is approved, releases pseudonymised extracts (no direct identifiers, dates shifted) built from versioned view definitions, so a dataset can be reproduced. Such extracts remain personal data under the GDPR, and are not de-identified under HIPAA unless an expert determination covers them. Participants' consent is kept as Consent resources that exports honour, and Forma collects study questionnaires straight into the record.",
    services: ['querium', 'forma', 'veritas', 'termini', 'archiva'],
    icon: 'chart',
  },
];
