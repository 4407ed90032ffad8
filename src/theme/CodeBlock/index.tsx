/**
 * theme-classic's CodeBlock (ejected: `docusaurus swizzle --list` marks it safe), changed so
 * that a page hydrates its code blocks only as the reader reaches them.
 *
 * The original highlights every block in the browser while the page hydrates, and then a
 * second time (`key={isBrowser}`), because its server markup carried the light theme's colours
 * inline. On a code-heavy page that is most of the main thread's work after the first paint.
 * Here:
 * - the Prism theme names CSS custom properties, not colours (src/data/codeTheme.ts), so the
 *   markup is the same in both colour modes and no second render is needed;
 * - while the page hydrates, a block keeps the server's HTML as it is (an empty
 *   `dangerouslySetInnerHTML`, which React leaves alone), and renders for real, with its copy
 *   and word-wrap buttons, once it comes within a screen of the viewport. A block that mounts
 *   after hydration (a client-side navigation) renders at once, as in the original;
 * - a rendered block too wide for its column is a named region (WCAG 4.1.2).
 *
 * tests/unit/upstream-copies.spec.ts fails when the original changes: re-check this copy then.
 */
import { Children, isValidElement, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import useNearViewport from '@site/src/hooks/useNearViewport';
import useScrollRegion from '@site/src/hooks/useScrollRegion';
import styles from './styles.module.css';

/** As in the original: the children as one string when they are only strings, so they can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : (children as string);
}

const noSubscription = () => () => undefined;

/**
 * True while React hydrates this block from the server's HTML, false when it mounts afresh in
 * the browser (after a client-side navigation, or when a parent such as theme-classic's tabs
 * mounts its children again): React reads the server snapshot only while hydrating.
 */
const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

const NEAR = { lookahead: '100% 0px', whenPrinting: true } as const;

/** "Code: " and the block's title, or its language. */
function codeName(pre: HTMLElement): string {
  const title = pre
    .closest(`.${styles.block}`)
    ?.querySelector('[class*="codeBlockTitle"]')
    ?.textContent?.trim();
  const language = /\blanguage-([\w-]+)/.exec(pre.className)?.[1];
  return `Code: ${title || (language && language !== 'text' ? language : 'sample')}`;
}

const CODE_REGION = {
  target: (box: HTMLElement) => box.querySelector('pre'),
  name: codeName,
  alwaysFocusable: true,
};

/** A rendered block: a block too wide for the column is a named, scrollable region (src/hooks/useScrollRegion). */
function Block({ children }: { children: ReactNode }): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useScrollRegion(box, CODE_REGION);
  return (
    <div ref={box} className={styles.block}>
      {children}
    </div>
  );
}

/** The server's HTML of a block, kept until the block comes near the viewport. */
function ServerHtml({ children }: { children: ReactNode }): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, NEAR);
  if (near) return <Block>{children}</Block>;
  return (
    <div
      ref={box}
      className={styles.block}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  // Decided once: a block that hydrates keeps the server's HTML until it is needed. The server
  // itself renders the block in full.
  const hydrating = useHydrating() && ExecutionEnvironment.canUseDOM;
  const [deferred] = useState(hydrating);
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  const block = <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
  if (deferred) return <ServerHtml>{block}</ServerHtml>;
  // The server renders the same wrapper, so the markup matches while hydrating.
  return <Block>{block}</Block>;
}
