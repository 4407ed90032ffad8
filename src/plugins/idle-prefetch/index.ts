/**
 * Link prefetching, done in small pieces while the browser is idle (see ./client.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules: () => [path.join(__dirname, 'client.ts')],
  };
}
