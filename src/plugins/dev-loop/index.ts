/**
 * Content checks while writing (issue 42): under `npm start`, each saved Markdown file in the
 * content folders is checked by `scripts/check-content.mjs` (src/content-checks: FHIR R4
 * samples, TypeScript samples, facts, diagram text, policy front matter), and its problems are
 * printed in the terminal as `file:line: [rule] message`.
 *
 * Off the save's critical path: the check starts a moment after the bundler has finished the
 * rebuild the save caused (its `done` hook), in a child process at the lowest CPU priority, so
 * the page has its hot update and has rendered before the check takes any CPU. Loaded by docusaurus.config.ts for the dev
 * server only.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface DevLoopOptions {
  /** Content folders to watch, relative to the site. */
  folders?: string[];
  /** How long a save waits for the bundler's rebuild before it is checked anyway. */
  fallbackMs?: number;
  /**
   * How long after the rebuild the check starts: the browser applies the hot update and renders
   * the page in that time. Started at once, the check's own start-up (loading the checks and
   * TypeScript) took the CPU the render needed: a saved edit showed about 0.4 s later.
   */
  afterRebuildMs?: number;
}

const CHECKER = path.resolve(__dirname, '..', '..', '..', 'scripts', 'check-content.mjs');
const PREFIX = '[content]';
/** The watchers of the plugin's last load: a config change loads the plugins again. */
let closeWatchers: (() => void) | undefined;

export default function devLoopPlugin(context: LoadContext, options: DevLoopOptions = {}): Plugin {
  const folders = (options.folders ?? ['docs', 'services', 'blog', 'src/pages'])
    .map((folder) => path.join(context.siteDir, folder))
    .filter((folder) => fs.existsSync(folder));
  const pending = new Set<string>();
  /** Files whose last check found problems: their next clean check says so. */
  const reported = new Set<string>();
  let running = false;
  let fallback: NodeJS.Timeout | undefined;

  const runChecks = (): void => {
    clearTimeout(fallback);
    if (running || pending.size === 0) return;
    const files = [...pending].filter((file) => fs.existsSync(file));
    pending.clear();
    if (files.length === 0) return;
    running = true;
    const child = spawn(process.execPath, [CHECKER, ...files], {
      cwd: context.siteDir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      if (child.pid) os.setPriority(child.pid, 19);
    } catch {
      // Not allowed here: the check still runs after the rebuild.
    }
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => {
      running = false;
      const lines = out.split('\n').filter((line) => line.trim() !== '');
      if (code === 0) {
        const cleared = files.filter((file) => reported.delete(file));
        if (cleared.length > 0) {
          const names = cleared.map((file) => path.relative(context.siteDir, file)).join(', ');
          console.log(`${PREFIX} ${names}: no problems left`);
        }
      } else {
        if (code === 1) files.forEach((file) => reported.add(file));
        for (const line of lines) console.warn(`${PREFIX} ${line}`);
      }
      runChecks();
    });
  };

  const started = folders.map((folder) =>
    // A save the bundler does not rebuild for (a file no page imports) is checked after fallbackMs.
    fs.watch(folder, { recursive: true }, (_event, name) => {
      if (!name || !/\.mdx?$/.test(name)) return;
      pending.add(path.join(folder, name.toString()));
      clearTimeout(fallback);
      fallback = setTimeout(runChecks, options.fallbackMs ?? 3000);
    }),
  );
  closeWatchers?.();
  closeWatchers = () => started.forEach((watcher) => watcher.close());

  return {
    name: 'dev-loop',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: { hooks: { done: { tap: (name: string, fn: () => void) => void } } }) {
              compiler.hooks.done.tap('dev-loop', () => {
                if (pending.size === 0) return;
                clearTimeout(fallback);
                fallback = setTimeout(runChecks, options.afterRebuildMs ?? 1500);
              });
            },
          },
        ],
      } as ReturnType<NonNullable<Plugin['configureWebpack']>>;
    },
  };
}
