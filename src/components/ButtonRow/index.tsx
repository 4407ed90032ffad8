/** A row of links styled as buttons (Infima's `button` classes), under a hero or a call to action. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface ButtonRowProps {
  children: ReactNode;
  /** Centre the buttons, for a centred call to action. */
  centred?: boolean;
}

export default function ButtonRow({ children, centred = false }: ButtonRowProps): ReactNode {
  return <div className={clsx(styles.row, centred && styles.centred)}>{children}</div>;
}
