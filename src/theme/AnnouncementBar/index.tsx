/**
 * Wraps the announcement bar to fix one case Docusaurus gets wrong: a visitor who
 * dismissed an earlier announcement must see a new one (with a new id) at once.
 *
 * Docusaurus hides the bar before hydration with an inline script that reads only the
 * "dismissed" flag, not the announcement id, so after an id change the new bar stays
 * hidden by CSS until the next page load. Once React knows the bar is active, this
 * wrapper clears that pre-hydration attribute.
 */
import { useEffect, type ReactNode } from 'react';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
