/**
 * A diagram full screen, in a modal `<dialog>` (./index.tsx opens it): a copy of the drawn
 * SVG that the reader can pan and zoom with a mouse or trackpad (drag, wheel, pinch), on a
 * touch screen (one finger pans, two pinch) and from the keyboard (arrows pan; +, − and 0
 * zoom and reset). Esc closes it, as any modal dialog; the opener then takes focus back.
 *
 * It opens fitted: the whole diagram in view, centred, however small that draws its text (the
 * reader zooms in from there; the zoom reaches at least the size at which its smallest text is
 * 12 px). Movement is animated only for the buttons and keys, and not at all where the reader
 * asks for reduced motion (./dialog.module.css).
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import { MIN_TEXT_PX } from './estimateSize';
import ViewerIcon from './icons';
import { naturalSize, smallestTextPx } from './readable';
import styles from './dialog.module.css';

export interface FullScreenDialogProps {
  /** The drawn diagram (null while it is still being drawn: it is shown once it is). */
  svg: SVGSVGElement | null;
  title: string;
  /** Called once the dialog has closed. */
  onClose: () => void;
}

/** Where the diagram is: its offset in the stage, in px, and its scale. */
interface View {
  x: number;
  y: number;
  k: number;
}

interface Point {
  x: number;
  y: number;
}

/** One button press or key press zooms by this factor. */
const ZOOM_STEP = 1.25;
/** The space kept around the diagram when it is fitted to the screen, in px. */
const GAP = 24;
/** How much of the diagram stays in the stage however far it is dragged, in px. */
const KEEP_VISIBLE = 48;

let copies = 0;

/**
 * A copy of the SVG with ids of its own. Mermaid scopes its styles (`#mermaid-svg-1 .node`)
 * and points markers and labels at ids derived from the SVG's id, so every occurrence of that
 * id, in attributes and in the <style>, gets the same suffix.
 */
function copyWithOwnIds(svg: SVGSVGElement): SVGSVGElement {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const id = svg.id;
  if (!id) return copy;
  copies += 1;
  const renamed = `${id}-full-${copies}`;
  // Not followed by a digit: `mermaid-svg-12` is not part of `mermaid-svg-123`.
  const pattern = new RegExp(`${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`, 'g');
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const attribute of element.attributes) {
      if (attribute.value.includes(id)) attribute.value = attribute.value.replace(pattern, renamed);
    }
    if (element.localName === 'style' && element.textContent) {
      element.textContent = element.textContent.replace(pattern, renamed);
    }
  }
  return copy;
}

const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));
const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export default function FullScreenDialog({ svg, title, onClose }: FullScreenDialogProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const helpId = useId();
  const [zoom, setZoom] = useState<number>();
  /** The drawing's natural size and the smallest scale that keeps its text readable. */
  const content = useRef<{ width: number; height: number; readable: number }>(undefined);
  const view = useRef<View>({ x: 0, y: 0, k: 1 });
  const limits = useRef({ min: 0.05, max: 4 });
  /** Whether the reader has moved the diagram (if not, a resized screen fits it again). */
  const moved = useRef(false);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; middle: Point; view: View }>(undefined);

  /** Shows the diagram at `next`, kept partly in view, animated or not. */
  const show = useCallback((next: View, animate = false): void => {
    const element = canvas.current;
    const area = stage.current;
    const size = content.current;
    if (!element || !area || !size) return;
    const k = clamp(next.k, limits.current.min, limits.current.max);
    const width = size.width * k;
    const height = size.height * k;
    const keepX = Math.min(KEEP_VISIBLE, width);
    const keepY = Math.min(KEEP_VISIBLE, height);
    const x = clamp(next.x, keepX - width, area.clientWidth - keepX);
    const y = clamp(next.y, keepY - height, area.clientHeight - keepY);
    view.current = { x, y, k };
    element.toggleAttribute('data-animated', animate);
    element.style.transform = `translate(${x}px, ${y}px) scale(${k})`;
    setZoom(Math.round(k * 100));
  }, []);

  /** The opening view: see the file's comment. */
  const home = useCallback((): View | undefined => {
    const area = stage.current;
    const size = content.current;
    if (!area || !size) return undefined;
    const room = { width: area.clientWidth - 2 * GAP, height: area.clientHeight - 2 * GAP };
    const whole = Math.min(room.width / size.width, room.height / size.height);
    // Small diagrams are enlarged to fill the screen, but not beyond twice their size.
    const k = Math.min(whole, 2);
    limits.current = {
      min: Math.max(0.05, Math.min(whole, size.readable) / 2),
      max: Math.max(4, size.readable * 4),
    };
    // Centred in the room left around it.
    const place = (length: number, space: number): number => (space - length) / 2 + GAP;
    return { x: place(size.width * k, room.width), y: place(size.height * k, room.height), k };
  }, []);

  const reset = useCallback(
    (animate: boolean): void => {
      const next = home();
      moved.current = false;
      if (next) show(next, animate);
    },
    [home, show],
  );

  /** Zooms by `factor` about `at` (a point in the stage; its centre by default). */
  const zoomBy = useCallback(
    (factor: number, animate: boolean, at?: Point): void => {
      const area = stage.current;
      if (!area) return;
      const { x, y, k } = view.current;
      const point = at ?? { x: area.clientWidth / 2, y: area.clientHeight / 2 };
      const next = clamp(k * factor, limits.current.min, limits.current.max);
      // The point of the diagram under `point` stays there.
      moved.current = true;
      show(
        { k: next, x: point.x - ((point.x - x) * next) / k, y: point.y - ((point.y - y) * next) / k },
        animate,
      );
    },
    [show],
  );

  const panBy = useCallback(
    (dx: number, dy: number, animate: boolean): void => {
      const { x, y, k } = view.current;
      moved.current = true;
      show({ x: x + dx, y: y + dy, k }, animate);
    },
    [show],
  );

  // Open as a modal dialog, with focus on the diagram, whose keys then work at once.
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    stage.current?.focus();
  }, []);

  // Show a copy of the diagram; again whenever it is drawn again.
  useEffect(() => {
    const element = canvas.current;
    const size = svg && naturalSize(svg);
    if (!element || !svg || !size) return;
    const copy = copyWithOwnIds(svg);
    // Its natural size, whatever the column made of the original.
    copy.setAttribute('width', String(size.width));
    copy.setAttribute('height', String(size.height));
    copy.style.maxWidth = 'none';
    copy.style.minWidth = '0';
    element.replaceChildren(copy);
    const smallest = smallestTextPx(svg);
    content.current = { ...size, readable: smallest ? MIN_TEXT_PX / smallest : 0 };
    reset(false);
  }, [svg, reset]);

  // A resized screen (a phone turned round) fits the diagram again, unless the reader moved it.
  useEffect(() => {
    const area = stage.current;
    if (!area) return undefined;
    const observer = new ResizeObserver(() => {
      if (!moved.current) reset(false);
      else show(view.current);
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, [reset, show]);

  // The wheel (and a trackpad's pinch, which browsers report as a wheel with Ctrl) zooms
  // about the pointer. Not a React handler: React's wheel listeners are passive, and this one
  // must stop the page behind from scrolling.
  useEffect(() => {
    const area = stage.current;
    if (!area) return undefined;
    const onWheel = (event: WheelEvent): void => {
      event.preventDefault();
      const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 16 : 1;
      const pages = event.deltaMode === WheelEvent.DOM_DELTA_PAGE ? area.clientHeight : 1;
      const delta = event.deltaY * lines * pages;
      const bounds = area.getBoundingClientRect();
      // Pinches report small steps; a mouse wheel's notch is about 100 px.
      const factor = Math.exp(-delta * (event.ctrlKey ? 0.01 : 0.002));
      zoomBy(factor, false, { x: event.clientX - bounds.left, y: event.clientY - bounds.top });
    };
    area.addEventListener('wheel', onWheel, { passive: false });
    return () => area.removeEventListener('wheel', onWheel);
  }, [zoomBy]);

  const local = (event: PointerEvent): Point => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  };

  /** With two pointers down, a pinch starts (again) from where things are now. */
  const startPinch = (): void => {
    const [a, b] = [...pointers.current.values()];
    pinch.current =
      a && b ? { distance: distance(a, b), middle: midpoint(a, b), view: view.current } : undefined;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>): void => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    startPinch();
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>): void => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const now = local(event);
    pointers.current.set(event.pointerId, now);
    const start = pinch.current;
    if (!start) {
      panBy(now.x - last.x, now.y - last.y, false);
      return;
    }
    const [a, b] = [...pointers.current.values()];
    if (!a || !b || start.distance === 0) return;
    const k = clamp((start.view.k * distance(a, b)) / start.distance, limits.current.min, limits.current.max);
    const middle = midpoint(a, b);
    // The point of the diagram that was between the fingers stays between them.
    moved.current = true;
    show({
      k,
      x: middle.x - ((start.middle.x - start.view.x) * k) / start.view.k,
      y: middle.y - ((start.middle.y - start.view.y) * k) / start.view.k,
    });
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>): void => {
    pointers.current.delete(event.pointerId);
    startPinch();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const area = stage.current;
    if (!area) return;
    // A tenth of the screen a press, half with Shift. An arrow shows more of the diagram on
    // its side, as it would scroll a page.
    const share = event.shiftKey ? 0.5 : 0.1;
    const across = area.clientWidth * share;
    const down = area.clientHeight * share;
    switch (event.key) {
      case 'ArrowLeft':
        panBy(across, 0, true);
        break;
      case 'ArrowRight':
        panBy(-across, 0, true);
        break;
      case 'ArrowUp':
        panBy(0, down, true);
        break;
      case 'ArrowDown':
        panBy(0, -down, true);
        break;
      case '+':
      case '=':
        zoomBy(ZOOM_STEP, true);
        break;
      case '-':
      case '_':
        zoomBy(1 / ZOOM_STEP, true);
        break;
      case '0':
        reset(true);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        {/* The id is on the text, not the heading, which would then get a link to itself. */}
        <Heading as="h2" className={styles.title}>
          <span id={headingId}>{title}</span>
        </Heading>
        <div className={styles.controls} role="group" aria-label="Zoom">
          <button
            type="button"
            className={styles.control}
            aria-label="Zoom out"
            title="Zoom out (−)"
            onClick={() => zoomBy(1 / ZOOM_STEP, true)}>
            <ViewerIcon name="minus" size={20} />
          </button>
          <output className={styles.zoom} aria-label="Zoom level">
            {zoom === undefined ? '' : `${zoom}%`}
          </output>
          <button
            type="button"
            className={styles.control}
            aria-label="Zoom in"
            title="Zoom in (+)"
            onClick={() => zoomBy(ZOOM_STEP, true)}>
            <ViewerIcon name="plus" size={20} />
          </button>
          <button type="button" className={clsx(styles.control, styles.labelled)} onClick={() => reset(true)}>
            <ViewerIcon name="fit" size={20} />
            Reset<span className="sr-only"> zoom</span>
          </button>
        </div>
        <button
          type="button"
          className={clsx(styles.control, styles.labelled, styles.close)}
          onClick={() => dialog.current?.close()}>
          <ViewerIcon name="close" size={20} />
          Close
        </button>
      </div>
      <div
        ref={stage}
        className={styles.stage}
        role="group"
        aria-labelledby={headingId}
        aria-describedby={helpId}
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}>
        <div ref={canvas} className={styles.canvas} data-diagram-canvas="" />
        {!svg && <p className={styles.waiting}>Drawing the diagram…</p>}
      </div>
      <p id={helpId} className={styles.help}>
        Drag to move, scroll or pinch to zoom. Keys: arrows move, + and − zoom, 0 resets, Esc closes.
      </p>
    </dialog>,
    document.body,
  );
}
