/**
 * The frame a diagram is drawn in (src/theme/Mermaid): it keeps the diagram readable, holds
 * its place before it is drawn, and opens it full screen.
 *
 * - Readable: the drawn SVG shrinks to fit the column only while its smallest text stays at
 *   12 px or more, 10 px on a desktop screen (./readable.ts); past that it scrolls sideways, in
 *   a named region a keyboard can scroll (src/hooks/useScrollRegion), with a hint and faded
 *   edges while it does, starting on the drawing's first shape.
 * - Still: until the SVG arrives, a calm panel holds the diagram's estimated height
 *   (./estimateSize.ts), worked out in CSS from the column's width, so it is right in the
 *   server's HTML on any screen. The estimate errs large: a drawn diagram shorter than it
 *   stays centred in that space, which shrinks to fit only once the diagram is well off
 *   screen, where the change moves nothing the reader can see (useHolding).
 * - Full screen: a button opens the diagram in a dialog with pan and zoom
 *   (./FullScreenDialog.tsx, loaded only when wanted).
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import clsx from 'clsx';
import useScrollRegion from '@site/src/hooks/useScrollRegion';
import type { DiagramSize } from './estimateSize';
import ViewerIcon from './icons';
import { fitReadable, keepReadable, startOnDrawing } from './readable';
import styles from './styles.module.css';

const loadDialog = () => import('./FullScreenDialog');
const FullScreenDialog = lazy(loadDialog);

export interface DiagramViewerProps {
  /** The diagram's title (its `accTitle`): it names the region, the button and the dialog. */
  title?: string;
  /** The estimated drawn size, for the space held until the diagram is drawn. */
  size: DiagramSize;
  /** What draws the diagram (absent until it is wanted): its SVG may arrive later. */
  children?: ReactNode;
}

/**
 * Watches `box` for the SVG its children draw (and draw again, as Mermaid does when its theme
 * changes), keeps each readable, and marks `root` while the box overflows and on which sides.
 */
function useDrawnSvg(
  root: RefObject<HTMLElement | null>,
  box: RefObject<HTMLElement | null>,
): SVGSVGElement | null {
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  useEffect(() => {
    const frame = root.current;
    const scroller = box.current;
    if (!frame || !scroller) return undefined;
    let current: SVGSVGElement | null = null;
    const edges = (): void => {
      const overflow = scroller.scrollWidth - scroller.clientWidth;
      // `>` as in useScrollRegion, so the hint shows exactly while the box is a region.
      frame.toggleAttribute('data-overflowing', overflow > 0);
      frame.toggleAttribute('data-more-start', overflow > 0 && scroller.scrollLeft > 1);
      frame.toggleAttribute('data-more-end', overflow > 0 && scroller.scrollLeft < overflow - 1);
    };
    const find = (): void => {
      const found = scroller.querySelector('svg');
      if (found === current) return;
      current = found;
      if (found) {
        keepReadable(found, scroller);
        found.setAttribute('data-readable', '');
        startOnDrawing(scroller, found);
      }
      setSvg(found);
      edges();
    };
    const mutations = new MutationObserver(find);
    mutations.observe(scroller, { childList: true, subtree: true });
    // A wider or narrower column may let the diagram fit, or no longer (./readable.ts).
    const resizes = new ResizeObserver(() => {
      if (current) fitReadable(current, scroller);
      edges();
    });
    resizes.observe(scroller);
    scroller.addEventListener('scroll', edges, { passive: true });
    find();
    return () => {
      mutations.disconnect();
      resizes.disconnect();
      scroller.removeEventListener('scroll', edges);
    };
  }, [root, box]);
  return svg;
}

/**
 * True until the diagram is drawn and its box lies wholly below the viewport: the held space
 * then shrinks to fit the drawing. Below the viewport nothing the reader sees moves, so this
 * costs no layout shift. A diagram drawn in view or above it keeps the space: shrinking it there
 * would move what the reader is looking at, and a scroll to make up for it still counts as a
 * layout shift (only the browser's own scroll anchoring is exempt, and it picks no anchor while
 * a code block near the top of the view is being swapped for its rendered copy). Diagrams are
 * drawn a screen ahead (src/theme/Mermaid), so most are below the view when they are drawn.
 */
function useHolding(root: RefObject<HTMLElement | null>, drawn: boolean): boolean {
  const [holding, setHolding] = useState(true);
  useEffect(() => {
    const element = root.current;
    if (!element || !drawn || !holding) return undefined;
    const observer = new IntersectionObserver(() => {
      // Checked now, not when the observer measured: the reader may have scrolled since.
      if (element.getBoundingClientRect().top < window.innerHeight) return;
      // Committed before the next frame, while the box is still out of view.
      flushSync(() => setHolding(false));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [root, drawn, holding]);
  return holding;
}

export default function DiagramViewer({ title, size, children }: DiagramViewerProps): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const svg = useDrawnSvg(root, scroller);
  const holding = useHolding(root, svg !== null);
  // Watched through the content, whose size changes when the diagram is drawn and with the
  // column; the scroller's may not, while it holds the estimated height.
  const region = useMemo(
    () => ({
      target: (element: HTMLElement) => element.parentElement,
      name: () => (title ? `Diagram: ${title}` : 'Diagram'),
    }),
    [title],
  );
  useScrollRegion(content, region);
  const close = useCallback(() => {
    setOpen(false);
    // Browsers differ on where focus goes when a dialog closes: back to the button, always.
    button.current?.focus();
  }, []);
  const preload = (): void => void loadDialog().catch(() => undefined);
  // The estimate, for the CSS that turns it into a height for the column's width.
  const estimate = {
    '--diagram-width': size.width,
    '--diagram-height': size.height,
    '--diagram-min-scale': size.minScale,
  } as CSSProperties;

  return (
    <div ref={root} className={styles.viewer} style={estimate}>
      <div className={styles.toolbar}>
        <p className={styles.hint}>
          <ViewerIcon name="sideways" />
          Scroll sideways or open full screen
        </p>
        <button
          ref={button}
          type="button"
          className={clsx('button button--sm button--secondary', styles.expand)}
          aria-label={title ? `Open full screen: ${title}` : undefined}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpen(true)}>
          <ViewerIcon name="expand" />
          Full screen
        </button>
      </div>
      <div className={styles.view}>
        <div
          ref={scroller}
          className={clsx(styles.scroller, holding && styles.holding, svg && styles.drawn)}
          aria-busy={svg ? undefined : true}
          data-diagram-scroller="">
          <div ref={content} className={styles.content}>
            {children}
          </div>
        </div>
      </div>
      {open && (
        <Suspense fallback={null}>
          <FullScreenDialog svg={svg} title={title ?? 'Diagram'} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
