/**
 * Site search on Pagefind, self-hosted: nothing is sent to a third party.
 *
 * - After the build, the pages are indexed with Pagefind's Node API (what is indexed, and how,
 *   is decided in ./indexing.ts) and the index is written to build/pagefind/: a small entry
 *   file, the WebAssembly search engine, the page list and the index split into hashed
 *   chunks, which the browser fetches only as a query needs them (a first search fetches
 *   about 140 KB; the search this replaced fetched a 1.4 MB index).
 * - It supplies `@theme/SearchBar` (the navbar button and the search modal) and
 *   `@theme/SearchPage`, served at /search (./theme).
 * - Under `npm start`, the dev server serves the last build's index at /pagefind/, so search
 *   works there too; without a build, the modal says how to make one.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import loadPagefind from './load-pagefind.cjs';
import { htmlFiles } from '../csp';
import { searchSectionOf, searchSections } from '../../data/search';
import type { PageList } from './types';
import { EXCLUDED_SELECTORS, prepareForIndex } from './indexing';

/** Where the index goes, inside the build: the client imports `<baseUrl>pagefind/pagefind.js`. */
export const INDEX_DIR = 'pagefind';

/**
 * The files of Pagefind's bundle the site uses: its search API, the English WebAssembly, the
 * entry and meta files and the index and fragment chunks. Pagefind's own UIs are left out.
 * The worker is left out too: with ~150 pages, a search takes a few milliseconds on the main
 * thread, and the worker would be a second script of the same size on the first search.
 */
export function isUsedIndexFile(file: string): boolean {
  return /^(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.en\.pagefind)$|^(index|fragment)\//.test(
    file,
  );
}

/**
 * Pagefind writes its index, fragments, meta file and WebAssembly as gzip data, which its script
 * would unpack in JavaScript: they are written unpacked (the data behind a `pagefind_dcd`
 * signature, which the script then uses as it is), and `docusaurus precompress`
 * (src/plugins/precompress) writes the `.gz` and `.br` copies nginx sends, so the browser
 * unpacks them natively, off the main thread. Any other server sends the plain files, which
 * work as well.
 */
const GZIP_DATA = /\.(pf_meta|pf_index|pf_fragment|pagefind)$/;

/**
 * The page list: every indexed page's address, title and section, by Pagefind's page id (its
 * fragment's name). With it, a result is ranked, grouped and shown as soon as the index
 * answers, before (or without) its fragment. A few kilobytes gzipped.
 */
export const PAGE_LIST = 'pages.json';

/** The page list, read from the fragments Pagefind wrote (the data behind their signature). */
export function pageListOf(files: readonly { name: string; plain: Uint8Array }[]): PageList {
  const sections = searchSections.map(({ label }) => label);
  const pages: PageList['pages'] = {};
  for (const { name, plain } of files) {
    const id = /^fragment\/(.+)\.pf_fragment$/.exec(name)?.[1];
    if (!id) continue;
    const fragment = JSON.parse(Buffer.from(plain).subarray(12).toString('utf8')) as {
      url: string;
      meta: { title?: string };
    };
    pages[id] = [
      fragment.url,
      fragment.meta.title ?? fragment.url,
      sections.indexOf(searchSectionOf(fragment.url)),
    ];
  }
  return { sections, pages };
}

/** The URL path of a built HTML file: `docs/sdk.html` → `/docs/sdk`, `index.html` → `/`. */
export function urlPathOf(relativeFile: string, baseUrl: string): string {
  const route = relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `${baseUrl}${route}`.replace(/(.)\/$/, '$1');
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

async function writeIndex(outDir: string, baseUrl: string, siteTitle: string): Promise<void> {
  const started = performance.now();
  const pagefind = await loadPagefind();
  const { index, errors } = await pagefind.createIndex({
    // One English index (the site is en-IE), with English stemming.
    forceLanguage: 'en',
    excludeSelectors: [...EXCLUDED_SELECTORS],
    // `$export`, `$everything`: FHIR operations are searched with their dollar sign.
    includeCharacters: '$',
  });
  if (!index) throw new Error(`search: Pagefind could not start: ${errors.join('; ')}`);
  try {
    // Pages are prepared here while Pagefind (a separate process) indexes the ones before.
    const added: Promise<unknown>[] = [];
    let skipped = 0;
    for (const file of await htmlFiles(outDir)) {
      const url = urlPathOf(path.relative(outDir, file), baseUrl);
      const decision = prepareForIndex(await fsp.readFile(file, 'utf8'), url, siteTitle);
      if (!decision.indexed) {
        skipped += 1;
        continue;
      }
      added.push(
        index.addHTMLFile({ url, content: decision.html }).then(({ errors: fileErrors }) => {
          if (fileErrors.length > 0) throw new Error(`search: ${url}: ${fileErrors.join('; ')}`);
        }),
      );
    }
    await Promise.all(added);
    const indexed = added.length;
    const { files, errors: fileErrors } = await index.getFiles();
    if (fileErrors.length > 0) throw new Error(`search: ${fileErrors.join('; ')}`);
    const output = files
      .filter(({ path: name }) => isUsedIndexFile(name))
      .map(({ path: name, content }) => ({
        name,
        plain: GZIP_DATA.test(name) ? zlib.gunzipSync(content) : Buffer.from(content),
      }));
    output.push({ name: PAGE_LIST, plain: Buffer.from(JSON.stringify(pageListOf(output))) });

    const target = path.join(outDir, INDEX_DIR);
    await fsp.rm(target, { recursive: true, force: true });
    let bytes = 0;
    for (const { name, plain } of output) {
      const full = path.join(target, name);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      await fsp.writeFile(full, plain);
      bytes += plain.length;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[search] indexed ${indexed} pages (${skipped} list and utility pages left out) in ${seconds} s: ${INDEX_DIR}/ is ${kb(bytes)} before compression`,
    );
  } finally {
    await pagefind.close();
  }
}

export default function searchPlugin(context: LoadContext): Plugin {
  const { baseUrl, title } = context.siteConfig;
  const indexDir = path.join(context.outDir, INDEX_DIR);
  return {
    name: 'search',
    getThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({ actions }) {
      actions.addRoute({ path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true });
    },
    configureWebpack(_config, isServer) {
      // Only the dev server: a production build writes its own index.
      if (isServer || process.env.NODE_ENV !== 'development') return undefined;
      const entry = path.join(indexDir, 'pagefind.js');
      console.log(
        fs.existsSync(entry)
          ? `[search] search uses the index of the last build (${fs.statSync(entry).mtime.toISOString()}); run \`npm run build\` to refresh it.`
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
      await writeIndex(outDir, baseUrl, title);
    },
  };
}
