/**
 * theme-classic's string code block, with Prism and the site's `prism.additionalLanguages`
 * added to it: what theme-classic's client module did for every page (./index.ts).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import StringContent from '@theme/CodeBlock/Content/String';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export default StringContent;
