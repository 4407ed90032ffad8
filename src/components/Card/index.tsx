/**
 * The bordered, rounded, shadowed surface the marketing pages put their items on, with its
 * h3 and body text. A page's class adds the layout inside a card, or changes its padding,
 * border or background (the card's own rules carry no specificity, so the page's class wins).
 */
import type { HTMLAttributes, ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> {
  children: ReactNode;
  /** The element to render; `li` inside a CardGrid. Ignored when `to` is given. */
  as?: 'article' | 'div' | 'dl' | 'figure' | 'li';
  /** Makes the whole card a link to this address. */
  to?: string;
  /** The border turns to the primary colour on hover and focus: for a card that is, or holds, a link. */
  interactive?: boolean;
  className?: string;
}

export default function Card({
  children,
  as: Element = 'div',
  to,
  interactive = false,
  className,
  ...rest
}: CardProps): ReactNode {
  const classes = clsx(styles.card, (interactive || to !== undefined) && styles.interactive, className);
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Element className={classes} {...rest}>
      {children}
    </Element>
  );
}

/** A card's h3. */
export function CardTitle({ children, id }: { children: ReactNode; id?: string }): ReactNode {
  return (
    <Heading as="h3" id={id} className={styles.title}>
      {children}
    </Heading>
  );
}

/** A card's two-digit number in an ordered list; hidden from assistive technology, which announces the list's own. */
export function CardNumber({ value, className }: { value: number; className?: string }): ReactNode {
  return (
    <span className={clsx(styles.number, className)} aria-hidden="true">
      {String(value).padStart(2, '0')}
    </span>
  );
}

/** A card's body text; `span` where the text sits inside phrasing content. */
export function CardText({
  children,
  as: Element = 'p',
}: {
  children: ReactNode;
  as?: 'p' | 'span';
}): ReactNode {
  return <Element className={styles.text}>{children}</Element>;
}
