/**
 * A long document with a designed opening: the site's page hero (PageHero: eyebrow, title,
 * date, lead and a summary band of figures beside it), then the document's MDX with its table of
 * contents beside it from 997 px, in the hero's container so the two share a left edge. The
 * security overview, the compliance statement and the trust centre's agreements use it, so they
 * open as /about and /trust do. Each keeps its text in an MDX partial in an underscore folder
 * (not a route) beside its page, which gives the title, description and date: Docusaurus reads
 * no front matter in a partial.
 */
import type { ComponentType, ReactNode } from 'react';
import clsx from 'clsx';
import type { TOCItem } from '@docusaurus/mdx-loader';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import PageHero, { type PageHeroProps } from '@site/src/components/PageHero';
import { formatDate } from '@site/src/utils/dates';
import styles from './styles.module.css';

/** An MDX file's exports, as `import * as document from './_x/x.mdx'` gives them. */
export interface MdxDocument {
  default: ComponentType;
  toc: readonly TOCItem[];
}

export interface DocumentPageProps {
  /** The h1, and the title in the browser and in search results. */
  title: string;
  /** The meta description. */
  description: string;
  /** When the text last changed, as an ISO date (`2025-11-24`). */
  updated: string;
  document: MdxDocument;
  /** The hero, but for its title. Its lead follows the "Last updated" line. */
  hero: Omit<PageHeroProps, 'title'>;
}

export default function DocumentPage({
  title,
  description,
  updated,
  document: { default: Content, toc },
  hero,
}: DocumentPageProps): ReactNode {
  const lead: readonly ReactNode[] = Array.isArray(hero.lead) ? hero.lead : [hero.lead];
  return (
    <Layout title={title} description={description}>
      <main>
        <PageHero
          titleWidth="48rem"
          leadWidth="44rem"
          compactLead
          {...hero}
          title={title}
          lead={[
            <em key="updated">
              Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
            </em>,
            ...lead,
          ]}
        />
        <div className="container margin-vert--lg">
          <div className="row">
            <div className={clsx('col', toc.length > 0 && 'col--9')}>
              <article className={styles.article}>
                <MDXContent>
                  <Content />
                </MDXContent>
              </article>
            </div>
            {toc.length > 0 && (
              <div className="col col--3">
                <TOC toc={toc} />
              </div>
            )}
          </div>
        </div>
      </main>
    </Layout>
  );
}
