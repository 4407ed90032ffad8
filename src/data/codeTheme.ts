/**
 * The colours of code blocks, in the brand's palette, for light and dark mode.
 *
 * The Prism theme given to Docusaurus (`codeTheme`) names CSS custom properties, not colours,
 * so a block's markup is the same in both modes and the colour mode only changes the
 * properties (src/plugins/code-theme writes them from `codePalettes`). That is what lets a
 * code block hydrate as the server rendered it (src/theme/CodeBlock). Every colour is at
 * least 4.5:1 against its mode's background (tests/unit/code-theme.spec.ts).
 */
import type { PrismTheme } from 'prism-react-renderer';

export type CodeRole =
  | 'background'
  | 'plain'
  | 'comment'
  | 'punctuation'
  | 'keyword'
  | 'string'
  | 'number'
  | 'function'
  | 'property'
  | 'tag'
  | 'inserted'
  | 'deleted';

export type CodePalette = Record<CodeRole, string>;

export const codePalettes: { light: CodePalette; dark: CodePalette } = {
  light: {
    background: '#f5f8fa',
    plain: '#1b2433',
    comment: '#5b6676',
    punctuation: '#4a5568',
    keyword: '#9b2461',
    string: '#1c6b38',
    number: '#944c06',
    function: '#1a5a9c',
    property: '#0b6378',
    tag: '#8a3b12',
    inserted: '#1c6b38',
    deleted: '#b0261c',
  },
  dark: {
    background: '#0f1b2e',
    plain: '#e4eaf0',
    comment: '#95a5b8',
    punctuation: '#b9c5d2',
    keyword: '#f29ac4',
    string: '#a3dba0',
    number: '#f0a561',
    function: '#8ec5fa',
    property: '#6fd3e0',
    tag: '#f5b58a',
    inserted: '#a3dba0',
    deleted: '#ff9d92',
  },
};

/** The CSS custom property that carries a role's colour. */
export const codeVariable = (role: CodeRole): string => `--sanoria-code-${role}`;
const colour = (role: CodeRole): string => `var(${codeVariable(role)})`;

/** Which Prism token types take which role. */
const tokenRoles: [CodeRole, string[]][] = [
  ['comment', ['comment', 'prolog', 'doctype', 'cdata']],
  ['punctuation', ['punctuation', 'operator']],
  ['keyword', ['keyword', 'atrule', 'important', 'rule', 'selector', 'regex']],
  ['string', ['string', 'char', 'attr-value', 'url', 'template-string']],
  ['number', ['number', 'boolean', 'constant', 'symbol', 'builtin', 'entity', 'variable']],
  ['function', ['function', 'class-name', 'maybe-class-name']],
  ['property', ['property', 'attr-name', 'key', 'parameter', 'namespace']],
  ['tag', ['tag']],
  ['inserted', ['inserted']],
  ['deleted', ['deleted']],
];

export const codeTheme: PrismTheme = {
  plain: { color: colour('plain'), backgroundColor: colour('background') },
  styles: [
    ...tokenRoles.map(([role, types]) => ({ types, style: { color: colour(role) } })),
    { types: ['comment'], style: { fontStyle: 'italic' as const } },
    { types: ['important', 'bold'], style: { fontWeight: 'bold' as const } },
  ],
};

/** The stylesheet that sets the properties for each colour mode. */
export function codeThemeCss(palettes = codePalettes): string {
  const block = (palette: CodePalette) =>
    (Object.keys(palette) as CodeRole[])
      .map((role) => `  ${codeVariable(role)}: ${palette[role]};`)
      .join('\n');
  return `:root {\n${block(palettes.light)}\n}\n\nhtml[data-theme='dark'] {\n${block(palettes.dark)}\n}\n`;
}
