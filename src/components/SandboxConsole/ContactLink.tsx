/**
 * A link to the configured contact page (src/data/brand.ts, resolved with the build's
 * environment), for prose that tells a reader how to get a real project: MDX cannot read the
 * site's URLs itself, and a written-out address would go stale on a rebrand.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrandUrls from '@site/src/hooks/useBrandUrls';

export default function ContactLink({ children }: { children: ReactNode }): ReactNode {
  const urls = useBrandUrls();
  return <Link href={urls.contact}>{children}</Link>;
}
