/**
 * Reads the site's Markdown content: files, front matter and fenced code blocks. Shared by the
 * content checks (`npm run check:content`, the dev server's checks on save) and the tests.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export const ROOT = path.resolve(__dirname, '..', '..');
export const CONTENT_ROOTS = ['docs', 'services', 'blog', 'src/pages'];

/** The SHA-256 of a file's bytes, in hex. */
export const sha256File = (file: string): string =>
  crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

export interface CodeBlock {
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

/** Every .md/.mdx file under the given folders (relative to the repo root), sorted. */
export function contentFiles(roots: readonly string[] = CONTENT_ROOTS): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) out.push(full);
    }
  };
  for (const root of roots) walk(path.join(ROOT, root));
  return out.sort();
}

export function relative(file: string): string {
  return path.relative(ROOT, file);
}

export function readFrontMatter(file: string): { data: Record<string, unknown>; body: string } {
  const parsed = matter(fs.readFileSync(file, 'utf8'));
  return { data: parsed.data as Record<string, unknown>, body: parsed.content };
}

/** Fenced code blocks (``` or ~~~, indented or not, for example inside <TabItem>). */
export function codeBlocks(file: string, text: string = fs.readFileSync(file, 'utf8')): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const text = lines[j] ?? '';
      if (text.trim().startsWith(fence) && text.trim().replace(/[`~]/g, '') === '') break;
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text);
    }
    blocks.push({ file, line: i + 1, lang: lang.toLowerCase(), meta: meta.trim(), code: body.join('\n') });
    i = j;
  }
  return blocks;
}

/** JSON code blocks that hold a FHIR resource (they name a resourceType). */
export const fhirExamples = (file: string): CodeBlock[] =>
  codeBlocks(file).filter((block) => block.lang === 'json' && block.code.includes('"resourceType"'));

/** Prose words of a Markdown body: code blocks, imports, JSX tags and URLs left out. */
export function proseWordCount(body: string): number {
  const text = body
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/https?:\/\/\S+/g, ' ');
  return (text.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’-]*/g) ?? []).length;
}

/** One content mistake, where a writer can find it. */
export interface Problem {
  file: string;
  /** 1-based line. */
  line: number;
  /** The check that found it, as `npm run check:content` names it. */
  rule: string;
  message: string;
}

/** `docs/sdk.mdx:12: [fhir-r4] message`, the form editors and terminals link (paths from `base`). */
export function formatProblem(problem: Problem, base: string = ROOT): string {
  return `${path.relative(base, problem.file)}:${problem.line}: [${problem.rule}] ${problem.message}`;
}

/** The 1-based line where `offset` falls in `text`. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
