/**
 * Sanoria's name, facts and public URLs: the one file to edit to rebrand the site.
 *
 * The URLs here are the defaults. `docusaurus.config.ts` resolves the final values
 * from environment variables (see `resolveUrls`) and hands them to the client
 * through `siteConfig.customFields`, so components read them with `useBrand()`.
 */

export interface BrandUrls {
  /** The public site, without a trailing slash. Env: SITE_URL. */
  site: string;
  /** The FHIR R4 base URL of the API. Env: FHIR_BASE_URL. */
  fhirApi: string;
  /** The authorisation server (OAuth 2.0 / OpenID Connect / SMART). Env: AUTH_URL. */
  auth: string;
  /** The external contact page linked as "Contact us". Env: CONTACT_URL. */
  contact: string;
  /** The external status page: live availability, incidents and announced maintenance. Env: STATUS_URL. */
  status: string;
}

export const brand = {
  name: 'Sanoria',
  company: 'Sanoria Health Ltd.',
  tagline: 'The unified digital health platform',
  shortDescription:
    'An AI-driven, interoperable electronic health record platform built natively on HL7 FHIR R4.',
  headquarters: 'Dublin, Ireland',
  offices: ['Dublin', 'Toronto', 'Boston'],
  fhirVersion: '4.0.1',
  sdkPackage: '@sanoria/sdk',
  /** The footer's copyright year: a constant of the specification, not the build year. */
  copyrightYear: 2025,
  emails: {
    security: 'security@sanoria.example',
    privacy: 'privacy@sanoria.example',
    careers: 'careers@sanoria.example',
  },
  /**
   * Other sites that identify the company, listed as `sameAs` in the home page's Organization
   * structured data. Defaults stay on the reserved .example domain; set the real profiles here.
   */
  profiles: ['https://status.sanoria.example', 'https://community.sanoria.example'],
  /** Pages other parts of the site point at (the footer badges, the consent banner). */
  pages: {
    compliance: '/hipaa-gdpr-policy-statement',
    privacy: '/privacy',
    security: '/security',
  },
  announcement: {
    /** Change the id whenever the text changes: visitors who dismissed the old one see the new one. */
    id: 'fhircast-3-2025-11',
    text: 'FHIRcast 3.0 context sync is now generally available in every region.',
    link: { label: 'Read the FHIRcast guide', href: '/docs/platform/fhircast' },
  },
  defaultUrls: {
    site: 'https://sanoria.example',
    fhirApi: 'https://api.sanoria.example/fhir/R4',
    auth: 'https://auth.sanoria.example',
    contact: 'https://sanoria.example/contact',
    status: 'https://status.sanoria.example',
  } satisfies BrandUrls,
} as const;

/** The environment variables that override each URL. */
export const urlEnvironment: Record<keyof BrandUrls, string> = {
  site: 'SITE_URL',
  fhirApi: 'FHIR_BASE_URL',
  auth: 'AUTH_URL',
  contact: 'CONTACT_URL',
  status: 'STATUS_URL',
};

/** The final URLs: each default unless its environment variable is set (trailing slashes dropped). */
export function resolveUrls(env: Record<string, string | undefined>): BrandUrls {
  const entries = Object.entries(brand.defaultUrls).map(([key, fallback]) => {
    const value = env[urlEnvironment[key as keyof BrandUrls]]?.trim();
    return [key, (value && value.length > 0 ? value : fallback).replace(/\/+$/, '')];
  });
  return Object.fromEntries(entries) as unknown as BrandUrls;
}

/**
 * Tokens that Markdown code samples may contain; the `remark-brand-tokens` plugin
 * replaces them at build time with the resolved URLs, so samples never hard-code a host.
 */
export const codeTokens: Record<string, keyof BrandUrls> = {
  '{{FHIR_BASE_URL}}': 'fhirApi',
  '{{AUTH_URL}}': 'auth',
  '{{SITE_URL}}': 'site',
  '{{CONTACT_URL}}': 'contact',
  '{{STATUS_URL}}': 'status',
};

/** Replaces every code token in `text` with its URL. */
export function replaceCodeTokens(text: string, urls: BrandUrls): string {
  let out = text;
  for (const [token, key] of Object.entries(codeTokens)) out = out.split(token).join(urls[key]);
  return out;
}

export const copyright = `© ${brand.copyrightYear} ${brand.company}`;
