/**
 * Wraps theme-classic's mobile navbar drawer so that a phone builds it in the background once
 * the page has loaded, instead of in the updates that follow hydration.
 *
 * Below 997 px Docusaurus renders the drawer, closed and invisible, as soon as the page has
 * hydrated: the navbar's links and, on a docs page, the docs sidebar, in two updates of some
 * 250 components each, which React renders without yielding (counted with React's commit hook
 * and timed in Chromium traces with a 4× slower CPU: 40–120 ms tasks on every page). Here the
 * drawer is rendered when the browser is next idle, in a transition that React splits into
 * short tasks; or at once if the reader opens it before then. The drawer itself is unchanged.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { whenIdle } from '@site/src/utils/whenIdle';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const { shown, shouldRender } = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    if (built || !shouldRender) return undefined;
    return whenIdle(() => startTransition(() => setBuilt(true)));
  }, [built, shouldRender]);
  if (!built && !shown) return null;
  return <MobileSidebar {...props} />;
}
