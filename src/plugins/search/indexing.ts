/**
 * What the search index holds, decided in one place: which built pages are indexed, which part
 * of each is its body, and the metadata and weights Pagefind reads.
 *
 * Pagefind reads `data-pagefind-*` attributes from HTML. Rather than spread them over a dozen
 * theme components (several of which other work also changes), the plugin reads each built
 * page, adds the attributes to an in-memory copy here, and hands that copy to Pagefind's
 * `addHTMLFile`. The files in build/ are never rewritten, and readers download no extra bytes.
 *
 * The page's template comes from the class Docusaurus puts on `<html>` (ThemeClassNames in
 * @docusaurus/theme-common), and its body is the `<main>` or `<article>` every template
 * renders; tests/unit/search.spec.ts fails if a page stops being found. The copy is made by
 * inserting attributes at positions an HTML parser (htmlparser2, streaming, so a whole build
 * takes well under a second) reports, not by rewriting the markup.
 */
import { Parser } from 'htmlparser2';
import { searchSectionOf } from '../../data/search';

/**
 * Templates whose pages are indexed, and the element that holds each one's content. Blog
 * lists, tag, author and archive pages only repeat the posts, and the search and not-found
 * pages have nothing to find, so their templates are not listed.
 */
const INDEXED_TEMPLATES: readonly { htmlClass: string; body: 'article' | 'main' }[] = [
  // Docs and services pages, blog posts and Markdown pages: the article (its title included).
  { htmlClass: 'docs-doc-page', body: 'article' },
  { htmlClass: 'blog-post-page', body: 'article' },
  { htmlClass: 'mdx-page', body: 'article' },
  // React pages (home, about, careers…): all of their main content.
  { htmlClass: 'plugin-pages', body: 'main' },
];

/**
 * Parts of a body that are not its content, passed to Pagefind as `excludeSelectors`.
 * Pagefind already drops `nav`, `footer`, `form`, `svg`, `script` and the like (breadcrumbs,
 * paginators, a post's tag list); the navbar, sidebars, site footer and consent banner are
 * outside every body. Our own components that are not content, such as the "Copy page"
 * buttons, carry `data-pagefind-ignore` themselves.
 */
export const EXCLUDED_SELECTORS: readonly string[] = [
  // Code blocks: a sixth of the text, and they drown prose matches in identifiers.
  '.theme-code-block',
  'pre',
  // Tables of contents repeat the headings.
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  // A heading's "#" link holds a zero-width space, which Pagefind would take for a word break.
  '.hash-link',
  // The labels of code tabs ("curl", "TypeScript"): the tabs' content is indexed, not their names.
  "[role='tablist']",
  // Page furniture: the version badge, edit and last-updated lines.
  '.theme-doc-version-badge',
  '.theme-edit-this-page',
  '.theme-last-updated',
];

/**
 * Weights (Pagefind's scale: 1 is body text, up to 10, counted quadratically). The page title
 * counts most, then its headings, so a page about a term outranks a page that mentions it.
 * (How the sections rank against each other is set where results are ranked, in
 * src/data/search.ts: a uniform weight on a whole page would cancel out in Pagefind's score.)
 */
export const WEIGHTS = { title: 10, h1: 10, h2: 7, h3: 5 } as const;

/**
 * Where text runs on without a space in the markup, a space keeps the words apart in the
 * index: after these elements when another follows at once (`<code>Bundle</code><code>$everything`),
 */
const WORD_BREAK_AFTER = new Set([
  'dt',
  'dd',
  'th',
  'td',
  'code',
  'a',
  'span',
  'strong',
  'em',
  'time',
  'small',
  'li',
]);

/**
 * and before these when text runs up to them (`<dt>Category<dd>Data`, `<th>Sent when<tbody>`:
 * minified pages leave out the end tags the browser infers, which Pagefind does not).
 */
const WORD_BREAK_BEFORE = new Set([
  'dd',
  'dt',
  'li',
  'p',
  'td',
  'th',
  'tr',
  'tbody',
  'thead',
  'tfoot',
  'div',
  'br',
]);

/** Why a page is not indexed, or the in-memory copy of it to index. */
export type IndexDecision =
  { indexed: false; reason: string } | { indexed: true; html: string; title: string; section: string };

const escapeAttribute = (value: string): string => value.replace(/"/g, '&quot;');

/** The template class on a page's `<html>` element, read without parsing the page. */
function templateOf(html: string): (typeof INDEXED_TEMPLATES)[number] | undefined {
  const open = /<html\b[^>]*>/i.exec(html)?.[0] ?? '';
  const classes = /\bclass=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(open);
  const names = (classes?.[1] ?? classes?.[2] ?? classes?.[3] ?? '').split(/\s+/);
  return INDEXED_TEMPLATES.find(({ htmlClass }) => names.includes(htmlClass));
}

/**
 * The page's head and its `<main>`, as one document: everything else (navbar, sidebars,
 * footer, consent banner) is outside every indexed body anyway, and Pagefind reads the copy
 * faster without it. A page without a `<main>` is returned whole.
 */
function headAndMain(html: string): string {
  const body = html.search(/<body[\s>]/i);
  const mainStart = html.search(/<main[\s>]/i);
  const mainEnd = html.lastIndexOf('</main>');
  if (body === -1 || mainStart === -1 || mainEnd < mainStart) return html;
  return `${html.slice(0, body)}<body>${html.slice(mainStart, mainEnd + '</main>'.length)}</body></html>`;
}

/**
 * Decides whether a built page is indexed and, if so, returns the copy Pagefind reads: its
 * body marked `data-pagefind-body`, headings weighted, and its title, description and
 * keywords as metadata, in a copy of its head and main content only.
 * `pathname` is the page's URL path.
 */
export function prepareForIndex(page: string, pathname: string, siteTitle: string): IndexDecision {
  const template = templateOf(page);
  if (!template) return { indexed: false, reason: 'a list or utility page' };
  const html = headAndMain(page);

  const section = searchSectionOf(pathname);

  /** Text to insert, by position in `html`. */
  const inserts: { at: number; text: string }[] = [];
  let bodyAt: number | undefined;
  let inMain = false;
  let title = '';
  let titleState: 'before' | 'in' | 'done' = 'before';
  let h1 = '';
  let h1State: 'before' | 'in' | 'done' = 'before';
  /** An element after which a word may run on has just closed, with no text since. */
  let breakPending = false;
  /** The last text ended in a word, with no space or element since. */
  let afterWord = false;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const start = parser.startIndex;
        const afterName = start + 1 + name.length;
        if (bodyAt !== undefined && (breakPending || (afterWord && WORD_BREAK_BEFORE.has(name)))) {
          inserts.push({ at: start, text: ' ' });
        }
        breakPending = false;
        afterWord = false;
        if (name === 'title' && titleState === 'before') titleState = 'in';
        else if (name === 'meta' && (attributes.name === 'description' || attributes.name === 'keywords')) {
          // The description is shown under a result; the keywords (front matter) rank it.
          inserts.push({ at: afterName, text: ` data-pagefind-meta="${attributes.name}[content]"` });
        } else if (name === 'main') inMain = true;
        if (bodyAt === undefined && inMain && name === template.body) {
          bodyAt = parser.endIndex + 1;
          inserts.push({ at: afterName, text: ' data-pagefind-body' });
        } else if (bodyAt !== undefined && (name === 'h1' || name === 'h2' || name === 'h3')) {
          inserts.push({ at: afterName, text: ` data-pagefind-weight="${WEIGHTS[name]}"` });
          if (name === 'h1' && h1State === 'before') h1State = 'in';
        }
      },
      ontext(text) {
        if (titleState === 'in') title += text;
        if (h1State === 'in') h1 += text;
        if (text.trim() !== '') breakPending = false;
        afterWord = /\S$/.test(text);
        // FHIR paths are words apart: `Patient/[id]/$everything` is found by `$everything`.
        if (bodyAt !== undefined) {
          for (let i = text.indexOf('/'); i !== -1; i = text.indexOf('/', i + 1)) {
            inserts.push({ at: parser.startIndex + i + 1, text: ' ' });
          }
        }
      },
      onclosetag(name) {
        if (name === 'title' && titleState === 'in') titleState = 'done';
        if (name === 'h1' && h1State === 'in') h1State = 'done';
        // Several elements can close at once (`<tr>` closes the cell and the row before it).
        breakPending ||= WORD_BREAK_AFTER.has(name);
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  if (bodyAt === undefined) {
    throw new Error(`search: ${pathname} has no <${template.body}> to index: has the template changed?`);
  }

  const suffix = ` | ${siteTitle}`;
  title = title.trim();
  if (title.endsWith(suffix)) title = title.slice(0, -suffix.length).trim();
  if (!title) throw new Error(`search: ${pathname} has no <title>`);
  // The page's title goes first in the body: as metadata (results show it, and a match in it
  // ranks the page higher), and as text where the h1 does not say it (a hero line such as
  // "Build the record clinicians rely on"). The section is the plugin's page list's.
  let head = `<span data-pagefind-meta="title:${escapeAttribute(title)}"></span>`;
  if (h1.trim().toLowerCase() !== title.toLowerCase())
    head += `<p data-pagefind-weight="${WEIGHTS.title}">${title}</p>`;
  inserts.push({ at: bodyAt, text: head });

  inserts.sort((a, b) => a.at - b.at);
  let copy = '';
  let from = 0;
  for (const { at, text } of inserts) {
    copy += html.slice(from, at) + text;
    from = at;
  }
  copy += html.slice(from);
  return { indexed: true, html: copy, title, section };
}
