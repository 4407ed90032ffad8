import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { BrandUrls } from '@site/src/data/brand';

/** The public URLs the site was built with (defaults from the brand module, overridden by env). */
export default function useBrandUrls(): BrandUrls {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.urls as BrandUrls;
}
