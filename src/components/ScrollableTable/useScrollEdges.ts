/**
 * Whether a box that scrolls sideways has more to show before (left of) and after (right of)
 * what is in view: both false while its content fits. Measured after the first render, again
 * on every scroll and whenever the box or its content changes size (the fonts arrive, the
 * window turns, a block deferred by src/plugins/deferred-blocks is laid out).
 */
import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/** Less than a pixel of overflow is rounding, not more to see. */
const SLACK = 1;

export default function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [start, setStart] = useState(false);
  const [end, setEnd] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = (): void => {
      const hidden = box.scrollWidth - box.clientWidth;
      // scrollLeft is negative in a right-to-left box; its size is what has been scrolled.
      const scrolled = Math.abs(box.scrollLeft);
      setStart(hidden > SLACK && scrolled > SLACK);
      setEnd(hidden > SLACK && hidden - scrolled > SLACK);
    };
    const resize = new ResizeObserver(measure);
    resize.observe(box);
    if (box.firstElementChild) resize.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      resize.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [ref]);
  return { start, end };
}
