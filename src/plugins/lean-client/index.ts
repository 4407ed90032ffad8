/**
 * What the browser bundle carried without using it, left out of it. Most of it was in the main
 * bundle, which every page downloads before it can start:
 *
 * - every tslib helper, for the one `@docusaurus/utils-common` needs (./tslib.ts);
 * - the module path in each entry of the chunk registry, read only when rendering on the
 *   server (./registry-loader.js);
 * - the site config's build-time fields: the HTML template, preset, plugin and theme options,
 *   Markdown options and Prism colour themes (./site-config-loader.js);
 * - the `nprogress` library, until the reader first follows a link (./nprogress.ts replaces
 *   theme-classic's progress-bar client module).
 *
 * And one thing every docs page downloads with its version's metadata: the description of
 * every other doc (./docs-metadata-loader.js).
 *
 * The server bundle is left as it is. The budget test (tests/unit/budget.spec.ts) holds the
 * main bundle and a docs page to their measured sizes, so a change that brings any of it back
 * shows there.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const NAME = 'lean-client';
/** The helpers ./tslib.ts provides. */
export const TSLIB_HELPERS = ['__importDefault'];

/** The tslib helpers a tsc-compiled CommonJS file calls (`tslib_1.__helper`). */
export function tslibHelpersUsed(source: string): string[] {
  return [...new Set([...source.matchAll(/\btslib_\d+\.(__\w+)/g)].map((m) => m[1] as string))].sort();
}

/** `@docusaurus/utils-common`'s compiled directory, and the tslib helpers its files call. */
export function utilsCommonTslibHelpers(): { lib: string; helpers: string[] } {
  const lib = path.dirname(require.resolve('@docusaurus/utils-common'));
  const helpers = fs
    .readdirSync(lib)
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => tslibHelpersUsed(fs.readFileSync(path.join(lib, f), 'utf8')));
  return { lib, helpers: [...new Set(helpers)].sort() };
}

/** Fails when utils-common needs a tslib helper ./tslib.ts does not provide. */
function checkUtilsCommon(): string {
  const { lib, helpers } = utilsCommonTslibHelpers();
  const missing = helpers.filter((helper) => !TSLIB_HELPERS.includes(helper));
  if (missing.length > 0) {
    throw new Error(`${NAME}: @docusaurus/utils-common now uses ${missing.join(', ')}; add it to ./tslib.ts`);
  }
  return lib;
}

export default function leanClientPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      const utilsCommon = checkUtilsCommon();
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        output: {
          // Chunk files named by id, not by Docusaurus's chunk name: the names are hashes
          // too ("4bc87f71"), and the runtime every page downloads carried a table of them.
          chunkFilename: 'assets/js/[id].[contenthash:8].js',
        },
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: { request: string; context?: string }) => {
            if (resource.context?.startsWith(utilsCommon))
              resource.request = path.join(__dirname, 'tslib.ts');
          }),
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
            path.join(__dirname, 'nprogress.ts'),
          ),
        ],
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{ loader: path.join(__dirname, 'registry-loader.js') }],
            },
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$/,
              use: [{ loader: path.join(__dirname, 'site-config-loader.js') }],
            },
            {
              test: /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{ loader: path.join(__dirname, 'docs-metadata-loader.js') }],
            },
          ],
        },
      };
    },
  };
}
