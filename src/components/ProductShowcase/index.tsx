/**
 * The three product previews together, each under the name of the people who use it: the
 * clinician's chart across the top, the patient portal and the developer console below.
 * Used on the home page and on /serve; each service page shows its own preview alone.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import { ClinicianChart, DeveloperConsole, PatientPortal } from '@site/src/components/ProductPreview';
import styles from './styles.module.css';

export type PanelId = 'clinicians' | 'patients' | 'developers';

interface Panel {
  id: PanelId;
  audience: string;
  service: { name: string; href: string };
  text: string;
  preview: ReactNode;
}

const panels: readonly Panel[] = [
  {
    id: 'clinicians',
    audience: 'For clinicians',
    service: { name: 'Medicus', href: '/services/medicus' },
    text: 'The chart: problems, medicines and the latest results on one screen, and every AI draft waiting for a named clinician to review and sign.',
    preview: <ClinicianChart headingLevel={4} />,
  },
  {
    id: 'patients',
    audience: 'For patients',
    service: { name: 'Veritas', href: '/services/veritas' },
    text: 'Appointments and the results a clinician has released, in plain language.',
    preview: <PatientPortal headingLevel={4} />,
  },
  {
    id: 'developers',
    audience: 'For developers',
    service: { name: 'the developer console', href: '/docs' },
    text: 'A project with its SMART clients, access policies and a live audit log.',
    preview: <DeveloperConsole headingLevel={4} />,
  },
];

export interface ProductShowcaseProps {
  /** Which previews to show, when not all three (a page may show one elsewhere). */
  only?: readonly PanelId[];
}

export default function ProductShowcase({ only }: ProductShowcaseProps): ReactNode {
  const shown = only ? panels.filter((panel) => only.includes(panel.id)) : panels;
  return (
    <div className={clsx(styles.showcase, shown.length === 2 && styles.pair)}>
      {shown.map((panel) => (
        <section key={panel.id} className={styles.panel} aria-labelledby={`showcase-${panel.id}`}>
          <div className={styles.intro}>
            <Heading as="h3" id={`showcase-${panel.id}`} className={styles.audience}>
              {panel.audience}
            </Heading>
            <p className={styles.text}>
              {panel.text} <Link to={panel.service.href}>See {panel.service.name}</Link>
            </p>
          </div>
          {panel.preview}
        </section>
      ))}
    </div>
  );
}
