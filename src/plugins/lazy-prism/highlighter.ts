/**
 * theme-classic's code content (the one part of a code block that uses Prism), with Prism and the
 * site's `prism.additionalLanguages` added to it: what theme-classic's client module did for
 * every page (./index.ts).
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import Content from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism as unknown as Parameters<typeof prismIncludeLanguages>[0]);

export default Content;
