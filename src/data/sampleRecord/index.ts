/**
 * The site's sample record: FHIR R4 resources for one fictitious patient, Emer Madden, the
 * patient of the docs' worked examples (docs/platform/fhir-datastore.mdx), and the view data
 * the product previews in src/components/ProductPreview render from it.
 *
 * - shared-record.json: the clinical record (Patient, Practitioner, PractitionerRole,
 *   Organization, Location, AllergyIntolerance, Condition, MedicationRequest, Observation,
 *   DiagnosticReport, and the Provenance that records each result's release to the patient).
 * - clinician-chart.json: this morning's clinic Encounter, Maestro's draft note
 *   (Composition, status `preliminary`) and the Provenance that explains it.
 * - patient-portal.json: the patient's upcoming Appointments.
 * - developer-console.json: the project's AuditEvents.
 *
 * Each file is a Bundle of type `collection`; tests/unit/sample-record.spec.ts validates every
 * resource as R4. The developer console's project, clients and access policies are Securus
 * configuration, not FHIR resources, so they are the typed object `consoleProject` below.
 */
import type {
  AllergyIntolerance,
  Appointment,
  AuditEvent,
  Bundle,
  Composition,
  Condition,
  DiagnosticReport,
  Encounter,
  FhirResource,
  HumanName,
  MedicationRequest,
  Observation,
  ObservationReferenceRange,
  Patient,
  Provenance,
  Reference,
} from 'fhir/r4';
import type { Region } from '../services';
import sharedRecordJson from './shared-record.json';
import clinicianChartJson from './clinician-chart.json';
import patientPortalJson from './patient-portal.json';
import developerConsoleJson from './developer-console.json';
import { monthName } from '../../utils/dates';

/* ------------------------------------------------------------------ bundles */

function asCollection(json: unknown, name: string): Bundle {
  const bundle = json as Bundle;
  if (bundle.resourceType !== 'Bundle' || bundle.type !== 'collection') {
    throw new Error(`${name} is not a FHIR Bundle of type collection`);
  }
  return bundle;
}

/** The four sample Bundles, by file name. */
export const sampleBundles = {
  'shared-record': asCollection(sharedRecordJson, 'shared-record.json'),
  'clinician-chart': asCollection(clinicianChartJson, 'clinician-chart.json'),
  'patient-portal': asCollection(patientPortalJson, 'patient-portal.json'),
  'developer-console': asCollection(developerConsoleJson, 'developer-console.json'),
} as const;

export type SampleBundleName = keyof typeof sampleBundles;

/** Every resource in the sample record, in file order. */
export const sampleResources: readonly FhirResource[] = Object.values(sampleBundles).flatMap((bundle) =>
  (bundle.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource as FhirResource] : [])),
);

function ofType<K extends FhirResource['resourceType']>(
  type: K,
): Extract<FhirResource, { resourceType: K }>[] {
  return sampleResources.filter(
    (resource): resource is Extract<FhirResource, { resourceType: K }> => resource.resourceType === type,
  );
}

const byReference = new Map(
  sampleResources.map((resource) => [`${resource.resourceType}/${resource.id ?? ''}`, resource]),
);

/** The resource a `Type/id` reference points at, when it is in the sample record. */
export function resolveReference<K extends FhirResource['resourceType']>(
  reference: Reference | undefined,
  type: K,
): Extract<FhirResource, { resourceType: K }> | undefined {
  const resource = reference?.reference ? byReference.get(reference.reference) : undefined;
  return resource?.resourceType === type
    ? (resource as Extract<FhirResource, { resourceType: K }>)
    : undefined;
}

function only<T>(items: readonly T[], what: string): T {
  const [first] = items;
  if (items.length !== 1 || first === undefined)
    throw new Error(`The sample record needs exactly one ${what}`);
  return first;
}

/** The sample patient: the docs' Emer Madden (MRN-204117, born 1984-03-12). */
export const samplePatient: Patient = only(ofType('Patient'), 'Patient');

/* ---------------------------------------------------------------- formatting */

/**
 * The previews' "today": the morning of Emer Madden's clinic visit. Dates are formatted here,
 * without Intl or the reader's clock, so the server's HTML and the browser's render agree.
 */
export const SAMPLE_TODAY = '2025-11-18';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface DateParts {
  year: number;
  month: number;
  day: number;
  /** The clock time as written in the FHIR value (its own offset), `HH:MM`, or '' for a date. */
  time: string;
  seconds: string;
}

/** The parts of a FHIR date or dateTime, read as written (the local time at its offset). */
export function dateParts(value: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!match) throw new Error(`Not a FHIR date: ${value}`);
  const [, year = '', month = '', day = '', hours, minutes, seconds] = match;
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    time: hours && minutes ? `${hours}:${minutes}` : '',
    seconds: seconds ?? '00',
  };
}

const shortMonth = (parts: DateParts): string => monthName(parts.month, 'short');

/** `17 Nov 2025` */
export function formatDate(value: string): string {
  const parts = dateParts(value);
  return `${parts.day} ${shortMonth(parts)} ${parts.year}`;
}

/** `18 Nov` */
export function formatDayMonth(value: string): string {
  const parts = dateParts(value);
  return `${parts.day} ${shortMonth(parts)}`;
}

/** `Sep 2019` */
export function formatMonthYear(value: string): string {
  const parts = dateParts(value);
  return `${shortMonth(parts)} ${parts.year}`;
}

/** `Tuesday`, the day of the week of a FHIR date or dateTime (as written). */
export function weekdayOf(value: string): string {
  const { year, month, day } = dateParts(value);
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
}

/** `Tuesday 13 January 2026` */
export function formatLongDate(value: string): string {
  const { year, month, day } = dateParts(value);
  return `${weekdayOf(value)} ${day} ${monthName(month)} ${year}`;
}

/** Whole years from `birthDate` to `on` (both FHIR dates). */
export function ageOn(birthDate: string, on: string): number {
  const born = dateParts(birthDate);
  const today = dateParts(on);
  const hadBirthday = today.month > born.month || (today.month === born.month && today.day >= born.day);
  return today.year - born.year - (hadBirthday ? 0 : 1);
}

/** A UUID shortened for a narrow column: `5b7d9f1a…`, or `0f3c9a7e…c830` with `keepEnd`. */
export function shortId(id: string, keepEnd = false): string {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return id;
  return keepEnd ? `${id.slice(0, 8)}…${id.slice(-4)}` : `${id.slice(0, 8)}…`;
}

/** A `Type/id` reference with a UUID id shortened: `DiagnosticReport/5b7d9f1a…`. */
export function shortReference(reference: string): string {
  const [type, id] = reference.split('/');
  return id ? `${type}/${shortId(id)}` : reference;
}

function humanName(name: HumanName | undefined): string {
  if (!name) return '';
  return [...(name.prefix ?? []), ...(name.given ?? []), name.family ?? ''].filter(Boolean).join(' ');
}

function initials(name: HumanName | undefined): string {
  return `${name?.given?.[0]?.charAt(0) ?? ''}${name?.family?.charAt(0) ?? ''}`.toUpperCase();
}

/** The name a reference stands for: the resolved resource's name, else its display. */
function referenceName(reference: Reference | undefined): string {
  const practitioner = resolveReference(reference, 'Practitioner');
  if (practitioner) return humanName(practitioner.name?.[0]);
  const role = resolveReference(reference, 'PractitionerRole');
  if (role) return referenceName(role.practitioner);
  const location = resolveReference(reference, 'Location');
  if (location?.name) return location.name;
  return reference?.display ?? reference?.reference ?? '';
}

const codeOf = (resource: { code?: { coding?: { code?: string }[] } }): string =>
  resource.code?.coding?.[0]?.code ?? '';

const textOf = (concept: { text?: string; coding?: { display?: string }[] } | undefined): string =>
  concept?.text ?? concept?.coding?.[0]?.display ?? '';

const effective = (observation: Observation): string => observation.effectiveDateTime ?? '';

/* ------------------------------------------------------------- shared types */

/** A status pill: its words, and a tone the previews map to colours (never colour alone). */
export interface Pill {
  label: string;
  tone: 'ok' | 'warn' | 'danger' | 'info' | 'neutral';
}

/* ----------------------------------------------------------- clinician chart */

export interface ChartAllergy {
  substance: string;
  criticality: string;
  reaction?: string;
}

export interface ChartPatient {
  name: string;
  initials: string;
  gender: string;
  birthDate: string;
  age: number;
  mrn: string;
  mrnAssigner: string;
  generalPractitioner?: string;
  allergies: ChartAllergy[];
}

export interface ChartProblem {
  id: string;
  name: string;
  snomed: string;
  since: string;
  status: Pill;
}

export interface ChartMedication {
  id: string;
  name: string;
  dosage: string;
  since: string;
}

export type Trend = 'up' | 'down' | 'steady';

export interface ChartObservation {
  /** The LOINC code the series shares. */
  loinc: string;
  name: string;
  value: string;
  unit: string;
  date: string;
  flag?: Pill;
  /** Oldest first; for blood pressure, the systolic values. */
  series: number[];
  trend: Trend;
  /** The trend in words, for screen readers: "Down from 70 mmol/mol on 10 Jun 2025". */
  trendLabel: string;
}

export interface ChartDraft {
  title: string;
  documentType: string;
  drafter: string;
  drafted: string;
  reviewer: string;
  excerpt: string;
  sources: string[];
}

export interface ClinicianChartView {
  clinician: string;
  clinicianInitials: string;
  encounter: string;
  location: string;
  patient: ChartPatient;
  problems: ChartProblem[];
  medications: ChartMedication[];
  observations: ChartObservation[];
  draft: ChartDraft;
}

const MRN_SYSTEM = 'https://fhir.stbrigids.example/sid/mrn';

function chartPatient(): ChartPatient {
  const name = samplePatient.name?.find((n) => n.use === 'official') ?? samplePatient.name?.[0];
  const mrn = samplePatient.identifier?.find((identifier) => identifier.system === MRN_SYSTEM);
  const allergies = ofType('AllergyIntolerance')
    .filter((allergy: AllergyIntolerance) => allergy.clinicalStatus?.coding?.[0]?.code === 'active')
    .map((allergy) => ({
      substance: textOf(allergy.code),
      criticality: allergy.criticality ?? 'unable-to-assess',
      reaction: allergy.reaction?.[0]?.manifestation[0]?.text,
    }));
  const gender = samplePatient.gender ?? 'unknown';
  return {
    name: [...(name?.given ?? []), name?.family ?? ''].join(' '),
    initials: initials(name),
    gender: gender.charAt(0).toUpperCase() + gender.slice(1),
    birthDate: formatDate(samplePatient.birthDate ?? ''),
    age: ageOn(samplePatient.birthDate ?? '', SAMPLE_TODAY),
    mrn: mrn?.value ?? '',
    mrnAssigner: samplePatient.managingOrganization?.display ?? '',
    generalPractitioner: samplePatient.generalPractitioner?.[0]?.display,
    allergies,
  };
}

function chartProblems(): ChartProblem[] {
  const rank = (condition: Condition) => (condition.clinicalStatus?.coding?.[0]?.code === 'active' ? 0 : 1);
  return ofType('Condition')
    .slice()
    .sort((a, b) => rank(a) - rank(b) || (b.onsetDateTime ?? '').localeCompare(a.onsetDateTime ?? ''))
    .map((condition) => {
      const active = rank(condition) === 0;
      return {
        id: condition.id ?? '',
        name: textOf(condition.code),
        snomed: codeOf(condition),
        since: active
          ? `Since ${formatMonthYear(condition.onsetDateTime ?? '')}`
          : `${formatMonthYear(condition.onsetDateTime ?? '')}, resolved ${formatDate(condition.abatementDateTime ?? '')}`,
        status: active ? { label: 'Active', tone: 'info' } : { label: 'Resolved', tone: 'neutral' },
      };
    });
}

function chartMedications(): ChartMedication[] {
  return ofType('MedicationRequest')
    .filter((request: MedicationRequest) => request.status === 'active')
    .map((request) => ({
      id: request.id ?? '',
      name: textOf(request.medicationCodeableConcept),
      dosage: request.dosageInstruction?.[0]?.text ?? '',
      since: `Since ${formatMonthYear(request.authoredOn ?? '')}`,
    }));
}

/** The chart's results panel, in this order, each the series of one LOINC code. */
export const CHART_RESULTS = ['59261-8', '85354-9', '98979-8', '14682-9', '2823-3'] as const;

const SYSTOLIC = '8480-6';
const DIASTOLIC = '8462-4';

function componentValue(observation: Observation, loinc: string): number | undefined {
  return observation.component?.find((component) => codeOf(component) === loinc)?.valueQuantity?.value;
}

/** The number a series plots: the value, or the systolic pressure of a blood pressure panel. */
function plotted(observation: Observation): number {
  return observation.valueQuantity?.value ?? componentValue(observation, SYSTOLIC) ?? Number.NaN;
}

function shown(observation: Observation): { value: string; unit: string } {
  if (observation.valueQuantity) {
    return {
      value: String(observation.valueQuantity.value ?? ''),
      unit: observation.valueQuantity.unit ?? '',
    };
  }
  const systolic = componentValue(observation, SYSTOLIC);
  const diastolic = componentValue(observation, DIASTOLIC);
  return {
    value: `${systolic ?? ''}/${diastolic ?? ''}`,
    unit: observation.component?.[0]?.valueQuantity?.unit ?? '',
  };
}

function interpretation(observation: Observation): Pill | undefined {
  const code = observation.interpretation?.[0]?.coding?.[0]?.code;
  const isTarget = observation.referenceRange?.[0]?.type?.coding?.[0]?.code === 'treatment';
  if (code === 'H') return { label: isTarget ? 'Above target' : 'High', tone: 'warn' };
  if (code === 'L') return { label: 'Low', tone: 'warn' };
  return undefined;
}

/** Every observation with this LOINC code, oldest first. */
function seriesOf(loinc: string): Observation[] {
  return ofType('Observation')
    .filter((observation) => codeOf(observation) === loinc)
    .sort((a, b) => effective(a).localeCompare(effective(b)));
}

function chartObservation(loinc: string): ChartObservation {
  const series = seriesOf(loinc);
  const latest = series.at(-1);
  if (!latest) throw new Error(`The sample record has no Observation with LOINC ${loinc}`);
  const previous = series.at(-2);
  const { value, unit } = shown(latest);
  let trend: Trend = 'steady';
  let trendLabel = 'First result';
  if (previous) {
    const change = (plotted(latest) - plotted(previous)) / plotted(previous);
    trend = Math.abs(change) < 0.02 ? 'steady' : change > 0 ? 'up' : 'down';
    const before = shown(previous);
    const word = { up: 'Up', down: 'Down', steady: 'Little change' }[trend];
    trendLabel = `${word} from ${before.value} ${before.unit} on ${formatDate(effective(previous))}`;
  }
  return {
    loinc,
    name: latest.code.text ?? textOf(latest.code),
    value,
    unit,
    date: formatDate(effective(latest)),
    flag: interpretation(latest),
    series: series.map(plotted),
    trend,
    trendLabel,
  };
}

function stripHtml(div: string): string {
  return div
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function chartDraft(): ChartDraft {
  const draft = only(
    ofType('Composition').filter((composition: Composition) => composition.status === 'preliminary'),
    'preliminary Composition',
  );
  const provenance = only(
    ofType('Provenance').filter((p: Provenance) =>
      p.target.some((target) => target.reference === `Composition/${draft.id ?? ''}`),
    ),
    'Provenance for the draft',
  );
  const assembler =
    provenance.agent.find((agent) => agent.type?.coding?.[0]?.code === 'assembler') ?? provenance.agent[0];
  const recorded = dateParts(provenance.recorded);
  return {
    title: draft.title,
    documentType: textOf(draft.type),
    drafter: assembler?.who.display ?? '',
    drafted: `${formatDate(provenance.recorded)}, ${recorded.time}`,
    reviewer: referenceName(draft.author[0]),
    excerpt: (draft.section ?? []).map((section) => stripHtml(section.text?.div ?? '')).join(' '),
    sources: (provenance.entity ?? [])
      .filter((entity) => entity.role === 'source')
      .map((entity) => entity.what.display ?? entity.what.reference ?? ''),
  };
}

function clinicianChartView(): ClinicianChartView {
  const encounter: Encounter = only(ofType('Encounter'), 'Encounter');
  const clinician = resolveReference(encounter.participant?.[0]?.individual, 'Practitioner');
  const start = encounter.period?.start ?? '';
  return {
    clinician: humanName(clinician?.name?.[0]),
    clinicianInitials: initials(clinician?.name?.[0]),
    encounter: `${textOf(encounter.type?.[0])} · ${formatDate(start)}, ${dateParts(start).time}`,
    location: referenceName(encounter.location?.[0]?.location),
    patient: chartPatient(),
    problems: chartProblems(),
    medications: chartMedications(),
    observations: CHART_RESULTS.map(chartObservation),
    draft: chartDraft(),
  };
}

/** What ClinicianChart shows, derived from the sample record. */
export const clinicianChart: ClinicianChartView = clinicianChartView();

/* ------------------------------------------------------------ patient portal */

export interface PortalAppointment {
  id: string;
  title: string;
  weekday: string;
  day: string;
  month: string;
  date: string;
  time: string;
  clinician: string;
  clinicianRole?: string;
  location: string;
  organisation: string;
  instruction?: string;
  status: Pill;
}

export interface PortalResultItem {
  name: string;
  value: string;
  unit: string;
  range?: string;
  status: Pill;
}

export interface PortalResult {
  id: string;
  name: string;
  taken: string;
  releasedBy: string;
  released: string;
  summary: string;
  items: PortalResultItem[];
}

export interface PatientPortalView {
  firstName: string;
  patientName: string;
  organisation: string;
  appointments: PortalAppointment[];
  results: PortalResult[];
}

/** Plain-language names for the portal, by LOINC code. */
export const PLAIN_NAMES: Record<string, string> = {
  '24362-6': 'Kidney function',
  '59261-8': 'Average blood sugar (HbA1c)',
  '98979-8': 'Kidney filtering rate (eGFR)',
  '14682-9': 'Creatinine, a waste product',
  '2823-3': 'Potassium, a body salt',
};

function plainName(concept: { text?: string; coding?: { code?: string; display?: string }[] }): string {
  return PLAIN_NAMES[concept.coding?.[0]?.code ?? ''] ?? textOf(concept);
}

function rangeText(range: ObservationReferenceRange | undefined): string | undefined {
  if (!range) return undefined;
  const isTarget = range.type?.coding?.[0]?.code === 'treatment';
  const { low, high } = range;
  let words: string | undefined;
  if (low?.value !== undefined && high?.value !== undefined) words = `${low.value} to ${high.value}`;
  else if (high?.value !== undefined) words = `${high.value} or lower`;
  else if (low?.value !== undefined) words = `${low.value} or higher`;
  if (!words) return range.text;
  return `${isTarget ? 'Your target' : 'Usual range'}: ${words}`;
}

function patientStatus(observation: Observation): Pill {
  const code = observation.interpretation?.[0]?.coding?.[0]?.code;
  const isTarget = observation.referenceRange?.[0]?.type?.coding?.[0]?.code === 'treatment';
  if (code === 'H') return { label: isTarget ? 'Above target' : 'Above range', tone: 'warn' };
  if (code === 'L') return { label: 'Below range', tone: 'warn' };
  return { label: 'In range', tone: 'ok' };
}

function portalAppointment(appointment: Appointment): PortalAppointment {
  const start = appointment.start ?? '';
  const parts = dateParts(start);
  const actors = appointment.participant.map((participant) => participant.actor);
  const role = actors.map((actor) => resolveReference(actor, 'PractitionerRole')).find(Boolean);
  const location = actors.map((actor) => resolveReference(actor, 'Location')).find(Boolean);
  return {
    id: appointment.id ?? '',
    title: appointment.description ?? textOf(appointment.serviceType?.[0]),
    weekday: weekdayOf(start).slice(0, 3),
    day: String(parts.day),
    month: shortMonth(parts),
    date: formatLongDate(start),
    time: `${parts.time}–${dateParts(appointment.end ?? start).time}`,
    clinician: role ? referenceName(role.practitioner) : textOf(appointment.serviceType?.[0]),
    clinicianRole: role ? textOf(role.code?.[0]) : undefined,
    location: location?.name ?? '',
    organisation: location?.managingOrganization?.display ?? '',
    instruction: appointment.patientInstruction,
    status:
      appointment.status === 'booked'
        ? { label: 'Booked', tone: 'ok' }
        : { label: 'Requested', tone: 'neutral' },
  };
}

const RELEASE_ACTIVITY = 'disclose';

function portalResult(report: DiagnosticReport): PortalResult | undefined {
  const release = ofType('Provenance').find(
    (provenance: Provenance) =>
      provenance.activity?.coding?.[0]?.code === RELEASE_ACTIVITY &&
      provenance.target.some((target) => target.reference === `DiagnosticReport/${report.id ?? ''}`),
  );
  // Only results released to the patient appear in the portal.
  if (!release) return undefined;
  const releasedBy =
    release.agent.find((agent) => agent.type?.coding?.[0]?.code === 'verifier') ?? release.agent[0];
  const items = (report.result ?? []).flatMap((reference) => {
    const observation = resolveReference(reference, 'Observation');
    if (!observation) return [];
    const { value, unit } = shown(observation);
    return [
      {
        name: plainName(observation.code),
        value,
        unit,
        range: rangeText(observation.referenceRange?.[0]),
        status: patientStatus(observation),
      },
    ];
  });
  return {
    id: report.id ?? '',
    name: plainName(report.code),
    taken: formatDate(report.effectiveDateTime ?? ''),
    releasedBy: referenceName(releasedBy?.who),
    released: formatDate(release.recorded),
    summary: report.conclusion ?? '',
    items,
  };
}

function patientPortalView(): PatientPortalView {
  const name = samplePatient.name?.[0];
  return {
    firstName: name?.given?.[0] ?? '',
    patientName: [...(name?.given ?? []), name?.family ?? ''].join(' '),
    organisation: samplePatient.managingOrganization?.display ?? '',
    appointments: ofType('Appointment')
      .filter((appointment) => (appointment.start ?? '') > SAMPLE_TODAY)
      .sort((a, b) => (a.start ?? '').localeCompare(b.start ?? ''))
      .map(portalAppointment),
    results: ofType('DiagnosticReport')
      .slice()
      .sort((a, b) => (b.effectiveDateTime ?? '').localeCompare(a.effectiveDateTime ?? ''))
      .flatMap((report) => portalResult(report) ?? []),
  };
}

/** What PatientPortal shows, derived from the sample record. */
export const patientPortal: PatientPortalView = patientPortalView();

/* ---------------------------------------------------------- developer console */

export type ClientType = 'SMART App Launch' | 'SMART backend services';

export interface ConsoleClient {
  /** The ClientApplication's name. */
  name: string;
  type: ClientType;
  /** How the client launches or authenticates, in a few words. */
  detail: string;
  clientId: string;
  /** The access policy assigned to it (a `name` in `policies`). */
  policy: string;
  /** When it last called the API (an instant, UTC). */
  lastUsed: string;
}

export interface ConsoleAccessPolicy {
  name: string;
  description: string;
  resourceTypes: string[];
  /** SMART 2.x scopes, the most a client under this policy may be granted. */
  scopes: string[];
}

export interface ConsoleProject {
  name: string;
  id: string;
  environment: 'Production' | 'Sandbox';
  region: Region;
  clients: ConsoleClient[];
  policies: ConsoleAccessPolicy[];
}

/** The project the developer console preview shows: Securus configuration, not FHIR resources. */
export const consoleProject: ConsoleProject = {
  name: "St Brigid's Hospital",
  id: 'st-brigids-production',
  environment: 'Production',
  region: 'EU (Dublin)',
  clients: [
    {
      name: 'Ward charting app',
      type: 'SMART App Launch',
      detail: 'EHR launch, private_key_jwt',
      clientId: 'ward-charting-app',
      policy: 'clinicians',
      lastUsed: '2025-11-18T16:40:12Z',
    },
    {
      name: 'Veritas companion app',
      type: 'SMART App Launch',
      detail: 'Standalone launch, public client with PKCE',
      clientId: 'veritas-companion-app',
      policy: 'patient-access',
      lastUsed: '2025-11-18T16:21:37Z',
    },
    {
      name: 'Laboratory results feed',
      type: 'SMART backend services',
      detail: 'client_credentials, private_key_jwt',
      clientId: '0f3c9a7e-52d1-4b8e-a6c4-7e19d2b5c830',
      policy: 'lab-results-feed',
      lastUsed: '2025-11-18T08:15:22Z',
    },
    {
      name: 'Analytics export',
      type: 'SMART backend services',
      detail: 'client_credentials, private_key_jwt',
      clientId: '5d2e8b14-9c37-4a60-8f1e-b2a74c6d3e95',
      policy: 'analytics-export',
      lastUsed: '2025-11-18T09:12:44Z',
    },
  ],
  policies: [
    {
      name: 'clinicians',
      description: 'Clinical staff, their own organisation’s patients',
      resourceTypes: ['Patient', 'Encounter', 'Condition', 'Observation', 'MedicationRequest', 'Composition'],
      scopes: ['user/Patient.rs', 'user/Observation.crus', 'user/Composition.crus'],
    },
    {
      name: 'patient-access',
      description: 'Patients, their own record only',
      resourceTypes: ['Patient', 'Observation', 'DiagnosticReport', 'Appointment'],
      scopes: ['patient/*.rs'],
    },
    {
      name: 'lab-results-feed',
      description: 'Laboratory interface: orders in, results out',
      resourceTypes: ['Patient', 'ServiceRequest', 'DiagnosticReport', 'Observation'],
      scopes: ['system/Patient.rs', 'system/DiagnosticReport.crus', 'system/Observation.crus'],
    },
    {
      name: 'analytics-export',
      description: 'Nightly Bulk Data export of the diabetes registry',
      resourceTypes: ['Group', 'Patient', 'Condition', 'Observation'],
      scopes: ['system/Group.rs', 'system/Patient.rs', 'system/Condition.rs', 'system/Observation.rs'],
    },
  ],
};

export interface AuditRow {
  id: string;
  /** `16:21:37` (UTC, which is Irish time in November). */
  time: string;
  date: string;
  actor: string;
  /** The client application the actor used, when there is one. */
  via?: string;
  action: string;
  resource: string;
  outcome: Pill;
  /** Why it failed, for a failure. */
  detail?: string;
}

export interface ConsoleClientRow extends ConsoleClient {
  shortClientId: string;
  lastUsedLabel: string;
}

export interface DeveloperConsoleView {
  project: ConsoleProject;
  clients: ConsoleClientRow[];
  policies: ConsoleAccessPolicy[];
  audit: AuditRow[];
  /** The day the audit log shows (a FHIR date). */
  auditDay: string;
}

const ACTIONS: Record<string, string> = {
  read: 'read',
  vread: 'vread',
  'search-type': 'search',
  'search-system': 'search',
  create: 'create',
  update: 'update',
  patch: 'patch',
  delete: 'delete',
  operation: 'operation',
  '110122': 'login',
  '110123': 'logout',
};

const OUTCOMES: Record<string, Pill> = {
  '0': { label: 'Success', tone: 'ok' },
  '4': { label: 'Minor failure', tone: 'danger' },
  '8': { label: 'Serious failure', tone: 'danger' },
  '12': { label: 'Major failure', tone: 'danger' },
};

function decodeBase64(value: string): string {
  const binary = atob(value);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

function auditResource(event: AuditEvent): string {
  const entity = event.entity?.[0];
  if (!entity) return event.source.observer.display ?? '';
  if (entity.query) return decodeBase64(entity.query);
  const reference = shortReference(entity.what?.reference ?? '');
  const operation = entity.detail?.find((detail) => detail.type === 'operation')?.valueString;
  return operation ? `${reference}/${operation}` : reference;
}

const sentence = (text: string | undefined): string | undefined =>
  text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}` : undefined;

function auditRow(event: AuditEvent): AuditRow {
  const requestor = event.agent.find((agent) => agent.requestor) ?? event.agent[0];
  const via = event.agent.find((agent) => agent !== requestor);
  const status = /^(\d{3} [A-Za-z ]+?)(?::|$)/.exec(event.outcomeDesc ?? '')?.[1];
  const outcome = OUTCOMES[event.outcome ?? '0'] ?? { label: event.outcome ?? '', tone: 'neutral' };
  const recorded = dateParts(event.recorded);
  return {
    id: event.id ?? '',
    time: `${recorded.time}:${recorded.seconds}`,
    date: formatDate(event.recorded),
    actor: requestor?.who?.display ?? '',
    via: via?.who?.display,
    action: ACTIONS[event.subtype?.[0]?.code ?? ''] ?? event.subtype?.[0]?.display ?? event.action ?? '',
    resource: auditResource(event),
    outcome: status ? { label: status, tone: outcome.tone } : outcome,
    detail:
      event.outcome !== '0' ? sentence(event.outcomeDesc?.replace(/^\d{3} [A-Za-z ]+?:\s*/, '')) : undefined,
  };
}

function developerConsoleView(): DeveloperConsoleView {
  const events = ofType('AuditEvent')
    .slice()
    .sort((a, b) => b.recorded.localeCompare(a.recorded));
  return {
    project: consoleProject,
    clients: consoleProject.clients.map((client) => ({
      ...client,
      shortClientId: shortId(client.clientId, true),
      lastUsedLabel: `${formatDayMonth(client.lastUsed)}, ${dateParts(client.lastUsed).time}`,
    })),
    policies: consoleProject.policies,
    audit: events.map(auditRow),
    auditDay: events[0]?.recorded.slice(0, 10) ?? SAMPLE_TODAY,
  };
}

/** What DeveloperConsole shows, derived from the sample record and `consoleProject`. */
export const developerConsole: DeveloperConsoleView = developerConsoleView();
