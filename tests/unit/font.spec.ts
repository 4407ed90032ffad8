/** The web font: the copy in static/ is the package's file, named with its version, and preloaded. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { FONT_URL, FONT_VERSION, fontHeadTags } from '../../src/data/font';
import { ROOT, sha256File as sha256 } from '../lib/content';

const PACKAGE = path.join(ROOT, 'node_modules/@fontsource-variable/inter');

test('the served font is the installed package’s Latin file, under its version', () => {
  const version = (
    JSON.parse(fs.readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { version: string }
  ).version;
  expect(FONT_VERSION, '@fontsource-variable/inter was upgraded: copy its file and set FONT_VERSION').toBe(
    version,
  );
  const copy = path.join(ROOT, 'static', FONT_URL);
  expect(fs.existsSync(copy), `static${FONT_URL} exists`).toBe(true);
  expect(sha256(copy)).toBe(sha256(path.join(PACKAGE, 'files/inter-latin-wght-normal.woff2')));
});

test('the head preloads the font, in CORS mode, and declares it with that URL', () => {
  const [preload, style] = fontHeadTags;
  expect(preload?.attributes).toMatchObject({
    rel: 'preload',
    href: FONT_URL,
    as: 'font',
    crossorigin: 'anonymous',
  });
  expect(style?.innerHTML).toContain(`src:url(${FONT_URL}) format('woff2')`);
  expect(style?.innerHTML).toContain('font-display:swap');
});
