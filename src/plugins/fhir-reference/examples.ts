/**
 * The example on each resource page. Where the docs, services or blog already show a valid
 * resource of the type (their JSON samples are validated by tests/unit/fhir-examples.spec.ts),
 * the page reuses the first one and links to it. Otherwise it shows the smallest valid
 * resource: the required elements only, each with a value of its type and, for a required
 * binding, a code from its value set. tests/unit/fhir-reference.spec.ts validates every one.
 */
import type { Definitions, ElementDefinition, StructureDefinition } from './definitions';

const SAMPLE: Readonly<Record<string, unknown>> = {
  string: 'Example',
  markdown: 'Example',
  boolean: true,
  integer: 1,
  positiveInt: 1,
  unsignedInt: 0,
  decimal: 1,
  date: '2025-11-18',
  dateTime: '2025-11-18T09:30:00+00:00',
  instant: '2025-11-18T09:30:00.000+00:00',
  time: '09:30:00',
  uri: 'https://fhir.stbrigids.example/example',
  url: 'https://fhir.stbrigids.example/example',
  canonical: 'https://fhir.stbrigids.example/example',
  oid: 'urn:oid:1.2.3.4',
  uuid: 'urn:uuid:0f6c2d8e-4b1a-4f7e-9c3d-5a2b8e1f7c64',
  id: 'example',
  base64Binary: 'RXhhbXBsZQ==',
  CodeableConcept: { text: 'Example' },
  Identifier: { system: 'https://fhir.stbrigids.example/identifiers', value: 'EX-0001' },
  Period: { start: '2025-11-18T09:30:00+00:00' },
  Quantity: { value: 1, unit: 'mg', system: 'http://unitsofmeasure.org', code: 'mg' },
  Money: { value: 100, currency: 'EUR' },
  Attachment: { contentType: 'text/plain', data: 'RXhhbXBsZQ==' },
  HumanName: { family: 'Madden', given: ['Emer'] },
  ContactPoint: { system: 'phone', value: '+353 1 555 0100' },
  Address: { city: 'Dublin', country: 'IE' },
  Annotation: { text: 'Example' },
  Duration: { value: 1, unit: 'h', system: 'http://unitsofmeasure.org', code: 'h' },
  Ratio: { numerator: { value: 1 }, denominator: { value: 1 } },
  Range: { low: { value: 1 } },
  Timing: { repeat: { frequency: 1, period: 1, periodUnit: 'd' } },
  Expression: { language: 'text/fhirpath', expression: 'true' },
  Narrative: { status: 'generated', div: '<div xmlns="http://www.w3.org/1999/xhtml">Example</div>' },
};

/**
 * The first code of the value set an element is bound to, with its system, when the definitions
 * list the set's codes: its first include names them, or takes a whole code system. An include
 * with a filter (`is-a` a concept) is not resolved: the system's first code could lie outside it.
 */
function firstCoding(
  element: ElementDefinition,
  defs: Definitions,
): { system?: string; code: string } | undefined {
  const url = element.binding?.valueSet?.split('|')[0];
  const include = url ? defs.valueSets.get(url)?.compose?.include[0] : undefined;
  if (!include || include.filter?.length) return undefined;
  const code =
    include.concept?.[0]?.code ??
    (include.system ? defs.codeSystems.get(include.system)?.concept?.[0]?.code : undefined);
  return code === undefined ? undefined : { ...(include.system ? { system: include.system } : {}), code };
}

function valueFor(element: ElementDefinition, sd: StructureDefinition, defs: Definitions): unknown {
  const type = element.type?.[0];
  if (!type) return undefined;
  if (type.code === 'code') return firstCoding(element, defs)?.code ?? 'example';
  if (type.code === 'Reference') {
    const target = type.targetProfile?.[0]?.split('/').pop() ?? 'Patient';
    return { reference: `${target === 'Resource' ? 'Patient' : target}/example` };
  }
  if (type.code === 'BackboneElement' || type.code === 'Element')
    return requiredObject(element.path, sd, defs);
  if (type.code === 'Coding') {
    const coding = firstCoding(element, defs);
    if (coding?.system) return coding;
  }
  if (type.code === 'CodeableConcept' && element.binding?.strength === 'required') {
    const coding = firstCoding(element, defs);
    if (coding?.system) return { coding: [coding] };
  }
  return SAMPLE[type.code] ?? { text: 'Example' };
}

/** The required children of the element at `path`, with values. */
function requiredObject(path: string, sd: StructureDefinition, defs: Definitions): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const element of sd.snapshot.element) {
    const parent = element.path.slice(0, element.path.lastIndexOf('.'));
    if (parent !== path || (element.min ?? 0) < 1 || element.id?.includes(':')) continue;
    const name = element.path.slice(path.length + 1);
    const key = name.endsWith('[x]')
      ? name.replace('[x]', capitalise(element.type?.[0]?.code ?? 'String'))
      : name;
    const value = valueFor(element, sd, defs);
    result[key] = element.max === '1' ? value : [value];
  }
  return result;
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The smallest valid resource of the type. */
export function minimalExample(sd: StructureDefinition, defs: Definitions): Record<string, unknown> {
  return {
    resourceType: sd.name,
    id: 'example',
    ...requiredObject(sd.name, sd, defs),
    ...EXAMPLE_ADDITIONS[sd.name],
  };
}

const patient = { reference: 'Patient/example' };

/** The message event of R4's own MessageHeader example (the event value set is an example binding). */
const messageEvent = { system: 'http://example.org/fhir/message-events', code: 'admin-notify' };

/**
 * What some types need beyond their required elements: an invariant (`app-1`, `lnk-1`…) asks
 * for one of several optional elements, the first code of a value set would mislead, or the
 * definitions do not list the bound value set's codes (firstCoding).
 */
const EXAMPLE_ADDITIONS: Readonly<Record<string, Record<string, unknown>>> = {
  AllergyIntolerance: {
    clinicalStatus: {
      coding: [
        { system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' },
      ],
    },
    code: {
      coding: [{ system: 'http://snomed.info/sct', code: '91936005', display: 'Allergy to penicillin' }],
    },
  },
  Appointment: {
    status: 'booked',
    start: '2025-11-18T09:30:00+00:00',
    end: '2025-11-18T09:45:00+00:00',
    participant: [{ actor: patient, status: 'accepted' }],
  },
  AppointmentResponse: { actor: patient },
  Bundle: { type: 'collection' },
  CapabilityStatement: {
    kind: 'requirements',
    description: 'Example',
    fhirVersion: '4.0.1',
    format: ['json'],
    rest: [{ mode: 'server' }],
  },
  Consent: {
    status: 'active',
    policyRule: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'OPTIN' }] },
  },
  // v3-ActEncounterCode is a filter on v3 ActCode: an ambulatory visit, as in R4's examples.
  Encounter: {
    class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
  },
  Endpoint: {
    connectionType: {
      system: 'http://terminology.hl7.org/CodeSystem/endpoint-connection-type',
      code: 'hl7-fhir-rest',
    },
  },
  EventDefinition: { trigger: [{ type: 'named-event', name: 'patient-admitted' }] },
  ImmunizationRecommendation: {
    recommendation: [{ vaccineCode: [{ text: 'Influenza vaccine' }], forecastStatus: { text: 'Due' } }],
  },
  InsurancePlan: { name: 'Example' },
  Linkage: {
    item: [
      { type: 'source', resource: { reference: 'Patient/example' } },
      { type: 'alternate', resource: { reference: 'Patient/example-duplicate' } },
    ],
  },
  MessageDefinition: { eventCoding: messageEvent },
  MessageHeader: { eventCoding: messageEvent },
  StructureDefinition: {
    kind: 'resource',
    abstract: false,
    type: 'Patient',
    baseDefinition: 'http://hl7.org/fhir/StructureDefinition/Patient',
    derivation: 'constraint',
    differential: { element: [{ id: 'Patient', path: 'Patient' }] },
  },
  TerminologyCapabilities: { kind: 'requirements', description: 'Example' },
};

/** ```json blocks in Markdown, with the language's opening fence. */
const JSON_BLOCK = /^```json[^\n]*\n([\s\S]*?)^```/gm;

/** Every resource in a Markdown source's JSON samples, by resource type (a Bundle counts as one). */
export function samplesIn(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of markdown.matchAll(JSON_BLOCK)) {
    const code = match[1] ?? '';
    if (!code.includes('"resourceType"')) continue;
    try {
      const parsed = JSON.parse(code) as { resourceType?: unknown };
      if (typeof parsed.resourceType === 'string' && !found.has(parsed.resourceType)) {
        found.set(parsed.resourceType, code.trim());
      }
    } catch {
      // Not a complete JSON document (an excerpt): not an example of a whole resource.
    }
  }
  return found;
}
