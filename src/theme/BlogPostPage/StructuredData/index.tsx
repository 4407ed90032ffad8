/**
 * Replaces the blog post's BlogPosting JSON-LD with a complete one. Docusaurus's
 * version leaves out the image, the publisher and the keywords, and gives author images
 * as relative paths; search engines want all of these. It starts from Docusaurus's own
 * data (`useBlogPostStructuredData`) and adds the missing fields.
 */
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useBlogPost, useBlogPostStructuredData } from '@docusaurus/plugin-content-blog/client';
import { brand } from '@site/src/data/brand';
import { socialImageFor } from '@site/src/data/sections';

export default function BlogPostStructuredData(): ReactNode {
  const base = useBlogPostStructuredData();
  const { metadata } = useBlogPost();
  const { siteConfig } = useDocusaurusContext();
  const absolute = (url: string | undefined): string | undefined =>
    url === undefined ? undefined : new URL(url, siteConfig.url).toString();
  const data = {
    ...base,
    image: absolute((metadata.frontMatter.image as string | undefined) ?? socialImageFor(metadata.permalink)),
    dateModified: base.datePublished,
    keywords: metadata.tags.map((tag) => tag.label),
    author: metadata.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      jobTitle: author.title,
      image: absolute(author.imageURL),
      url: author.page ? absolute(author.page.permalink) : undefined,
    })),
    publisher: {
      '@type': 'Organization',
      name: brand.company,
      url: siteConfig.url,
      logo: { '@type': 'ImageObject', url: absolute('/img/logo.svg') },
    },
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
