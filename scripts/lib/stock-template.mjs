/**
 * The stock Docusaurus classic template at our Docusaurus version, with diagrams switched on
 * (theme-mermaid) as on our site: the baseline scripts/bench.mjs and scripts/bench-dev.mjs
 * measure beside. Made once with create-docusaurus and kept in the temporary directory, outside
 * any node_modules, whose files Docusaurus's loaders do not compile.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const STOCK_DIR = path.join(os.tmpdir(), 'sanoria-bench-stock');

export function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit code ${result.status}).`);
}

/** Our Docusaurus version, as installed. */
export function docusaurusVersion() {
  return JSON.parse(
    fs.readFileSync(path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8'),
  ).version;
}

/** The stock site's folder, made and installed when missing (its own node_modules). */
export function stockSite() {
  const version = docusaurusVersion();
  const site = path.join(STOCK_DIR, version, 'stock');
  const installed = path.join(site, 'node_modules', '@docusaurus', 'theme-mermaid', 'package.json');
  if (fs.existsSync(installed)) return site;
  console.log(`Making the stock Docusaurus ${version} template in ${site}…`);
  fs.rmSync(path.dirname(site), { recursive: true, force: true });
  fs.mkdirSync(path.dirname(site), { recursive: true });
  run(
    'npx',
    ['-y', `create-docusaurus@${version}`, 'stock', 'classic', '--typescript', '--skip-install'],
    path.dirname(site),
  );
  // Diagrams switched on, as on our site, with one diagram on the page our diagram pages are
  // compared with: the baseline pays for what the same features cost it.
  const configFile = path.join(site, 'docusaurus.config.ts');
  fs.writeFileSync(
    configFile,
    fs
      .readFileSync(configFile, 'utf8')
      .replace(
        'const config: Config = {',
        "const config: Config = {\n  markdown: {mermaid: true},\n  themes: ['@docusaurus/theme-mermaid'],",
      ),
  );
  fs.appendFileSync(
    path.join(site, 'docs', 'tutorial-basics', 'markdown-features.mdx'),
    '\n## Diagram\n\n```mermaid\ngraph LR\n  A[Client] --> B[FHIR server] --> C[(Datastore)]\n```\n',
  );
  run('npm', ['install', '--no-audit', '--no-fund'], site);
  run('npm', ['install', '--no-audit', '--no-fund', `@docusaurus/theme-mermaid@${version}`], site);
  return site;
}

/** The stock site's production build, built once and kept. */
export function stockBuild() {
  const site = stockSite();
  const build = path.join(site, 'build');
  if (!fs.existsSync(path.join(build, 'index.html'))) run('npx', ['docusaurus', 'build'], site);
  return build;
}
