/**
 * Drops, from the browser's copy of Docusaurus's chunk registry (`.docusaurus/registry.js`),
 * the module path each entry carries for server rendering.
 *
 * Each entry reads `"id": [() => import("<path>"), "<path>", require.resolveWeak("<path>")]`.
 * The middle item is only read by react-loadable's `Loadable.Capture`, which runs on the
 * server to collect the chunks a page used; in the browser it is dead weight in the main
 * bundle (one path per route chunk, about 10 KB on this site). This loader, used for the
 * client bundle only (see ./index.ts), replaces it with an empty string and fails the build
 * if the generated file no longer has the shape it expects.
 *
 * @param {string} source the generated registry
 * @returns {string}
 */
module.exports = function registryLoader(source) {
  const entry =
    /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\)), \2, (require\.resolveWeak\(\2\)\])/g;
  const entries = source.match(/^\s+"[^"]+": \[/gm)?.length ?? 0;
  let replaced = 0;
  const result = source.replace(entry, (_match, load, _path, weak) => {
    replaced += 1;
    return `${load}, "", ${weak}`;
  });
  if (replaced === 0 || replaced !== entries) {
    throw new Error(
      `lean-client: .docusaurus/registry.js has ${entries} entries but ${replaced} matched the expected shape; update src/plugins/lean-client/registry-loader.js`,
    );
  }
  return result;
};
