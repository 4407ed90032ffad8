/**
 * A code block's highlighted code as the server rendered it, read from the page, so that a block
 * can render for real in the browser (with its copy and word-wrap buttons) around the server's
 * tokens instead of running Prism again to make the same ones (src/theme/CodeBlock and
 * src/theme/CodeBlock/Content).
 */
import { createContext, type CSSProperties } from 'react';

export interface ServerCode {
  preClassName: string;
  preStyle: CSSProperties;
  codeClassName: string;
  codeStyle: CSSProperties;
  /** The lines and their tokens. */
  html: string;
}

/** Given to a block's content by a block that read its server code. */
export const ServerCodeContext = createContext<ServerCode | undefined>(undefined);

/** An element's inline style as React takes it: camel-cased properties, custom ones as they are. */
function styleOf(element: HTMLElement): CSSProperties {
  const style: Record<string, string> = {};
  for (const name of Array.from(element.style)) {
    const key = name.startsWith('--')
      ? name
      : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = element.style.getPropertyValue(name);
  }
  return style as CSSProperties;
}

/** The highlighted code of the block in `root`, or undefined when it holds none (code given as elements). */
export function serverCodeIn(root: HTMLElement | null): ServerCode | undefined {
  const pre = root?.querySelector<HTMLElement>('pre.prism-code');
  const code = pre?.querySelector<HTMLElement>(':scope > code');
  if (!pre || !code) return undefined;
  return {
    preClassName: pre.className,
    preStyle: styleOf(pre),
    codeClassName: code.className,
    codeStyle: styleOf(code),
    html: code.innerHTML,
  };
}
