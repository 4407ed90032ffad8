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

/** The docs groups that sit in no sidebar, by a key code can rely on. */
export type DocsSubsectionId = 'workflows' | 'policies';

/** A docs folder that is deliberately in no sidebar, and how its pages are found and shown. */
export interface DocsSubsection {
  /** What code keys the group's behaviour on: its order, and the policies' metadata header. */
  id: DocsSubsectionId;
  /** Its name in breadcrumbs and search results. */
  label: string;
  /** Its full name, as /docs heads it: the docs menu in the phone drawer shows this. */
  title: string;
  /** The name of the list of the group's pages at the foot of each of them. */
  listLabel: string;
  /** The folder its pages live under. */
  path: string;
  /** Its index: where the section's crumb, its drawer entry and the list at the foot link to. */
  href: string;
  /** The text of the index link at the foot of the group's pages. */
  hrefLabel: string;
}

/**
 * Docs folders that are deliberately in no sidebar: their pages get breadcrumbs (and search
 * results their section) from here, and, with the docs plugin's own list of pages, previous
 * and next links, the list of the group at the foot of each page and a place in the phone
 * drawer's docs menu (src/components/DocGroupNav). The pages themselves are not listed here.
 */
export const docsSubsections: readonly DocsSubsection[] = [
  {
    id: 'workflows',
    label: 'Clinical workflows',
    title: 'Clinical workflow guides',
    listLabel: 'All workflow guides',
    path: '/docs/workflows',
    href: '/docs#clinical-workflow-guides',
    hrefLabel: 'Guides overview',
  },
  {
    id: 'policies',
    label: 'Security policies',
    title: 'Security policies',
    listLabel: 'All policies',
    path: '/docs/policies',
    href: '/docs/policies',
    hrefLabel: 'Policy library',
  },
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
