/**
 * The visitor's analytics consent: stored in localStorage with a version, so that a
 * change to what we ask for asks again. Shared by the banner (React) and the client
 * module (route changes).
 */

/** Bump when the analytics set-up changes in a way visitors must agree to again. */
export const CONSENT_VERSION = 1;
export const CONSENT_STORAGE_KEY = 'sanoria.consent';
/** Footer controls with this attribute reopen the consent banner. */
export const PREFERENCES_ATTRIBUTE = 'data-cookie-preferences';

export type ConsentChoice = 'granted' | 'denied';

export interface StoredConsent {
  version: number;
  choice: ConsentChoice;
  /** ISO timestamp of the choice. */
  at: string;
}

type Gtag = (...args: unknown[]) => void;

interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

function analyticsWindow(): Window & AnalyticsWindow {
  return window as Window & AnalyticsWindow;
}

/** True when the browser sends the Global Privacy Control signal: that counts as a rejection. */
export function hasGlobalPrivacyControl(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
}

/** The choice made on this page when storage is blocked, so the banner still closes. */
let pageChoice: StoredConsent | null = null;

/** The stored choice, or null when there is none, it is unreadable or it is from an older version. */
export function readConsent(): StoredConsent | null {
  try {
    const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    if (!raw) return pageChoice;
    const parsed = JSON.parse(raw) as Partial<StoredConsent>;
    if (parsed.version !== CONSENT_VERSION) return null;
    if (parsed.choice !== 'granted' && parsed.choice !== 'denied') return null;
    return parsed as StoredConsent;
  } catch {
    // Storage blocked or corrupt: only a choice made on this page counts (nothing loads otherwise).
    return pageChoice;
  }
}

export function writeConsent(choice: ConsentChoice): void {
  const value: StoredConsent = { version: CONSENT_VERSION, choice, at: new Date().toISOString() };
  pageChoice = value;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the choice holds for this page view only.
  }
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

const CONSENT_CHANGE_EVENT = 'sanoria:consent-change';

/** The consent state for useSyncExternalStore: 'unset' means the visitor has not chosen. */
export type ConsentSnapshot = ConsentChoice | 'unset';

export function consentSnapshot(): ConsentSnapshot {
  return effectiveConsent() ?? 'unset';
}

/** Subscribes to choices made on this page and in other tabs. */
export function subscribeConsent(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The effective decision: GPC overrides everything, then a stored choice; null means ask. */
export function effectiveConsent(): ConsentChoice | null {
  if (hasGlobalPrivacyControl()) return 'denied';
  return readConsent()?.choice ?? null;
}

function gtag(...args: unknown[]): void {
  const w = analyticsWindow();
  w.dataLayer = w.dataLayer ?? [];
  // gtag() pushes its `arguments` object, as Google's snippet does; Consent Mode reads that shape.
  w.gtag =
    w.gtag ??
    function gtagShim(): void {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer?.push(arguments);
    };
  w.gtag(...args);
}

/** Sets Consent Mode v2 to granted and loads the tag manager container (once). */
export function loadTagManager(containerId: string): void {
  gtag('consent', 'update', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'granted',
  });
  if (document.querySelector('script[data-sanoria-gtm]')) return;
  const w = analyticsWindow();
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  script.setAttribute('data-sanoria-gtm', '');
  document.head.appendChild(script);
}

/** Pushes a page_view for a client-side route change, only once analytics is allowed. */
export function pushPageView(path: string): void {
  if (effectiveConsent() !== 'granted') return;
  const w = analyticsWindow();
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({
    event: 'page_view',
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}
