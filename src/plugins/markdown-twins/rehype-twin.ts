/**
 * A rehype plugin for @signalwire/docusaurus-plugin-llms-txt (its `beforeDefaultRehypePlugins`):
 * it tidies a built page's HTML before the plugin turns it into the page's Markdown twin, where
 * the theme's markup would otherwise read badly as Markdown:
 *
 * - React's empty `<!-- -->` text separators and the headings' "#" anchor links go;
 * - a code block becomes one `<code class="language-x">` of plain lines (Prism's line `<div>`s
 *   and `<br>`s made a blank line between every two), so the twin keeps its fence language;
 * - tabs become each tab's label in bold above its panel (the tab list alone said nothing
 *   about which panel was which);
 * - a diagram, drawn in the browser and so absent from the HTML, becomes a line naming it;
 * - buttons (page controls, not content) go.
 */

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const classes = (node: HastNode): string[] => {
  const value = node.properties?.className;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(' ') : [];
};

const text = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(text).join('');

const element = (tagName: string, children: HastNode[], properties = {}): HastNode => ({
  type: 'element',
  tagName,
  properties,
  children,
});

const findAll = (node: HastNode, test: (node: HastNode) => boolean): HastNode[] =>
  (node.children ?? []).flatMap((child) => [...(test(child) ? [child] : []), ...findAll(child, test)]);

/** A Prism block's source: one line per `.token-line`, or the element's text if it has none. */
function codeBlock(pre: HastNode): HastNode {
  const language = classes(pre).find((name) => name.startsWith('language-'));
  const lines = findAll(pre, (node) => classes(node).includes('token-line'));
  const source = lines.length > 0 ? lines.map(text).join('\n') : text(pre);
  return element('pre', [
    element('code', [{ type: 'text', value: source }], language ? { className: [language] } : {}),
  ]);
}

function tabs(container: HastNode): HastNode[] {
  const labels = findAll(container, (node) => node.properties?.role === 'tab').map(text);
  const panels = findAll(container, (node) => node.properties?.role === 'tabpanel');
  return panels.flatMap((panel, index) => [
    element('p', [element('strong', [{ type: 'text', value: labels[index] ?? `Tab ${index + 1}` }])]),
    ...(panel.children ?? []),
  ]);
}

/** What replaces a node: nothing, itself (walked further), or other nodes. */
function replace(node: HastNode): HastNode[] {
  if (node.type === 'comment') return [];
  if (node.type !== 'element') return [node];
  const names = classes(node);
  // A <wbr> (a line-break opportunity in a long name) would become a zero-width space.
  if (node.tagName === 'button' || node.tagName === 'wbr' || names.includes('hash-link')) return [];
  if (node.tagName === 'pre') return [codeBlock(node)];
  if (names.includes('tabs-container')) return tabs(node).flatMap(replace);
  if ('dataDiagram' in (node.properties ?? {})) {
    const title = String(node.properties?.dataDiagram ?? '').trim();
    return [element('p', [element('em', [{ type: 'text', value: `Diagram${title ? `: ${title}` : ''}` }])])];
  }
  node.children = node.children?.flatMap(replace);
  return [node];
}

export default function rehypeTwin() {
  return (tree: HastNode): void => {
    tree.children = tree.children?.flatMap(replace);
  };
}
