/**
 * The syntax highlighter, in its own chunk: the server renders every code block with it, the
 * browser loads it only for a block that mounts after hydration (see theme/CodeBlock/Content).
 *
 * It renders what theme-classic's `CodeBlock/Content` renders, with one difference: tokens
 * carry classes only (`token keyword`), no inline colours. Their colours come from the
 * stylesheet generated from the Prism themes (prism-css.ts), for both colour modes.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Highlight, Prism, type PrismTheme } from 'prism-react-renderer';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { CodeElement, PreElement } from './markup';

// The extra languages (themeConfig.prism.additionalLanguages), registered once per bundle.
prismIncludeLanguages(Prism);

/** A theme without colours: prism-react-renderer then writes no inline styles. */
const CLASSES_ONLY: PrismTheme = { plain: {}, styles: [] };

export default function Highlighter({ className }: { className?: string }): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  return (
    <Highlight theme={CLASSES_ONLY} code={code} language={language}>
      {({ className: prismClassName, tokens: lines, getLineProps, getTokenProps }) => (
        <PreElement ref={wordWrap.codeBlockRef} className={clsx(className, prismClassName)}>
          <CodeElement lineNumbersStart={lineNumbersStart}>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </CodeElement>
        </PreElement>
      )}
    </Highlight>
  );
}
