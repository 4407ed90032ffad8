/** Copy and links for the home page's sections, kept out of the layout code. */
import type { IconName } from '../components/Icon/icons';

export interface Standard {
  name: string;
  version: string;
  icon: IconName;
  text: string;
  href: string;
}

export const standards: readonly Standard[] = [
  {
    name: 'HL7 FHIR R4',
    version: '4.0.1',
    icon: 'flame',
    text: 'Every record is a FHIR resource: REST, search, history, transactions and Bulk Data export.',
    href: '/docs/platform/fhir-datastore',
  },
  {
    name: 'SMART App Launch',
    version: '2.x',
    icon: 'key',
    text: 'EHR and standalone launch with PKCE, granular scopes and backend services for system access.',
    href: '/docs/integration/smart-app-launch',
  },
  {
    name: 'HL7 v2',
    version: '2.3–2.8',
    icon: 'plug',
    text: 'ADT, ORU and SIU over MLLP through the integration agent, mapped to FHIR with an ACK for each.',
    href: '/docs/integration/hl7-interfacing',
  },
  {
    name: 'FHIRcast',
    version: '3.0',
    icon: 'broadcast',
    text: 'Keeps apps on the same patient and study as the EHR, over websockets from the FHIRcast hub.',
    href: '/docs/platform/fhircast',
  },
  {
    name: 'FHIR GraphQL',
    version: 'R4',
    icon: 'graph',
    text: 'Fetch a patient, their encounters and observations in one query, with references followed for you.',
    href: '/docs/platform/graphql',
  },
];

export interface Audience {
  title: string;
  text: string;
}

export const audiences: readonly Audience[] = [
  {
    title: 'Health systems',
    text: 'One longitudinal record across hospitals and clinics, fed by the HL7 v2 interfaces you already run.',
  },
  {
    title: 'GP practices',
    text: 'Appointments, notes, prescribing and results in a practice system built to Irish GP IT requirements.',
  },
  {
    title: 'Digital health teams',
    text: 'A FHIR backend with authentication, consent and audit done, so you build the product, not the plumbing.',
  },
];

export interface EntryPoint {
  title: string;
  text: string;
  href: string;
  icon: IconName;
}

export const developerEntryPoints: readonly EntryPoint[] = [
  {
    title: 'Quick start',
    text: 'A token, a first read and a first search in five minutes.',
    href: '/docs',
    icon: 'terminal',
  },
  {
    title: 'TypeScript SDK',
    text: 'Typed FHIR resources, paging, transactions and retries.',
    href: '/docs/sdk',
    icon: 'code',
  },
  {
    title: 'Search',
    text: 'Modifiers, chaining, _include and paging, with examples.',
    href: '/docs/platform/search',
    icon: 'book',
  },
  {
    title: 'Subscriptions',
    text: 'Signed rest-hook and websocket notifications as data changes.',
    href: '/docs/platform/subscriptions',
    icon: 'broadcast',
  },
];
