/**
 * The engine in Node, for the tests that run the docs' samples: the same engine on the same data
 * as the browser's, made by the same function the build uses (src/plugins/sandbox-definitions).
 */
import path from 'node:path';
import { sandboxData } from '../../plugins/sandbox-definitions/data';
import { createEngine as createEngineWith, type Engine, type SandboxData } from './index';

export type { Engine } from './index';

const SITE_DIR = path.resolve(__dirname, '../../..');

let data: SandboxData | undefined;

/** A fresh engine, seeded; the definitions are read once per process (a few seconds). */
export function createEngine(): Promise<Engine> {
  data ??= sandboxData(SITE_DIR);
  return createEngineWith(data);
}
