/**
 * Preloads the site's one web font (Inter, variable, Latin subset) on every page.
 *
 * The font is referenced only from src/css/custom.css, so without a hint the browser finds it
 * after downloading and parsing the stylesheet and laying out text: one round trip late. The
 * bundler gives the file a content hash (assets/fonts/inter-latin-wght-normal-<hash>.woff2)
 * that is not known before the bundle is built, so this plugin runs after the build: it finds
 * the emitted file and adds `<link rel="preload" as="font" type="font/woff2" crossorigin>` to
 * the head of every HTML page, just before the stylesheet. Fonts are fetched in CORS mode, so
 * `crossorigin` is required or the preloaded response is not reused.
 *
 * Each page is rewritten through a temporary file and a rename, so other plugins that read the
 * HTML in their own postBuild (they run concurrently) never see a half-written file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { htmlFiles } from '../csp';

/** The emitted font: file-loader keeps the name and appends a content hash. */
export const FONT_FILE = /^inter-latin-wght-normal-[\w-]+\.woff2$/;
export const FONT_DIR = 'assets/fonts';

export function preloadTag(href: string): string {
  return `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;
}

/** Inserts the preload before the first stylesheet (else before </head>); unchanged if present. */
export function addPreload(html: string, href: string): string {
  if (html.includes(`href="${href}"`) || html.includes(`href=${href} `)) return html;
  const tag = preloadTag(href);
  const stylesheet = /<link\b[^>]*\brel=["']?stylesheet\b/i.exec(html);
  if (stylesheet) return html.slice(0, stylesheet.index) + tag + html.slice(stylesheet.index);
  const headEnd = html.search(/<\/head>/i);
  if (headEnd === -1) return html;
  return html.slice(0, headEnd) + tag + html.slice(headEnd);
}

export default function fontPreloadPlugin(context: LoadContext): Plugin {
  return {
    name: 'font-preload',
    async postBuild({ outDir }) {
      const fonts = (await fs.readdir(path.join(outDir, FONT_DIR)).catch(() => [] as string[])).filter((f) =>
        FONT_FILE.test(f),
      );
      if (fonts.length !== 1) {
        throw new Error(
          `font-preload: expected one ${FONT_DIR}/inter-latin-wght-normal-*.woff2 in the build, found ${fonts.length}. ` +
            'Has the @font-face in src/css/custom.css changed?',
        );
      }
      const href = `${context.baseUrl}${FONT_DIR}/${fonts[0]}`;
      const files = await htmlFiles(outDir);
      await Promise.all(
        files.map(async (file) => {
          const html = await fs.readFile(file, 'utf8');
          const updated = addPreload(html, href);
          if (updated === html) return;
          const temporary = `${file}.font-preload.tmp`;
          await fs.writeFile(temporary, updated);
          await fs.rename(temporary, file);
        }),
      );
    },
  };
}
