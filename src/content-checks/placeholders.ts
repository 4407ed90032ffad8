/**
 * A shell sample runs as written once its placeholders are filled, so a reader must learn,
 * beside the sample, what goes in each one (issue 41). A `$NAME` in a shell sample that the
 * sample does not set itself is a placeholder; it is explained when an earlier shell sample on
 * the page sets it (a walk-through's later steps), or when the prose of the sample's own section
 * names it (`` `$NAME` `` or `` `NAME` ``), or, for `$TOKEN`, when the section shows
 * <TokenNote /> (src/components/TokenNote), the one sentence that says where a token comes from.
 */
import fs from 'node:fs';
import { codeBlocks, type Problem } from './files';

export const PLACEHOLDER_RULE = 'placeholder';

const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

/** The shell's own variables: set in every shell, so no reader has to fill them in. */
const SHELL_VARIABLES = new Set(['HOME', 'PATH', 'PWD', 'USER', 'SHELL', 'TMPDIR']);

/** Placeholders a shared component explains, and the tag that shows it. */
const EXPLAINED_BY: Record<string, string> = { TOKEN: '<TokenNote' };

/** The upper-case variables a shell sample sets (assignment, export, local, read, for). */
const assigned = (code: string): string[] =>
  [...code.matchAll(/(?:^|[\s;(&|])(?:export\s+|local\s+)?([A-Z][A-Z0-9_]{2,})=/gm)]
    .concat([...code.matchAll(/\b(?:read(?:\s+-\w+)*|for)\s+([A-Z][A-Z0-9_]{2,})\b/g)])
    .map((match) => match[1] ?? '');

/** The upper-case `$NAME`s a shell sample reads but does not set. */
export function placeholders(code: string): string[] {
  const read = new Set([...code.matchAll(/\$\{?([A-Z][A-Z0-9_]{2,})\b/g)].map((match) => match[1] ?? ''));
  const set = new Set(assigned(code));
  return [...read].filter((name) => !set.has(name) && !SHELL_VARIABLES.has(name)).sort();
}

/** Whether a section's prose (its text outside code blocks) explains `name`. */
export function explains(prose: string, name: string): boolean {
  const tag = EXPLAINED_BY[name];
  return prose.includes(`\`$${name}\``) || prose.includes(`\`${name}\``) || (!!tag && prose.includes(tag));
}

/** Each shell sample's unexplained placeholders in one page's text, at the sample's line. */
export function placeholderTextProblems(text: string, file = ''): Problem[] {
  const lines = text.split('\n');
  const blocks = codeBlocks(file, text);
  const inCode = new Set<number>();
  // A block's lines, fences included (codeBlocks' `line` is the 1-based opening fence).
  for (const block of blocks) {
    const length = block.code.split('\n').length + 2;
    for (let i = 0; i < length; i += 1) inCode.add(block.line - 1 + i);
  }
  const headings = lines.flatMap((line, i) => (!inCode.has(i) && /^#{1,6}\s/.test(line) ? [i] : []));
  const sectionProse = (line: number): string => {
    const start = headings.filter((h) => h < line).pop() ?? 0;
    const end = headings.find((h) => h > line) ?? lines.length;
    return lines
      .slice(start, end)
      .filter((_, i) => !inCode.has(start + i))
      .join('\n');
  };
  const setEarlier = new Set<string>();
  const problems: Problem[] = [];
  for (const block of blocks) {
    if (!SHELL.has(block.lang)) continue;
    const missing = placeholders(block.code).filter(
      (name) => !setEarlier.has(name) && !explains(sectionProse(block.line - 1), name),
    );
    for (const name of missing) {
      problems.push({
        file,
        line: block.line,
        rule: PLACEHOLDER_RULE,
        message: `$${name} is not explained beside the sample: name it in the section's prose${
          EXPLAINED_BY[name] ? ` or show ${EXPLAINED_BY[name]} />` : ''
        }`,
      });
    }
    for (const name of assigned(block.code)) setEarlier.add(name);
  }
  return problems;
}

export function placeholderProblems(files: readonly string[]): Problem[] {
  return files.flatMap((file) => placeholderTextProblems(fs.readFileSync(file, 'utf8'), file));
}
