/**
 * A remark plugin that links an inline-code mention of a FHIR resource type (`Patient`,
 * `Observation`) to its page in the API reference (/docs/reference/fhir/Patient), the first
 * time a page mentions it: later mentions stay plain, so a guide that names `Patient` forty
 * times does not carry forty links (each one a prefetch) to the same page.
 *
 * Only an exact type name is a mention: `Patient/123`, `Patient.name`, `patient` and
 * `Patient?name=x` are left alone, as are headings (their text is the anchor), code blocks,
 * and inline code that is already inside a link. tests/unit/remark-fhir-links.spec.ts covers
 * these cases.
 */
import { resourcePath } from '../fhir-reference/types';

interface MdNode {
  type: string;
  name?: string | null;
  value?: unknown;
  url?: string;
  children?: MdNode[];
}

/** Nodes whose inline code is never linked: headings, and links in Markdown or in JSX. */
const SKIP = new Set(['heading', 'link', 'linkReference', 'code']);
const JSX_LINKS = new Set(['a', 'Link']);
const isJsx = (node: MdNode): boolean =>
  node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement';

export default function remarkFhirLinks(options: { names: () => ReadonlySet<string> }) {
  return (tree: MdNode): void => {
    const names = options.names();
    const linked = new Set<string>();
    const walk = (node: MdNode): void => {
      if (SKIP.has(node.type) || (isJsx(node) && JSX_LINKS.has(node.name ?? '')) || !node.children) return;
      node.children = node.children.map((child) => {
        if (child.type !== 'inlineCode' || typeof child.value !== 'string') return child;
        const name = child.value;
        if (!names.has(name) || linked.has(name)) return child;
        linked.add(name);
        return { type: 'link', url: resourcePath(name), children: [child] };
      });
      node.children.forEach(walk);
    };
    walk(tree);
  };
}
