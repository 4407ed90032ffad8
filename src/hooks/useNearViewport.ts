/**
 * True once an element has come near the viewport, for parts of a page that are costly to
 * mount and worth mounting only when the reader gets to them (src/theme/Mermaid,
 * src/theme/CodeBlock). False on the server and while hydrating, so hydration matches
 * the static HTML; once true it stays true.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface NearViewportOptions {
  /** How far beyond the viewport counts as near (an IntersectionObserver `rootMargin`). */
  lookahead: string;
  /** Until the reader first scrolls, count only the viewport itself (no lookahead). */
  waitForScroll?: boolean;
  /** Count printing as near (`beforeprint`), so the part is there on paper. */
  whenPrinting?: boolean;
  /** The element to watch, given the ref's element; the ref's element itself by default. */
  target?: (element: Element) => Element | null;
}

export default function useNearViewport(
  ref: RefObject<Element | null>,
  { lookahead, waitForScroll = false, whenPrinting = false, target }: NearViewportOptions,
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current && (target ? target(ref.current) : ref.current);
    if (!element || near) return undefined;
    const show = () => setNear(true);
    let observer: IntersectionObserver | undefined;
    const observe = (rootMargin: string) => {
      observer?.disconnect();
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
        rootMargin,
      });
      observer.observe(element);
    };
    const onScroll = () => observe(lookahead);
    // A page opened at an anchor, or returned to, is already scrolled.
    const waiting = waitForScroll && window.scrollY === 0;
    observe(waiting ? '0px' : lookahead);
    if (waiting) window.addEventListener('scroll', onScroll, { once: true, passive: true });
    if (whenPrinting) window.addEventListener('beforeprint', show);
    return () => {
      observer?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('beforeprint', show);
    };
  }, [ref, near, lookahead, waitForScroll, whenPrinting, target]);
  return near;
}
