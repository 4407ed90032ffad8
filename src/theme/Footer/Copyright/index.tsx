/**
 * Wraps the footer's copyright line to put the compliance badges just above it.
 * The footer config has no slot for custom content, so a wrapper (not an eject)
 * is the smallest change; the original copyright component still renders.
 */
import type { ReactNode } from 'react';
import Copyright from '@theme-original/Footer/Copyright';
import type CopyrightType from '@theme/Footer/Copyright';
import type { WrapperProps } from '@docusaurus/types';
import ComplianceBadges from '@site/src/components/ComplianceBadges';
import { brand } from '@site/src/data/brand';

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <ComplianceBadges className="margin-bottom--md" href={brand.pages.compliance} />
      <Copyright {...props} />
    </>
  );
}
