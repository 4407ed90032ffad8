/**
 * The pages of the docs groups that sit in no sidebar (workflow guides, policies), in order.
 * Which groups there are comes from src/data/sections.ts; which pages each holds, and their
 * titles, from the docs plugin (every listed doc whose path is under the group's folder, the
 * group's own index page aside); the order from the lists readers already see:
 *
 * - workflow guides as /docs lists them, under "Clinical workflow guides": alphabetically by
 *   page, which is alphabetically by doc id (tests/e2e/doc-groups.spec.ts holds the two together);
 * - policies as the policy library lists them (src/plugins/policy-index writes the order).
 *
 * Usable on docs pages only: the hooks read the docs version the page belongs to.
 */
import { useMemo } from 'react';
import policyOrder from '@generated/policy-index/default/policy-order.json';
import { useDoc, useDocsVersion, useVersions } from '@docusaurus/plugin-content-docs/client';
import { docsSubsectionOf, docsSubsections, type DocsSubsection } from '@site/src/data/sections';

export interface DocGroupPage {
  /** The doc's id, e.g. `workflows/billing`. */
  id: string;
  title: string;
  permalink: string;
}

export interface DocGroup {
  group: DocsSubsection;
  pages: readonly DocGroupPage[];
}

/** A group seen from one of its pages: `index` is that page's place in `pages`. */
export interface CurrentDocGroup extends DocGroup {
  index: number;
}

/** The last part of a doc id: its file name, which is also the policy library's slug. */
const fileName = (id: string): string => id.slice(id.lastIndexOf('/') + 1);

const byId = (a: DocGroupPage, b: DocGroupPage): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A group's pages in its order. */
function inOrder(group: DocsSubsection, pages: readonly DocGroupPage[]): DocGroupPage[] {
  if (group.id === 'workflows') return [...pages].sort(byId);
  const rank = (page: DocGroupPage): number => {
    const i = policyOrder.indexOf(fileName(page.id));
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...pages].sort((a, b) => rank(a) - rank(b) || byId(a, b));
}

/** Every group with pages in the current docs version, its pages not yet in order. */
function useGroupMembers(): readonly DocGroup[] {
  const version = useDocsVersion();
  const globalVersion = useVersions(version.pluginId).find((v) => v.name === version.version);
  return useMemo(() => {
    const docs = globalVersion?.docs ?? [];
    return docsSubsections
      .map((group) => ({
        group,
        pages: docs.flatMap((doc): DocGroupPage[] => {
          const title = version.docs[doc.id]?.title;
          const inGroup = doc.path !== group.path && docsSubsectionOf(doc.path) === group;
          return title !== undefined && inGroup && !doc.unlisted
            ? [{ id: doc.id, title, permalink: doc.path }]
            : [];
        }),
      }))
      .filter(({ pages }) => pages.length > 0);
  }, [version, globalVersion]);
}

/** Every group with pages in the current docs version, each in order. */
export function useDocGroups(): readonly DocGroup[] {
  const members = useGroupMembers();
  return useMemo(
    () => members.map(({ group, pages }) => ({ group, pages: inOrder(group, pages) })),
    [members],
  );
}

/** The group the current doc belongs to, if any, in order, with the doc's place in it. */
export function useCurrentDocGroup(): CurrentDocGroup | undefined {
  const { metadata } = useDoc();
  const mine = useGroupMembers().find(({ pages }) => pages.some((page) => page.id === metadata.id));
  if (!mine) return undefined;
  const pages = inOrder(mine.group, mine.pages);
  return { group: mine.group, pages, index: pages.findIndex((page) => page.id === metadata.id) };
}
