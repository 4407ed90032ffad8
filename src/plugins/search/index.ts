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
import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
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
 * Every file is written twice: as it is, and gzipped beside it (`.gz`), which nginx sends with
 * `Content-Encoding: gzip` (gzip_static), so nothing is compressed per request. Pagefind
 * writes its index, fragments, meta file and WebAssembly as gzip data, which its script would
 * unpack in JavaScript: those are written unpacked (the data behind a `pagefind_dcd`
 * signature, which the script then uses as it is) and as Pagefind made them beside, so the
 * browser unpacks them natively, off the main thread. Any other server sends the plain files,
 * which work as well.
 */
const GZIP_DATA = /\.(pf_meta|pf_index|pf_fragment|pagefind)$/;

/**
 * The files every first search fetches (Pagefind's script, its WebAssembly, its meta file and
 * the page list) also get a brotli copy (`.br`), for nginx's brotli_static where that module is
 * installed: 12 KB less for a first search. The index chunks and fragments stay gzip only:
 * brotli gains little on them for a second or more of build time.
 */
const BROTLI = /^(pagefind\.js|wasm\.en\.pagefind|pages\.json|pagefind\.[\w-]+\.pf_meta)$/;

const brotliCompress = promisify(zlib.brotliCompress);

/**
 * Brotli at its best quality takes about half a second for the WebAssembly, which, like the
 * script, is the same in every build of one Pagefind version: their copies are kept in
 * `cacheDir` by content hash. (The page list and meta file change with the content; small.)
 */
async function brotli(data: Buffer, cacheDir?: string): Promise<Buffer> {
  const params = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  };
  if (!cacheDir) return brotliCompress(data, { params });
  const cached = path.join(cacheDir, `${createHash('sha256').update(data).digest('hex')}.br`);
  try {
    return await fsp.readFile(cached);
  } catch {
    const compressed = await brotliCompress(data, { params });
    await fsp.mkdir(cacheDir, { recursive: true });
    await fsp.writeFile(cached, compressed);
    return compressed;
  }
}

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

async function writeIndex(
  outDir: string,
  baseUrl: string,
  siteTitle: string,
  cacheDir: string,
): Promise<void> {
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
      .map(({ path: name, content }) =>
        GZIP_DATA.test(name)
          ? { name, plain: zlib.gunzipSync(content), gzipped: Buffer.from(content) }
          : { name, plain: Buffer.from(content), gzipped: zlib.gzipSync(content, { level: 9 }) },
      );
    const pageList = Buffer.from(JSON.stringify(pageListOf(output)));
    output.push({ name: PAGE_LIST, plain: pageList, gzipped: zlib.gzipSync(pageList, { level: 9 }) });

    const target = path.join(outDir, INDEX_DIR);
    await fsp.rm(target, { recursive: true, force: true });
    let bytes = 0;
    const brotliCopies: Promise<void>[] = [];
    for (const { name, plain, gzipped } of output) {
      const full = path.join(target, name);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      await fsp.writeFile(full, plain);
      await fsp.writeFile(`${full}.gz`, gzipped);
      bytes += gzipped.length;
      if (BROTLI.test(name)) {
        const cache = /^(pagefind\.js|wasm\.en\.pagefind)$/.test(name) ? cacheDir : undefined;
        brotliCopies.push(brotli(plain, cache).then((compressed) => fsp.writeFile(`${full}.br`, compressed)));
      }
    }
    await Promise.all(brotliCopies);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `[search] indexed ${indexed} pages (${skipped} list and utility pages left out) in ${seconds} s: ${INDEX_DIR}/ is ${kb(bytes)} gzipped`,
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
      await writeIndex(
        outDir,
        baseUrl,
        title,
        path.join(context.siteDir, 'node_modules', '.cache', 'search'),
      );
    },
  };
}
