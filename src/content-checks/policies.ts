/** Every security policy's front matter is valid (the same validator the policy index uses). */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { validatePolicyFrontMatter } from '../data/policies';
import { POLICY_DIR } from '../plugins/policy-index';
import { relative, type Problem } from './files';

export const POLICY_RULE = 'policy-front-matter';

/** Whether a content file is a policy (docs/policies/*.md(x), the index page aside). */
export const isPolicy = (file: string): boolean =>
  path.dirname(relative(file)) === POLICY_DIR && !/^index\.mdx?$/.test(path.basename(file));

/** One policy file's front-matter problems, each at the key it names. */
export function policyFileProblems(file: string): Problem[] {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const slug = path.basename(file).replace(/\.mdx?$/, '');
  return validatePolicyFrontMatter(matter(text).data as Record<string, unknown>, slug).map((message) => {
    // At the key the message names, when the front matter has it.
    const key = /"([a-z_]+)"/.exec(message)?.[1];
    const at = key ? lines.findIndex((line) => line.startsWith(`${key}:`)) : -1;
    return { file, line: at >= 0 ? at + 1 : 1, rule: POLICY_RULE, message };
  });
}

export function policyProblems(files: readonly string[]): Problem[] {
  return files.filter(isPolicy).flatMap(policyFileProblems);
}
