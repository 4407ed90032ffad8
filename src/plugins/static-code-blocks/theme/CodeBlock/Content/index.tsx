/**
 * theme-classic's `CodeBlock/Content`, without running the highlighter in the browser when
 * the server has already done it.
 *
 * - The server highlights the block with ../../../Highlighter, imported through an alias
 *   that is empty in the browser bundle (see ../../../index.ts), so Prism and its languages
 *   are not in the main bundle.
 * - While hydrating, the block keeps the server's highlighted lines: `<code>` is rendered
 *   with an empty `dangerouslySetInnerHTML`, which React leaves alone during hydration and
 *   after it (the value never changes), so Prism does not run and no token is re-rendered.
 *   The lines are also remembered, by code and language: a block remounted (or met again
 *   after navigating back) reuses them instead of highlighting again.
 * - Any other block that mounts in the browser (a client-side navigation to a new page, or
 *   a hydrating block whose server lines are missing) loads the highlighter with a dynamic
 *   `import()` and shows the plain text until it arrives.
 */
import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import ServerHighlighter from '@static-code-blocks/server-highlighter';
import { CodeElement, PreElement } from '../../../markup';

const Highlighter = lazy(() => import('../../../Highlighter'));

type Metadata = ReturnType<typeof useCodeBlockContext>['metadata'];

/** Highlighted lines taken from the server's HTML, by block (what the markup depends on). */
const serverLines = new Map<string, string>();
const blockKey = ({ language, lineNumbersStart, lineClassNames, code }: Metadata) =>
  JSON.stringify([language, lineNumbersStart ?? null, lineClassNames, code]);

/**
 * Whether React is hydrating the server's HTML. Docusaurus marks the document once it has
 * (`<html data-has-hydrated>`). Read once, when a block first renders; unlike `useIsBrowser`,
 * it does not render every block again when hydration ends.
 */
const hydrating = (): boolean => document.documentElement.dataset.hasHydrated !== 'true';

/** The classes prism-react-renderer gives the `<pre>`. */
const prismClassName = (language: string) => `prism-code language-${language.toLowerCase()}`;

/**
 * Lines React does not render: the server's, kept while hydrating (`html` is empty, so React
 * leaves the existing children alone), or ones remembered from an earlier hydration.
 */
function KeptLines({
  className,
  html,
  cacheKey,
  onMissing,
}: Props & { html: string; cacheKey: string; onMissing: () => void }): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const codeRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const code = codeRef.current;
    if (code?.hasChildNodes()) serverLines.set(cacheKey, code.innerHTML);
    else onMissing();
  }, [cacheKey, onMissing]);
  return (
    <PreElement ref={codeBlockRef} className={clsx(className, prismClassName(metadata.language))}>
      <CodeElement
        ref={codeRef}
        lineNumbersStart={metadata.lineNumbersStart}
        dangerouslySetInnerHTML={{ __html: html }}
        suppressHydrationWarning
      />
    </PreElement>
  );
}

/** Unhighlighted text, shown for the moment the highlighter takes to load. */
function PlainLines({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  return (
    <PreElement ref={codeBlockRef} className={clsx(className, prismClassName(metadata.language))}>
      <CodeElement lineNumbersStart={undefined}>{metadata.code}</CodeElement>
    </PreElement>
  );
}

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata } = useCodeBlockContext();
  // Decided on the first render: keep the server's lines (hydrating), reuse remembered ones,
  // or highlight (`html` undefined).
  const [{ cacheKey, html }, setKept] = useState(() => {
    if (!ExecutionEnvironment.canUseDOM) return { cacheKey: '', html: undefined };
    const key = blockKey(metadata);
    return { cacheKey: key, html: hydrating() ? '' : serverLines.get(key) };
  });
  const highlight = useCallback(() => setKept({ cacheKey: '', html: undefined }), []);
  if (!ExecutionEnvironment.canUseDOM) return <ServerHighlighter className={className} />;
  if (html !== undefined) {
    return <KeptLines className={className} html={html} cacheKey={cacheKey} onMissing={highlight} />;
  }
  return (
    <Suspense fallback={<PlainLines className={className} />}>
      <Highlighter className={className} />
    </Suspense>
  );
}
