/**
 * theme-classic, extended through its plugin API (the pattern Docusaurus's own site uses to
 * extend the blog plugin): the plugin's own object, without the client module that puts Prism
 * in the main bundle (see ./index.ts), plus ./client.ts.
 *
 * Docusaurus resolves a plugin's relative paths (theme folders, client modules) against the
 * plugin module's folder, so theme-classic's are made absolute against its own. The server
 * build highlights while it renders (./load-highlighter.server.ts).
 * tests/unit/lazy-prism.spec.ts fails if theme-classic stops adding the module, or changes it.
 */
import path from 'node:path';
import * as upstream from '@docusaurus/theme-classic';
import type { PluginOptions } from '@docusaurus/theme-classic';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';

// The validators fill in theme-classic's defaults. Its ambient module type leaves them out;
// its lib/index.d.ts has them.
const validators = upstream as unknown as Required<
  Pick<PluginModule, 'validateOptions' | 'validateThemeConfig'>
>;
export const { validateOptions, validateThemeConfig } = validators;
export const { getSwizzleConfig } = upstream;

/** theme-classic's client module that imports Prism to register the additional languages. */
export const PRISM_CLIENT_MODULE = './prism-include-languages';

/** Code imports the highlighter's loader by this name; the server build gets its own. */
const LOADER = '@site/src/plugins/lazy-prism/load-highlighter';

const THEME_CLASSIC_DIR = path.dirname(require.resolve('@docusaurus/theme-classic'));
const fromThemeClassic = (file: string): string => path.resolve(THEME_CLASSIC_DIR, file);

export default function themeClassicWithLazyPrism(
  context: LoadContext,
  options: PluginOptions,
): Plugin<undefined> {
  const plugin = upstream.default(context, options);
  const { getThemePath, getTypeScriptThemePath } = plugin;
  const clientModules = plugin.getClientModules?.() ?? [];
  if (!getThemePath || !getTypeScriptThemePath || !clientModules.includes(PRISM_CLIENT_MODULE)) {
    throw new Error(
      `src/plugins/lazy-prism: theme-classic no longer has its theme paths and the ${PRISM_CLIENT_MODULE} client module; re-check this extension against it`,
    );
  }
  return {
    ...plugin,
    getThemePath: () => fromThemeClassic(getThemePath()),
    getTypeScriptThemePath: () => fromThemeClassic(getTypeScriptThemePath()),
    getClientModules: () => [
      ...clientModules.filter((file) => file !== PRISM_CLIENT_MODULE).map(fromThemeClassic),
      path.join(__dirname, 'client.ts'),
    ],
    configureWebpack(config, isServer, utils, content) {
      const upstreamConfig = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      if (!isServer) return upstreamConfig;
      const alias = { [`${LOADER}$`]: path.join(__dirname, 'load-highlighter.server.ts') };
      return { ...upstreamConfig, resolve: { ...upstreamConfig.resolve, alias } };
    },
  };
}
