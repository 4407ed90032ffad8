/**
 * Machine-readable docs, written into the build:
 *
 * - a Markdown twin of every page of both docs instances, next to the page:
 *   /docs/platform/search → /docs/platform/search.md, /docs → /docs.md, /services → /services.md;
 * - /llms.txt (the llms.txt convention: title, summary, then sections of links, one line
 *   each, to the twins of every docs, workflow, policy and service page);
 * - /llms-full.txt, the full Markdown of those pages in one file.
 *
 * The pages and their order come from the docs plugins' loaded content and sidebars; the
 * Markdown comes from each page's source (see markdown.ts), with the site's components
 * (service facts, catalogue, policy tables) rendered from the same data the site uses.
 * A local plugin rather than a published one: none of those does the brand tokens or these
 * components, and this one is small. Twins exist only in a production build (postBuild).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { brand, resolveUrls, type BrandUrls } from '../../data/brand';
import { safeguards, type PolicySummary } from '../../data/policies';
import { docsSubsections, docsSubsectionOf } from '../../data/sections';
import { serviceBySlug, servicesByCategory } from '../../data/services';
import { siteCapabilityStatement } from '../fhir-reference/capability';
import { loadPolicies, POLICY_DIR } from '../policy-index';
import { mdxToMarkdown, type ComponentRenderer } from './markdown';

interface SidebarNode {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarNode[];
  link?: { type: string; id?: string };
}

interface LoadedDoc {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  unlisted?: boolean;
}

interface DocsContent {
  loadedVersions: { docs: LoadedDoc[]; sidebars: Record<string, SidebarNode[]> }[];
}

/** One page of llms.txt: a docs page, its source file and the section it is listed under. */
export interface LlmsPage {
  title: string;
  description: string;
  permalink: string;
  sourceFile: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

/** The Markdown twin's path in the build for a page: `/docs/sdk` → `docs/sdk.md`. */
export function twinFile(permalink: string): string {
  return `${permalink.replace(/^\/+|\/+$/g, '')}.md`;
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** The doc ids of a sidebar, in reading order (category pages before their items). */
function sidebarDocIds(items: readonly SidebarNode[]): string[] {
  return items.flatMap((item) => [
    ...(item.type === 'doc' || item.type === 'ref' ? [item.id ?? ''] : []),
    ...(item.link?.type === 'doc' && item.link.id ? [item.link.id] : []),
    ...sidebarDocIds(item.items ?? []),
  ]);
}

/**
 * The sections of llms.txt for one docs instance: one per top-level sidebar category (or one
 * named `flatTitle` for the whole sidebar), then the pages in no sidebar, grouped by the docs
 * subsections of src/data/sections.ts.
 */
export function docsSections(content: DocsContent, siteDir: string, flatTitle?: string): LlmsSection[] {
  const version = content.loadedVersions[0];
  if (!version) return [];
  const docs = new Map(version.docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  const page = (doc: LoadedDoc): LlmsPage => ({
    title: doc.title,
    description: oneLine(doc.description),
    // An index doc's permalink ends in a slash (/docs/); the page is served without it.
    permalink: doc.permalink.replace(/(.)\/+$/, '$1'),
    sourceFile: path.join(siteDir, doc.source.replace(/^@site\//, '')),
  });
  const listed = new Set<string>();
  const take = (ids: string[]): LlmsPage[] =>
    ids.flatMap((id) => {
      const doc = docs.get(id);
      if (!doc || listed.has(id)) return [];
      listed.add(id);
      return [page(doc)];
    });
  const sections: LlmsSection[] = [];
  for (const sidebar of Object.values(version.sidebars)) {
    if (flatTitle) {
      sections.push({ title: flatTitle, pages: take(sidebarDocIds(sidebar)) });
      continue;
    }
    for (const item of sidebar) {
      sections.push({ title: item.label ?? item.id ?? 'Docs', pages: take(sidebarDocIds([item])) });
    }
  }
  // Pages in no sidebar: workflow guides, then policies (src/data/sections.ts order), then any others.
  const order = (doc: LoadedDoc): number => {
    const sub = docsSubsectionOf(doc.permalink);
    return sub ? docsSubsections.indexOf(sub) : docsSubsections.length;
  };
  const rest = [...docs.values()]
    .filter((doc) => !listed.has(doc.id))
    .sort((a, b) => order(a) - order(b) || a.permalink.localeCompare(b.permalink));
  for (const doc of rest) {
    const title = docsSubsectionOf(doc.permalink)?.label ?? flatTitle ?? 'More documentation';
    let section = sections.find((candidate) => candidate.title === title);
    if (!section) {
      section = { title, pages: [] };
      sections.push(section);
    }
    section.pages.push(page(doc));
  }
  return sections.filter((section) => section.pages.length > 0);
}

/** Markdown for the site's own MDX components, from the data the components render. */
export function componentRenderers(
  urls: BrandUrls,
  policies: readonly PolicySummary[],
  capability?: fhir4.CapabilityStatement,
): Record<string, ComponentRenderer> {
  const link = (permalink: string): string => `${urls.site}${permalink}`;
  return {
    ServiceFacts: ({ slug = '' }) => {
      const service = serviceBySlug(slug);
      return [
        `**${service.name}**: ${service.summary}`,
        '',
        `- Category: ${service.category}`,
        `- Standards: ${service.standards.join(', ')}`,
        `- Main resources: ${service.resources.map((resource) => `\`${resource}\``).join(', ')}`,
        `- Regions: ${service.regions.join(', ')}`,
        `- Status: ${service.status}`,
      ].join('\n');
    },
    CapabilityStatement: () => ['```json', JSON.stringify(capability, null, 2), '```'].join('\n'),
    ClinicianChart: () =>
      '_Illustration (on the web page): the Medicus chart for a sample patient, with problems, medicines, latest results and a Maestro draft awaiting review._',
    PatientPortal: () =>
      '_Illustration (on the web page): the Veritas patient portal for a sample patient, with appointments and released results._',
    DeveloperConsole: () =>
      '_Illustration (on the web page): the developer console for a sample project, with its clients, access policies and audit log._',
    ServiceCatalogue: () =>
      servicesByCategory()
        .map(({ category, services }) =>
          [
            `### ${category}`,
            '',
            ...services.map(
              (s) => `- [${s.name}](${link(`/services/${s.slug}`)}): ${s.purpose}. ${s.summary}`,
            ),
          ].join('\n'),
        )
        .join('\n\n'),
    PolicyCount: () =>
      `${policies.length} policies: ${safeguards
        .map((s) => `${policies.filter((p) => p.safeguard === s.id).length} ${s.id}`)
        .join(', ')}.`,
    PolicyTable: ({ safeguard = '' }) => {
      const info = safeguards.find((s) => s.id === safeguard);
      const rows = policies.filter((p) => p.safeguard === safeguard);
      return [
        `${info?.text ?? ''} (${info?.cfr ?? ''})`,
        '',
        '| Policy | Owner | Version | Last reviewed |',
        '| --- | --- | --- | --- |',
        ...rows.map(
          (p) =>
            `| [${p.title}](${link(`/docs/policies/${p.slug}`)}) | ${p.owner} | ${p.version} | ${p.last_reviewed} |`,
        ),
      ].join('\n');
    },
  };
}

/** A page as Markdown: its title, its description as a summary, then its content. */
export function pageMarkdown(page: LlmsPage, body: string): string {
  return `# ${page.title}\n\n> ${page.description}\n\n${body}`;
}

export function llmsTxt(sections: readonly LlmsSection[], urls: BrandUrls): string {
  const lines = [
    `# ${brand.name}`,
    '',
    `> ${brand.tagline}. ${brand.shortDescription}`,
    '',
    `The developer documentation, clinical workflow guides, security policies and service catalogue of the ${brand.name} website (${urls.site}). Every link below is a page in Markdown; ${urls.site}/llms-full.txt holds all of them in one file. Code samples use the FHIR R4 base URL ${urls.fhirApi} and the authorisation server ${urls.auth}.`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      lines.push(`- [${page.title}](${urls.site}/${twinFile(page.permalink)}): ${page.description}`);
    }
  }
  lines.push(
    '',
    '## Optional',
    '',
    `- [Blog](${urls.site}/blog): Releases, engineering, interoperability, AI safety and security.`,
    `- [About ${brand.name}](${urls.site}/about): The company, its principles, leadership and offices.`,
    `- [Security](${urls.site}${brand.pages.security}): How ${brand.name} protects health data, and how to report a vulnerability.`,
    `- [Compliance statement](${urls.site}${brand.pages.compliance}): HIPAA, GDPR and PIPEDA commitments.`,
    `- [Careers](${urls.site}/careers): Open engineering and design roles, and how we hire.`,
    '',
  );
  return lines.join('\n');
}

export function llmsFullTxt(pages: readonly { page: LlmsPage; markdown: string }[], urls: BrandUrls): string {
  const header = [
    `# ${brand.name}: full documentation`,
    '',
    `> ${brand.tagline}. ${brand.shortDescription}`,
    '',
    `Every page listed in ${urls.site}/llms.txt, in Markdown, in the same order. Each page starts with its title and its address.`,
    '',
  ].join('\n');
  // Each page as its twin, with its address under the title.
  const body = pages.map(({ page, markdown }) =>
    markdown.replace(/^(# .*\n)/, (title) => `${title}\nSource: ${urls.site}${page.permalink}\n`),
  );
  return `${header}\n${body.join('\n---\n\n')}`;
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let sections: LlmsSection[] = [];
  return {
    name: 'llms-txt',
    allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs'] as Record<string, DocsContent> | undefined;
      if (!docs?.default || !docs.services)
        throw new Error('llms-txt: the docs and services plugins are not loaded');
      sections = [
        ...docsSections(docs.default, context.siteDir),
        ...docsSections(docs.services, context.siteDir, 'Services'),
      ];
    },
    async postBuild({ outDir }) {
      const urls = resolveUrls(process.env);
      const policies = await loadPolicies(path.join(context.siteDir, POLICY_DIR));
      const components = componentRenderers(urls, policies, siteCapabilityStatement(context.siteDir, urls));
      const unknown = new Set<string>();
      const pages = await Promise.all(
        sections.flatMap((section) =>
          section.pages.map(async (page) => {
            const source = await fs.readFile(page.sourceFile, 'utf8');
            const body = mdxToMarkdown(source, {
              urls,
              components,
              onUnknownComponent: (name) =>
                unknown.add(`<${name}> in ${path.relative(context.siteDir, page.sourceFile)}`),
            });
            const markdown = pageMarkdown(page, body);
            const file = path.join(outDir, twinFile(page.permalink));
            await fs.mkdir(path.dirname(file), { recursive: true });
            await fs.writeFile(file, markdown);
            return { page, markdown };
          }),
        ),
      );
      for (const problem of unknown) {
        console.warn(`[llms-txt] no Markdown renderer for ${problem}: its tags are left out of the twin`);
      }
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(sections, urls));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(pages, urls));
    },
  };
}
