/**
 * Every FHIR JSON example in the content is a valid R4 resource or Bundle,
 * checked against the R4 StructureDefinitions with Medplum's validator.
 */
import { test, expect } from '@playwright/test';
import { codeBlocks, contentFiles, relative } from '../lib/content';
import { fhirProblems } from '../lib/fhir';

const examples = contentFiles().flatMap((file) =>
  codeBlocks(file).filter((block) => block.lang === 'json' && block.code.includes('"resourceType"')),
);

test('the validator rejects an invalid resource (guards against a test that cannot fail)', () => {
  expect(fhirProblems('{"resourceType":"Observation","code":{"text":"x"}}')).not.toEqual([]);
  expect(fhirProblems('{"resourceType":"Patient","gender":"male","unknownField":1}')).not.toEqual([]);
  expect(fhirProblems('{"resourceType":"Patient","birthDate":"1980-02-30x"}')).not.toEqual([]);
  expect(fhirProblems('{"resourceType":"Patient","gender":"female","birthDate":"1980-02-03"}')).toEqual([]);
});

test(`content has FHIR JSON examples to validate (${examples.length} found)`, () => {
  expect(examples.length).toBeGreaterThan(0);
});

for (const example of examples) {
  test(`FHIR example is valid R4: ${relative(example.file)}:${example.line}`, () => {
    expect(fhirProblems(example.code), `${relative(example.file)}:${example.line}`).toEqual([]);
  });
}
