/**
 * The viewer's icons, drawn as src/components/Icon draws (IconSvg) but kept here: they are
 * controls' glyphs, not part of the brand's icon set on /icons.
 */
import type { ReactNode } from 'react';
import { IconSvg } from '@site/src/components/Icon';

const shapes = {
  // Four corners pointing outwards.
  expand: 'M15 3h6v6M9 21H3v-6M21 3l-7 7M3 21l7-7',
  // Two arrows, left and right.
  sideways: 'M8 7l-5 5 5 5M16 7l5 5-5 5M3 12h18',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  // A frame with its corners marked: fit to the screen.
  fit: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5M9 9h6v6H9z',
  close: 'M6 6l12 12M18 6L6 18',
} as const;

export type ViewerIconName = keyof typeof shapes;

/** A decorative icon: the control it sits in carries the name. */
export default function ViewerIcon({ name, size = 16 }: { name: ViewerIconName; size?: number }): ReactNode {
  return (
    <IconSvg size={size}>
      <path d={shapes[name]} />
    </IconSvg>
  );
}
