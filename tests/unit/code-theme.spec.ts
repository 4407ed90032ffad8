/** Code colours: every token colour reads at WCAG AA (4.5:1) on its mode's code background. */
import { expect, test } from '@playwright/test';
import { contrast } from '../lib/contrast';
import { codePalettes, codeTheme, codeThemeCss, codeVariable, type CodeRole } from '../../src/data/codeTheme';

test('the contrast formula gives the known values', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  expect(contrast('rgb(118, 118, 118)', 'rgba(255, 255, 255, 1)')).toBeCloseTo(4.54, 2);
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
