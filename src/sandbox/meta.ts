/**
 * The request a runnable code block carries in its meta string, as the remark plugin
 * (src/plugins/remark-sandbox-samples) writes it: `sandbox="<encodeURIComponent(JSON)>"`.
 * Tiny and dependency-free, because CodeBlock reads it on every page with code.
 */
import type { SandboxMethod, SandboxRequest } from './types';

/** The meta attribute the remark plugin appends to a runnable block. */
export const SANDBOX_META = 'sandbox';

const METHODS: readonly SandboxMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The meta attribute for a request: the value is URI-encoded, so it holds no quote or space. */
export function sandboxMeta(request: SandboxRequest): string {
  return `${SANDBOX_META}="${encodeURIComponent(JSON.stringify(request))}"`;
}

/** The request in a code block's meta string, or null when it has none or it is malformed. */
export function sandboxRequestFromMeta(metastring: string | undefined): SandboxRequest | null {
  const encoded = new RegExp(`(?:^|\\s)${SANDBOX_META}="([^"\\s]*)"`).exec(metastring ?? '')?.[1];
  if (!encoded) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(encoded));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { method, url, headers, body } = value as Record<string, unknown>;
  if (typeof method !== 'string' || !(METHODS as readonly string[]).includes(method)) return null;
  if (typeof url !== 'string') return null;
  if (body !== undefined && typeof body !== 'string') return null;
  if (
    headers !== undefined &&
    (!headers ||
      typeof headers !== 'object' ||
      Object.values(headers).some((header) => typeof header !== 'string'))
  )
    return null;
  return {
    method: method as SandboxMethod,
    url,
    ...(headers ? { headers: headers as Record<string, string> } : {}),
    ...(body !== undefined ? { body } : {}),
  };
}
