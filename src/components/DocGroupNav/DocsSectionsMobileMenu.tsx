/**
 * The docs menu of the phone drawer on a docs page that has no sidebar (the workflow guides,
 * the policies and any other such page). Docusaurus fills the drawer's secondary menu with the
 * page's sidebar; a page without one had only the navbar links. This fills it, the same way
 * Docusaurus does, by rendering its own mobile docs sidebar (which hands its content to the
 * drawer and renders nothing in place) with: the top-level sections of the version's sidebars,
 * then the groups that are in no sidebar (src/data/sections.ts), each a category that opens
 * on the reader's tap, or by itself when it holds the current page.
 *
 * The drawer is rendered by the navbar, outside the docs pages' providers, so the menu cannot
 * be built there: it is built here, on the docs page, and handed over.
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import { useDocsSidebar, useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarItem, PropSidebars } from '@docusaurus/plugin-content-docs';
import { useLocation } from '@docusaurus/router';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import { useDocGroups, type DocGroup } from './groups';

const noop = (): void => undefined;

/** The menu's items: every sidebar's top-level items, categories closed, then the groups. */
export function sectionsMenuItems(sidebars: PropSidebars, groups: readonly DocGroup[]): PropSidebarItem[] {
  const sections = Object.values(sidebars).flatMap((items) =>
    items.map((item): PropSidebarItem =>
      item.type === 'category' ? { ...item, collapsible: true, collapsed: true } : item,
    ),
  );
  const groupItems = groups.map(({ group, pages }): PropSidebarItem => ({
    type: 'category',
    label: group.title,
    href: group.href,
    collapsible: true,
    collapsed: true,
    items: pages.map((page) => ({ type: 'link', label: page.title, href: page.permalink, docId: page.id })),
  }));
  return [...sections, ...groupItems];
}

function SectionsMenu(): ReactNode {
  const { pathname } = useLocation();
  const version = useDocsVersion();
  const groups = useDocGroups();
  const items = useMemo(() => sectionsMenuItems(version.docsSidebars, groups), [version, groups]);
  return <DocSidebarMobile sidebar={items} path={pathname} onCollapse={noop} isHidden={false} />;
}

export default function DocsSectionsMobileMenu(): ReactNode {
  const sidebar = useDocsSidebar();
  // As theme-classic's DocSidebar: the drawer exists only below the desktop breakpoint.
  const isMobile = useWindowSize() === 'mobile';
  // The menu lists the policies in order, which is loaded on demand (./groups.ts).
  return !sidebar && isMobile ? (
    <Suspense fallback={null}>
      <SectionsMenu />
    </Suspense>
  ) : null;
}
