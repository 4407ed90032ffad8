/**
 * Doc cards are not used on this site, and must not be without a change elsewhere first:
 * a card shows the description of the doc it links to, which src/plugins/lean-client leaves
 * out of the browser's docs metadata (10 KB on every docs page). Rendering one would show the
 * description in the server's HTML and not in the browser's, so the build stops here instead.
 * To use doc cards, remove `docs-metadata-loader.js` from src/plugins/lean-client, then this file.
 */
import type { ReactNode } from 'react';
import type { Props } from '@theme/DocCard';

export default function DocCard({ item }: Props): ReactNode {
  throw new Error(
    `DocCard (${item.type === 'html' ? 'an HTML item' : item.label}): doc cards need doc descriptions, which src/plugins/lean-client removes from the browser bundle; see src/theme/DocCard/index.tsx`,
  );
}
