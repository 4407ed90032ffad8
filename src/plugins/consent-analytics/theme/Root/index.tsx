/**
 * The site's Root, provided by the consent-analytics plugin only when a tag-manager
 * container id is configured (without one, none of this code is in the build).
 *
 * It shows the consent banner on a first visit, loads the tag manager only after the
 * visitor accepts, remembers a rejection, treats Global Privacy Control as a rejection,
 * and reopens when a footer "Cookie preferences" control is used. Withdrawing consent after
 * accepting, on this page or in another tab, stops analytics at once (see withdrawAnalytics).
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {
  consentSnapshot,
  hasGlobalPrivacyControl,
  loadTagManager,
  PREFERENCES_ATTRIBUTE,
  readConsent,
  subscribeConsent,
  withdrawAnalytics,
  writeConsent,
  type ConsentChoice,
} from '../../consent';
import styles from './styles.module.css';

interface ConsentConfig {
  containerId: string;
  privacyPath: string;
}

function ConsentBanner({
  reopened,
  onChoose,
  privacyPath,
}: {
  reopened: boolean;
  onChoose: (choice: ConsentChoice) => void;
  privacyPath: string;
}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const gpc = hasGlobalPrivacyControl();
  const current = readConsent()?.choice;

  useEffect(() => {
    // Keep the page's end readable: the banner must not cover content at 390 px.
    const el = ref.current;
    if (!el) return undefined;
    const update = (): void => {
      document.body.style.paddingBottom = `${el.offsetHeight}px`;
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    // When the visitor reopens it, take them to it; on a first visit leave focus alone.
    if (reopened) el.querySelector<HTMLElement>('h2')?.focus();
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [reopened]);

  return (
    <div ref={ref} className={styles.banner} role="region" aria-labelledby="consent-title" aria-live="polite">
      <div className={styles.inner}>
        <div className={styles.text}>
          <Heading as="h2" id="consent-title" className={styles.title} tabIndex={-1}>
            Analytics cookies
          </Heading>
          {gpc ? (
            <p>
              Your browser sends a Global Privacy Control signal, so we treat it as a rejection: no analytics
              loads, whatever you choose here.
            </p>
          ) : (
            <p>
              We would like to measure how this site is used with Google Tag Manager. Nothing loads unless you
              accept, and you can change your mind at any time from &ldquo;Cookie preferences&rdquo; in the
              footer.
              {current ? ` Your current choice: ${current === 'granted' ? 'accepted' : 'rejected'}.` : ''}
            </p>
          )}
          <p className={styles.more}>
            <Link to={`${privacyPath}#cookies-and-analytics-consent`}>How we use cookies and analytics</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <button
            type="button"
            className={`button button--primary ${styles.button}`}
            onClick={() => onChoose('denied')}>
            Reject
          </button>
          <button
            type="button"
            className={`button button--primary ${styles.button}`}
            onClick={() => onChoose('granted')}
            disabled={gpc}>
            Accept
          </button>
        </div>
      </div>
    </div>
  );
}

export default function Root({ children }: { children: ReactNode }): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { containerId, privacyPath } = siteConfig.customFields?.consent as ConsentConfig;
  // The server renders no banner; the browser reads the stored choice after hydration.
  const consent = useSyncExternalStore(subscribeConsent, consentSnapshot, () => 'server' as const);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    if (consent === 'granted') loadTagManager(containerId);
    // Consent no longer granted, here or from another tab: stop analytics now, not on the next visit.
    else if (consent !== 'server') withdrawAnalytics();
  }, [consent, containerId]);

  useEffect(() => {
    const onClick = (event: MouseEvent): void => {
      const target = (event.target as Element | null)?.closest(`[${PREFERENCES_ATTRIBUTE}]`);
      if (!target) return;
      event.preventDefault();
      setReopened(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const choose = useCallback((choice: ConsentChoice) => {
    writeConsent(choice);
    setReopened(false);
  }, []);
  const open = reopened || consent === 'unset';

  return (
    <>
      {children}
      {open ? <ConsentBanner reopened={reopened} onChoose={choose} privacyPath={privacyPath} /> : null}
    </>
  );
}
