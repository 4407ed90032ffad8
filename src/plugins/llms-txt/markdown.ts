/**
 * Turns a page's MDX source into plain Markdown that reads well outside the site: front matter,
 * MDX imports and exports go; `<Tabs>` become a bold label before each tab's content; the
 * site's own components are rendered to Markdown by the caller's renderers; admonitions become
 * block quotes; site-relative links become absolute; and the brand's URL tokens
 * (`{{FHIR_BASE_URL}}`, …) and the fact tokens in prose (`%%RPO%%`, …) are replaced, as the
 * remark-brand-tokens plugin does on the site.
 * Fenced code is kept exactly, apart from the tokens.
 */
import matter from 'gray-matter';
import { replaceCodeTokens, type BrandUrls } from '../../data/brand';
import { replaceFactTokens } from '../../data/facts';

/** Renders one JSX component (its string props) to Markdown. */
export type ComponentRenderer = (props: Record<string, string>) => string;

export interface MarkdownOptions {
  urls: BrandUrls;
  /** Renderers for the site's components, by tag name. Tabs and TabItem are built in. */
  components?: Record<string, ComponentRenderer>;
  /** Called for a component without a renderer: its tags are dropped, its children kept. */
  onUnknownComponent?: (name: string) => void;
}

const FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;
const SELF_CLOSING = /^\s*<([A-Z][\w.]*)((?:\s+[^>]*?)?)\s*\/>\s*$/;
const OPENING = /^\s*<([A-Z][\w.]*)((?:\s+[^>]*)?)>\s*$/;
const CLOSING = /^\s*<\/([A-Z][\w.]*)>\s*$/;
const ADMONITION = /^:::(\w+)(?:\[(.*)\]|\s+(.*))?\s*$/;

/** The string props of a JSX tag: `a="x"`, `a='x'` and `a={"x"}`. */
export function parseProps(attributes: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const match of attributes.matchAll(
    /([\w-]+)=(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/g,
  )) {
    const [, name = '', ...values] = match;
    props[name] = values.find((value) => value !== undefined) ?? '';
  }
  return props;
}

/** Makes `](/path)` links and images absolute on the site. */
export function absoluteLinks(text: string, siteUrl: string): string {
  return text.replace(
    /\]\((\/[^)\s]*)(\s+"[^"]*")?\)/g,
    (_, url: string, title = '') => `](${siteUrl}${url}${title})`,
  );
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** Converts an .mdx/.md source (with front matter) to the Markdown body of its page. */
export function mdxToMarkdown(source: string, options: MarkdownOptions): string {
  const { urls, components = {}, onUnknownComponent } = options;
  const lines = matter(source).content.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  let inImport = false;
  let quote = false;
  /** Adds a line; `code` lines are kept as they are, others never make two blank lines in a row. */
  const push = (text: string, code = false): void => {
    const line = quote ? (text.trim() === '' ? '>' : `> ${text}`) : text;
    const blank = line.trim() === '' || line === '>';
    const previous = out[out.length - 1];
    if (!code && blank && (previous === undefined || previous.trim() === '' || previous === '>')) return;
    out.push(line);
  };

  for (const line of lines) {
    if (fence !== null) {
      push(replaceCodeTokens(line, urls), true);
      const trimmed = line.trim();
      if (trimmed.startsWith(fence) && trimmed.replace(/[`~]/g, '') === '') fence = null;
      continue;
    }
    const open = FENCE.exec(line);
    if (open) {
      fence = open[2] ?? '```';
      push(line, true);
      continue;
    }
    // MDX imports and exports (one line or several) are code for the page, not content.
    if (inImport) {
      if (/['"];?\s*$/.test(line)) inImport = false;
      continue;
    }
    if (/^(import|export)\s/.test(line)) {
      inImport = /^import\s/.test(line) && !/['"];?\s*$/.test(line);
      continue;
    }
    const admonition = ADMONITION.exec(line);
    if (admonition && !quote) {
      const [, kind = 'note', bracketTitle, spaceTitle] = admonition;
      const title = bracketTitle ?? spaceTitle;
      quote = true;
      push(`**${capitalise(kind)}${title ? `: ${title.trim()}` : ''}**`);
      push('');
      continue;
    }
    if (quote && /^:::\s*$/.test(line)) {
      if (out[out.length - 1] === '>') out.pop();
      quote = false;
      push('');
      continue;
    }
    const selfClosing = SELF_CLOSING.exec(line);
    if (selfClosing) {
      const [, name = '', attributes = ''] = selfClosing;
      const render = components[name];
      if (render) for (const rendered of render(parseProps(attributes)).split('\n')) push(rendered);
      else onUnknownComponent?.(name);
      continue;
    }
    const opening = OPENING.exec(line);
    if (opening) {
      const [, name = '', attributes = ''] = opening;
      if (name === 'TabItem') {
        const props = parseProps(attributes);
        push(`**${props.label ?? props.value ?? 'Tab'}**`);
        push('');
      } else if (name !== 'Tabs') {
        onUnknownComponent?.(name);
      }
      continue;
    }
    if (CLOSING.test(line)) continue;
    push(absoluteLinks(replaceFactTokens(replaceCodeTokens(line, urls)), urls.site));
  }
  while (out.length > 0 && (out[out.length - 1] ?? '').trim() === '') out.pop();
  return `${out.join('\n')}\n`;
}
