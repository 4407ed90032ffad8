/**
 * The FHIR REST API's limits: the one place that holds the rate limits, the size limits and the
 * page sizes. The datastore guide and the limits page render their tables from it, and
 * tests/unit/api-lifecycle.spec.ts fails on a page that states a rate limit this file does not.
 */
import { formatNumber } from '../utils/numbers';

/** Rate limits in every hosted region, unless an Enterprise order form raises them. */
export const rateLimits = {
  /** Requests per registered client (one OAuth `client_id`) per second, sustained and in a burst. */
  requestsPerClient: { sustained: 200, burst: 400 },
  /** Resources written per project per second, counting each entry of a transaction or batch. */
  writesPerProject: 500,
  /** Transactions and batches a project may have in progress at once. */
  concurrentBundlesPerProject: 16,
} as const;

/** Page sizes and page links (search, history and GraphQL connections). */
export const paging = {
  /** `_count` when a search does not give one. */
  defaultCount: 20,
  /** The largest `_count`; a larger value is reduced to it. */
  maxCount: 1000,
  /** How long a page link stays valid after the search that produced it. */
  pageLinkMinutes: 30,
} as const;

export type LimitKind = 'rate' | 'size' | 'time' | 'paging';

export interface ApiLimit {
  kind: LimitKind;
  /** What is limited; text in backticks is code. */
  limit: string;
  value: string;
  /** The answer when it is exceeded; text in backticks is code. */
  exceeded: string;
}

const n = formatNumber;

const throttled = '429 with `Retry-After`';

/** Every limit of the FHIR REST API, in the order the datastore guide lists them. */
export const restLimits: readonly ApiLimit[] = [
  {
    kind: 'size',
    limit: 'Entries in a `transaction` Bundle',
    value: '500',
    exceeded: '413, nothing processed',
  },
  { kind: 'size', limit: 'Entries in a `batch` Bundle', value: '1,000', exceeded: '413, nothing processed' },
  {
    kind: 'size',
    limit: 'Request body (FHIR JSON or XML, including transaction and batch Bundles)',
    value: '20 MiB',
    exceeded: '413',
  },
  {
    kind: 'size',
    limit: 'Single resource, serialised',
    value: '8 MiB (store larger files as `Binary` via `DocumentReference`)',
    exceeded: '413',
  },
  { kind: 'size', limit: '`Binary` content, uploaded as raw bytes', value: '100 MiB', exceeded: '413' },
  { kind: 'size', limit: 'Resource id', value: '64 characters, `[A-Za-z0-9\\-\\.]`', exceeded: '400' },
  {
    kind: 'rate',
    limit: 'Requests per client',
    value: `${n(rateLimits.requestsPerClient.sustained)} per second sustained, bursts to ${n(rateLimits.requestsPerClient.burst)}`,
    exceeded: throttled,
  },
  {
    kind: 'rate',
    limit: 'Writes per project',
    value: `${n(rateLimits.writesPerProject)} resources per second, counting each transaction entry`,
    exceeded: throttled,
  },
  {
    kind: 'rate',
    limit: 'Concurrent transactions and batches per project',
    value: n(rateLimits.concurrentBundlesPerProject),
    exceeded: throttled,
  },
  { kind: 'time', limit: 'Transaction processing time', value: '60 seconds', exceeded: '500, rolled back' },
  {
    kind: 'paging',
    limit: 'Search and history page size (`_count`)',
    value: `${n(paging.defaultCount)} by default, ${n(paging.maxCount)} at most`,
    exceeded: `Reduced to ${n(paging.maxCount)}`,
  },
];
