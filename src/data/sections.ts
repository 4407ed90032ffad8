/**
 * The site's sections, by path: which social card a page shares with, and the breadcrumb trail
 * of docs pages that sit in no sidebar. One list, so a new section is added in one place.
 * (Search groups results by its own sections: src/data/search.ts.)
 */

export interface SiteSection {
  /** The section's name, as search results and breadcrumbs show it. */
  label: string;
  /** The path the section lives under (the section's own page included). */
  path: string;
  /** Its social card (og:image, twitter:image), relative to static/. */
  socialImage: string;
}

/** The card for pages outside every section (home, company and legal pages). */
export const DEFAULT_SOCIAL_IMAGE = 'img/social/default.png';

/** The square logo the Organization structured data points at. */
export const LOGO_IMAGE = 'img/social/logo.png';

export const siteSections: readonly SiteSection[] = [
  { label: 'Docs', path: '/docs', socialImage: 'img/social/docs.png' },
  { label: 'Services', path: '/services', socialImage: 'img/social/services.png' },
  { label: 'Blog', path: '/blog', socialImage: 'img/social/blog.png' },
  { label: 'Careers', path: '/careers', socialImage: 'img/social/careers.png' },
];

/**
 * Docs folders that are deliberately in no sidebar: their pages get breadcrumbs (and search
 * results their section) from here. `href` is where the section's crumb links to.
 */
export const docsSubsections: readonly { label: string; path: string; href: string }[] = [
  { label: 'Clinical workflows', path: '/docs/workflows', href: '/docs#clinical-workflow-guides' },
  { label: 'Security policies', path: '/docs/policies', href: '/docs/policies' },
];

const within = (pathname: string, base: string): boolean =>
  pathname === base || pathname.startsWith(`${base}/`);

/** The section a path belongs to, if any. */
export function sectionOf(pathname: string): SiteSection | undefined {
  return siteSections.find((section) => within(pathname, section.path));
}

/** The social card for a path: its section's, else the default one. */
export function socialImageFor(pathname: string): string {
  return sectionOf(pathname)?.socialImage ?? DEFAULT_SOCIAL_IMAGE;
}

/** The docs subsection (workflows, policies) a path belongs to, if any. */
export function docsSubsectionOf(pathname: string): (typeof docsSubsections)[number] | undefined {
  return docsSubsections.find((sub) => within(pathname, sub.path));
}
