/**
 * Makes a box that scrolls sideways a named region in the tab order while, and only while, its
 * content is wider than it is (WCAG 2.1.1: a keyboard can scroll it; 4.1.2: it has a name).
 * A box that fits adds no tab stop and no landmark. Used by Markdown tables
 * (src/components/ScrollableTable) and code blocks (src/theme/CodeBlock).
 */
import { useEffect, type RefObject } from 'react';

export interface ScrollRegionOptions {
  /** The element that scrolls, given the ref's element (found again each time it is checked). */
  target?: (element: HTMLElement) => HTMLElement | null;
  /** The region's accessible name. */
  name: (scroller: HTMLElement) => string;
  /** Leave `tabindex` alone when the content fits (theme-classic's code blocks always set it). */
  alwaysFocusable?: boolean;
}

/** False while content-visibility skips the element's layout (true where browsers cannot tell). */
const laidOut = (element: HTMLElement): boolean =>
  typeof element.checkVisibility !== 'function' || element.checkVisibility({ contentVisibilityAuto: true });

export default function useScrollRegion(
  ref: RefObject<HTMLElement | null>,
  { target, name, alwaysFocusable = false }: ScrollRegionOptions,
): void {
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const check = (): void => {
      const scroller = target ? target(box) : box;
      if (!scroller) return;
      // A block whose layout content-visibility skips (src/plugins/deferred-blocks) is checked
      // again when it is laid out, as its size changes then. A box that is not focusable
      // otherwise (a table's) is measured at once all the same, which lays out its block: until
      // its block is laid out, a Tab would pass over a table that then overflows (axe's
      // scrollable-region-focusable, found right after hydration on /docs/platform/deployment).
      // A code block is always focusable, so it waits.
      if (alwaysFocusable && !laidOut(scroller)) return;
      const scrolls = scroller.scrollWidth > scroller.clientWidth;
      // Attributes change only when the answer does: theme-classic's code block re-measures
      // itself on every mutation.
      if (scrolls === (scroller.getAttribute('role') === 'region')) return;
      if (scrolls) {
        scroller.setAttribute('role', 'region');
        scroller.setAttribute('aria-label', name(scroller));
        scroller.tabIndex = 0;
      } else {
        scroller.removeAttribute('role');
        scroller.removeAttribute('aria-label');
        if (!alwaysFocusable) scroller.removeAttribute('tabindex');
      }
    };
    // Overflow changes when the box's size does (a resize) and when its content's does (a font
    // that loads, a block laid out at last), even where the box keeps its size.
    const observer = new ResizeObserver(check);
    observer.observe(box);
    const content = (target ? target(box) : box)?.firstElementChild;
    if (content) observer.observe(content);
    // A block that content-visibility skipped may be laid out at exactly its placeholder's size,
    // which no ResizeObserver reports. The event does not bubble: listen in the capture phase.
    const onVisibility = (event: Event): void => {
      if (event.target instanceof Node && event.target.contains(box)) check();
    };
    document.addEventListener('contentvisibilityautostatechange', onVisibility, true);
    // No ResizeObserver reports a box whose layout is skipped: measure such a table now.
    if (!alwaysFocusable && !laidOut(box)) check();
    return () => {
      observer.disconnect();
      document.removeEventListener('contentvisibilityautostatechange', onVisibility, true);
    };
    // Callers pass module-level options, so the effect runs once per mount.
  }, [ref, target, name, alwaysFocusable]);
}
