/** Data that local plugins generate at build time (see src/plugins). */
declare module '@generated/policy-index/default/policies.json' {
  import type { PolicySummary } from '@site/src/data/policies';
  const policies: PolicySummary[];
  export default policies;
}

declare module '@generated/recent-posts/default/recent-posts.json' {
  import type { RecentPost } from '@site/src/plugins/recent-posts';
  const posts: RecentPost[];
  export default posts;
}

declare module '@generated/policy-index/default/policy-order.json' {
  /** Policy slugs in the policy library's order. */
  const order: string[];
  export default order;
}

declare module '@generated/fhir-reference/default/capability-statement.json' {
  const statement: fhir4.CapabilityStatement;
  export default statement;
}

/**
 * Docusaurus's MDX loader also exports each file's table of contents; a page that renders an MDX
 * file of its own (src/components/DocumentPage) reads it.
 */
declare module '*.mdx' {
  import type { TOCItem } from '@docusaurus/mdx-loader';
  export const toc: readonly TOCItem[];
}
