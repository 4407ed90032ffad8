/**
 * Sideways scroll, measured in the page (WCAG 1.4.10 reflow), run with `page.evaluate(sideways)`
 * after a resize has been laid out: how far the page scrolls sideways (0 when it does not), and the element that sticks out
 * furthest: one that is not inside a box that clips or scrolls it.
 */
export function sideways(): { scrollWidth: number; overflow: number; culprit: string; hidden: string } {
  const root = document.documentElement;
  // The width inside any vertical scrollbar: what the page has to fit in.
  const width = root.clientWidth;
  const scrollWidth = Math.max(root.scrollWidth, document.body.scrollWidth);
  const overflow = scrollWidth - width;
  // A page that hides what overflows (rather than laying it out to fit) would pass unseen.
  const hidden = [root, document.body]
    .filter((element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowX))
    .map((element) => element.tagName.toLowerCase())
    .join(', ');
  if (overflow <= 0) return { scrollWidth, overflow: 0, culprit: '', hidden };

  const clipped = (element: Element): boolean => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      if (getComputedStyle(parent).overflowX !== 'visible') return true;
    }
    return false;
  };
  const describe = (element: Element): string => {
    const parts: string[] = [];
    for (
      let node: Element | null = element;
      node && node !== document.body && parts.length < 4;
      node = node.parentElement
    ) {
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
      if (id) break;
    }
    return parts.join(' > ');
  };
  let culprit = '';
  let furthest = width;
  for (const element of document.body.querySelectorAll('*')) {
    const { right } = element.getBoundingClientRect();
    if (right > furthest + 0.5 && getComputedStyle(element).position !== 'fixed' && !clipped(element)) {
      furthest = right;
      culprit = `${describe(element)} (right edge at ${Math.round(right)} px)`;
    }
  }
  return { scrollWidth, overflow, culprit: culprit || 'not found', hidden };
}
