/**
 * The search box of the modal and of the /search page: a magnifier, the input, and what the
 * caller puts after it (the modal's clear and cancel buttons). The box's border is the focus
 * indicator, ringed in the focus colour when the input has the focus; a forced-colours mode,
 * which drops the border's shadow, gets a real border.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import styles from './styles.module.css';

type Props = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'children'> & {
  /** For the box: its size and margins, which differ between the modal and the page. */
  className?: string;
  /** After the input, inside the box. */
  children?: ReactNode;
};

export default function SearchField({ className, children, ...input }: Props): ReactNode {
  return (
    <div className={clsx(styles.box, className)}>
      <Icon name="search" size={22} className={styles.icon} />
      <input className={styles.input} type="search" {...input} />
      {children}
    </div>
  );
}
