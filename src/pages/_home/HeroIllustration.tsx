import type { ReactNode } from 'react';
import styles from './home.module.css';

/**
 * The hero's illustration: FHIR resources from different sources converging on one
 * record. Drawn inline so its colours follow the colour mode through CSS.
 */
export default function HeroIllustration(): ReactNode {
  const resources = [
    { x: 8, y: 24, label: 'Patient', sub: 'PID → Patient' },
    { x: 8, y: 150, label: 'Observation', sub: 'LOINC 8867-4' },
    { x: 8, y: 276, label: 'Appointment', sub: 'status: booked' },
    { x: 308, y: 24, label: 'MedicationRequest', sub: 'authoredOn' },
    { x: 308, y: 150, label: 'CarePlan', sub: 'CareTeam · Goal' },
    { x: 308, y: 276, label: 'Provenance', sub: 'AI draft, reviewed' },
  ];
  return (
    <svg
      className={styles.illustration}
      viewBox="0 0 480 360"
      role="img"
      aria-labelledby="hero-illustration-title"
      xmlns="http://www.w3.org/2000/svg">
      <title id="hero-illustration-title">
        Six FHIR resources — Patient, Observation, Appointment, MedicationRequest, CarePlan and Provenance —
        connected to one Sanoria record
      </title>
      <g className={styles.lines}>
        {resources.map((r) => (
          <path
            key={r.label}
            d={`M${r.x < 200 ? r.x + 164 : r.x} ${r.y + 30} C ${r.x < 200 ? 205 : 275} ${r.y + 30}, 240 180, 240 180`}
          />
        ))}
      </g>
      {resources.map((r) => (
        <g key={r.label} transform={`translate(${r.x} ${r.y})`}>
          <rect width="164" height="60" rx="12" className={styles.node} />
          <circle cx="20" cy="30" r="6" className={styles.dot} />
          <text x="34" y="27" className={styles.nodeLabel}>
            {r.label}
          </text>
          <text x="34" y="44" className={styles.nodeSub}>
            {r.sub}
          </text>
        </g>
      ))}
      <g transform="translate(240 180)">
        <circle r="46" className={styles.hubHalo} />
        <circle r="34" className={styles.hub} />
        <path
          d="M7.5 -9.2a7.5 7.5 0 1 0-7.5 9.2 7.5 7.5 0 1 1-7.5 9.2"
          className={styles.hubMark}
          transform="scale(1.2)"
        />
      </g>
    </svg>
  );
}
