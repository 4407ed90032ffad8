/**
 * Build-time compression: every text file of 1 KB or more in the build gets a gzip copy
 * (level 9, `file.gz`) and a brotli copy (`file.br`, quality 11, or 9 for what agents and crawlers
 * read: see BROTLI_QUALITY) beside it, which nginx sends
 * as they are (`gzip_static`, `brotli_static`), so no request costs compression CPU. The
 * originals are left untouched; on-the-fly gzip stays in deploy/nginx as a fallback only.
 *
 * It runs as `docusaurus precompress [dir]` (the `extendCli` lifecycle), which `npm run build`
 * runs after `docusaurus build`, and not in `postBuild`: Docusaurus runs every plugin's
 * `postBuild` at the same time (`Promise.all`), and the sitemap, the blog feeds, the Markdown
 * twins and the search index are written there, so a compressor in `postBuild` would race them.
 *
 * Brotli at quality 11 costs about a second per megabyte: copies are kept in
 * `node_modules/.cache/precompress` by content hash, so a rebuild only compresses what changed.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildFiles } from '../csp';

/** Files smaller than this gain too little (and nginx's on-the-fly gzip still covers them). */
export const MIN_BYTES = 1024;

/**
 * What is worth compressing: text. Images and fonts are compressed already, and so are the
 * search index's chunks and WebAssembly (`.pf_*`, `.pagefind`): Pagefind writes them as gzip,
 * which its script unpacks, and brotli made each copy a few bytes larger.
 */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|xml|txt|md|svg|webmanifest|map|ico)$/;

/** Whether a build file (path relative to the build) gets compressed copies. */
export function shouldCompress(relativePath: string, bytes: number): boolean {
  const parts = relativePath.split(/[\\/]/);
  // Hidden files (.csp-hashes.conf) and the CDN rule files (_headers) are never served.
  if (parts.some((part) => part.startsWith('.') || part.startsWith('_'))) return false;
  return bytes >= MIN_BYTES && COMPRESSIBLE.test(relativePath);
}

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

export function gzipBest(data: Buffer): Promise<Buffer> {
  return gzip(data, { level: 9 });
}

/**
 * Brotli's quality by file: 11 for the scripts, styles and images a browser loads and caches;
 * 10 for pages and data; 9 for the Markdown twins, llms.txt, llms-full.txt and the sitemaps,
 * which agents and crawlers read. Measured on this build (CPU, bytes): the pages 8.0 s at 10
 * against 21 s at 11, for 2.6 % more bytes; the sandbox's data 1.4 s against 4.4 s, for 4 % more
 * (fetched once, at its first Run). Scripts stay at 11 (16 s): at 10 they were 2.2 % larger, and
 * a page's first scripts went over their budget (tests/e2e-nginx/budget.spec.ts). The twins and
 * text files take 4 to 25 times the CPU at 11 as at 9, for 9–14 % fewer bytes.
 */
export function brotliQuality(relativePath: string): number {
  if (/\.(?:md|txt|xml)$/.test(relativePath)) return 9;
  return /\.(?:html|json)$/.test(relativePath) ? 10 : zlib.constants.BROTLI_MAX_QUALITY;
}

export function brotliBest(
  data: Buffer,
  quality: number = zlib.constants.BROTLI_MAX_QUALITY,
): Promise<Buffer> {
  return brotliCompress(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** Brotli through the content-hash cache (when one is given). */
async function cachedBrotli(data: Buffer, quality: number, cacheDir: string | undefined): Promise<Buffer> {
  if (!cacheDir) return brotliBest(data, quality);
  const hash = createHash('sha256').update(data).digest('hex');
  const cached = path.join(cacheDir, `${hash}.q${quality}.br`);
  try {
    return await fs.readFile(cached);
  } catch {
    const compressed = await brotliBest(data, quality);
    await fs.mkdir(cacheDir, { recursive: true });
    // Written aside then renamed: two builds sharing the cache never read a half-written copy.
    const partial = `${cached}.${process.pid}.tmp`;
    await fs.writeFile(partial, compressed);
    await fs.rename(partial, cached);
    return compressed;
  }
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** Writes `.gz` and `.br` beside every file of `outDir` that {@link shouldCompress} selects. */
export async function precompressBuild(outDir: string, cacheDir?: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  const queue = (await buildFiles(outDir)).filter((file) => !/\.(?:gz|br)$/.test(file));
  // zlib's async calls run on libuv's thread pool: a few at a time keep every core busy.
  const worker = async (): Promise<void> => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const full = path.join(outDir, file);
      // Sized before it is read: images and fonts are never read at all.
      if (!shouldCompress(file, (await fs.stat(full)).size)) continue;
      const data = await fs.readFile(full);
      const [gzipped, brotli] = await Promise.all([
        gzipBest(data),
        cachedBrotli(data, brotliQuality(file), cacheDir),
      ]);
      await Promise.all([fs.writeFile(`${full}.gz`, gzipped), fs.writeFile(`${full}.br`, brotli)]);
      result.files += 1;
      result.bytes += data.length;
      result.gzipBytes += gzipped.length;
      result.brotliBytes += brotli.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return result;
}

const mb = (bytes: number): string => `${(bytes / 1e6).toFixed(1)} MB`;

export default function precompressPlugin(context: LoadContext): Plugin {
  return {
    name: 'precompress',
    extendCli(cli) {
      cli
        .command('precompress [dir]')
        .description('Write .gz and .br copies beside every text file of 1 KB or more in the build.')
        .action(async (dir?: string) => {
          const outDir = path.resolve(dir ?? context.outDir);
          const started = performance.now();
          const done = await precompressBuild(
            outDir,
            path.join(context.siteDir, 'node_modules', '.cache', 'precompress'),
          );
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          console.log(
            `[precompress] ${done.files} files in ${path.relative(process.cwd(), outDir) || '.'}: ` +
              `${mb(done.bytes)} → gzip ${mb(done.gzipBytes)}, brotli ${mb(done.brotliBytes)} (${seconds} s)`,
          );
        });
    },
  };
}
