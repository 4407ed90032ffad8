/**
 * A small, typed FHIR R4 REST client: the shape of `@sanoria/sdk`.
 *
 * It uses only `fetch` and the FHIR R4 RESTful API, so every sample in the
 * documentation that imports `@sanoria/sdk` type-checks against this file and
 * runs against any conformant FHIR R4 server, Sanoria's or another.
 */

/** Every FHIR R4 resource, from the DefinitelyTyped `fhir4` namespace. */
export type Resource = fhir4.FhirResource;
/** The name of a FHIR R4 resource type, such as `"Patient"`. */
export type ResourceType = Resource['resourceType'];
/** The resource interface for a resource type name: `ResourceOf<'Patient'>` is `fhir4.Patient`. */
export type ResourceOf<K extends ResourceType> = Extract<Resource, { resourceType: K }>;
/** A resource about to be created: the server assigns `id` and `meta`. */
export type NewResource<K extends ResourceType> = Omit<ResourceOf<K>, 'id' | 'meta'>;
/** Search parameters: `{ family: 'Byrne', birthdate: 'ge1980-01-01', _count: 50 }`. */
export type SearchParams = Record<string, string | number | boolean | readonly string[]>;

/** One operation of a JSON Patch document (RFC 6902), as FHIR's `patch` interaction accepts. */
export type JsonPatchOperation =
  | { op: 'add' | 'replace' | 'test'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'move' | 'copy'; from: string; path: string };

export interface ClientOptions {
  /** The FHIR base URL, for example `https://api.sanoria.example/fhir/R4`. */
  baseUrl: string;
  /** A bearer token, or a function that returns a fresh one (called before each request). */
  accessToken?: string | (() => string | Promise<string>);
  /** Retries for 429, 502, 503 and 504 answers and network errors, with exponential back-off. Default 3. */
  maxRetries?: number;
  /** First back-off delay in milliseconds; doubled on each retry, and `Retry-After` wins when sent. Default 500. */
  retryDelayMs?: number;
  /** The `fetch` to use; defaults to the global one (Node.js 20 or later, browsers, Deno, Bun: src/data/facts.ts `node`). */
  fetch?: typeof fetch;
}

/** Options for conditional and versioned writes. */
export interface WriteOptions {
  /** Sent as `If-Match: W/"<versionId>"`: the write fails with 412 if the resource changed. */
  ifMatch?: string;
  /** Sent as `If-None-Exist` on create: a conditional create (for example `identifier=http://x|123`). */
  ifNoneExist?: string;
}

/** A non-2xx answer from the server, with the `OperationOutcome` it returned, if any. */
export class FhirError extends Error {
  readonly status: number;
  readonly outcome: fhir4.OperationOutcome | undefined;

  constructor(status: number, outcome: fhir4.OperationOutcome | undefined, fallback: string) {
    const issues = outcome?.issue
      ?.map((issue) => issue.diagnostics ?? issue.details?.text ?? issue.code)
      .join('; ');
    super(`HTTP ${status}: ${issues && issues.length > 0 ? issues : fallback}`);
    this.name = 'FhirError';
    this.status = status;
    this.outcome = outcome;
  }
}

const RETRYABLE = new Set([429, 502, 503, 504]);
const FHIR_JSON = 'application/fhir+json';

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Turns search parameters into a query string; arrays repeat the parameter (AND semantics). */
export function toQuery(params: SearchParams = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) query.append(name, String(v));
  }
  const text = query.toString();
  return text.length > 0 ? `?${text}` : '';
}

export class SanoriaClient {
  private readonly baseUrl: string;
  private readonly options: ClientOptions;

  constructor(options: ClientOptions) {
    this.options = options;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /** `GET [base]/metadata`: the server's CapabilityStatement. */
  capabilities(): Promise<fhir4.CapabilityStatement> {
    return this.request<fhir4.CapabilityStatement>('GET', 'metadata');
  }

  /** `GET [base]/[type]/[id]`: the read interaction. */
  read<K extends ResourceType>(type: K, id: string): Promise<ResourceOf<K>> {
    return this.request<ResourceOf<K>>('GET', `${type}/${encodeURIComponent(id)}`);
  }

  /** `GET [base]/[type]/[id]/_history/[vid]`: the vread interaction. */
  vread<K extends ResourceType>(type: K, id: string, versionId: string): Promise<ResourceOf<K>> {
    return this.request<ResourceOf<K>>(
      'GET',
      `${type}/${encodeURIComponent(id)}/_history/${encodeURIComponent(versionId)}`,
    );
  }

  /** `POST [base]/[type]`: the create interaction, conditional when `ifNoneExist` is given. */
  create<K extends ResourceType>(
    resource: NewResource<K> & { resourceType: K },
    options: WriteOptions = {},
  ): Promise<ResourceOf<K>> {
    const headers: Record<string, string> = {};
    if (options.ifNoneExist) headers['If-None-Exist'] = options.ifNoneExist;
    return this.request<ResourceOf<K>>('POST', resource.resourceType, resource, headers);
  }

  /** `PUT [base]/[type]/[id]`: the update interaction, versioned when `ifMatch` is given. */
  update<K extends ResourceType>(
    resource: ResourceOf<K> & { id: string },
    options: WriteOptions = {},
  ): Promise<ResourceOf<K>> {
    const headers: Record<string, string> = {};
    if (options.ifMatch) headers['If-Match'] = `W/"${options.ifMatch}"`;
    return this.request<ResourceOf<K>>(
      'PUT',
      `${resource.resourceType}/${encodeURIComponent(resource.id)}`,
      resource,
      headers,
    );
  }

  /** `PATCH [base]/[type]/[id]` with a JSON Patch document. */
  patch<K extends ResourceType>(
    type: K,
    id: string,
    operations: readonly JsonPatchOperation[],
    options: WriteOptions = {},
  ): Promise<ResourceOf<K>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json-patch+json' };
    if (options.ifMatch) headers['If-Match'] = `W/"${options.ifMatch}"`;
    return this.request<ResourceOf<K>>('PATCH', `${type}/${encodeURIComponent(id)}`, operations, headers);
  }

  /** `DELETE [base]/[type]/[id]`: the delete interaction. */
  async delete(type: ResourceType, id: string): Promise<void> {
    await this.request<unknown>('DELETE', `${type}/${encodeURIComponent(id)}`);
  }

  /** `GET [base]/[type]?params`: one page of a search, as a `searchset` Bundle. */
  search<K extends ResourceType>(type: K, params: SearchParams = {}): Promise<fhir4.Bundle> {
    return this.request<fhir4.Bundle>('GET', `${type}${toQuery(params)}`);
  }

  /** Every resource of type `K` matching the search, following `next` links page by page. */
  async *searchAll<K extends ResourceType>(
    type: K,
    params: SearchParams = {},
  ): AsyncGenerator<ResourceOf<K>, void, undefined> {
    let bundle: fhir4.Bundle | undefined = await this.search(type, params);
    while (bundle) {
      for (const entry of bundle.entry ?? []) {
        const resource = entry.resource;
        if (resource?.resourceType === type && entry.search?.mode !== 'include') {
          yield resource as ResourceOf<K>;
        }
      }
      const next: string | undefined = bundle.link?.find((link) => link.relation === 'next')?.url;
      bundle = next ? await this.request<fhir4.Bundle>('GET', next) : undefined;
    }
  }

  /** `GET [base]/[type]/[id]/_history`: the history of one resource. */
  history(type: ResourceType, id: string, params: SearchParams = {}): Promise<fhir4.Bundle> {
    return this.request<fhir4.Bundle>('GET', `${type}/${encodeURIComponent(id)}/_history${toQuery(params)}`);
  }

  /** `POST [base]` with a `transaction` or `batch` Bundle; resolves to the response Bundle. */
  transaction(bundle: fhir4.Bundle): Promise<fhir4.Bundle> {
    if (bundle.type !== 'transaction' && bundle.type !== 'batch') {
      throw new TypeError(`Expected a transaction or batch Bundle, got "${bundle.type}"`);
    }
    return this.request<fhir4.Bundle>('POST', '', bundle);
  }

  /**
   * Invokes an operation: `$everything` on `Patient/123` is
   * `operation('Patient/123/$everything')`; a `Parameters` body makes it a POST.
   */
  operation<T = fhir4.Parameters>(
    path: string,
    input?: fhir4.Parameters,
    params: SearchParams = {},
  ): Promise<T> {
    return this.request<T>(input ? 'POST' : 'GET', `${path}${toQuery(params)}`, input);
  }

  /** Sends one request, retrying transient failures, and throws `FhirError` on a non-2xx answer. */
  async request<T>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    const url = /^https?:\/\//.test(path) ? path : `${this.baseUrl}/${path}`;
    const doFetch = this.options.fetch ?? fetch;
    const maxRetries = this.options.maxRetries ?? 3;
    let delay = this.options.retryDelayMs ?? 500;

    for (let attempt = 0; ; attempt += 1) {
      const headers: Record<string, string> = { Accept: FHIR_JSON, ...extraHeaders };
      if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = FHIR_JSON;
      const token = this.options.accessToken;
      if (token) headers.Authorization = `Bearer ${typeof token === 'function' ? await token() : token}`;

      let response: Response;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (error) {
        if (attempt >= maxRetries) throw error;
        await sleep(delay);
        delay *= 2;
        continue;
      }

      if (RETRYABLE.has(response.status) && attempt < maxRetries) {
        const retryAfter = Number(response.headers.get('Retry-After'));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : delay);
        delay *= 2;
        continue;
      }

      const text = await response.text();
      const json: unknown = text.length > 0 ? JSON.parse(text) : undefined;
      if (!response.ok) {
        const outcome =
          (json as { resourceType?: string } | undefined)?.resourceType === 'OperationOutcome'
            ? (json as fhir4.OperationOutcome)
            : undefined;
        throw new FhirError(response.status, outcome, response.statusText);
      }
      return json as T;
    }
  }
}
