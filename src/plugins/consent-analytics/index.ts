/**
 * Privacy-first analytics: the tag manager loads only after the visitor consents.
 *
 * Docusaurus's tag-manager plugin loads the container on every production page view,
 * before any consent, which GDPR and the ePrivacy rules do not allow for a health
 * company's visitors. This plugin does nothing at all without a container id; with one,
 * it sets Google Consent Mode v2 defaults to "denied" in the page head, provides a Root
 * that asks for consent, and a client module that reports client-side page views.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface ConsentAnalyticsOptions {
  /** The tag-manager container id (GTM-XXXXXXX); undefined turns the plugin off. */
  containerId?: string;
}

/** Consent Mode v2 defaults, set before anything else can load. */
export const CONSENT_DEFAULTS_SCRIPT =
  "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}window.gtag=gtag;gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied',wait_for_update:500});";

export default function consentAnalyticsPlugin(
  _context: LoadContext,
  options: ConsentAnalyticsOptions,
): Plugin {
  const containerId = options.containerId;
  if (!containerId) return { name: 'consent-analytics' };
  if (!/^GTM-[A-Z0-9]{4,12}$/.test(containerId)) {
    throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, got "${containerId}"`);
  }
  return {
    name: 'consent-analytics',
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [path.join(__dirname, 'client/routes.ts')],
    injectHtmlTags: () => ({
      headTags: [{ tagName: 'script', innerHTML: CONSENT_DEFAULTS_SCRIPT }],
    }),
  };
}
