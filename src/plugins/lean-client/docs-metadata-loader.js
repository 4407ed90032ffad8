/**
 * Drops each doc's `description` from the browser's copy of a docs version's metadata
 * (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`, the props of the version's
 * route, which every docs page downloads). The version metadata lists every doc of the
 * version with its id, title, description and sidebar; in the browser only `DocCard` reads the
 * description (via `useDocById`), and this site has no doc cards, so on the docs section that
 * was 10 KB of other pages' summaries on every page. `src/theme/DocCard` fails the build if a
 * page ever uses one. A doc's own description reaches its page with the doc's metadata and
 * is not touched. Used for the client bundle only (see ./index.ts).
 *
 * @param {string} source a route's props, as JSON
 * @returns {string}
 */
function docsMetadataLoader(source) {
  const props = JSON.parse(source);
  const docs = props?.version?.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) {
    if (doc && typeof doc === 'object') delete doc.description;
  }
  return JSON.stringify(props);
}

module.exports = docsMetadataLoader;
