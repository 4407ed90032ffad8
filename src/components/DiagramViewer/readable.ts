/**
 * Keeps a drawn diagram's text readable. Mermaid gives its SVG `width="100%"` and its natural
 * width as `max-width`, so it shrinks with the column and its labels with it (to 5 px on a
 * phone). A `min-width` stops the shrinking where its smallest text reaches 12 px (on a desktop
 * screen, 10 px where that makes it fit the column: `fitReadable`); beyond that the diagram
 * scrolls sideways in its box (./index.tsx), which starts on the drawing's first shape
 * (`startOnDrawing`).
 */
import { MIN_TEXT_PX, MIN_TEXT_PX_WIDE } from './estimateSize';

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

/** The SVG's two smallest readable widths: text at 12 px, and at 10 px (for a desktop screen). */
const readableWidths = new WeakMap<SVGSVGElement, { narrow: number; wide: number }>();

/** A desktop screen: the docs' sidebars show from this width, as Docusaurus lays them out. */
const DESKTOP = '(min-width: 997px)';

/**
 * Records the SVG's smallest readable widths and sets its `min-width` for the box it is in
 * (`fitReadable`). Returns the scale at which its smallest text is 12 px.
 */
export function keepReadable(svg: SVGSVGElement, box: HTMLElement): number | undefined {
  const size = naturalSize(svg);
  const smallest = smallestTextPx(svg);
  if (!size || !smallest) return undefined;
  // Rounded up, so layout's rounding never takes text below the limit. Where Mermaid's text
  // is under 12 px even at full size, this is wider than `max-width`, and wins over it.
  readableWidths.set(svg, {
    narrow: Math.ceil((size.width * MIN_TEXT_PX) / smallest),
    wide: Math.ceil((size.width * MIN_TEXT_PX_WIDE) / smallest),
  });
  fitReadable(svg, box);
  return MIN_TEXT_PX / smallest;
}

/**
 * Sets the SVG's `min-width`: the width at which its text is 12 px; on a desktop screen, the
 * 10 px one instead where that fits the box's content width, so a diagram a little too wide
 * for the column fits it rather than scroll a few pixels. Call it again when the box resizes.
 */
export function fitReadable(svg: SVGSVGElement, box: HTMLElement): void {
  const widths = readableWidths.get(svg);
  if (!widths) return;
  const style = getComputedStyle(box);
  const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  const fits = window.matchMedia(DESKTOP).matches && widths.wide <= room;
  svg.style.minWidth = `${fits ? widths.wide : widths.narrow}px`;
}

/**
 * Scrolls a box whose diagram is wider than it so that it starts on the drawing, not on blank
 * margin: on the diagram's first shape (Mermaid draws a flowchart's or state diagram's nodes in
 * the order they are written; a sequence diagram's first participant is at its left already),
 * centred where it can be. Left alone if that shape is in view already, or if the reader has
 * scrolled the box.
 */
export function startOnDrawing(scroller: HTMLElement, svg: SVGSVGElement): void {
  if (scroller.scrollLeft !== 0 || scroller.scrollWidth <= scroller.clientWidth) return;
  const first = svg.querySelector('g.node, g.actor, text');
  if (!first) return;
  const box = scroller.getBoundingClientRect();
  const shape = first.getBoundingClientRect();
  if (shape.width === 0 || (shape.left >= box.left && shape.right <= box.right)) return;
  scroller.scrollLeft = shape.left + shape.width / 2 - (box.left + box.width / 2);
}
