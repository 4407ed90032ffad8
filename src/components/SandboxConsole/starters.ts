/**
 * The console's starter requests: one click fills the form and sends, so a first answer is one
 * press away. They read the site's sample record, which the sandbox is seeded with (its patient,
 * Emer Madden; tests/unit/sandbox-console.spec.ts checks the id against the record, so this file
 * need not pull the record's JSON into the page).
 */
import type { SandboxRequest } from '@site/src/sandbox/types';

/** Emer Madden, the sample record's patient (src/data/sampleRecord/shared-record.json). */
export const SAMPLE_PATIENT_ID = 'e2c35d0b-3663-44e1-b0e9-50cdfe7c1c7e';

/** The GraphQL query the editor opens with: her name and birth date, as `$graphql` shapes them. */
export const STARTER_GRAPHQL = `{
  Patient(id: "${SAMPLE_PATIENT_ID}") {
    name { given family }
    birthDate
    gender
  }
}`;

export interface Starter {
  label: string;
  request: SandboxRequest;
}

export const STARTERS: readonly Starter[] = [
  { label: 'Find patients named Madden', request: { method: 'GET', url: 'Patient?family=Madden' } },
  { label: 'Read Emer Madden', request: { method: 'GET', url: `Patient/${SAMPLE_PATIENT_ID}` } },
  {
    label: 'Her HbA1c results',
    request: {
      method: 'GET',
      url: `Observation?subject=Patient/${SAMPLE_PATIENT_ID}&code=http://loinc.org|59261-8&_sort=-date`,
    },
  },
  {
    label: 'Her active medications',
    request: { method: 'GET', url: `MedicationRequest?subject=Patient/${SAMPLE_PATIENT_ID}&status=active` },
  },
  {
    label: 'Create a patient',
    request: {
      method: 'POST',
      url: 'Patient',
      headers: { 'content-type': 'application/fhir+json' },
      body: JSON.stringify(
        {
          resourceType: 'Patient',
          name: [{ use: 'official', family: 'Byrne', given: ['Aoife'] }],
          gender: 'female',
          birthDate: '1991-06-04',
        },
        null,
        2,
      ),
    },
  },
  {
    label: 'GraphQL: her name and birth date',
    request: {
      method: 'POST',
      url: '$graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: STARTER_GRAPHQL }),
    },
  },
];
