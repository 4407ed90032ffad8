/**
 * The three product previews as one showcase, a tab for each of the people who use them
 * (clinician, patient, developer), so a page shows one preview at a time instead of stacking
 * three. The tabs are Docusaurus's own (@theme/Tabs: a tablist, arrow keys between tabs, every
 * panel in the HTML). Used on the home page and on /serve; each service page shows its own
 * preview alone.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import { ClinicianChart, DeveloperConsole, PatientPortal } from '@site/src/components/ProductPreview';
import styles from './styles.module.css';

interface Panel {
  value: string;
  /** The tab's label: who uses the view. */
  label: string;
  service: { name: string; href: string };
  text: string;
  preview: ReactNode;
}

const panels: readonly Panel[] = [
  {
    value: 'clinician',
    label: 'Clinician',
    service: { name: 'Medicus', href: '/services/medicus' },
    text: 'The chart: problems, medicines and the latest results on one screen, and every AI draft waiting for a named clinician to review and sign.',
    preview: <ClinicianChart headingLevel={3} />,
  },
  {
    value: 'patient',
    label: 'Patient',
    service: { name: 'Veritas', href: '/services/veritas' },
    text: 'Appointments and the results a clinician has released, in plain language.',
    preview: <PatientPortal headingLevel={3} />,
  },
  {
    value: 'developer',
    label: 'Developer',
    service: { name: 'the developer console', href: '/docs' },
    text: 'A project with its SMART clients, access policies and a live audit log.',
    preview: <DeveloperConsole headingLevel={3} />,
  },
];

export default function ProductShowcase(): ReactNode {
  return (
    <div className={styles.showcase}>
      <Tabs className={styles.tabs}>
        {panels.map((panel) => (
          <TabItem key={panel.value} value={panel.value} label={panel.label}>
            <div className={styles.panel}>
              <p className={styles.text}>
                {panel.text} <Link to={panel.service.href}>See {panel.service.name}</Link>
              </p>
              {panel.preview}
            </div>
          </TabItem>
        ))}
      </Tabs>
    </div>
  );
}
