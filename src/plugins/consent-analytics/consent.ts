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

/**
 * The choice made on this page when it could not be stored (storage blocked or full), so the
 * banner still closes. It is the newest decision on this page, so it wins over storage.
 */
let unstoredChoice: StoredConsent | null = null;

/** A stored value as a choice, or null when it is not one of this version (any garbage included). */
function parseConsent(raw: string): StoredConsent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { version, choice, at } = parsed as Record<string, unknown>;
  if (version !== CONSENT_VERSION || (choice !== 'granted' && choice !== 'denied')) return null;
  return { version, choice, at: typeof at === 'string' ? at : '' };
}

/** The stored choice, or null when there is none, it is unreadable or it is from an older version. */
export function readConsent(): StoredConsent | null {
  if (unstoredChoice) return unstoredChoice;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked: no choice can have been kept, so ask (nothing loads meanwhile).
    return null;
  }
  return raw === null ? null : parseConsent(raw);
}

export function writeConsent(choice: ConsentChoice): void {
  const value: StoredConsent = { version: CONSENT_VERSION, choice, at: new Date().toISOString() };
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
    unstoredChoice = null;
  } catch {
    // Storage blocked or full: the choice holds for this page view only.
    unstoredChoice = value;
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
  // Another tab wrote the consent key, or cleared storage (key null); other keys do not matter.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener(CONSENT_CHANGE_EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    window.removeEventListener('storage', onStorage);
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

/** True once this page has loaded the tag manager: a withdrawal then has something to undo. */
let tagManagerLoaded = false;
/** Set while the page reloads after a withdrawal, so a second change does not reload it again. */
let withdrawing = false;

/** Sets Consent Mode v2 to granted and loads the tag manager container (once). */
export function loadTagManager(containerId: string): void {
  gtag('consent', 'update', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'granted',
  });
  tagManagerLoaded = true;
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

/** The cookies Google Analytics sets: `_ga`, `_ga_<stream>`, `_gid` and `_gat`/`_gat_<id>`. */
const ANALYTICS_COOKIE = /^(?:_ga|_ga_.+|_gid|_gat.*)$/;

/**
 * The `domain` attributes a cookie for this host can have had: none (host-only), then the host
 * and each parent domain with a leading dot. GA writes to the highest domain the browser accepts
 * (`.example.org` from `www.example.org`); without a public-suffix list we try every level, and
 * the browser ignores the ones it would never have accepted (`.org`, `.co.uk`).
 */
function cookieDomains(hostname: string): (string | null)[] {
  // An IP address has no parent domains, and its cookies are host-only.
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return [null];
  const labels = hostname.split('.');
  return [null, ...labels.map((_, i) => `.${labels.slice(i).join('.')}`)];
}

/** Expires every analytics cookie this page can see, on every domain it may have been set for. */
function deleteAnalyticsCookies(): void {
  let names: string[];
  try {
    names = document.cookie
      .split(';')
      .map((pair) => pair.split('=')[0]?.trim() ?? '')
      .filter((name) => ANALYTICS_COOKIE.test(name));
  } catch {
    // Cookies blocked (a sandboxed frame throws): there is nothing we could have set either.
    return;
  }
  const expired = 'path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0';
  for (const name of new Set(names)) {
    for (const domain of cookieDomains(window.location.hostname)) {
      document.cookie = `${name}=; ${expired}${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

/**
 * Undoes analytics after consent is withdrawn on this page or in another tab: tells the tags
 * that consent is now denied (the same signals loadTagManager grants or denies), deletes their
 * cookies, and reloads, since a loaded container cannot be unloaded. Does nothing when the tag
 * manager never loaded here.
 */
export function withdrawAnalytics(): void {
  if (!tagManagerLoaded || withdrawing) return;
  withdrawing = true;
  gtag('consent', 'update', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  });
  deleteAnalyticsCookies();
  window.location.reload();
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
