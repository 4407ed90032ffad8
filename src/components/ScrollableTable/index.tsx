/**
 * Every Markdown table (src/theme/MDXComponents.tsx), and the policy index's tables. A table
 * wider than its column scrolls inside its own box instead of widening the page (WCAG 1.4.10),
 * and the box is then a named region in the tab order, so a keyboard can scroll it too
 * (src/hooks/useScrollRegion). While there is more of the table to either side, a shadow on
 * that edge says so (./useScrollEdges); it goes at the scroll's end.
 *
 * A date in a cell (YYYY-MM-DD, as in the policies' revision histories) becomes a `<time>`
 * that never breaks across lines ("2021-" above "11-01"): in the server's HTML, so it holds
 * before and without JavaScript, and in no other place.
 */
import {
  Children,
  cloneElement,
  isValidElement,
  useRef,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useScrollRegion from '@site/src/hooks/useScrollRegion';
import useScrollEdges from './useScrollEdges';
import styles from './styles.module.css';

/** The region's name: "Table: " and the column headings (at most four). */
function tableName(box: HTMLElement): string {
  const headings = [...box.querySelectorAll('thead th')]
    .map((cell) => cell.textContent?.trim() ?? '')
    .filter(Boolean);
  if (headings.length === 0) return 'Table';
  return `Table: ${headings.slice(0, 4).join(', ')}${headings.length > 4 ? ', …' : ''}`;
}

const REGION = { name: tableName };

/** An ISO calendar date (group 1), not part of a longer run of digits or hyphens. */
const ISO_DATE = /(?:^|[^\d-])(\d{4}-\d{2}-\d{2})(?![\d-])/g;

/** A cell's text with each date in it as a `<time>`; the text itself when it holds none. */
function markDates(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ISO_DATE)) {
    const date = match[1] ?? '';
    const end = match.index + match[0].length;
    const start = end - date.length;
    parts.push(text.slice(last, start));
    parts.push(
      <time key={start} dateTime={date}>
        {date}
      </time>,
    );
    last = end;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return parts;
}

const ROWS = new Set(['thead', 'tbody', 'tfoot', 'tr']);
const CELLS = new Set(['td', 'th']);

/**
 * The table's rows, their cells' plain text with its dates marked. Only the table's own
 * elements are walked (as Markdown writes them, and as the policy index does); a cell's
 * components, such as inline code, are left as they are.
 */
function withDates(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child) || typeof child.type !== 'string') return child;
    if (ROWS.has(child.type)) {
      return cloneElement(
        child as ReactElement<{ children?: ReactNode }>,
        undefined,
        withDates(child.props.children),
      );
    }
    if (CELLS.has(child.type)) {
      const cell = Children.map(child.props.children, (part) =>
        typeof part === 'string' ? markDates(part) : part,
      );
      return cloneElement(child as ReactElement<{ children?: ReactNode }>, undefined, cell);
    }
    return child;
  });
}

export default function ScrollableTable({ children, ...props }: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useScrollRegion(box, REGION);
  const { start, end } = useScrollEdges(box);
  return (
    <div className={clsx(styles.frame, start && styles.moreBefore, end && styles.moreAfter)}>
      <div ref={box} className={styles.scroller}>
        <table {...props}>{withDates(children)}</table>
      </div>
    </div>
  );
}
