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
 *   and word-wrap buttons, once it comes within a screen of the viewport, or once the keyboard
 *   focus enters it (the focus then moves to the same part of the rendered block). A block that
 *   mounts after hydration (a client-side navigation) renders at once, as in the original,
 *   unless an identical block shows the server's HTML (theme-classic's tabs mount theirs again):
 *   then it shows a copy of that HTML until it is near;
 * - a block that keeps the server's HTML renders around the server's highlighted code when it
 *   does render (src/plugins/lazy-prism/server-code.ts, src/theme/CodeBlock/Content): a first
 *   load never runs Prism. Prism is in the highlighter's chunk (src/plugins/lazy-prism), which
 *   only blocks that mount after a move within the app load;
 * - a rendered block too wide for its column is a named region (WCAG 4.1.2);
 * - a block of more than COLLAPSE_OVER lines shows its first CAP_LINES, faded out, with a
 *   button that expands it and collapses it again (`Collapsible`). The server renders it
 *   collapsed, so the page does not move when the block renders for real; only CSS caps it
 *   (styles.module.css), on screen and where scripts run, so a page read without them, and
 *   every printed page, shows the whole block. The copy button copies the whole block, as it
 *   copies the code, not what is in view;
 * - every block has a title bar, with its title or its language's name
 *   (src/utils/codeBlockLabel.ts); the copy and word-wrap buttons sit in that bar, always shown
 *   (on touch screens there is no hover to reveal them), where they never cover the code; code
 *   that runs on beyond the block's right edge shows a shadow there (styles.module.css);
 * - a runnable request sample (its meta carries `sandbox="…"`) gets a "Run" bar below it
 *   (src/components/SandboxRun), rendered beside the block, not inside it, so it works while
 *   the block still shows the server's HTML.
 *
 * tests/unit/upstream-copies.spec.ts fails when the original changes: re-check this copy then.
 */
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactNode,
  type UIEvent,
} from 'react';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import useHydrating from '@site/src/hooks/useHydrating';
import useNearViewport from '@site/src/hooks/useNearViewport';
import useScrollRegion from '@site/src/hooks/useScrollRegion';
import { whenIdle } from '@site/src/utils/whenIdle';
import { BLOCKS, RENDERED_ATTRIBUTE } from '@site/src/plugins/deferred-blocks/attribute';
import { ServerCodeContext, serverCodeIn, type ServerCode } from '@site/src/plugins/lazy-prism/server-code';
import SandboxRun from '@site/src/components/SandboxRun';
import { blockLanguage, languageLabel } from '@site/src/utils/codeBlockLabel';
import styles from './styles.module.css';

/** As in the original: the children as one string when they are only strings, so they can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : (children as string);
}

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

/** A collapsed block shows this many lines (`--code-cap-lines` in styles.module.css). */
const CAP_LINES = 30;
const CAP_STYLE = { '--code-cap-lines': CAP_LINES } as CSSProperties;
/** Only a block longer than this collapses: hiding fewer than ten lines would not save a scroll. */
const COLLAPSE_OVER = 40;

/** The number of lines of a block's code; 0 when it is not plain text (it never collapses then). */
function lineCount(children: ReactNode): number {
  return typeof children === 'string' ? children.replace(/\n$/, '').split('\n').length : 0;
}

/**
 * A long block: capped at CAP_LINES until the reader expands it. The button names the block it
 * controls (`aria-controls`) and says whether it is expanded. Collapsing keeps the button where
 * it was on the screen, so the reader is not left far down the page; a search in the page that
 * scrolls the capped code (find in page scrolls even what readers cannot) expands it.
 */
function Collapsible({ children, lines }: { children: ReactNode; lines: number }): ReactNode {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const onToggle = (): void => {
    const button = toggle.current;
    const before = button?.getBoundingClientRect().top ?? 0;
    flushSync(() => setExpanded(!expanded));
    if (expanded && button) window.scrollBy(0, button.getBoundingClientRect().top - before);
  };

  const onScroll = (event: UIEvent<HTMLDivElement>): void => {
    const scrolled = event.target instanceof HTMLElement ? event.target.scrollTop : 0;
    if (expanded || scrolled <= 0) return;
    // What was in view moves down by as much as the code had scrolled: follow it.
    flushSync(() => setExpanded(true));
    window.scrollBy(0, scrolled);
  };

  return (
    <div className={clsx(styles.frame, !expanded && styles.collapsed)} style={CAP_STYLE}>
      <div id={id} className={styles.code} onScrollCapture={onScroll}>
        {children}
      </div>
      <div className={styles.toggleBar}>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={onToggle}>
          {expanded ? 'Collapse' : 'Expand'} <span className={styles.lineCount}>({lines} lines)</span>
        </button>
      </div>
    </div>
  );
}

/** Which part of a block had the focus while it was the server's HTML (see `ServerHtml`). */
type FocusedPart = 'code' | 'toggle';

/**
 * A rendered block: a block too wide for the column is a named region (src/hooks/useScrollRegion),
 * and a long one collapses. `focus` gives the focus back to the part that had it in the
 * server's HTML, which this block replaced.
 */
function Block({
  children,
  lines,
  focus,
}: {
  children: ReactNode;
  lines: number;
  focus?: FocusedPart;
}): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useScrollRegion(box, CODE_REGION);
  // A block still deferred (content-visibility: auto) has no width of its own, and the word-wrap
  // button would be left out for good: theme-classic measures once, in a passive effect that
  // runs after this one. Lay it out first.
  useLayoutEffect(() => {
    box.current?.closest(BLOCKS)?.setAttribute(RENDERED_ATTRIBUTE, '');
  }, []);
  useEffect(() => {
    if (!focus) return;
    const part = box.current?.querySelector<HTMLElement>(
      focus === 'toggle' ? 'button[aria-controls]' : 'pre',
    );
    part?.focus({ preventScroll: true });
  }, [focus]);
  return (
    <div ref={box} className={styles.block}>
      {lines > COLLAPSE_OVER ? <Collapsible lines={lines}>{children}</Collapsible> : children}
    </div>
  );
}

/**
 * The blocks showing the server's HTML, by block (`blockKey`). theme-classic's tabs mount their
 * panels again once the page has hydrated: a block mounted afresh copies the HTML of the one it
 * replaces (still in the document while the new one renders), so it stays highlighted, and
 * renders around that code in turn, without Prism. Identical blocks have identical HTML, so any
 * of them will do.
 */
const serverHtmlBlocks = new Map<string, Set<HTMLElement>>();

function serverHtmlOf(key: string): string | undefined {
  for (const element of serverHtmlBlocks.get(key) ?? []) {
    if (!element.isConnected || element.childElementCount === 0) continue;
    // Without its ids: the block copied from may stay in the document (an identical block).
    const copy = element.cloneNode(true) as HTMLElement;
    for (const part of copy.querySelectorAll('[id], [aria-controls]')) {
      part.removeAttribute('id');
      part.removeAttribute('aria-controls');
    }
    return copy.innerHTML;
  }
  return undefined;
}

/** What makes two blocks render the same HTML: their code and their props. */
function blockKey(children: ReactNode, props: Omit<Props, 'children'>): string | undefined {
  return typeof children === 'string' ? JSON.stringify([children, props]) : undefined;
}

/**
 * The server's HTML of a block (as it hydrated, or `html` copied from another), kept until the
 * block comes near the viewport, or until a part of it takes the focus (a keyboard can reach its
 * code, and the button of a long block, before it is near): then the block renders, and the part
 * gets the focus back.
 */
function ServerHtml({
  children,
  lines,
  html,
  blockId,
}: {
  children: ReactNode;
  lines: number;
  html?: string;
  blockId?: string;
}): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  // Listed while the server's HTML is in the document: not once the block has rendered for real.
  const showing = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      if (!element || blockId === undefined) return undefined;
      const blocks = serverHtmlBlocks.get(blockId) ?? new Set();
      serverHtmlBlocks.set(blockId, blocks.add(element));
      return () => {
        box.current = null;
        blocks.delete(element);
        if (blocks.size === 0) serverHtmlBlocks.delete(blockId);
      };
    },
    [blockId],
  );
  const near = useNearViewport(box, NEAR);
  const [focused, setFocused] = useState<FocusedPart>();
  const onFocus = (event: FocusEvent<HTMLDivElement>): void =>
    setFocused(event.target instanceof HTMLButtonElement ? 'toggle' : 'code');
  const wanted = near || focused !== undefined;
  // Set once the block renders, with the server's code read from it (none for code given as elements).
  const [rendered, setRendered] = useState<{ code: ServerCode | undefined }>();
  useEffect(() => {
    if (!wanted || rendered) return undefined;
    // In an idle task of its own: the blocks near the viewport, rendered together, made one
    // long task (138 ms on /docs/sdk at 4× CPU, when they ran Prism).
    return whenIdle(() => {
      const code = serverCodeIn(box.current);
      flushSync(() => setRendered({ code }));
    });
  }, [wanted, rendered]);
  if (rendered) {
    return (
      <Block lines={lines} focus={focused}>
        <ServerCodeContext.Provider value={rendered.code}>{children}</ServerCodeContext.Provider>
      </Block>
    );
  }
  return (
    <div
      ref={showing}
      className={styles.block}
      onFocus={onFocus}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
      suppressHydrationWarning
    />
  );
}

function CodeBlockOnly({ children: rawChildren, ...props }: Props): ReactNode {
  // Decided once: a block that hydrates keeps the server's HTML until it is needed. The server
  // itself renders the block in full.
  const hydrating = useHydrating() && ExecutionEnvironment.canUseDOM;
  const children = maybeStringifyChildren(rawChildren);
  const key = blockKey(children, props);
  const [deferred] = useState(hydrating);
  // A block mounted afresh in place of one that shows the server's HTML (see above).
  const [serverHtml] = useState(() =>
    !hydrating && key !== undefined && ExecutionEnvironment.canUseDOM ? serverHtmlOf(key) : undefined,
  );
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  const block = <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
  const lines = lineCount(children);
  if (deferred || serverHtml !== undefined) {
    return (
      <ServerHtml lines={lines} html={serverHtml} blockId={key}>
        {block}
      </ServerHtml>
    );
  }
  // The server renders the same wrapper, so the markup matches while hydrating.
  return <Block lines={lines}>{block}</Block>;
}

export default function CodeBlock(props: Props): ReactNode {
  // Every block has a label: its title (a `title="…"` in its meta wins over this), or else its
  // language's name (src/utils/codeBlockLabel.ts). The copy and word-wrap buttons sit in that bar.
  const title = props.title ?? languageLabel(blockLanguage(props));
  return (
    <>
      <CodeBlockOnly {...props} title={title} />
      <SandboxRun metastring={props.metastring} />
    </>
  );
}
