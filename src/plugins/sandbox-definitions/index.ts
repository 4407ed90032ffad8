/**
 * The sandbox's data as one static asset with a hashed name: the R4 definitions its engine needs
 * and its seed (./data.ts), written at build time and fetched by the sandbox's worker from 'self'
 * when the reader first runs a request, so no page downloads it before.
 *
 * The worker imports it as `@sandbox/data`, which this plugin points at the generated JSON; the
 * bundler (an `asset/resource` rule) emits the file under assets/sandbox/ with a content hash and
 * gives the worker its URL. Docusaurus's dev server watches the seed folders and remakes it.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { BrandUrls } from '../../data/brand';
import { sandboxData, SEED_DIRS } from './data';

const NAME = 'sandbox-definitions';
const FILE = 'sandbox-data.json';

export default function sandboxDefinitionsPlugin(context: LoadContext, options: { urls: BrandUrls }): Plugin {
  const file = path.join(context.generatedFilesDir, NAME, 'default', FILE);
  return {
    name: NAME,
    getPathsToWatch: () => SEED_DIRS.map((dir) => path.join(context.siteDir, dir, '*.json')),
    async contentLoaded({ actions }) {
      await actions.createData(FILE, JSON.stringify(sandboxData(context.siteDir, options.urls)));
    },
    configureWebpack() {
      return {
        resolve: { alias: { '@sandbox/data$': file } },
        module: {
          rules: [
            {
              test: (resource: string) => resource === file,
              type: 'asset/resource',
              generator: { filename: 'assets/sandbox/data.[contenthash:8][ext]' },
            },
          ],
        },
      };
    },
  };
}
