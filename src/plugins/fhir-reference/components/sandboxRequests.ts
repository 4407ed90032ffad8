/**
 * The sandbox request behind each interaction a resource page lists (its links open the console
 * on /docs/sandbox with the request filled in, through the console's share link). Built while the
 * page renders, from what the page already has (its example, the seeded id), so the page's data
 * carries no second copy of the example.
 */
import type { Interaction } from '@site/src/data/fhirSupport';
import type { SandboxRequest } from '@site/src/sandbox/types';

const JSON_BODY = { 'content-type': 'application/fhir+json' };

/** The example with the id the instance links use, so an update replaces that resource. */
function withId(json: string, id: string): string {
  try {
    const resource = JSON.parse(json) as Record<string, unknown>;
    return JSON.stringify({ ...resource, id }, null, 2);
  } catch {
    return json;
  }
}

/**
 * The request for an interaction on `type`, or undefined for `vread`: a version id is the
 * server's to assign, so only the instance's history (linked beside it) can name one.
 */
export function interactionRequest(
  interaction: Interaction,
  type: string,
  id: string,
  example: string,
): SandboxRequest | undefined {
  const instance = `${type}/${id}`;
  switch (interaction) {
    case 'read':
      return { method: 'GET', url: instance };
    case 'update':
      return { method: 'PUT', url: instance, headers: JSON_BODY, body: withId(example, id) };
    case 'patch':
      // A change every resource type allows: its language.
      return {
        method: 'PATCH',
        url: instance,
        headers: { 'content-type': 'application/json-patch+json' },
        body: JSON.stringify([{ op: 'add', path: '/language', value: 'en-IE' }], null, 2),
      };
    case 'delete':
      return { method: 'DELETE', url: instance };
    case 'history-instance':
      return { method: 'GET', url: `${instance}/_history` };
    case 'history-type':
      return { method: 'GET', url: `${type}/_history` };
    case 'create':
      return { method: 'POST', url: type, headers: JSON_BODY, body: example };
    case 'search-type':
      return { method: 'GET', url: type };
    default:
      return undefined;
  }
}
