import type { ReactNode } from 'react';
import { icons, type IconName, type IconShape } from './icons';

export interface IconProps {
  name: IconName;
  /** Rendered size in pixels (width and height). */
  size?: number;
  /** An accessible label; without one the icon is decorative and hidden from assistive technology. */
  title?: string;
  className?: string;
}

function Shape({ shape }: { shape: IconShape }): ReactNode {
  switch (shape.tag) {
    case 'path':
      return <path d={shape.d} />;
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} />;
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} />;
  }
}

/**
 * The drawing every icon shares: a 24-unit grid, a 1.75 stroke with round ends, in the text
 * colour. Decorative (hidden from assistive technology) unless it has a title.
 */
export function IconSvg({
  size,
  title,
  className,
  children,
}: Omit<IconProps, 'name'> & { size: number; children: ReactNode }): ReactNode {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false">
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

export default function Icon({ name, size = 24, title, className }: IconProps): ReactNode {
  return (
    <IconSvg size={size} title={title} className={className}>
      {icons[name].shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </IconSvg>
  );
}
