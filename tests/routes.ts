/**
 * The route manifest, derived from the content and data folders: the docs, services, pages and
 * blog folders, the blog's authors file, and the FHIR reference's own route list. Adding a page
 * never means editing a test: tests/unit/routes.spec.ts checks this list against the built
 * sitemap, so a page the derivation misses (or one the build lost) fails there.
 *
 * Each route also has a template, derived from the route by rule (`templateOf`): the browser
 * tests drive one page per template, not every page (tests/e2e-nginx/templates.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { referenceRoutes } from '../src/plugins/fhir-reference/definitions';
import { REFERENCE_PATH, datatypePath, resourcePath } from '../src/plugins/fhir-reference/types';
import { routeOf } from './lib/diagrams';
import { ROOT, contentFiles, readFrontMatter } from './lib/content';

export interface RouteGroup {
  name: string;
  routes: readonly string[];
}

/** The blog plugin's page size: docusaurus.config.ts sets no `postsPerPage`, so its default. */
const POSTS_PER_PAGE = 10;

const BLOG_DIR = path.join(ROOT, 'blog');

/** Every blog post, from its folder name (YYYY-MM-DD-slug) and front matter, oldest first. */
export const blogPosts = fs
  .readdirSync(BLOG_DIR)
  .filter((name) => /^\d{4}-\d{2}-\d{2}-/.test(name))
  .sort()
  .map((name) => {
    const file = ['index.md', 'index.mdx', ''].map((f) => path.join(BLOG_DIR, name, f)).find(isFile);
    if (!file) throw new Error(`blog/${name}: no index.md or index.mdx`);
    const { data } = readFrontMatter(file);
    const date = /^(\d{4})-/.exec(name)?.[1] ?? '';
    return {
      route: routeOf(file),
      year: date,
      title: String(data.title),
      authors: (data.authors ?? []) as string[],
      tags: (data.tags ?? []) as string[],
    };
  });

function isFile(file: string): boolean {
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

/** `/base`, `/base/page/2`…: a list of `count` posts split into the blog's pages. */
function paginated(base: string, count: number): string[] {
  const pages = Math.max(1, Math.ceil(count / POSTS_PER_PAGE));
  return [base, ...Array.from({ length: pages - 1 }, (_, i) => `${base}/page/${i + 2}`)];
}

/** The YAML of blog/authors.yml, read through gray-matter (the project's YAML reader). */
function readYaml(file: string): Record<string, Record<string, unknown>> {
  return matter(`---\n${fs.readFileSync(file, 'utf8')}\n---\n`).data as Record<
    string,
    Record<string, unknown>
  >;
}

function blogListRoutes(): string[] {
  const count = (predicate: (post: (typeof blogPosts)[number]) => boolean): number =>
    blogPosts.filter(predicate).length;
  const tags = [...new Set(blogPosts.flatMap((post) => post.tags))].sort();
  // Authors with `page: true` in authors.yml get a page (and the index that lists them).
  const authorsFile = path.join(BLOG_DIR, 'authors.yml');
  const authors = fs.existsSync(authorsFile)
    ? Object.entries(readYaml(authorsFile))
        .filter(([, author]) => author.page === true)
        .map(([key]) => key)
        .sort()
    : [];
  return [
    ...paginated('/blog', blogPosts.length),
    '/blog/archive',
    ...(tags.length > 0 ? ['/blog/tags'] : []),
    ...tags.flatMap((tag) =>
      paginated(
        `/blog/tags/${tag}`,
        count((post) => post.tags.includes(tag)),
      ),
    ),
    ...(authors.length > 0 ? ['/blog/authors'] : []),
    ...authors.flatMap((author) =>
      paginated(
        `/blog/authors/${author}`,
        count((post) => post.authors.includes(author)),
      ),
    ),
  ];
}

/** React pages: every .tsx/.jsx under src/pages, but not in `_` folders or files (not routes). */
function reactPages(): { file: string; route: string }[] {
  const out: { file: string; route: string }[] = [];
  const walk = (dir: string, base: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_')) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${base}/${entry.name}`);
      else if (/\.[jt]sx$/.test(entry.name)) {
        const name = entry.name.replace(/\.[jt]sx$/, '');
        out.push({
          file: path.join(dir, entry.name),
          route: name === 'index' ? base || '/' : `${base}/${name}`,
        });
      }
    }
  };
  walk(path.join(ROOT, 'src/pages'), '');
  return out;
}

/** Markdown pages under docs/, services/ and src/pages (blog posts are read above). */
function markdownPages(): { file: string; route: string }[] {
  return contentFiles(['docs', 'services', 'src/pages'])
    .filter(
      (file) =>
        !path
          .relative(ROOT, file)
          .split(path.sep)
          .some((part) => part.startsWith('_')),
    )
    .map((file) => ({ file, route: routeOf(file) }));
}

/** The FHIR R4 reference, generated from the definitions (src/plugins/fhir-reference). */
export const fhirReference = referenceRoutes();

const pageFiles = [...markdownPages(), ...reactPages()];
/** Top-level pages written as React components: each is a composition of its own. */
const reactRoutes = new Set(reactPages().map((page) => page.route));
/** React pages drawn with the long-document component (src/components/DocumentPage): one template. */
const documentRoutes = new Set(
  reactPages()
    .filter((page) => /from '@site\/src\/components\/DocumentPage'/.test(fs.readFileSync(page.file, 'utf8')))
    .map((page) => page.route),
);

/**
 * Every route the site must serve and list in its sitemap, sorted. Not in it, on purpose: the
 * search page and the not-found page (both `noindex`).
 */
export const allRoutes: readonly string[] = [
  ...new Set([
    ...pageFiles.map((page) => page.route),
    ...blogPosts.map((post) => post.route),
    ...blogListRoutes(),
    REFERENCE_PATH,
    ...fhirReference.resources.map(resourcePath),
    ...fhirReference.datatypes.map(datatypePath),
  ]),
].sort();

/** Routes outside the sitemap that the browser tests still visit once each. */
export const SEARCH_RESULTS = '/search?q=fhir';
export const NOT_FOUND = '/no/such/page';

/**
 * The page template a route is drawn with, by rule: the content folder and depth decide it,
 * so a new page falls into its template without a test changing.
 */
export function templateOf(route: string): string {
  const parts = route.split('/').filter(Boolean);
  const [first, second, third] = parts;
  if (route === '/') return 'home';
  if (route === NOT_FOUND) return 'not found';
  if (route.startsWith('/search')) return 'search results';
  if (route === REFERENCE_PATH) return 'FHIR reference index';
  if (route.startsWith(`${REFERENCE_PATH}/datatypes/`)) return 'FHIR reference datatype';
  if (route.startsWith(`${REFERENCE_PATH}/`)) return 'FHIR reference resource';
  if (first === 'docs' && second === 'workflows') return 'workflow guide';
  if (first === 'docs' && second === 'policies') return third ? 'policy' : 'policy index';
  if (first === 'docs') return 'docs page with sidebar';
  if (first === 'services') return second ? 'service page' : 'services index';
  if (first === 'careers') return second ? 'career posting' : 'careers index';
  if (first === 'blog') {
    if (/^\d{4}$/.test(second ?? '')) return 'blog post';
    if (second === 'tags') return third ? 'blog tag' : 'blog tags';
    if (second === 'authors') return third ? 'blog author' : 'blog authors';
    if (second === 'archive') return 'blog archive';
    return 'blog list';
  }
  // A top-level React page is a composition of its own; a top-level Markdown page (legal,
  // trust) uses the one Markdown page template.
  if (documentRoutes.has(route)) return 'document page';
  return reactRoutes.has(route) ? `page ${route}` : 'Markdown page';
}

/**
 * Routes grouped by what owns them (content folder or section), as some content tests read
 * them: `developer docs`, `workflows`, `policies`, `services`, `careers`, `blog`…
 */
function groupOf(route: string): string {
  const template = templateOf(route);
  if (template === 'docs page with sidebar') return 'developer docs';
  if (template === 'workflow guide') return 'workflows';
  if (template.startsWith('policy')) return 'policies';
  if (template.startsWith('service')) return 'services';
  if (template.startsWith('career')) return 'careers';
  if (template.startsWith('blog')) return 'blog';
  if (template.startsWith('FHIR reference')) return 'FHIR reference';
  if (template === 'home') return 'home';
  return 'company, trust and legal';
}

export const allRouteGroups: readonly RouteGroup[] = (() => {
  const groups = new Map<string, string[]>();
  for (const route of allRoutes) groups.set(groupOf(route), [...(groups.get(groupOf(route)) ?? []), route]);
  return [...groups].map(([name, routes]) => ({ name, routes }));
})();

/** The groups without the blog and the generated FHIR reference (the hand-written pages). */
export const routeGroups: readonly RouteGroup[] = allRouteGroups.filter(
  (group) => group.name !== 'blog' && group.name !== 'FHIR reference',
);

const slugsUnder = (prefix: string): string[] =>
  allRoutes.filter((route) => route.startsWith(`${prefix}/`)).map((route) => route.slice(prefix.length + 1));

export const careerSlugs = slugsUnder('/careers');
export const workflowSlugs = slugsUnder('/docs/workflows');
export const policySlugs = slugsUnder('/docs/policies');
