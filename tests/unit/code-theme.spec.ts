/** Code colours: every token colour reads at WCAG AA (4.5:1) on its mode's code background. */
import { expect, test } from '@playwright/test';
import { codePalettes, codeTheme, codeThemeCss, codeVariable, type CodeRole } from '../../src/data/codeTheme';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test('the contrast formula gives the known values', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});

for (const mode of ['light', 'dark'] as const) {
  test(`every ${mode} token colour is at least 4.5:1 on the code background`, () => {
    const palette = codePalettes[mode];
    const failing = (Object.keys(palette) as CodeRole[])
      .filter((role) => role !== 'background')
      .map((role) => ({ role, colour: palette[role], ratio: contrast(palette[role], palette.background) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(failing).toEqual([]);
  });
}

test('the Prism theme uses only the palette’s properties, and the stylesheet sets each for both modes', () => {
  const used = new Set(
    [codeTheme.plain, ...codeTheme.styles.map((s) => s.style)]
      .flatMap((style) => [style.color, style.backgroundColor])
      .filter((value): value is string => value !== undefined),
  );
  for (const value of used) expect(value).toMatch(/^var\(--sanoria-code-[a-z]+\)$/);
  const css = codeThemeCss();
  for (const role of Object.keys(codePalettes.light) as CodeRole[]) {
    expect(css).toContain(`${codeVariable(role)}: ${codePalettes.light[role]};`);
    expect(css).toContain(`${codeVariable(role)}: ${codePalettes.dark[role]};`);
  }
  expect(css).toContain("html[data-theme='dark']");
});
