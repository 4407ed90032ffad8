/**
 * Every Markdown table (src/theme/MDXComponents.tsx). A table wider than its column scrolls
 * inside its own box instead of widening the page (WCAG 1.4.10), and the box is then a named
 * region in the tab order, so a keyboard can scroll it too (src/hooks/useScrollRegion).
 */
import { useRef, type ComponentProps, type ReactNode } from 'react';
import useScrollRegion from '@site/src/hooks/useScrollRegion';
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

export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useScrollRegion(box, REGION);
  return (
    <div ref={box} className={styles.scroller}>
      <table {...props} />
    </div>
  );
}
