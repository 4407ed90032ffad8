/**
 * A remark plugin that marks each runnable code sample for the sandbox: it appends
 * `sandbox="<encoded request>"` to the meta string of every ```http, curl and system-level
 * ```graphql block that the in-browser FHIR server can answer (src/sandbox/samples.ts decides),
 * so the CodeBlock can offer Run without parsing code in the browser.
 *
 * It runs after remark-brand-tokens, so it reads samples with the URLs the site was built with
 * and the request's body carries them too.
 */
import { sampleRequest } from '../../sandbox/samples';
import { sandboxMeta, SANDBOX_META } from '../../sandbox/meta';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: unknown;
  children?: MdNode[];
}

export interface RemarkSandboxSamplesOptions {
  /** The FHIR base URL the samples were built with (`urls.fhirApi` from src/data/brand.ts). */
  fhirBase: string;
}

export default function remarkSandboxSamples(options: RemarkSandboxSamplesOptions) {
  const walk = (node: MdNode): void => {
    if (node.type === 'code' && typeof node.value === 'string' && node.lang) {
      const meta = node.meta ?? '';
      // A block marked by hand (or twice) keeps the request it has.
      if (new RegExp(`(^|\\s)${SANDBOX_META}=`).test(meta)) return;
      const found = sampleRequest(node.lang, node.value, options.fhirBase);
      if (found && 'request' in found)
        node.meta = [meta, sandboxMeta(found.request)].filter(Boolean).join(' ');
      return;
    }
    node.children?.forEach(walk);
  };
  return (tree: MdNode): void => walk(tree);
}
