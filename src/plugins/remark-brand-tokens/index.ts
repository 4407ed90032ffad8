/**
 * A remark plugin that replaces the brand's URL tokens (`{{FHIR_BASE_URL}}`, …) in
 * fenced and inline code, and in link targets (`[contact us]({{CONTACT_URL}})`), with the URLs the site was built with, so that no code
 * sample hard-codes a host and a rebrand or a staging build changes them all; and the
 * company's fact tokens (`%%RPO%%`, `%%ISO_27001_STATUS%%`, …) in prose with their values
 * in src/data/facts.ts, so that no page restates a fact it could get wrong.
 */
import { replaceCodeTokens, type BrandUrls } from '../../data/brand';
import { replaceFactTokens } from '../../data/facts';

interface MdNode {
  type: string;
  value?: unknown;
  url?: unknown;
  children?: MdNode[];
}

export default function remarkBrandTokens(options: { urls: BrandUrls }) {
  const walk = (node: MdNode): void => {
    if ((node.type === 'code' || node.type === 'inlineCode') && typeof node.value === 'string') {
      node.value = replaceCodeTokens(node.value, options.urls);
    } else if (node.type === 'link' && typeof node.url === 'string') {
      node.url = replaceCodeTokens(node.url, options.urls);
    } else if (node.type === 'text' && typeof node.value === 'string') {
      node.value = replaceFactTokens(node.value);
    }
    node.children?.forEach(walk);
  };
  return (tree: MdNode): void => walk(tree);
}
