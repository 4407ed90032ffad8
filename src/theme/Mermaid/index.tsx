/**
 * Wraps `@theme/Mermaid` so that only a page with a diagram pays for the diagram library, and
 * only once the reader gets near the diagram; and frames every diagram in a viewer that keeps
 * it readable, holds its place until it is drawn, and opens it full screen
 * (src/components/DiagramViewer).
 *
 * Every MDX page imports `@theme/Mermaid` through `MDXComponents`, so in the stock theme the
 * component, its render hooks and the `import('mermaid')` behind them are part of the code all
 * pages load, and the bundler's shared-chunk rule moves the mermaid library (about 660 KB) into
 * a chunk every docs page downloads. This wrapper is all that pages carry: the viewer's empty
 * frame. When the frame is on screen, or within a screen of it once the reader scrolls (or the
 * page is printed), it loads the original component with a dynamic `import()`, and with it the
 * library, which then draws the diagram.
 * A page without a diagram never requests any mermaid code (tests/unit/budget.spec.ts checks
 * the build), and a page whose diagram is far down does not run mermaid until it is needed.
 *
 * The frame's height before drawing is estimated from the diagram's source, on the server as
 * in the browser (src/components/DiagramViewer/estimateSize.ts): the build has no step that
 * could measure the drawn diagrams, and a stored table of heights would go stale with every
 * edit. The original component is unchanged: it draws the SVG inside
 * `.docusaurus-mermaid-container` (and again when the colour mode changes its theme).
 */
import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react';
import type { Props } from '@theme/Mermaid';
import DiagramViewer from '@site/src/components/DiagramViewer';
import { diagramTitle, estimateDiagramSize } from '@site/src/components/DiagramViewer/estimateSize';
import useNearViewport from '@site/src/hooks/useNearViewport';
import styles from './styles.module.css';

const OriginalMermaid = lazy(() => {
  // Start downloading the library together with the component rather than after it: the
  // original component imports mermaid once it renders, and then gets this same chunk.
  import('mermaid').catch(() => undefined);
  // Mermaid's flowchart tooltips call `selection.transition()`, which d3-transition adds to
  // d3-selection when it is evaluated. d3 declares itself free of side effects, so the bundler
  // leaves that module out, and every mouse leaving a flowchart node threw a TypeError.
  return Promise.all([import('d3-transition'), import('@theme-original/Mermaid')]).then(
    ([, original]) => original,
  );
});

/**
 * Until the reader moves, only a diagram they can see is worth the library's time; once they
 * scroll, the diagrams of the next screen are drawn ahead. Printing draws them all.
 */
const WHEN_NEEDED = { lookahead: '100% 0px', waitForScroll: true, whenPrinting: true } as const;

export default function Mermaid(props: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const needed = useNearViewport(box, WHEN_NEEDED);
  const size = useMemo(() => estimateDiagramSize(props.value), [props.value]);
  const title = diagramTitle(props.value);
  return (
    // data-diagram carries the title, so the page's Markdown twin can name the diagram it cannot draw.
    <div ref={box} className={styles.diagram} data-diagram={title ?? ''}>
      <DiagramViewer title={title} size={size}>
        {needed && (
          <Suspense fallback={null}>
            <OriginalMermaid {...props} />
          </Suspense>
        )}
      </DiagramViewer>
    </div>
  );
}
