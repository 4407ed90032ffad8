/**
 * Every FHIR JSON example in the content is a valid R4 resource or Bundle, checked with
 * Medplum's validator against the R4 StructureDefinitions as the FHIR reference shows them
 * (src/content-checks/fhir.ts, which `npm run check:content` runs too), not the package's,
 * which have Medplum's own fields and R5's elements.
 */
import { test, expect } from '@playwright/test';
import { contentFiles, relative } from '../lib/content';
import { fhirExamples, fhirProblems } from '../../src/content-checks/fhir';

const examples = contentFiles().flatMap(fhirExamples);

test('the validator rejects an invalid resource (guards against a test that cannot fail)', () => {
  expect(fhirProblems('{"resourceType":"Observation","code":{"text":"x"}}')).not.toEqual([]);
  expect(fhirProblems('{"resourceType":"Patient","gender":"male","unknownField":1}')).not.toEqual([]);
  expect(fhirProblems('{"resourceType":"Patient","birthDate":"1980-02-30x"}')).not.toEqual([]);
  expect(fhirProblems('{"resourceType":"Patient","gender":"female","birthDate":"1980-02-03"}')).toEqual([]);
});

test("the validator rejects what R4 does not have: Medplum's Meta fields, R5 elements and types", () => {
  const problems = (resource: Record<string, unknown>) => fhirProblems(JSON.stringify(resource));
  const patient = { resourceType: 'Patient' };
  const study = { resourceType: 'ResearchStudy', status: 'active' };
  expect(problems({ ...patient, meta: { versionId: '1', lastUpdated: '2025-11-18T09:30:00Z' } })).toEqual([]);
  expect(problems({ ...patient, meta: { project: 'b1a5c3e2-7d4f-4a8b-9c6e-2f1d3a5b7c9e' } })).not.toEqual([]);
  expect(problems({ ...patient, meta: { compartment: [{ reference: 'Patient/example' }] } })).not.toEqual([]);
  expect(problems(study)).toEqual([]);
  // R5's ResearchStudy.studyDesign and Binary.url.
  expect(problems({ ...study, studyDesign: [{ text: 'Randomised' }] })).not.toEqual([]);
  expect(
    problems({ resourceType: 'Binary', contentType: 'text/plain', url: 'https://fhir.example/b' }),
  ).not.toEqual([]);
  // R4B's SubscriptionStatus, Medplum's Project.
  const subscription = { reference: 'Subscription/example' };
  expect(problems({ resourceType: 'SubscriptionStatus', type: 'heartbeat', subscription })).not.toEqual([]);
  expect(problems({ resourceType: 'Project', name: 'Example' })).not.toEqual([]);
});

test(`content has FHIR JSON examples to validate (${examples.length} found)`, () => {
  expect(examples.length).toBeGreaterThan(0);
});

for (const example of examples) {
  test(`FHIR example is valid R4: ${relative(example.file)}:${example.line}`, () => {
    expect(fhirProblems(example.code), `${relative(example.file)}:${example.line}`).toEqual([]);
  });
}
