/**
 * Keeps a drawn diagram's text readable. Mermaid gives its SVG `width="100%"` and its natural
 * width as `max-width`, so it shrinks with the column and its labels with it (to 5 px on a
 * phone). A `min-width` stops the shrinking where its smallest text reaches 12 px; beyond
 * that the diagram scrolls sideways in its box (./index.tsx).
 */
import { MIN_TEXT_PX } from './estimateSize';

/** The font size, in the SVG's own units, of the smallest text it draws (undefined for none). */
export function smallestTextPx(svg: SVGSVGElement): number | undefined {
  let smallest: number | undefined;
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    // Whitespace between tags, and the SVG's <title>, <desc> and <style>, draw nothing.
    if (!element || !node.textContent?.trim() || element.closest('title, desc, style')) continue;
    const size = parseFloat(getComputedStyle(element).fontSize);
    if (size > 0 && (smallest === undefined || size < smallest)) smallest = size;
  }
  return smallest;
}

/** The SVG's natural size: its viewBox, which Mermaid sets to the drawing's bounds. */
export function naturalSize(svg: SVGSVGElement): { width: number; height: number } | undefined {
  const box = svg.viewBox.baseVal;
  return box && box.width > 0 && box.height > 0 ? { width: box.width, height: box.height } : undefined;
}

/** Sets the SVG's `min-width` so no text is drawn below 12 px, and returns that scale. */
export function keepReadable(svg: SVGSVGElement): number | undefined {
  const size = naturalSize(svg);
  const smallest = smallestTextPx(svg);
  if (!size || !smallest) return undefined;
  const scale = MIN_TEXT_PX / smallest;
  // Rounded up, so layout's rounding never takes text below the limit. Where Mermaid's text
  // is under 12 px even at full size, this is wider than `max-width`, and wins over it.
  svg.style.minWidth = `${Math.ceil(size.width * scale)}px`;
  return scale;
}
