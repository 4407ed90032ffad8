/**
 * Which resource types a Markdown source mentions as inline code (`Patient`), for a resource
 * page's "Used in" links: the same mentions that src/plugins/remark-fhir-links turns into links.
 * Fenced code blocks are samples, not mentions, and are skipped.
 */
const FENCED = /^(```|~~~)[^\n]*\n[\s\S]*?^\1/gm;
const INLINE_CODE = /(?<!`)`([A-Za-z]+)`(?!`)/g;

export function mentionedResources(markdown: string, names: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  for (const match of markdown.replace(FENCED, '').matchAll(INLINE_CODE)) {
    const name = match[1] ?? '';
    if (names.has(name)) found.add(name);
  }
  return found;
}
