/**
 * The limits in deploy/nginx that slow clients meet (tests/e2e-nginx/slow-clients.spec.ts holds
 * 2,000 half-open connections; the timeouts themselves would take seconds each to observe):
 * timeouts in seconds, in both server blocks, and room for many connections per worker.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../lib/content';

const read = (file: string): string => fs.readFileSync(path.join(ROOT, 'deploy/nginx', file), 'utf8');
const value = (text: string, directive: string): string | undefined =>
  new RegExp(`^\\s*${directive}\\s+([^;]+);`, 'm').exec(text)?.[1]?.trim();

test('slow clients are timed out in seconds, in the default server and the site alike', () => {
  const timeouts = read('timeouts.conf');
  for (const directive of [
    'client_header_timeout',
    'client_body_timeout',
    'send_timeout',
    'keepalive_timeout',
  ]) {
    const seconds = Number(/^(\d+)s$/.exec(value(timeouts, directive) ?? '')?.[1]);
    expect(seconds, directive).toBeGreaterThan(0);
    expect(seconds, directive).toBeLessThanOrEqual(15);
  }
  expect(value(timeouts, 'reset_timedout_connection')).toBe('on');
  const site = read('site.conf.template');
  expect(site.match(/^\s*server \{/gm)?.length, 'server blocks').toBe(2);
  expect(site.match(/include \$\{CONF_DIR\}\/timeouts\.conf;/g)?.length, 'timeouts.conf in each').toBe(2);
  // No other file sets them, so nothing overrides them.
  expect(read('nginx.conf.template')).not.toMatch(/_timeout\b/);
});

test('each worker has room for thousands of connections, and the descriptors for them', () => {
  const main = read('nginx.conf.template');
  const connections = Number(value(main, 'worker_connections'));
  const files = Number(value(main, 'worker_rlimit_nofile'));
  expect(connections).toBeGreaterThanOrEqual(4096);
  expect(files).toBeGreaterThanOrEqual(2 * connections);
});
