/**
 * The second build the consent tests run against: the site built with an analytics id, by
 * `npm run build:analytics` (package.json), which uses this id and directory; the consent tests
 * fail if the two disagree.
 */
export const TEST_CONTAINER_ID = 'GTM-TEST123';
export const CONSENT_PORT = Number(process.env.CONSENT_PORT ?? 3001);
export const CONSENT_BUILD_DIR = 'build-analytics';
