/**
 * Reads every policy's front matter in docs/policies, validates it (an invalid policy
 * fails the build), and writes the index data that /docs/policies renders — so the
 * index is generated from the policies themselves, never kept by hand.
 *
 * The data is written with `createData` to `@generated/policy-index/default/policies.json`
 * and imported only by the index page, so no other page pays for it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  safeguards,
  toPolicySummary,
  validatePolicyFrontMatter,
  type PolicySummary,
} from '../../data/policies';

export const POLICY_DIR = 'docs/policies';

/** Loads and validates all policies in `dir`; throws with every problem found. */
export async function loadPolicies(dir: string): Promise<PolicySummary[]> {
  const files = (await fs.readdir(dir)).filter((f) => /\.mdx?$/.test(f) && !/^index\.mdx?$/.test(f)).sort();
  const errors: string[] = [];
  const policies: PolicySummary[] = [];
  for (const file of files) {
    const slug = file.replace(/\.mdx?$/, '');
    const { data } = matter(await fs.readFile(path.join(dir, file), 'utf8'));
    const problems = validatePolicyFrontMatter(data, slug);
    if (problems.length > 0) errors.push(...problems);
    else policies.push(toPolicySummary(data, slug));
  }
  if (errors.length > 0) throw new Error(`Invalid policy front matter:\n- ${errors.join('\n- ')}`);
  return policies;
}

export default function policyIndexPlugin(context: LoadContext): Plugin<PolicySummary[]> {
  const dir = path.join(context.siteDir, POLICY_DIR);
  return {
    name: 'policy-index',
    getPathsToWatch: () => [path.join(dir, '*.{md,mdx}')],
    loadContent: () => loadPolicies(dir),
    async contentLoaded({ content, actions }) {
      await actions.createData('policies.json', JSON.stringify(content));
      // The library's order alone (slugs by safeguard), small enough for every policy page's
      // previous and next links (src/components/DocGroupNav/groups.ts).
      const order = safeguards.flatMap((safeguard) =>
        content.filter((policy) => policy.safeguard === safeguard.id).map((policy) => policy.slug),
      );
      await actions.createData('policy-order.json', JSON.stringify(order));
    },
  };
}
