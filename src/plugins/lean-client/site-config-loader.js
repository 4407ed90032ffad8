/** Top-level fields read only at build time. */
const SERVER_ONLY_FIELDS = ['ssrTemplate', 'presets', 'plugins', 'themes', 'markdown', 'staticDirectories'];
/**
 * `themeConfig.prism` fields read only at build time: the colour themes. The browser reads
 * `magicComments`, `defaultLanguage` and `additionalLanguages`; nothing in the browser bundle
 * calls `usePrismTheme` (the code block components are src/plugins/static-code-blocks's).
 */
const SERVER_ONLY_PRISM_FIELDS = ['theme', 'darkTheme'];

/**
 * Drops, from the browser's copy of the site config (`.docusaurus/docusaurus.config.mjs`), the
 * fields only the build reads. Docusaurus serialises the whole config into the main bundle,
 * so every page downloaded the HTML template, the preset, plugin and theme options, the
 * Markdown options and both Prism colour themes (about 6 KB) without using them: the build
 * writes the HTML, compiles the Markdown and turns the Prism themes into a stylesheet
 * (src/plugins/static-code-blocks). Used for the client bundle only (see ./index.ts); the
 * server renders with the whole config. Fails the build if the generated file changes shape.
 *
 * @param {string} source the generated config module
 * @returns {string}
 */
function siteConfigLoader(source) {
  const match = /^([\s\S]*?)export default ([\s\S]*);\s*$/.exec(source);
  let config;
  try {
    config = match ? JSON.parse(match[2]) : undefined;
  } catch {
    config = undefined;
  }
  if (!config || typeof config !== 'object' || !config.themeConfig) {
    throw new Error(
      'lean-client: .docusaurus/docusaurus.config.mjs is no longer `export default <JSON>;`; update src/plugins/lean-client/site-config-loader.js',
    );
  }
  const without = (object, fields) =>
    Object.fromEntries(Object.entries(object).filter(([key]) => !fields.includes(key)));
  const client = without(config, SERVER_ONLY_FIELDS);
  const { prism } = config.themeConfig;
  if (prism) client.themeConfig = { ...config.themeConfig, prism: without(prism, SERVER_ONLY_PRISM_FIELDS) };
  return `${match[1]}export default ${JSON.stringify(client)};\n`;
}

module.exports = siteConfigLoader;
