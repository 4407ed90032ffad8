/**
 * The `<pre>` and `<code>` elements of a highlighted code block, exactly as theme-classic's
 * `CodeBlock/Content` renders them (same classes, from its own CSS module), so that the
 * server's markup and the browser's match whichever path renders the block.
 */
import { forwardRef, type ComponentProps } from 'react';
import clsx from 'clsx';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

export const PreElement = forwardRef<HTMLPreElement, ComponentProps<'pre'>>(function PreElement(props, ref) {
  return (
    // A scrollable code block must be reachable with the keyboard (as in theme-classic).
    <pre
      ref={ref}
      tabIndex={0}
      {...props}
      className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
});

export const CodeElement = forwardRef<
  HTMLElement,
  ComponentProps<'code'> & { lineNumbersStart: number | undefined }
>(function CodeElement({ lineNumbersStart, ...props }, ref) {
  return (
    <code
      ref={ref}
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset: lineNumbersStart === undefined ? undefined : `line-count ${lineNumbersStart - 1}`,
      }}
    />
  );
});
