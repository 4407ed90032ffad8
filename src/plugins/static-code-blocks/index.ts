/**
 * Code blocks that cost nothing to hydrate, and a syntax highlighter only where it is needed.
 *
 * Stock Docusaurus highlights every code block twice in the browser: once to hydrate the
 * server's HTML, and again right after, because `@theme/CodeBlock` remounts each block
 * (`key={isBrowser}`) to swap the server's light-mode inline colours for the visitor's
 * colour mode. On a code-heavy page (the SDK reference has about 4,000 tokens) that is
 * seconds of main-thread work on a mid-range phone. The highlighter itself (Prism with the
 * extra languages, about 100 KB) sits in the main bundle every page downloads.
 *
 * This plugin:
 * - generates the token colours of both Prism themes as CSS (`prism-css.ts`), so the markup
 *   no longer depends on the colour mode and needs no remount;
 * - overrides `CodeBlock`, `CodeBlock/Container` and `CodeBlock/Content` (theme/): the server
 *   highlights every block; a block hydrating in the browser keeps the server's highlighted
 *   HTML without running Prism; only a block that mounts later in the browser (after a
 *   client-side navigation) loads the highlighter, with a dynamic `import()`;
 * - overrides `CodeBlock/Content/String`, whose word-wrap state measures a block when it comes
 *   near the viewport rather than every block right after hydration (a second render of every
 *   block);
 * - replaces theme-classic's `prism-include-languages` client module, which imports Prism
 *   into the main bundle at startup, with an empty module: the highlighter chunk registers
 *   the extra languages itself (`Highlighter.tsx`).
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PrismTheme } from 'prism-react-renderer';
import { prismThemeCss } from './prism-css';

const NAME = 'static-code-blocks';
const CSS_FILE = 'prism-theme.css';
/** Resolves to ./Highlighter on the server and to an empty stand-in in the browser bundle. */
export const SERVER_HIGHLIGHTER = '@static-code-blocks/server-highlighter';

export default function staticCodeBlocksPlugin(context: LoadContext): Plugin {
  const prism = (context.siteConfig.themeConfig as { prism?: { theme?: PrismTheme; darkTheme?: PrismTheme } })
    .prism;
  if (!prism?.theme) throw new Error(`${NAME}: themeConfig.prism.theme is not set`);
  const cssPath = path.join(context.generatedFilesDir, NAME, 'default', CSS_FILE);
  return {
    name: NAME,
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    async contentLoaded({ actions }) {
      await actions.createData(CSS_FILE, prismThemeCss(prism.theme as PrismTheme, prism.darkTheme));
    },
    getClientModules: () => [cssPath],
    configureWebpack(_config, isServer, utils) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      return {
        resolve: {
          alias: {
            // The server renders every block with the highlighter, synchronously: a lazy
            // component inside a Suspense boundary would make React stream large blocks out
            // of order (a fallback plus a script that swaps the content in).
            [`${SERVER_HIGHLIGHTER}$`]: path.join(__dirname, isServer ? 'Highlighter.tsx' : 'server-only.ts'),
          },
        },
        plugins: [
          new NormalModuleReplacementPlugin(
            /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(__dirname, 'no-startup-languages.ts'),
          ),
        ],
      };
    },
  };
}
