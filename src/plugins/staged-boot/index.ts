/**
 * Replaces the browser bundle's entry with ./entry.ts, which evaluates the main bundle in
 * stages and then runs Docusaurus's own client entry (see there for why). The server bundle
 * keeps Docusaurus's entry. The bundles' contents do not change, only when their modules run.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function stagedBootPlugin(): Plugin {
  return {
    name: 'staged-boot',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { mergeStrategy: { entry: 'replace' }, entry: path.join(__dirname, 'entry.ts') };
    },
  };
}
