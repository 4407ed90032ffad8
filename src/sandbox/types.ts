/**
 * The sandbox's contract: a FHIR R4 server that runs in the reader's browser (a Web Worker) and,
 * for the docs' own tests, in Node. Requests and responses are plain data, so they cross
 * `postMessage` as they are.
 */

/** The methods the sandbox answers. */
export type SandboxMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SandboxRequest {
  method: SandboxMethod;
  /** Relative to the FHIR base, with its query: `Patient?family=Madden`, `Patient/123`, `$graphql`, `` (a batch). */
  url: string;
  /** Header names in lower case (`if-match`, `if-none-exist`, `prefer`, `content-type`). */
  headers?: Record<string, string>;
  /** The body as the reader typed it: the sandbox parses it, so bad JSON gets a FHIR answer. */
  body?: string;
}

export interface SandboxResponse {
  /** 200, 201, 400, 404, 408, 412, 413… */
  status: number;
  /** The status line's text: `OK`, `Created`, `Not Found`… */
  statusText: string;
  /** The headers that matter, lower case: `content-type`, and `location` and `etag` where they apply. */
  headers: Record<string, string>;
  /** The parsed body (a resource, an OperationOutcome, or a GraphQL result), if any. */
  body?: unknown;
  /** Time spent in the engine, in milliseconds. */
  ms: number;
}
