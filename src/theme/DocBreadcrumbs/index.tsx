/**
 * Wraps the docs breadcrumbs so that every docs page has them. Docusaurus builds breadcrumbs
 * from the sidebar, so the workflow guides and policies, which are deliberately in no sidebar,
 * had none. For those this renders Home › section › page (the sections come from
 * src/data/sections.ts) with the same markup and the same BreadcrumbList structured data;
 * pages in a sidebar keep the original. The fallback reads the current doc, which exists
 * wherever a page has no sidebar: the other user of this component, a category's generated
 * index page, always belongs to a sidebar.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useHomePageRoute } from '@docusaurus/theme-common/internal';
import { useDoc, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import type { PropSidebarBreadcrumbsItem } from '@docusaurus/plugin-content-docs';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import { docsSubsectionOf } from '@site/src/data/sections';
import styles from './styles.module.css';

function FallbackBreadcrumbs(): ReactNode {
  const { metadata } = useDoc();
  const homePageRoute = useHomePageRoute();
  const section = docsSubsectionOf(metadata.permalink);
  const trail = [
    ...(section && section.path !== metadata.permalink ? [{ label: section.label, href: section.href }] : []),
    { label: metadata.title, href: metadata.permalink },
  ];
  const items: PropSidebarBreadcrumbsItem[] = trail.map((crumb) => ({ type: 'link', ...crumb }));
  return (
    <>
      <DocBreadcrumbsStructuredData breadcrumbs={items} />
      <nav
        className={clsx(ThemeClassNames.docs.docBreadcrumbs, styles.breadcrumbsContainer)}
        aria-label="Breadcrumbs">
        <ul className="breadcrumbs">
          {homePageRoute ? <HomeBreadcrumbItem /> : null}
          {trail.map((crumb, index) => {
            const isLast = index === trail.length - 1;
            return (
              <li
                key={crumb.href}
                className={clsx('breadcrumbs__item', isLast && 'breadcrumbs__item--active')}>
                {isLast ? (
                  <span className="breadcrumbs__link">{crumb.label}</span>
                ) : (
                  <Link className="breadcrumbs__link" to={crumb.href}>
                    <span>{crumb.label}</span>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

export default function DocBreadcrumbsWrapper(): ReactNode {
  const sidebarBreadcrumbs = useSidebarBreadcrumbs();
  return sidebarBreadcrumbs ? <DocBreadcrumbs /> : <FallbackBreadcrumbs />;
}
