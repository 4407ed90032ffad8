/**
 * Product previews: Medicus (the clinician's chart), Veritas (the patient portal) and the
 * developer console, drawn as React components from the site's FHIR sample record
 * (src/data/sampleRecord). Each is a `<figure>` captioned as an illustration with sample data.
 */
export { default as ClinicianChart } from './ClinicianChart';
export { default as PatientPortal } from './PatientPortal';
export { default as DeveloperConsole } from './DeveloperConsole';
export type { HeadingLevel, PreviewProps } from './Frame';
