/**
 * The classic preset, with Prism loaded by the code blocks that need it instead of by every page.
 *
 * theme-classic registers a client module, `./prism-include-languages`, that imports Prism from
 * prism-react-renderer to add `prism.additionalLanguages` to it. Client modules are in the main
 * bundle, so every page carried Prism (about 33 KB compressed), code on it or not, and ran it
 * while starting. This preset is preset-classic with theme-classic extended through its plugin
 * API (./theme.ts): the same plugin without that one client module. Prism and the languages
 * come with the code blocks' highlighter instead (./highlighter.ts), which
 * src/theme/CodeBlock/Content loads (./load-highlighter.ts) when a block mounts with no server
 * code to show (after a move within the app): a first visit never loads it.
 */
import presetClassic, { type Options } from '@docusaurus/preset-classic';
import type { LoadContext, PluginConfig, Preset } from '@docusaurus/types';

const THEME_CLASSIC = require.resolve('@docusaurus/theme-classic');

/** A plugin entry's module path: the entry itself, or the first item of `[module, options]`. */
function modulePath(config: PluginConfig): unknown {
  return Array.isArray(config) ? config[0] : config;
}

export default function classicWithLazyPrism(context: LoadContext, options: Options): Preset {
  const { themes = [], plugins } = presetClassic(context, options);
  const at = themes.findIndex((theme) => modulePath(theme) === THEME_CLASSIC);
  if (at < 0) {
    throw new Error(
      'src/plugins/lazy-prism: preset-classic no longer lists @docusaurus/theme-classic by its resolved path; re-check how the preset adds the theme',
    );
  }
  const theme = themes[at];
  themes[at] = [require.resolve('./theme'), Array.isArray(theme) ? theme[1] : {}];
  return { themes, plugins };
}
