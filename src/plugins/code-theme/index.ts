/**
 * Writes the code blocks' colour properties for both colour modes (src/data/codeTheme.ts) as a
 * stylesheet every page loads, so the Prism theme in the config can name properties, not colours.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeThemeCss } from '../../data/codeTheme';

const NAME = 'code-theme';
const FILE = 'code-theme.css';

export default function codeThemePlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    async contentLoaded({ actions }) {
      await actions.createData(FILE, codeThemeCss());
    },
    getClientModules: () => [path.join(context.generatedFilesDir, NAME, 'default', FILE)],
  };
}
