/**
 * Site search on Pagefind, self-hosted: nothing is sent to a third party.
 *
 * - After the build, Pagefind's Node API indexes the built pages (addHTMLFile) and writes its bundle to
 *   build/pagefind/ as it is: the index in hashed chunks (the browser fetches only those a
 *   query needs), its search script and WebAssembly, and its Component UI.
 * - What is indexed is said in the HTML, by React: `theme/Layout` marks each indexed page's
 *   content `data-pagefind-body`, with its section as a filter and as metadata.
 * - `@theme/SearchBar` (the navbar button) opens Pagefind's modal; `@theme/SearchPage`, at
 *   /search, is built of the same components. Both are styled in ./search.css.
 * - Under `npm start`, the dev server serves the last build's bundle at /pagefind/.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import loadPagefind from './load-pagefind.cjs';
import { htmlFiles } from '../csp';

/** Where the bundle goes, inside the build. */
export const INDEX_DIR = 'pagefind';

/**
 * Parts of an indexed page that are not its content. Pagefind already leaves out `nav`,
 * `footer`, `form`, `svg` and `script` (navbar, sidebars, breadcrumbs, paginators); our own
 * non-content components carry `data-pagefind-ignore`.
 */
export const EXCLUDED_SELECTORS: readonly string[] = [
  // Code blocks: they drown prose matches in identifiers.
  '.theme-code-block',
  'pre',
  // Tables of contents repeat the headings.
  '.theme-doc-toc-mobile',
  '.table-of-contents',
  // A heading's "#" link.
  '.hash-link',
  // The labels of code tabs ("curl", "TypeScript").
  "[role='tablist']",
  // Page furniture: the version badge, edit and last-updated lines.
  '.theme-doc-version-badge',
  '.theme-edit-this-page',
  '.theme-last-updated',
];

/** The URL path of a built HTML file: `docs/sdk.html` → `/docs/sdk`, `index.html` → `/`. */
export function urlPathOf(relativeFile: string, baseUrl: string): string {
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `${baseUrl}${route}`.replace(/(.)\/$/, '$1');
}

async function writeIndex(outDir: string, baseUrl: string): Promise<void> {
  const started = performance.now();
  const pagefind = await loadPagefind();
  try {
    const { index, errors } = await pagefind.createIndex({
      // One English index (the site is en-IE), with English stemming.
      forceLanguage: 'en',
      excludeSelectors: [...EXCLUDED_SELECTORS],
      // `$export`, `$everything`: FHIR operations are searched with their dollar sign.
      includeCharacters: '$',
    });
    if (!index) throw new Error(`search: Pagefind could not start: ${errors.join('; ')}`);
    // Each page under its address (`/docs/sdk`, which the server maps to docs/sdk.html): with
    // addDirectory, results would link to the file names.
    const files = await htmlFiles(outDir);
    await Promise.all(
      files.map(async (file) => {
        const url = urlPathOf(path.relative(outDir, file), baseUrl);
        const added = await index.addHTMLFile({ url, content: await fsp.readFile(file, 'utf8') });
        if (added.errors.length > 0) throw new Error(`search: ${url}: ${added.errors.join('; ')}`);
      }),
    );
    const written = await index.writeFiles({ outputPath: path.join(outDir, INDEX_DIR) });
    if (written.errors.length > 0) throw new Error(`search: ${written.errors.join('; ')}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[search] read ${files.length} pages in ${seconds} s; those marked data-pagefind-body are indexed`,
    );
  } finally {
    await pagefind.close();
  }
}

export default function searchPlugin(context: LoadContext): Plugin {
  const { baseUrl } = context.siteConfig;
  const indexDir = path.join(context.outDir, INDEX_DIR);
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'search.css')],
    async contentLoaded({ actions }) {
      actions.addRoute({ path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true });
    },
    configureWebpack(_config, isServer) {
      // Only the dev server: a production build writes its own index.
      if (isServer || process.env.NODE_ENV !== 'development') return undefined;
      console.log(
        fs.existsSync(path.join(indexDir, 'pagefind.js'))
          ? '[search] search uses the index of the last build; run `npm run build` to refresh it.'
          : '[search] no search index yet: run `npm run build` once and search works here too.',
      );
      // `docusaurus start` merges a plugin's `devServer` into its dev-server options (a public
      // door, though webpack's Configuration type has no such key).
      const devServer = {
        static: [{ directory: indexDir, publicPath: `${baseUrl}${INDEX_DIR}`, watch: false }],
      };
      return { devServer } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
    async postBuild({ outDir }) {
      await writeIndex(outDir, baseUrl);
    },
  };
}
