/** WCAG 2 contrast ratio of two opaque colours, each `#rrggbb` or `rgb(r, g, b)` / `rgba(…)`. */
function channels(colour: string): [number, number, number] {
  if (colour.startsWith('#'))
    return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
  return (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number) as [number, number, number];
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
