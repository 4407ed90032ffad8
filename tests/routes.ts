/**
 * The route manifest: every page the site must serve, grouped by the issue that owns it.
 * The browser tests visit each one; later work adds its routes here.
 */
import { services } from '../src/data/services';

const serviceSlugs = services.map((service) => service.slug);

export interface RouteGroup {
  name: string;
  routes: readonly string[];
}

const docsSidebarRoutes = [
  '/docs',
  '/docs/udhp',
  '/docs/interoperable',
  '/docs/ai',
  '/docs/sdk',
  '/docs/integration',
  '/docs/integration/agent',
  '/docs/integration/hl7-interfacing',
  '/docs/integration/migration',
  '/docs/integration/smart-app-launch',
  ...['auth', 'bots', 'deployment', 'fhir-datastore', 'fhircast', 'graphql', 'search', 'subscriptions'].map(
    (page) => `/docs/platform/${page}`,
  ),
];

export const careerSlugs = [
  'ai-architect',
  'ai-engineer',
  'devex-engineer',
  'distributed-systems-engineer',
  'forward-deployed-engineer',
  'frontend-engineer',
  'fullstack-engineer',
  'product-designer',
  'vp-engineering',
] as const;

export const workflowSlugs = [
  'administration-provider-directory',
  'billing',
  'careplans',
  'charting',
  'communications',
  'labs-imaging',
  'medications',
  'questionnaires',
  'scheduling',
] as const;

export const policySlugs = [
  'Access-Control-Policy',
  'Acceptable-Use-Policy',
  'Asset-Management-Policy',
  'Audit-Logging-Policy',
  'Breach-Notification-Policy',
  'Business-Associate-Policy',
  'Change-Management-Policy',
  'Configuration-Management-Policy',
  'Contingency-Plan',
  'Data-Backup-Policy',
  'Data-Classification-Policy',
  'Data-Retention-Policy',
  'Disaster-Recovery-Policy',
  'Encryption-And-Key-Management-Policy',
  'Facility-Access-Policy',
  'Incident-Response-Policy',
  'Media-Disposal-Policy',
  'Mobile-Device-Policy',
  'Password-Policy',
  'Remote-Access-Policy',
  'Risk-Management-Policy',
  'Sanctions-Policy',
  'Secure-Development-Policy',
  'Security-Awareness-Training-Policy',
  'Security-Roles-And-Responsibilities-Policy',
  'Termination-Policy',
  'Vendor-Management-Policy',
  'Vulnerability-Management-Policy',
  'Wireless-Security-Policy',
  'Workstation-Security-Policy',
] as const;

export const routeGroups: readonly RouteGroup[] = [
  { name: 'home', routes: ['/'] },
  { name: 'developer docs', routes: docsSidebarRoutes },
  { name: 'workflows', routes: workflowSlugs.map((slug) => `/docs/workflows/${slug}`) },
  { name: 'policies', routes: ['/docs/policies', ...policySlugs.map((slug) => `/docs/policies/${slug}`)] },
  { name: 'services', routes: ['/services', ...serviceSlugs.map((slug) => `/services/${slug}`)] },
  {
    name: 'company, trust and legal',
    routes: ['/icons', '/security', '/privacy', '/terms', '/hipaa-gdpr-policy-statement'],
  },
  { name: 'careers', routes: ['/careers', ...careerSlugs.map((slug) => `/careers/${slug}`)] },
];

export const allRoutes: readonly string[] = routeGroups.flatMap((group) => group.routes);
