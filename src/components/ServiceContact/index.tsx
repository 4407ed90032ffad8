/**
 * The call to action that ends every service page: its text from the service's entry in
 * src/data/services.ts, its button the site's contact page. The DocItem/Content wrapper renders it
 * after a service page's content, so no page has to remember it.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBrandUrls from '@site/src/hooks/useBrandUrls';
import type { Service } from '@site/src/data/services';
import styles from './styles.module.css';

export default function ServiceContact({ service }: { service: Service }): ReactNode {
  const urls = useBrandUrls();
  const { title, text, label } = service.contact;
  return (
    <aside className={styles.box} aria-labelledby={`contact-${service.slug}`} data-service-contact>
      <Heading as="h2" id={`contact-${service.slug}`} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.text}>{text}</p>
      <Link className="button button--primary" href={urls.contact}>
        {label}
      </Link>
    </aside>
  );
}
