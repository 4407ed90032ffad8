/**
 * The FHIR R4 validator the content checks and tests share: Medplum's, with the R4 StructureDefinitions as
 * the FHIR reference shows them (its corrections of the package's changes to R4), indexed once
 * per worker. The package's own definitions would pass Medplum's Meta fields (`meta.project`)
 * and R5 elements as valid.
 */
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { r4StructureDefinitionBundle } from '../plugins/fhir-reference/definitions';
import { brand, replaceCodeTokens } from '../data/brand';
import { fhirExamples, type Problem } from './files';

// The plugin's StructureDefinition type lists only the fields the reference reads; the bundle
// holds the package's whole definitions.
indexStructureDefinitionBundle(
  r4StructureDefinitionBundle() as unknown as Parameters<typeof indexStructureDefinitionBundle>[0],
);

/**
 * Validation errors for one JSON example, or [] when it is a valid R4 resource or Bundle.
 * Warnings do not count: Medplum's validator warns of a reference to a type the element does not
 * allow, but also of every `urn:uuid:` reference between a transaction's entries, which is R4.
 */
export function fhirProblems(code: string): string[] {
  let resource: Parameters<typeof validateResource>[0];
  try {
    resource = JSON.parse(replaceCodeTokens(code, brand.defaultUrls)) as typeof resource;
  } catch (error) {
    return [`not JSON: ${(error as Error).message}`];
  }
  if (typeof resource !== 'object' || resource === null || Array.isArray(resource)) {
    return ['not a FHIR resource: the JSON is not an object'];
  }
  try {
    validateResource(resource);
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}

/** The rule's name in reports. */
export const FHIR_RULE = 'fhir-r4';

export { fhirExamples };

/** Every FHIR JSON example in the files that is not valid R4. */
export function fhirExampleProblems(files: readonly string[]): Problem[] {
  return files.flatMap((file) =>
    fhirExamples(file).flatMap((block) =>
      fhirProblems(block.code).map((message) => ({ file, line: block.line, rule: FHIR_RULE, message })),
    ),
  );
}
