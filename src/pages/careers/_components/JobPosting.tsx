/**
 * The pieces every posting under /careers/ imports: the header (the page's h1, the
 * role's facts and its JobPosting structured data), the shared benefits and the
 * apply action. Role facts come from src/data/careers.ts, never from the MDX.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import Icon from '@site/src/components/Icon';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import { brand } from '@site/src/data/brand';
import { employmentTypeLabels, formatSalary, jobPostingJsonLd, roleBySlug } from '@site/src/data/careers';
import { formatDate } from '@site/src/utils/dates';
import { Eyebrow } from '@site/src/components/SectionHeader';
import CopyAddress from './CopyAddress';
import styles from './JobPosting.module.css';

export { Benefits } from './Benefits';

/**
 * The apply button (an email to the careers inbox), a link for questions, and, beside them, the
 * address as text with a copy control and what to send: a `mailto:` link does nothing visible
 * where no mail app is set up. The applicant privacy notice is linked where the reader applies.
 */
export function ApplyAction({ slug }: { slug: string }): ReactNode {
  const role = roleBySlug(slug);
  const urls = useBrandUrls();
  const subject = `Application: ${role.title}`;
  const mailto = `mailto:${brand.emails.careers}?subject=${encodeURIComponent(subject)}`;
  return (
    <div className={styles.applyBlock}>
      <div className={styles.apply}>
        <Link className="button button--primary button--lg" href={mailto} target="_self">
          <Icon name="mail" size={20} className={styles.buttonIcon} />
          Apply for this role
        </Link>
        <Link className="button button--secondary button--lg" href={urls.contact}>
          Ask a question
        </Link>
      </div>
      <p className={styles.applyHow}>
        {role.toSend} The button opens an email to <CopyAddress address={brand.emails.careers} /> with the
        subject <q>{subject}</q>; if no mail app opens, copy the address and write from any email account.
      </p>
      <p className={styles.applyPrivacy}>
        How we use, keep and delete what you send: the{' '}
        <Link to={`${brand.pages.privacy}#job-applicants`}>applicant privacy notice</Link>.
      </p>
    </div>
  );
}

/** The posting's h1 and facts, and its schema.org JobPosting in the document head. */
export function JobPostingHeader({ slug, description }: { slug: string; description: string }): ReactNode {
  const role = roleBySlug(slug);
  const { siteConfig } = useDocusaurusContext();
  const jsonLd = jobPostingJsonLd(role, siteConfig.url, description);
  const facts: [string, ReactNode][] = [
    ['Location', role.locations.join(' · ')],
    ['Type', employmentTypeLabels[role.employmentType]],
    ['Salary', role.salary ? formatSalary(role.salary) : 'Shared before the first interview'],
    ['Posted', <time dateTime={role.datePosted}>{formatDate(role.datePosted)}</time>],
  ];
  return (
    <header className={styles.header}>
      <Head>
        <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
      </Head>
      <p className={styles.back}>
        <Link to="/careers">
          <Icon name="arrowRight" size={16} className={styles.backIcon} />
          All open roles
        </Link>
      </p>
      <Eyebrow>{role.team}</Eyebrow>
      <Heading as="h1" className={styles.title}>
        {role.title}
      </Heading>
      <p className={styles.summary}>{role.summary}</p>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <ApplyAction slug={slug} />
    </header>
  );
}
