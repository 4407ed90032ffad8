/**
 * theme-classic's code content, wrapped. It is the one part of a code block that uses Prism
 * (the block's frame, title and buttons do not), so the wrapper is where Prism stays out of a
 * page's first load. `docusaurus swizzle --list` marks this wrap unsafe;
 * maintaining/customisations.md names what requires it, and tests/unit/upstream-copies.spec.ts
 * fails when the original changes.
 * - A block that read its server code (src/theme/CodeBlock, as the page hydrates) shows those
 *   tokens as they are: no Prism, and the same markup the original renders.
 * - Otherwise (a block that mounts after a move within the app) the original renders, from the
 *   highlighter's chunk (src/plugins/lazy-prism); until that has loaded, the code shows
 *   unhighlighted in the same box, so the block's title and buttons are there from the start.
 */
import { lazy, Suspense, useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import type { Props } from '@theme/CodeBlock/Content';
import { loadedHighlighter, loadHighlighter } from '@site/src/plugins/lazy-prism/load-highlighter';
import { ServerCodeContext } from '@site/src/plugins/lazy-prism/server-code';
import styles from './styles.module.css';

/** The original through Suspense; if the highlighter cannot load, the code stays unhighlighted. */
const LazyHighlighted = lazy(() =>
  loadHighlighter().then(
    (highlighter) => ({ default: highlighter }),
    () => ({ default: Unhighlighted }),
  ),
);

function Unhighlighted({ className }: Props): ReactNode {
  const {
    metadata,
    wordWrap: { codeBlockRef },
  } = useCodeBlockContext();
  return (
    <pre ref={codeBlockRef} tabIndex={0} className={clsx(className, styles.pre, 'thin-scrollbar')}>
      <code className={styles.lines}>{metadata.code}</code>
    </pre>
  );
}

export default function CodeBlockContentWrapper(props: Props): ReactNode {
  const server = useContext(ServerCodeContext);
  const { codeBlockRef } = useCodeBlockContext().wordWrap;
  if (server) {
    return (
      <pre ref={codeBlockRef} tabIndex={0} className={server.preClassName} style={server.preStyle}>
        <code
          className={server.codeClassName}
          style={server.codeStyle}
          dangerouslySetInnerHTML={{ __html: server.html }}
        />
      </pre>
    );
  }
  const Highlighted = loadedHighlighter();
  // eslint-disable-next-line react-hooks/static-components -- one module-level component, loaded once
  if (Highlighted) return <Highlighted {...props} />;
  return (
    <Suspense fallback={<Unhighlighted {...props} />}>
      <LazyHighlighted {...props} />
    </Suspense>
  );
}
