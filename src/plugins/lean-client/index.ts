/**
 * Two things the browser bundle carries without using them, left out of it. Both are in the
 * main bundle, which every page downloads before it can start:
 *
 * - every tslib helper, for the one `@docusaurus/utils-common` needs (./tslib.ts);
 * - the module path in each entry of the chunk registry, read only when rendering on the
 *   server (./registry-loader.js).
 *
 * The server bundle is left as it is. The budget test (tests/unit/budget.spec.ts) holds the
 * main bundle to its measured size, so a change that brings either back shows there.
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
        plugins: [
          new NormalModuleReplacementPlugin(/^tslib$/, (resource: { request: string; context?: string }) => {
            if (resource.context?.startsWith(utilsCommon))
              resource.request = path.join(__dirname, 'tslib.ts');
          }),
        ],
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              use: [{ loader: path.join(__dirname, 'registry-loader.js') }],
            },
          ],
        },
      };
    },
  };
}
