/**
 * The components Markdown renders with: theme-classic's own, plus tables that scroll inside a
 * keyboard-reachable region when they are too wide (src/components/ScrollableTable).
 */
import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

export default {
  ...MDXComponents,
  table: ScrollableTable,
};
