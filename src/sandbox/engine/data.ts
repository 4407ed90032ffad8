/** The data the engine is built from (src/plugins/sandbox-definitions makes it at build time). */
export interface SeedResource {
  resourceType: string;
  id?: string;
  [key: string]: unknown;
}

export interface SandboxData {
  /** R4 StructureDefinitions (primitive, complex and resource types), trimmed to what @medplum/core reads. */
  structureDefinitions: Record<string, unknown>[];
  /** R4 SearchParameters, trimmed likewise. */
  searchParameters: Record<string, unknown>[];
  /** The resources the sandbox starts with, ids as given. */
  seed: SeedResource[];
  /** What `GET metadata` answers. */
  capabilityStatement: SeedResource;
}
