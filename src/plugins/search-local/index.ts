/**
 * Offline full-text search: `@easyops-cn/docusaurus-search-local`, used as it is, plus one
 * step after its own. The plugin builds a lunr index of the docs, services, blog and pages in
 * the build (`search-index-<hash>.json`, fetched by a web worker the first time a reader uses
 * search) and serves the /search page. Nothing leaves the site.
 *
 * The added step names the section of every result. The plugin takes a page's section from
 * the active navbar item and sidebar category, so docs in a sidebar read "Docs › Platform" and
 * posts "Blog", but workflow guides, policies and standalone pages have none. After the plugin
 * has written the index, this fills the missing ones from `src/data/sections.ts` ("Docs ›
 * Security policies", "Careers", "Legal"), then reports the index size. It wraps the plugin
 * rather than adding a second one because Docusaurus runs all postBuild hooks at once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LoadContext, OptionValidationContext, Plugin } from '@docusaurus/types';
import * as easyops from '@easyops-cn/docusaurus-search-local';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { docsSubsectionOf, searchSectionLabels } from '../../data/sections';

export type SearchOptions = PluginOptions;

interface Upstream {
  default: (context: LoadContext, options: PluginOptions) => Plugin;
  validateOptions: (context: OptionValidationContext<PluginOptions, PluginOptions>) => PluginOptions;
}
// The package is CommonJS and its types declare only the options, not the plugin function.
const upstream = easyops as unknown as Upstream;

/** One document of the index as the plugin writes it: `u` is the URL, `b` the section path. */
interface IndexedDocument {
  u?: string;
  b?: string[];
}

/**
 * Fills the section path (`b`) of every page document in a parsed search index from the page's
 * URL where the indexer found none, or found the wrong one. Returns how many documents it labelled.
 */
export function labelSections(index: unknown): number {
  if (!Array.isArray(index)) throw new Error('search-local: unexpected search index format');
  let labelled = 0;
  for (const part of index as { documents?: IndexedDocument[] }[]) {
    for (const doc of part.documents ?? []) {
      // Pages in no sidebar (workflow guides, policies) also carry the drawer's docs menu, whose
      // first entry the indexer would take for their section.
      if (
        Array.isArray(doc.b) &&
        typeof doc.u === 'string' &&
        (doc.b.length === 0 || docsSubsectionOf(doc.u))
      ) {
        doc.b = searchSectionLabels(doc.u);
        labelled += 1;
      }
    }
  }
  return labelled;
}

/** Human-readable size, e.g. "1.39 MB". */
const size = (bytes: number): string => `${(bytes / 1_000_000).toFixed(2)} MB`;

export default function searchLocalPlugin(context: LoadContext, options: PluginOptions): Plugin {
  const plugin = upstream.default(context, options);
  const upstreamPostBuild = plugin.postBuild;
  return {
    ...plugin,
    async postBuild(props) {
      await upstreamPostBuild?.call(plugin, props);
      const files = (await fs.readdir(props.outDir)).filter((f) => /^search-index.*\.json$/.test(f));
      if (files.length === 0) throw new Error('search-local: the search plugin wrote no index');
      for (const file of files) {
        const full = path.join(props.outDir, file);
        const index: unknown = JSON.parse(await fs.readFile(full, 'utf8'));
        labelSections(index);
        const json = JSON.stringify(index);
        await fs.writeFile(full, json);
        const raw = Buffer.byteLength(json);
        const gzipped = zlib.gzipSync(json, { level: 9 }).length;
        console.log(`[search] ${file}: ${size(raw)}, ${size(gzipped)} gzipped`);
      }
    },
  };
}

export const validateOptions = upstream.validateOptions;
