/**
 * The not-found page's content, ejected to replace the generic text with a branded page that
 * offers the main ways back in, starting with a search for the words of the missing path.
 * `docusaurus swizzle --list` marks only `NotFound` safe, but this is the one component both
 * not-found pages render: the site's (`NotFound`) and the docs' own, which theme-classic's
 * `DocRoot` shows for an unknown path under /docs. tests/unit/upstream-copies.spec.ts watches it.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import Icon from '@site/src/components/Icon';
import type { IconName } from '@site/src/components/Icon/icons';
import { searchPageUrl, searchWordsFromPath } from '@site/src/data/search';
import styles from './styles.module.css';

const destinations: { to: string; icon: IconName; title: string; text: string }[] = [
  {
    to: '/docs',
    icon: 'book',
    title: 'Documentation',
    text: 'Quick start, integration guides and the platform reference.',
  },
  {
    to: '/services',
    icon: 'database',
    title: 'Services',
    text: 'The fifteen services of the platform, from Archiva to Veritas.',
  },
  { to: '/', icon: 'home', title: 'Home', text: 'What Sanoria is, and who it is for.' },
];

export default function NotFoundContent({ className }: Props): ReactNode {
  const { pathname } = useLocation();
  // The 404 page is rendered once at build time, so the requested path is only known in the browser.
  const isBrowser = useIsBrowser();
  const words = isBrowser ? searchWordsFromPath(pathname) : '';
  return (
    <main className={clsx('container', styles.main, className)}>
      <p className={styles.code}>404</p>
      <Heading as="h1" className={styles.title}>
        We could not find that page
      </Heading>
      <p className={styles.lead}>
        {isBrowser ? (
          <>
            There is no page at <code>{pathname}</code>.{' '}
          </>
        ) : (
          'There is no page at this address. '
        )}
        It may have moved, or the link may have a typo. These are good places to carry on from:
      </p>
      {words ? (
        <p className={styles.search}>
          <Link className="button button--primary button--lg" to={searchPageUrl(words)}>
            Search the site for “{words}”
          </Link>
        </p>
      ) : null}
      <ul className={styles.grid}>
        {destinations.map((d) => (
          <li key={d.to}>
            <Link to={d.to} className={styles.card}>
              <Icon name={d.icon} size={28} className={styles.icon} />
              <span className={styles.cardTitle}>{d.title}</span>
              <span className={styles.cardText}>{d.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
