import type { ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type { Pill } from '@site/src/data/sampleRecord';
import styles from './Frame.module.css';

/** The level of a preview's top heading, so it fits the outline of the page around it. */
export type HeadingLevel = 2 | 3 | 4 | 5;

/** Any level a heading inside a preview can have: its top heading's level or one below. */
export type PanelLevel = HeadingLevel | 6;

/** The level one below `level`. */
export const below = (level: HeadingLevel): PanelLevel => (level + 1) as PanelLevel;

/** The props every preview takes. */
export interface PreviewProps {
  className?: string;
  /** The level of the preview's top heading (its panels' titles are one below); 3 by default. */
  headingLevel?: HeadingLevel;
}

export interface FrameProps {
  /** A browser window (desktop applications) or a phone (the patient app). */
  variant: 'browser' | 'device';
  /** The text in the window's address bar (browser only). */
  address?: string;
  /** What the illustration shows, after "Illustration with sample data." */
  caption: ReactNode;
  className?: string;
  children: ReactNode;
}

function LockIcon(): ReactNode {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true" focusable="false">
      <rect x="2.5" y="5.25" width="7" height="5.25" rx="1.25" fill="currentColor" />
      <path d="M4 5.25V4a2 2 0 0 1 4 0v1.25" stroke="currentColor" strokeWidth="1.25" />
    </svg>
  );
}

/**
 * A product preview's frame: a `<figure>` holding the drawn window or phone and a caption that
 * says it is an illustration with sample data. The chrome is decoration, hidden from
 * assistive technology; the screen inside it is real, semantic content, cut to one screen's
 * height (the phone's screen by PatientPortal, below its header and above its tab bar).
 */
export default function Frame({ variant, address, caption, className, children }: FrameProps): ReactNode {
  return (
    <figure className={clsx(styles.figure, className)}>
      {variant === 'browser' ? (
        <div className={styles.browser}>
          <div className={styles.chrome} aria-hidden="true">
            <span className={styles.dots}>
              <span />
              <span />
              <span />
            </span>
            <span className={styles.address}>
              <LockIcon />
              <span className={styles.addressText}>{address}</span>
            </span>
            <span className={styles.sampleTag}>Sample data</span>
          </div>
          {/* One screen of the window: what is below its fold is cut, as a window shows it before scrolling. */}
          <div className={styles.screen}>{children}</div>
        </div>
      ) : (
        <div className={styles.device}>
          <div className={styles.statusBar} aria-hidden="true">
            <span>09:41</span>
            <span className={styles.island} />
            <span className={styles.signal}>
              <span />
              <span />
              <span />
              <span className={styles.battery} />
            </span>
          </div>
          {children}
        </div>
      )}
      <figcaption className={styles.caption}>
        <span className={styles.captionLead}>Illustration with sample data.</span> {caption}
      </figcaption>
    </figure>
  );
}

/** A status pill: words, with a tone for colour (the words carry the meaning). */
export function StatusPill({ pill, className }: { pill: Pill; className?: string }): ReactNode {
  return <span className={clsx(styles.pill, styles[pill.tone], className)}>{pill.label}</span>;
}

/** A panel title at the given heading level, with an optional count on the right. */
export function PanelTitle({
  level,
  count,
  children,
  className,
}: {
  level: PanelLevel;
  count?: ReactNode;
  children: ReactNode;
  className?: string;
}): ReactNode {
  return (
    <Heading as={`h${level}`} className={clsx(styles.panelTitle, className)}>
      {children}
      {count !== undefined ? <span className={styles.count}>{count}</span> : null}
    </Heading>
  );
}

/**
 * Controls drawn for the picture. They are not buttons: nothing in a preview can be clicked or
 * focused, so they are hidden from assistive technology and `description` says what they are.
 */
export function FakeControls({
  labels,
  primary,
  description,
  className,
}: {
  labels: readonly string[];
  /** The label drawn as the primary action. */
  primary?: string;
  description: string;
  className?: string;
}): ReactNode {
  return (
    <span className={className}>
      {labels.map((label) => (
        <span
          key={label}
          aria-hidden="true"
          className={clsx(styles.fakeButton, label === primary && styles.fakeButtonPrimary)}>
          {label}
        </span>
      ))}
      <span className={styles.srOnly}>{description}</span>
    </span>
  );
}

export { styles as frameStyles };
