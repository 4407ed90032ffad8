/**
 * A remark plugin that replaces the brand's URL tokens (`{{FHIR_BASE_URL}}`, …) in
 * fenced and inline code with the URLs the site was built with, so that no code
 * sample hard-codes a host and a rebrand or a staging build changes them all.
 */
import { replaceCodeTokens, type BrandUrls } from '../../data/brand';

interface MdNode {
  type: string;
  value?: unknown;
  children?: MdNode[];
}

export default function remarkBrandTokens(options: { urls: BrandUrls }) {
  const walk = (node: MdNode): void => {
    if ((node.type === 'code' || node.type === 'inlineCode') && typeof node.value === 'string') {
      node.value = replaceCodeTokens(node.value, options.urls);
    }
    node.children?.forEach(walk);
  };
  return (tree: MdNode): void => walk(tree);
}
