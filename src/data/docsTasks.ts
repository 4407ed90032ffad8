/**
 * The tasks the /docs landing opens with (DocsTasks): what a developer comes to build, each
 * linking the guide that does it, in the order most teams meet them.
 */
import type { IconName } from '../components/Icon/icons';

export interface DocsTask {
  /** What the reader builds, as a verb phrase. */
  title: string;
  /** One short sentence: what the guide takes them through. */
  text: string;
  /** The guide's path on the site. */
  to: string;
  icon: IconName;
}

export const docsTasks: readonly DocsTask[] = [
  {
    title: 'Build a backend service',
    text: 'Authenticate with a signed JWT, without a user, and work with your project’s records.',
    to: '/docs/platform/auth',
    icon: 'key',
  },
  {
    title: 'Build a SMART app',
    text: 'Launch inside the EHR or standalone, with the patient in context.',
    to: '/docs/integration/smart-app-launch',
    icon: 'plug',
  },
  {
    title: 'Connect an HL7 v2 feed',
    text: 'File ADT, ORU and SIU messages as FHIR resources.',
    to: '/docs/integration/hl7-interfacing',
    icon: 'broadcast',
  },
  {
    title: 'Migrate your records',
    text: 'Move a legacy EHR or practice system: bulk import, validation and cut-over.',
    to: '/docs/integration/migration',
    icon: 'transform',
  },
];
