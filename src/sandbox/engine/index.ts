/**
 * The sandbox's FHIR R4 server: @medplum/fhir-router over its in-memory repository, seeded with
 * the site's sample data. Platform-neutral: the Web Worker (src/sandbox/worker.ts) and the Node
 * tests run this same code, on the same data (src/plugins/sandbox-definitions makes it).
 *
 * The router does the FHIR work (read, search, create, update, patch, delete, history, batch and
 * transaction, conditional create and update, GraphQL). This module only turns the reader's
 * request into the router's and its answer into HTTP: it parses the body (bad JSON gets an
 * OperationOutcome, not an exception), refuses what the in-memory repository would quietly
 * accept (an unknown resource type, an unknown search parameter, an invalid resource), and adds
 * the status text and the headers FHIR asks for.
 */
import {
  badRequest,
  getSearchParameter,
  getStatus,
  indexSearchParameterBundle,
  indexStructureDefinitionBundle,
  isOk,
  isResourceType,
  normalizeOperationOutcome,
  notFound,
  OperationOutcomeError,
  preconditionFailed,
  Operator,
  evalFhirPath,
  type SearchRequest,
  validateResource,
} from '@medplum/core';
import { FhirRouter, MemoryRepository, type FhirRequest, type HttpMethod } from '@medplum/fhir-router';
import type { Bundle, OperationOutcome, Reference, Resource, SearchParameter } from '@medplum/fhirtypes';
import { interactionsFor, type Interaction } from '../../data/fhirSupport';
import type { SandboxMethod, SandboxRequest, SandboxResponse } from '../types';
import type { SandboxData } from './data';

export type { SandboxData, SeedResource } from './data';

/** The largest body the sandbox reads (the issue's limit); a larger one gets 413. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Status texts as RFC 9110 (section 15) and RFC 6585 name them: the codes the router and this
 * module answer, and those the docs state beside a sample (tests/unit/sandbox-samples.spec.ts).
 */
export const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

export interface Engine {
  handle(req: SandboxRequest): Promise<SandboxResponse>;
  /** Back to the seed: every change since is forgotten. */
  reset(): Promise<void>;
}

const FHIR_JSON = 'application/fhir+json; charset=utf-8';
const METHODS: ReadonlySet<SandboxMethod> = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Search parameters every search takes that are not SearchParameters of the type (FHIR R4
 * search.html, "Search result parameters", and `_has`, `_type`); anything else must be one.
 */
const RESULT_PARAMETERS = new Set([
  '_count',
  '_offset',
  '_sort',
  '_total',
  '_summary',
  '_elements',
  '_include',
  '_revinclude',
  '_contained',
  '_containedType',
  '_format',
  '_pretty',
  '_fields',
  '_type',
  '_filter',
  '_cursor',
]);

/** Search parameter types neither @medplum/core's in-memory matching nor matchesNumber handles. */
const UNSEARCHABLE_TYPES: ReadonlySet<string> = new Set(['composite', 'special']);

/** Search parameter types matchesNumber compares. */
const NUMERIC_TYPES: ReadonlySet<string> = new Set(['number', 'quantity']);

/** FHIR's prefixes for numbers and quantities (search.html#prefix), as parseSearchRequest names them. */
const COMPARISONS: ReadonlyMap<string, (value: number, target: number) => boolean> = new Map([
  [Operator.EQUALS, (value: number, target: number) => value === target],
  [Operator.NOT_EQUALS, (value: number, target: number) => value !== target],
  [Operator.GREATER_THAN, (value: number, target: number) => value > target],
  [Operator.LESS_THAN, (value: number, target: number) => value < target],
  [Operator.GREATER_THAN_OR_EQUALS, (value: number, target: number) => value >= target],
  [Operator.LESS_THAN_OR_EQUALS, (value: number, target: number) => value <= target],
  [Operator.STARTS_AFTER, (value: number, target: number) => value > target],
  [Operator.ENDS_BEFORE, (value: number, target: number) => value < target],
  // "Approximately": within 10 %, as the specification suggests.
  [
    Operator.APPROXIMATELY,
    (value: number, target: number) => Math.abs(value - target) <= Math.abs(target) / 10,
  ],
]);

/**
 * Whether a resource matches a number or quantity filter: `[prefix]value[|system|code]`, the code
 * compared with the Quantity's `code`, or its `unit` when the system is left out (search.html#quantity).
 */
function matchesNumber(
  resource: Resource,
  filter: { code: string; operator: string; value: string },
): boolean {
  const expression = getSearchParameter(resource.resourceType, filter.code)?.expression;
  const compare = COMPARISONS.get(filter.operator);
  if (!expression || !compare) return false;
  const [number = '', system = '', code = ''] = filter.value.split('|');
  const target = Number(number);
  if (number.trim() === '' || Number.isNaN(target)) return false;
  return evalFhirPath(expression, resource).some((found) => {
    if (typeof found === 'number') return !system && !code && compare(found, target);
    const quantity = found as { value?: number; system?: string; code?: string; unit?: string } | undefined;
    if (typeof quantity?.value !== 'number') return false;
    if (system && quantity.system !== system) return false;
    if (code && quantity.code !== code && (system || quantity.unit !== code)) return false;
    return compare(quantity.value, target);
  });
}

/** A FHIR answer that ends the request early. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly outcome: OperationOutcome,
  ) {
    super(outcome.issue?.[0]?.details?.text ?? String(status));
  }
}

/** An OperationOutcome with one error issue, naming `expression` when there is one. */
function outcome(code: string, text: string, expression?: string): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [
      { severity: 'error', code, details: { text }, ...(expression ? { expression: [expression] } : {}) },
    ],
  } as OperationOutcome;
}

/**
 * The in-memory repository, with what a server adds to it: each resource written is validated
 * against R4 (the repository stores anything), and its history is read without changing it.
 */
class SandboxRepository extends MemoryRepository {
  /** Off while the seed loads: the seed is the site's own data, validated by the content tests. */
  validating = false;

  /** A new resource is version 1, unless it comes with its own (the seed's, an update's). */
  override async createResource<T extends Resource>(resource: T): Promise<T & { id: string }> {
    if (this.validating) checkResource(resource);
    return super.createResource(
      resource.meta?.versionId ? resource : { ...resource, meta: { ...resource.meta, versionId: '1' } },
    );
  }

  /**
   * As Medplum's update, but each version is the last one plus one (`W/"2"` after `W/"1"`), as
   * the docs' `If-Match` samples and most FHIR servers number them; Medplum's are random ids.
   */
  override async updateResource<T extends Resource>(
    resource: T,
    options?: Parameters<MemoryRepository['updateResource']>[1],
  ): Promise<T & { id: string }> {
    if (!resource.id) throw new OperationOutcomeError(badRequest('Missing id'));
    const current = await this.readResource(resource.resourceType, resource.id).catch(() => undefined);
    if (options?.ifMatch !== undefined) {
      if (!current) throw new OperationOutcomeError(notFound);
      if (current.meta?.versionId !== options.ifMatch) throw new OperationOutcomeError(preconditionFailed);
    }
    const meta = { ...resource.meta, versionId: String((Number(current?.meta?.versionId) || 0) + 1) };
    delete meta.lastUpdated;
    return this.createResource({ ...resource, meta });
  }

  /**
   * The search's matches, with number and quantity parameters compared here: Medplum's in-memory
   * matching (matchesSearchRequest) handles reference, string, uri, token and date parameters,
   * and matches nothing for the others. The rest of the search is Medplum's, and then the page
   * (`_offset`, `_count`) is cut from what both kept.
   */
  private async matching<T extends Resource>(request: SearchRequest<T>): Promise<Bundle<T & { id: string }>> {
    const numeric = (request.filters ?? []).filter(
      (filter) =>
        COMPARISONS.has(filter.operator) &&
        NUMERIC_TYPES.has(getSearchParameter(request.resourceType, filter.code)?.type ?? ''),
    );
    if (numeric.length === 0) return super.search(request);
    const all = await super.search({
      ...request,
      filters: request.filters?.filter((filter) => !numeric.includes(filter)),
      offset: undefined,
      count: undefined,
    });
    const kept = (all.entry ?? []).filter(
      (entry) =>
        entry.resource && numeric.every((filter) => matchesNumber(entry.resource as Resource, filter)),
    );
    const start = request.offset ?? 0;
    const page = kept.slice(start, request.count === undefined ? undefined : start + request.count);
    return { ...all, entry: page.length > 0 ? page : undefined, total: kept.length };
  }

  /**
   * `_include` and `_revinclude`, which Medplum's in-memory search leaves out (its server does
   * them in SQL): the resources the matches refer to, or that refer to them, as `include` entries.
   */
  override async search<T extends Resource>(request: SearchRequest<T>): Promise<Bundle<T & { id: string }>> {
    const bundle = await this.matching(request);
    if (!request.include?.length && !request.revInclude?.length) return bundle;
    const matches = (bundle.entry ?? []).flatMap((entry) => (entry.resource ? [entry.resource] : []));
    const key = (resource: Resource): string => `${resource.resourceType}/${resource.id ?? ''}`;
    const seen = new Set(matches.map(key));
    const included: Resource[] = [];
    const add = (resource: Resource): void => {
      if (seen.has(key(resource))) return;
      seen.add(key(resource));
      included.push(resource);
    };
    for (const include of request.include ?? []) {
      const expression = getSearchParameter(include.resourceType, include.searchParam)?.expression;
      if (!expression) continue;
      for (const match of matches.filter((resource) => resource.resourceType === include.resourceType)) {
        for (const value of evalFhirPath(expression, match)) {
          const reference = (value as Reference | undefined)?.reference;
          if (!reference || (include.targetType && !reference.startsWith(`${include.targetType}/`))) continue;
          // A reference to nothing the sandbox holds (or not of the Type/id form) includes nothing.
          await this.readReference({ reference }).then(add, () => undefined);
        }
      }
    }
    for (const revInclude of request.revInclude ?? []) {
      for (const match of matches) {
        const referring = await super.search({
          resourceType: revInclude.resourceType as Resource['resourceType'],
          filters: [{ code: revInclude.searchParam, operator: Operator.EQUALS, value: key(match) }],
        });
        for (const entry of referring.entry ?? []) if (entry.resource) add(entry.resource);
      }
    }
    const entries = [
      ...(bundle.entry ?? []).map((entry) => ({ ...entry, search: { mode: 'match' as const } })),
      ...included.map((resource) => ({
        resource: resource as T & { id: string },
        search: { mode: 'include' as const },
      })),
    ];
    return { ...bundle, entry: entries };
  }

  /**
   * Medplum 4.5.2's readHistory reverses the stored history in place (`.reverse()` on its own
   * array), so every second read, and every version written after a read, came out of order.
   * Reading it twice puts the stored array back; the first read's answer is the right one.
   */
  override async readHistory<T extends Resource>(resourceType: string, id: string): Promise<Bundle<T>> {
    const history = await super.readHistory<T>(resourceType, id);
    await super.readHistory<T>(resourceType, id);
    return history;
  }
}

/** R4 validation of a resource the reader writes: errors throw an OperationOutcome (400). */
function checkResource(resource: Resource): void {
  if (!resource || typeof resource !== 'object' || Array.isArray(resource)) {
    throw new OperationOutcomeError(badRequest('The body is not a FHIR resource'));
  }
  const type = (resource as { resourceType?: unknown }).resourceType;
  if (typeof type !== 'string' || !isResourceType(type)) {
    throw new OperationOutcomeError(
      badRequest(`Unknown resource type: ${String(type ?? '<none>')}`, 'resourceType'),
    );
  }
  validateResource(resource);
}

type Definition = Parameters<typeof indexStructureDefinitionBundle>[0] extends infer B
  ? B extends readonly (infer D)[]
    ? D
    : never
  : never;

/**
 * Medplum's schema indexes, filled as requests need them. Parsing a type's StructureDefinition
 * costs about 2 ms, so parsing all 146 R4 resource types up front would make the first answer
 * wait; the datatypes every resource uses are parsed first, and a resource type the first time a
 * request names it. The indexes are global to @medplum/core's module, so they are shared by every
 * engine in a realm (one per worker; several in a Node test, on the same data).
 */
const indexedData = new WeakSet<SandboxData>();

class Schemas {
  private readonly resources = new Map<string, Definition>();
  private readonly indexed = new Set<string>();

  constructor(data: SandboxData) {
    const others: Definition[] = [];
    for (const sd of data.structureDefinitions as unknown as Definition[]) {
      if (sd.kind === 'resource' && !sd.abstract) this.resources.set(sd.type, sd);
      else others.push(sd);
    }
    if (!indexedData.has(data)) {
      indexedData.add(data);
      indexStructureDefinitionBundle(others);
      indexSearchParameterBundle({
        resourceType: 'Bundle',
        type: 'collection',
        entry: data.searchParameters.map((resource) => ({
          resource: resource as unknown as SearchParameter,
        })),
      });
    }
  }

  /** Whether R4 has this resource type (the sandbox holds every one). */
  has(type: string): boolean {
    return this.resources.has(type);
  }

  /** Parses the definitions of these types, if R4 has them and they are not parsed yet. */
  need(types: Iterable<string>): void {
    for (const type of types) {
      if (this.indexed.has(type)) continue;
      const sd = this.resources.get(type);
      if (!sd) continue;
      if (!isResourceType(type)) indexStructureDefinitionBundle([sd]);
      this.indexed.add(type);
    }
  }

  /** The resource types parsed so far. */
  parsed(): string[] {
    return [...this.indexed].sort();
  }
}

/** The resource types of Medplum's GraphQL schema, once built (it is global to the module, as it is). */
let graphqlSchemaTypes: readonly string[] | undefined;

/**
 * The seed's resource types, parsed when the engine starts: most requests name one of them, and
 * each costs a few milliseconds the first time (more at 4× CPU slowdown). They are also what
 * GraphQL covers: Medplum builds its GraphQL schema once, on the first query, for every resource
 * type parsed by then. For all 146 of R4 that took 0.9 s of CPU in Node (half parsing, half
 * building), over the 5 s stop at 4× CPU slowdown; the seed's types (every type the docs' GraphQL
 * samples query) are a small fraction of that, and the types the first query names join them
 * (typesInGraphql). A type parsed later is not added to the schema, and a GraphQL query on one
 * says so (graphqlAnswer).
 */
function seedTypes(data: SandboxData): Set<string> {
  return new Set(data.seed.map((resource) => resource.resourceType));
}

/** GraphQL's "Cannot query field" for an R4 type outside its schema, with what the schema holds. */
function graphqlAnswer(schemas: Schemas, result: OperationOutcome): OperationOutcome {
  const issues = (result.issue ?? []).flatMap((issue) => {
    const field = /Cannot query field "(\w+)" on type "(?:QueryType|MutationType)"/.exec(
      issue.details?.text ?? '',
    )?.[1];
    const type = field?.replace(/(?:List|Connection|Create|Update|Delete)$/, '');
    const held = graphqlSchemaTypes ?? [];
    if (!type || !schemas.has(type) || held.includes(type)) return [];
    return [
      {
        severity: 'error' as const,
        code: 'not-supported' as const,
        details: {
          text:
            `The sandbox's GraphQL does not hold ${type}: it holds ${held.join(', ')}. ` +
            `REST requests work for every R4 resource type.`,
        },
      },
    ];
  });
  return issues.length > 0 ? { ...result, issue: [...issues, ...(result.issue ?? [])] } : result;
}

/** Every `resourceType` in a parsed body (contained resources and a Bundle's entries too). */
function typesIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) typesIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'resourceType' && typeof child === 'string') found.add(child);
      else if (typeof child === 'object') typesIn(child, found);
    }
  }
  return found;
}

/**
 * The resource types a GraphQL query names: its fields (`Patient`, `ObservationList`,
 * `PatientConnection`, `GroupCreate`…) and fragments (`... on Group`). Words that are not R4
 * resource types are ignored by `Schemas.need`.
 */
function typesInGraphql(body: unknown): Set<string> {
  const query = (body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') return new Set();
  const words = query.match(/\b[A-Z][A-Za-z]*\b/g) ?? [];
  return new Set(words.map((word) => word.replace(/(?:List|Connection|Create|Update|Delete)$/, '')));
}

/** Resource types a request's URL names: its path, `_include`/`_revinclude`/`_has`/`_type`, chain targets. */
function typesInUrl(segments: readonly string[], query: URLSearchParams): Set<string> {
  const found = new Set<string>(segments.slice(0, 1));
  for (const [key, value] of query) {
    for (const word of `${key}:${value}`.split(/[:.,=]/)) if (/^[A-Z][A-Za-z]+$/.test(word)) found.add(word);
  }
  return found;
}

/**
 * What a server puts in each entry of a search's Bundle and Medplum's in-memory search leaves
 * out: `fullUrl`, and `search.mode` (`match`, or `include` for what `_include` brought in).
 */
function searchEntries(bundle: Bundle, type: string, fhirBaseUrl: string): void {
  if (bundle.type !== 'searchset') return;
  for (const entry of bundle.entry ?? []) {
    const { resource } = entry;
    if (!resource) continue;
    entry.fullUrl ??= `${fhirBaseUrl}/${resource.resourceType}/${resource.id ?? ''}`;
    entry.search ??= { mode: resource.resourceType === type ? 'match' : 'include' };
  }
}

/** `Patient?family=Madden` → its path segments and its query, decoded as a server would. */
function splitUrl(url: string): { segments: string[]; query: URLSearchParams } {
  const trimmed = url.trim().replace(/^\/+/, '');
  const hash = trimmed.indexOf('#');
  const withoutHash = hash === -1 ? trimmed : trimmed.slice(0, hash);
  const mark = withoutHash.indexOf('?');
  const pathPart = mark === -1 ? withoutHash : withoutHash.slice(0, mark);
  const query = new URLSearchParams(mark === -1 ? '' : withoutHash.slice(mark + 1));
  return { segments: pathPart.split('/').filter(Boolean), query };
}

/** The request's resource type must be one of R4's: Medplum's repository would store any name. */
function checkType(schemas: Schemas, type: string): void {
  if (schemas.has(type)) return;
  throw new Refusal(404, outcome('not-found', `Unknown resource type: ${type}`, type));
}

/** The write a method makes on a type's URL (a read or search is never refused here). */
const WRITES: Partial<Record<SandboxMethod, Interaction>> = {
  PUT: 'update',
  PATCH: 'patch',
  DELETE: 'delete',
};

/**
 * The interactions the API allows on the type (src/data/fhirSupport.ts, which the
 * CapabilityStatement states): AuditEvent is read-only, Parameters has no endpoint.
 */
function checkInteraction(type: string, method: SandboxMethod, depth: number): void {
  const allowed = interactionsFor(type);
  const wanted: Interaction | undefined =
    method === 'POST' && depth === 1 ? 'create' : method === 'GET' ? undefined : WRITES[method];
  if (allowed.length > 0 && (!wanted || allowed.includes(wanted))) return;
  throw new Refusal(
    405,
    outcome(
      'not-supported',
      allowed.length === 0
        ? `${type} has no REST endpoint in FHIR R4`
        : `${wanted ?? method} is not allowed on ${type}: ${allowed.join(', ')} only`,
      type,
    ),
  );
}

/** Each search parameter must be one of the type's (Medplum's in-memory search ignores unknown ones). */
function checkSearch(type: string, query: URLSearchParams): void {
  for (const key of new Set(query.keys())) {
    const code = key.split(/[:.]/)[0] ?? key;
    if (code === '_sort') {
      // Medplum's in-memory search leaves the order as it is for a key it does not know.
      for (const value of query.getAll(key)) {
        for (const sortKey of value.split(',').map((part) => part.trim().replace(/^-/, ''))) {
          if (sortKey && !getSearchParameter(type, sortKey)) {
            throw new Refusal(400, outcome('invalid', `Unknown search parameter in _sort: ${sortKey}`, key));
          }
        }
      }
    }
    if (code === '_include' || code === '_revinclude') {
      // `Type:parameter[:target]`; an unknown one would include nothing, without a word.
      for (const value of query.getAll(key)) {
        const [includeType = '', includeParameter = ''] = value.split(':');
        if (includeParameter !== '*' && !getSearchParameter(includeType, includeParameter)) {
          throw new Refusal(400, outcome('invalid', `Unknown search parameter in ${code}: ${value}`, key));
        }
      }
    }
    if (RESULT_PARAMETERS.has(code) || key.startsWith('_has:')) continue;
    const parameter = getSearchParameter(type, code);
    if (!parameter) throw new Refusal(400, outcome('invalid', `Unknown search parameter: ${code}`, key));
    // Medplum's in-memory search matches nothing for these types: say so, rather than answer empty.
    if (UNSEARCHABLE_TYPES.has(parameter.type ?? '') && !key.endsWith(':missing')) {
      throw new Refusal(
        501,
        outcome(
          'not-supported',
          `The sandbox cannot search by ${code} (a ${parameter.type ?? ''} parameter)`,
          key,
        ),
      );
    }
  }
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

/** The reader's body, parsed: a form for `_search`, JSON otherwise; bad JSON is a 400. */
function parseBody(req: SandboxRequest): unknown {
  const text = req.body ?? '';
  if (text.trim() === '') return undefined;
  const type = req.headers?.['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Refusal(400, outcome('structure', `Invalid JSON: ${(error as Error).message}`));
  }
}

/** The `ETag` form of a version id: a weak validator, as FHIR's http.html#versioning says. */
const etag = (versionId: string): string => `W/"${versionId}"`;

/** `if-match` as the router reads it (the version between quotes): a bare `3` is taken as `W/"3"`. */
function ifMatch(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return value.includes('"') ? value : etag(value.trim());
}

function response(
  status: number,
  body: unknown,
  headers: Record<string, string>,
  start: number,
): SandboxResponse {
  return {
    status,
    statusText: STATUS_TEXT[status] ?? '',
    headers,
    ...(body === undefined ? {} : { body }),
    ms: Math.round((now() - start) * 10) / 10,
  };
}

const now = (): number => (typeof performance === 'undefined' ? Date.now() : performance.now());

const isResource = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && typeof (value as Resource).resourceType === 'string';

/** The engine, seeded. `data` comes from src/plugins/sandbox-definitions (`sandboxData`). */
export async function createEngine(data: SandboxData): Promise<Engine> {
  const schemas = new Schemas(data);
  schemas.need(seedTypes(data));
  const router = new FhirRouter();
  const repo = new SandboxRepository();

  const seed = async (): Promise<void> => {
    repo.clear();
    repo.validating = false;
    try {
      for (const resource of data.seed) await repo.createResource(resource as Resource);
    } finally {
      repo.validating = true;
    }
  };
  await seed();

  const handle = async (req: SandboxRequest): Promise<SandboxResponse> => {
    const start = now();
    try {
      return await route(req, start);
    } catch (error) {
      if (error instanceof Refusal) {
        return response(error.status, error.outcome, { 'content-type': FHIR_JSON }, start);
      }
      const failed = normalizeOperationOutcome(error);
      return response(getStatus(failed), failed, { 'content-type': FHIR_JSON }, start);
    }
  };

  const route = async (req: SandboxRequest, start: number): Promise<SandboxResponse> => {
    if (!METHODS.has(req.method)) {
      throw new Refusal(405, outcome('not-supported', `The sandbox does not answer ${String(req.method)}`));
    }
    if (req.body && byteLength(req.body) > MAX_BODY_BYTES) {
      throw new Refusal(
        413,
        outcome(
          'too-costly',
          `The body is larger than the sandbox's limit of ${MAX_BODY_BYTES / 1024 / 1024} MB`,
        ),
      );
    }
    const { segments, query } = splitUrl(req.url);
    const [first, second] = segments;
    // The capabilities interaction (FHIR R4 http.html#capabilities); the router has no route for it.
    if (first === 'metadata' && segments.length === 1) {
      if (req.method !== 'GET') throw new Refusal(405, outcome('not-supported', 'metadata answers GET only'));
      return response(200, data.capabilityStatement, { 'content-type': FHIR_JSON }, start);
    }
    // The router keeps history per resource only; `Patient/_history` would read a Patient with that id.
    if (first === '_history' || (second === '_history' && segments.length === 2)) {
      throw new Refusal(
        501,
        outcome('not-supported', 'The sandbox keeps the history of each resource only: [type]/[id]/_history'),
      );
    }
    const operation = segments.find((segment) => segment.startsWith('$'));
    if (operation && !(operation === '$graphql' && segments.length === 1)) {
      throw new Refusal(
        501,
        outcome('not-supported', `The sandbox does not run the operation ${operation}`, operation),
      );
    }
    let body = parseBody(req);
    // GraphQL over GET (FHIR's graphql.html): the query string carries what POST's body does.
    if (first === '$graphql' && req.method === 'GET') {
      const variables = query.get('variables');
      try {
        body = {
          query: query.get('query') ?? '',
          ...(variables ? { variables: JSON.parse(variables) as unknown } : {}),
        };
      } catch (error) {
        throw new Refusal(
          400,
          outcome('structure', `Invalid JSON in variables: ${(error as Error).message}`),
        );
      }
    }
    if (first === '$graphql') {
      // The schema is built on the first query: the types that query names go in with the seed's.
      if (!graphqlSchemaTypes) schemas.need(typesInGraphql(body));
      graphqlSchemaTypes ??= schemas.parsed();
    } else schemas.need(new Set([...typesInUrl(segments, query), ...typesIn(body)]));
    if (first && !first.startsWith('$')) {
      checkType(schemas, first);
      checkInteraction(first, req.method, segments.length);
      // A search, or a conditional update, patch or delete: the query selects resources.
      if ((segments.length === 1 && req.method !== 'POST') || second === '_search') checkSearch(first, query);
      const ifNoneExist = req.headers?.['if-none-exist'];
      if (ifNoneExist)
        checkSearch(first, new URLSearchParams(ifNoneExist.slice(ifNoneExist.indexOf('?') + 1)));
    }
    if (first && second === '_search' && body && typeof body === 'object') {
      checkSearch(first, new URLSearchParams(body as Record<string, string>));
    }
    if ((req.method === 'POST' || req.method === 'PUT') && first !== '$graphql' && second !== '_search') {
      if (!isResource(body)) throw new Refusal(400, outcome('structure', 'The body must be a FHIR resource'));
    }

    const headers: FhirRequest['headers'] = { ...req.headers };
    const match = ifMatch(req.headers?.['if-match']);
    if (match) headers['if-match'] = match;
    const request: FhirRequest = {
      // The router answers GraphQL on POST only.
      method: (first === '$graphql' ? 'POST' : req.method) as HttpMethod,
      url: req.url.trim().replace(/^\/+/, ''),
      pathname: '',
      body,
      params: {},
      query: {},
      headers,
    };
    const [result, resource, options] = await router.handleRequest(request, repo);
    const status = getStatus(result);
    const contentType = options?.contentType ?? FHIR_JSON;
    const responseHeaders: Record<string, string> = { 'content-type': contentType };
    if (!isOk(result)) {
      return response(
        status,
        first === '$graphql' ? graphqlAnswer(schemas, result) : result,
        responseHeaders,
        start,
      );
    }

    if (isResource(resource) && resource.resourceType === 'Bundle' && first && !first.startsWith('$')) {
      searchEntries(resource as Bundle, first, data.fhirBaseUrl);
    }
    const single = isResource(resource) && resource.resourceType !== 'Bundle' && first !== '$graphql';
    const versionId = single ? resource.meta?.versionId : undefined;
    if (single && versionId) {
      responseHeaders.etag = etag(versionId);
      if (resource.meta?.lastUpdated) {
        responseHeaders['last-modified'] = new Date(resource.meta.lastUpdated).toUTCString();
      }
      if (status === 201) {
        responseHeaders.location = `${resource.resourceType}/${resource.id ?? ''}/_history/${versionId}`;
      }
    }
    // Prefer: return=minimal | representation | OperationOutcome (FHIR R4 http.html#ops).
    const prefer = /return=(minimal|representation|OperationOutcome)/i.exec(req.headers?.prefer ?? '')?.[1];
    if (prefer === 'minimal') {
      delete responseHeaders['content-type'];
      return response(status, undefined, responseHeaders, start);
    }
    if (prefer?.toLowerCase() === 'operationoutcome') return response(status, result, responseHeaders, start);
    return response(status, resource ?? result, responseHeaders, start);
  };

  return {
    handle,
    reset: seed,
  };
}
