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

export interface CustomerStory {
  customer: string;
  /** Who they are, in a few words. */
  context: string;
  /** The case study: a blog post. */
  permalink: string;
  summary: string;
  /** Outcome figures, each stated in the post exactly as here (tests/unit/data.spec.ts). */
  figures: readonly { value: string; label: string }[];
}

export const customerStories: readonly CustomerStory[] = [
  {
    customer: 'Glenvale Medical Group',
    context: 'Three GP practices in Cork, Ireland',
    permalink: '/blog/2024/09/17/cork-gp-group-migration',
    summary:
      '24 years of records moved from a retiring practice system to Medicus over one weekend, with first clinics on Monday morning.',
    figures: [
      { value: '33,500', label: 'patient records migrated' },
      { value: '52 minutes', label: 'to load the cut-over delta' },
      { value: '98.6%', label: 'of lab results now filed automatically' },
    ],
  },
  {
    customer: 'Larkfield Health',
    context: 'A four-hospital system in Ohio, US',
    permalink: '/blog/2025/08/19/ohio-health-system-hl7-feeds',
    summary:
      'Forty HL7 v2 interfaces moved off an end-of-life interface engine onto the integration agent and Mapper in five months.',
    figures: [
      { value: '553,000', label: 'inbound messages on a weekday' },
      { value: '6 ms', label: 'median ACK on durable channels' },
      { value: '0.04%', label: 'of messages to the error queue by June' },
    ],
  },
];
