import type { ReactNode } from 'react';

export interface SparklineProps {
  /** The values, oldest first. */
  values: readonly number[];
  width?: number;
  height?: number;
  className?: string;
}

/**
 * A small line of a result's history, drawn in SVG with the text colour. Decorative: the row it
 * sits in says the trend in words.
 */
export default function Sparkline({ values, width = 64, height = 20, className }: SparklineProps): ReactNode {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return null;
  const pad = 2.5;
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const span = max - min || 1;
  const points = finite.map((value, index) => {
    const x = pad + (index * (width - pad * 2)) / (finite.length - 1);
    const y = pad + ((max - value) * (height - pad * 2)) / span;
    return [Number(x.toFixed(2)), Number(y.toFixed(2))] as const;
  });
  const last = points.at(-1);
  return (
    <svg
      className={className}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      fill="none"
      aria-hidden="true"
      focusable="false">
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.55"
      />
      {last ? <circle cx={last[0]} cy={last[1]} r="2.5" fill="currentColor" /> : null}
    </svg>
  );
}
