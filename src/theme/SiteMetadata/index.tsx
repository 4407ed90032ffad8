/**
 * Wraps the site-wide metadata to add the parts that depend on where a page is:
 *
 * - the social card of the page's section (docs, services, blog, careers, otherwise the
 *   default card), as og:image and twitter:image, from src/data/sections.ts;
 * - the Organization structured data (JSON-LD) on the home page, with the logo and sameAs.
 *
 * This one wrapper reaches every page, generated ones (tag lists, archives, author pages)
 * included, where wrapping DocItem/BlogPostPage metadata would need a wrapper per page type
 * and still miss some. Docusaurus renders this before the page's own metadata, and
 * react-helmet keeps the last value, so a page that sets `image` in its front matter still
 * shares its own image. Everything is in the server-rendered HTML, so crawlers see it.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata } from '@docusaurus/theme-common';
import SiteMetadata from '@theme-original/SiteMetadata';
import type SiteMetadataType from '@theme/SiteMetadata';
import type { WrapperProps } from '@docusaurus/types';
import { brand } from '@site/src/data/brand';
import { DEFAULT_SOCIAL_IMAGE, LOGO_IMAGE, socialImageFor } from '@site/src/data/sections';

type Props = WrapperProps<typeof SiteMetadataType>;

function OrganizationStructuredData(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const absolute = (file: string): string =>
    new URL(`${siteConfig.baseUrl}${file}`, siteConfig.url).toString();
  const [locality, country] = brand.headquarters.split(', ');
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteConfig.url}/#organization`,
    name: brand.company,
    alternateName: brand.name,
    description: brand.shortDescription,
    url: absolute(''),
    logo: { '@type': 'ImageObject', url: absolute(LOGO_IMAGE), width: 512, height: 512 },
    image: absolute(DEFAULT_SOCIAL_IMAGE),
    address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country },
    sameAs: brand.profiles,
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}

export default function SiteMetadataWrapper(props: Props): ReactNode {
  const { pathname } = useLocation();
  const { baseUrl } = useDocusaurusContext().siteConfig;
  const path = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  return (
    <>
      <SiteMetadata {...props} />
      <PageMetadata image={socialImageFor(path)} />
      {path === '/' ? <OrganizationStructuredData /> : null}
    </>
  );
}
