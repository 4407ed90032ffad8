/**
 * Wraps `@theme/CodeBlock/Buttons` (copy, word wrap) so that a code block gets its buttons
 * when it comes near the viewport, not all at once right after the page hydrates.
 *
 * theme-classic renders the buttons in the browser only (`BrowserOnly`), so they all mount in
 * the update that follows hydration: on the SDK reference, some sixty blocks' worth of buttons
 * and SVG icons in one long task (about 200 ms on a mid-range phone, measured with
 * `npm run bench`). Here each block mounts its own buttons when it comes within a screen of
 * the viewport, so only the few blocks in view do so at load and the rest as the reader
 * scrolls. The buttons are unchanged; before they mount the block shows its code as usual.
 */
import { useRef, type ReactNode } from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type { WrapperProps } from '@docusaurus/types';
import useNearViewport from '@site/src/hooks/useNearViewport';

type Props = WrapperProps<typeof ButtonsType>;

/** A block gets its buttons within one screen height of the viewport; the marker's parent is the block. */
const NEAR = { lookahead: '100% 0px', target: (marker: Element) => marker.parentElement } as const;

export default function ButtonsWrapper(props: Props): ReactNode {
  const marker = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(marker, NEAR);
  if (near) return <Buttons {...props} />;
  // An empty inline marker, so the effect can find the block it belongs to.
  return <span ref={marker} />;
}
