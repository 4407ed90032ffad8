/**
 * The route manifest: every page the site must serve, grouped by the issue that owns it.
 * The browser tests visit each one; later work adds its routes here.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { services } from '../src/data/services';
import { referenceRoutes } from '../src/plugins/fhir-reference/definitions';
import { REFERENCE_PATH, datatypePath, resourcePath } from '../src/plugins/fhir-reference/types';

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
    routes: [
      '/about',
      '/serve',
      '/fig',
      '/icons',
      '/security',
      '/privacy',
      '/terms',
      '/hipaa-gdpr-policy-statement',
    ],
  },
  { name: 'careers', routes: ['/careers', ...careerSlugs.map((slug) => `/careers/${slug}`)] },
];

const BLOG_DIR = path.join(__dirname, '..', 'blog');

/** Every blog post, from its folder name (YYYY-MM-DD-slug) and front matter. */
export const blogPosts = fs
  .readdirSync(BLOG_DIR)
  .filter((name) => /^\d{4}-\d{2}-\d{2}-/.test(name))
  .sort()
  .map((name) => {
    const [, y, m, d, slug] = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(name) ?? [];
    const file = ['index.md', 'index.mdx']
      .map((f) => path.join(BLOG_DIR, name, f))
      .find((f) => fs.existsSync(f));
    const { data } = matter(fs.readFileSync(file ?? path.join(BLOG_DIR, name, 'index.md'), 'utf8'));
    return {
      route: `/blog/${y}/${m}/${d}/${slug}`,
      year: y ?? '',
      title: String(data.title),
      authors: data.authors as string[],
      tags: data.tags as string[],
    };
  });

const blogTags = [...new Set(blogPosts.flatMap((post) => post.tags))].sort();
const blogAuthors = [...new Set(blogPosts.flatMap((post) => post.authors))].sort();

export const blogRoutes = [
  '/blog',
  '/blog/page/2',
  '/blog/archive',
  '/blog/tags',
  '/blog/authors',
  ...blogPosts.map((post) => post.route),
  ...blogTags.map((tag) => `/blog/tags/${tag}`),
  ...blogAuthors.map((author) => `/blog/authors/${author}`),
];

/** The FHIR R4 reference, generated from the definitions (src/plugins/fhir-reference). */
export const fhirReference = referenceRoutes();

export const fhirReferenceRoutes = [
  REFERENCE_PATH,
  ...fhirReference.resources.map(resourcePath),
  ...fhirReference.datatypes.map(datatypePath),
];

/**
 * The reference pages the browser tests visit: they share three templates, so the index, the
 * most used resources, the largest one and a datatype stand for all of them (a unit test
 * checks every page's content).
 */
export const fhirReferenceSample = [
  REFERENCE_PATH,
  resourcePath('Patient'),
  resourcePath('Observation'),
  resourcePath('Bundle'),
  resourcePath('ExplanationOfBenefit'),
  datatypePath('HumanName'),
];

export const allRouteGroups: readonly RouteGroup[] = [
  ...routeGroups,
  { name: 'blog', routes: blogRoutes },
  { name: 'FHIR reference', routes: fhirReferenceRoutes },
];

export const allRoutes: readonly string[] = allRouteGroups.flatMap((group) => group.routes);
