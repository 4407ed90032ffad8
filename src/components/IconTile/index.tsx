/** An icon in a tinted rounded square, beside a card's heading or a list item. */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Icon from '@site/src/components/Icon';
import type { IconName } from '@site/src/components/Icon/icons';
import styles from './styles.module.css';

export interface IconTileProps {
  name: IconName;
  /** The icon's size in pixels. */
  size?: number;
  /** A 3 rem tile rather than 2.5 rem, back to 2.5 rem on phones. */
  large?: boolean;
  /** For a place that sizes the tile its own way. */
  className?: string;
}

export default function IconTile({ name, size = 22, large = false, className }: IconTileProps): ReactNode {
  return (
    <span className={clsx(styles.tile, large && styles.large, className)}>
      <Icon name={name} size={size} />
    </span>
  );
}
