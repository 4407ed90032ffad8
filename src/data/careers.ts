/**
 * Careers: the open roles and the copy every careers page shares (values, benefits,
 * hiring process). The /careers index, each posting's header and its JobPosting
 * structured data all read from here, so a role's facts are written exactly once.
 */
import type { IconName } from '../components/Icon/icons';
import { brand } from './brand';
import { factTokens } from './facts';

export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR';

export interface SalaryRange {
  currency: 'EUR' | 'USD' | 'CAD';
  min: number;
  max: number;
  unit: 'YEAR';
}

export interface Role {
  /** The posting's path under /careers/. */
  slug: string;
  title: string;
  team: string;
  /** One sentence for the index and the lead of the JSON-LD description. */
  summary: string;
  /** Offices by name ('Dublin', 'Toronto', 'Boston') and remote regions ('Remote (EU, UK)'). */
  locations: readonly string[];
  /** Remote-eligible: published as jobLocationType TELECOMMUTE. */
  remote: boolean;
  /** ISO 3166-1 alpha-2 codes of the countries we can employ the successful candidate in. */
  applicantCountries: readonly string[];
  employmentType: EmploymentType;
  /** YYYY-MM-DD. */
  datePosted: string;
  /** YYYY-MM-DD, after datePosted. */
  validThrough: string;
  /** The published base salary range; where omitted, it is shared before the first interview. */
  salary?: SalaryRange;
  /** What to send with an application, shown beside the apply button: "Send your CV and …". */
  toSend: string;
}

/** Countries in which Sanoria employs people directly or through its employer of record. */
const euUk = ['IE', 'GB', 'DE', 'NL', 'FR', 'ES', 'PT'] as const;

export const roles: readonly Role[] = [
  {
    slug: 'ai-architect',
    title: 'AI Architect',
    team: 'AI',
    summary:
      'Design how Maestro runs language models over clinical records: retrieval from FHIR resources, evaluation, provenance and the human review every output needs.',
    locations: ['Dublin', 'Remote (EU, UK)'],
    remote: true,
    applicantCountries: euUk,
    employmentType: 'FULL_TIME',
    datePosted: '2025-10-05',
    validThrough: '2026-01-31',
    salary: { currency: 'EUR', min: 140000, max: 170000, unit: 'YEAR' },
    toSend:
      'Send your CV and a few lines on a system you designed that you would do differently today. Tell us where you would like to be based; we employ people in Ireland, the UK, Germany, the Netherlands, France, Spain and Portugal.',
  },
  {
    slug: 'ai-engineer',
    title: 'AI Engineer',
    team: 'AI',
    summary:
      'Build and measure the Maestro workflows clinicians use every day, from discharge-letter summaries to coding suggestions, in TypeScript and Python.',
    locations: ['Boston', 'Remote (US)'],
    remote: true,
    applicantCountries: ['US'],
    employmentType: 'FULL_TIME',
    datePosted: '2025-10-19',
    validThrough: '2026-02-28',
    salary: { currency: 'USD', min: 165000, max: 205000, unit: 'YEAR' },
    toSend:
      'Send your CV and, if you can, a link to code or a write-up of a model you shipped and how you measured it. Tell us which US state you are in.',
  },
  {
    slug: 'devex-engineer',
    title: 'Developer Experience Engineer',
    team: 'Developer experience',
    summary:
      'Make the first hour with Sanoria a good one: the TypeScript SDK, the FHIR sandbox, the docs samples and the tooling that keeps them all correct.',
    locations: ['Dublin', 'Remote (EU, UK)'],
    remote: true,
    applicantCountries: euUk,
    employmentType: 'FULL_TIME',
    datePosted: '2025-09-14',
    validThrough: '2026-01-15',
    salary: { currency: 'EUR', min: 85000, max: 105000, unit: 'YEAR' },
    toSend:
      'Send your CV and links to the package, tool or documentation you are proudest of. Tell us where you would like to be based; we employ people in Ireland, the UK, Germany, the Netherlands, France, Spain and Portugal.',
  },
  {
    slug: 'distributed-systems-engineer',
    title: 'Distributed Systems Engineer',
    team: 'Platform',
    summary:
      'Keep Archiva and the subscription pipeline correct and fast across four regions: PostgreSQL, Redis, Kubernetes and the FHIR R4 semantics on top.',
    locations: ['Dublin', 'Remote (EU, UK)'],
    remote: true,
    applicantCountries: euUk,
    employmentType: 'FULL_TIME',
    datePosted: '2025-09-08',
    validThrough: '2026-01-15',
    salary: { currency: 'EUR', min: 105000, max: 130000, unit: 'YEAR' },
    toSend:
      'Send your CV and a few lines on the hardest correctness bug you have fixed. Tell us where you would like to be based; we employ people in Ireland, the UK, Germany, the Netherlands, France, Spain and Portugal.',
  },
  {
    slug: 'forward-deployed-engineer',
    title: 'Forward Deployed Engineer',
    team: 'Integration',
    summary:
      'Connect Canadian hospitals and clinics to Sanoria: HL7 v2 feeds, Mapper mappings, the integration agent and the go-live weekend.',
    locations: ['Toronto', 'Remote (Canada)'],
    remote: true,
    applicantCountries: ['CA'],
    employmentType: 'FULL_TIME',
    datePosted: '2025-11-02',
    validThrough: '2026-03-31',
    salary: { currency: 'CAD', min: 130000, max: 160000, unit: 'YEAR' },
    toSend:
      'Send your CV and a few lines about an integration or migration you led. Tell us where in Canada you are based and how you feel about travel.',
  },
  {
    slug: 'frontend-engineer',
    title: 'Frontend Engineer',
    team: 'Clinical applications',
    summary:
      'Build the screens clinicians work in all day, in Medicus and Schedula, with React and TypeScript, to a standard of speed and accessibility a clinic can rely on.',
    locations: ['Toronto', 'Remote (Canada)'],
    remote: true,
    applicantCountries: ['CA'],
    employmentType: 'FULL_TIME',
    datePosted: '2025-10-12',
    validThrough: '2026-02-28',
    salary: { currency: 'CAD', min: 115000, max: 140000, unit: 'YEAR' },
    toSend:
      'Send your CV and a link to something you built, with a line on what you would improve in it now. Tell us where in Canada you are based.',
  },
  {
    slug: 'fullstack-engineer',
    title: 'Full-Stack Engineer',
    team: 'Clinical applications',
    summary:
      'Ship whole features across Veritas, Nuncius and Scriptus, from the FHIR resources and Node.js services to the React screens patients and clinicians use.',
    locations: ['Boston', 'Remote (US)'],
    remote: true,
    applicantCountries: ['US'],
    employmentType: 'FULL_TIME',
    datePosted: '2025-09-21',
    validThrough: '2026-01-31',
    salary: { currency: 'USD', min: 150000, max: 185000, unit: 'YEAR' },
    toSend:
      'Send your CV and a short description of a feature you took from idea to production. Tell us which US state you are in.',
  },
  {
    slug: 'product-designer',
    title: 'Product Designer',
    team: 'Product design',
    summary:
      'Design clinical workflows that are quick to learn and hard to get wrong, working from observation in real practices to tested prototypes.',
    locations: ['Dublin', 'Remote (EU, UK)'],
    remote: true,
    applicantCountries: euUk,
    employmentType: 'FULL_TIME',
    datePosted: '2025-10-26',
    validThrough: '2026-02-15',
    toSend:
      'Send a link to your portfolio and your CV, and tell us where you would like to be based; we employ people in Ireland, the UK, Germany, the Netherlands, France, Spain and Portugal.',
  },
  {
    slug: 'vp-engineering',
    title: 'VP of Engineering',
    team: 'Engineering leadership',
    summary: `Lead ${factTokens['%%ENGINEERS%%']} in seven teams across Dublin, Toronto and Boston, reporting to the CTO and answerable for delivery, reliability and hiring.`,
    locations: ['Dublin'],
    remote: false,
    applicantCountries: ['IE'],
    employmentType: 'FULL_TIME',
    datePosted: '2025-11-16',
    validThrough: '2026-03-31',
    toSend:
      'Send your CV and a short note on the organisation you are proudest of having built. The role is based in Dublin; we support relocation, including the employment permit if you need one.',
  },
];

/** Returns the role with this slug; throws so that a mistyped slug fails the build. */
export function roleBySlug(slug: string): Role {
  const role = roles.find((r) => r.slug === slug);
  if (!role)
    throw new Error(`Unknown careers role "${slug}". Known roles: ${roles.map((r) => r.slug).join(', ')}`);
  return role;
}

export const values: readonly { title: string; text: string }[] = [
  {
    title: 'Patient safety comes first',
    text: 'A change that touches clinical data ships with tests, review and a clinical safety assessment. We would rather release a week late than file an allergy against the wrong patient.',
  },
  {
    title: 'Standards before invention',
    text: 'If FHIR, SMART App Launch or HL7 v2 already defines it, we implement the standard. An extension is a last resort, and when we need one we publish its definition.',
  },
  {
    title: 'Write it down',
    text: 'Designs, decisions and incident reviews are documents anyone in the company can read and comment on. Writing is how a team spread from Vancouver to Berlin stays in step.',
  },
  {
    title: 'Build it, run it',
    text: 'The team that builds a service is on call for it, watches its dashboards and joins the customer calls about it. Quality is what happens in production.',
  },
  {
    title: 'A model prepares, a person decides',
    text: 'AI in Sanoria drafts and suggests; clinicians accept, edit or reject. We hold our own use of AI tools in engineering to the same rule: a named person reviews and owns every change.',
  },
];

export const benefits: readonly { title: string; text: string }[] = [
  {
    title: 'Pay in the open',
    text: 'Every posting either publishes its salary range or gives it to you before the first interview. We never ask for your salary history, and every offer sits inside the range.',
  },
  {
    title: 'Share options',
    text: 'Every permanent employee receives share options in Sanoria Health Ltd., vesting over four years with a one-year cliff, on the same terms at every level.',
  },
  {
    title: 'Health cover',
    text: 'Private health insurance for you and your dependants: a hospital plan in Ireland, medical, dental and vision in the US, a supplementary plan on top of provincial cover in Canada, and equivalent cover elsewhere.',
  },
  {
    title: 'Pension and retirement',
    text: 'We match your pension contributions up to 6% of base salary: a PRSA in Ireland, a 401(k) in the US, a group RRSP in Canada and a workplace pension elsewhere.',
  },
  {
    title: 'Time off',
    text: '27 days of annual leave plus the public holidays where you live, and the company closes between Christmas and New Year. Sick leave is paid in full and not counted against holidays.',
  },
  {
    title: 'Parental leave',
    text: '26 weeks at full pay for the birth parent and 16 weeks at full pay for every other parent, including adoptive and surrogacy parents, with a phased return over four weeks.',
  },
  {
    title: 'Learning',
    text: '€2,000 (or the local equivalent) a year for courses, books and conferences, and paid time to attend HL7 Connectathons and FHIR DevDays when you take part.',
  },
  {
    title: 'A proper workspace',
    text: 'A laptop of your choice, a €1,000 home-office budget at the start, and a coworking membership if you would rather not work from home.',
  },
  {
    title: 'Time together',
    text: 'Two company weeks a year in Dublin, Toronto or Boston, with travel and accommodation paid, plus a team visit when you start.',
  },
];

export const hiringProcess: readonly { step: string; text: string; duration: string }[] = [
  {
    step: 'Application review',
    text: 'Someone from the hiring team, not a filter, reads your CV or portfolio and replies yes or no, with a reason when it is no.',
    duration: 'Within 5 working days',
  },
  {
    step: 'Introductory call',
    text: 'A video call with the hiring manager about the role, the team and your questions. We confirm the salary range and your timing.',
    duration: '30 minutes',
  },
  {
    step: 'Work sample',
    text: 'An exercise drawn from real work on the platform: a take-home capped at three hours and paid, or a 90-minute pairing session with two of our engineers. You choose.',
    duration: 'Up to 3 hours',
  },
  {
    step: 'Team interviews',
    text: 'A review of your work sample with two future colleagues, then a conversation about collaboration and writing with two people from other teams, often a product manager and a clinical safety lead.',
    duration: '2 × 60 minutes',
  },
  {
    step: 'Decision',
    text: 'A decision within three working days of the last interview, with written feedback either way. References come after a verbal offer, never before.',
    duration: 'Within 3 working days',
  },
];

/** How we work: the practices behind remote-first, shown on the careers page. */
export const workPractices: readonly { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'globe',
    title: 'Remote-first across four jurisdictions',
    text: 'We employ people in Ireland and across the EU, the UK, the US and Canada. Nobody needs to live near an office, and no meeting assumes a room.',
  },
  {
    icon: 'building',
    title: 'Hubs in Dublin, Toronto and Boston',
    text: 'Dublin is our headquarters; Toronto and Boston are close to our Canadian and US customers. Use them as often or as rarely as you like.',
  },
  {
    icon: 'calendar',
    title: 'Two protected overlap hours',
    text: 'Teams that span the Atlantic keep 14:00 to 16:00 Irish time free for working together: 09:00 to 11:00 in Toronto and Boston. The rest of the day is yours to arrange.',
  },
  {
    icon: 'book',
    title: 'A written culture',
    text: 'Designs start as a written proposal, decisions are recorded in decision records, and status is written, not presented. Meetings are for the questions the documents raise.',
  },
  {
    icon: 'shield',
    title: 'On call in daylight',
    text: 'Production on-call follows the sun between Dublin and North America, so nobody is paged at 03:00 for routine alerts. Every page gets a written review.',
  },
];

/** The employment type in words, for people rather than search engines. */
export const employmentTypeLabels: Record<EmploymentType, string> = {
  FULL_TIME: 'Full-time',
  PART_TIME: 'Part-time',
  CONTRACTOR: 'Contract',
};

/** "€140,000–€170,000 a year", formatted for Irish English. */
export function formatSalary(salary: SalaryRange): string {
  const format = new Intl.NumberFormat('en-IE', {
    style: 'currency',
    currency: salary.currency,
    maximumFractionDigits: 0,
  });
  return `${format.format(salary.min)}–${format.format(salary.max)} a year`;
}

/** The postal addresses of the offices, for JobPosting `jobLocation`. */
const officeAddresses: Record<
  string,
  { addressLocality: string; addressRegion: string; addressCountry: string }
> = {
  Dublin: { addressLocality: 'Dublin', addressRegion: 'County Dublin', addressCountry: 'IE' },
  Toronto: { addressLocality: 'Toronto', addressRegion: 'ON', addressCountry: 'CA' },
  Boston: { addressLocality: 'Boston', addressRegion: 'MA', addressCountry: 'US' },
};

/** English country names for `applicantLocationRequirements`. */
const countryNames: Record<string, string> = {
  IE: 'Ireland',
  GB: 'United Kingdom',
  DE: 'Germany',
  NL: 'Netherlands',
  FR: 'France',
  ES: 'Spain',
  PT: 'Portugal',
  CA: 'Canada',
  US: 'United States',
};

/**
 * The schema.org JobPosting for a role, as published in the posting's
 * `<script type="application/ld+json">`. `description` is the posting's own
 * one-sentence description; the role's summary leads it.
 */
export function jobPostingJsonLd(role: Role, siteUrl: string, description: string): Record<string, unknown> {
  const site = siteUrl.replace(/\/+$/, '');
  const places = role.locations.flatMap((location) => {
    const address = officeAddresses[location];
    return address ? [{ '@type': 'Place', address: { '@type': 'PostalAddress', ...address } }] : [];
  });
  const fullDescription =
    description.trim() === role.summary ? role.summary : `${role.summary} ${description.trim()}`;

  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: role.title,
    description: fullDescription,
    datePosted: role.datePosted,
    validThrough: role.validThrough,
    employmentType: role.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: brand.company,
      sameAs: site,
      logo: `${site}/img/logo.svg`,
    },
    ...(places.length > 0 ? { jobLocation: places } : {}),
    ...(role.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: role.applicantCountries.map((code) => ({
            '@type': 'Country',
            name: countryNames[code] ?? code,
          })),
        }
      : {}),
    ...(role.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: role.salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: role.salary.min,
              maxValue: role.salary.max,
              unitText: role.salary.unit,
            },
          },
        }
      : {}),
    directApply: false,
    url: `${site}/careers/${role.slug}`,
  };
}
