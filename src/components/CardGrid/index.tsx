/** A list of cards: one column, or as many columns of at least `min` as the width allows. */
import type { CSSProperties, ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface CardGridProps {
  /** The cards, each a `Card as="li"` or an `li` around one. */
  children: ReactNode;
  /** `ol` where the order means something. */
  as?: 'ol' | 'ul';
  /** The narrowest a column may be, such as `17rem`; without it, one column. */
  min?: string;
  /** Keep the empty columns of a short row, so its cards stay as wide as the others (auto-fill, not auto-fit). */
  fill?: boolean;
  /** The larger gap, for big cards. */
  wide?: boolean;
  /** Classes for the list: a page may add a margin or a maximum width. */
  className?: string;
}

export default function CardGrid({
  children,
  as: List = 'ul',
  min,
  fill = false,
  wide = false,
  className,
}: CardGridProps): ReactNode {
  const columns = min === undefined ? undefined : ({ '--card-grid-min': min } as CSSProperties);
  return (
    <List
      className={clsx(
        styles.grid,
        wide && styles.wide,
        columns && (fill ? styles.fill : styles.fit),
        className,
      )}
      style={columns}>
      {children}
    </List>
  );
}
