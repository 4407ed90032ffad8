/**
 * The components Markdown renders with: theme-classic's own, plus tables that scroll inside a
 * keyboard-reachable region when they are too wide (src/components/ScrollableTable), and
 * headings weighted for site search: a page's own title and section headings rank above the
 * prose that mentions the same words (Pagefind's `data-pagefind-weight`; body text weighs 1).
 * The weights agree with the title's meta weight (SEARCH_RANKING in src/data/search.ts).
 */
import type { ComponentProps, ReactNode } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { HEADING_WEIGHTS } from '@site/src/data/search';

type HeadingProps = ComponentProps<typeof MDXComponents.h2>;

const weighted = (level: keyof typeof HEADING_WEIGHTS) => {
  const Original = MDXComponents[level];
  const weight = String(HEADING_WEIGHTS[level]);
  return function WeightedHeading(props: HeadingProps): ReactNode {
    return <Original {...props} data-pagefind-weight={weight} />;
  };
};

export default {
  ...MDXComponents,
  h1: weighted('h1'),
  h2: weighted('h2'),
  h3: weighted('h3'),
  table: ScrollableTable,
};
