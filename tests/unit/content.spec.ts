/**
 * Content rules every page follows: front matter, length, voice, links and structure.
 * Thresholds come from the issues that define each group of pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { contentFiles, proseWordCount, readFrontMatter, relative, ROOT } from '../lib/content';

interface Group {
  name: string;
  files: string[];
  minWords: number;
}

const docsSidebarFiles = contentFiles(['docs']).filter((f) => !/docs\/(workflows|policies)\//.test(f));
const groups: Group[] = [
  { name: 'developer docs', files: docsSidebarFiles, minWords: 600 },
  { name: 'workflow guides', files: contentFiles(['docs/workflows']), minWords: 700 },
  {
    name: 'policies',
    files: contentFiles(['docs/policies']).filter((f) => !f.endsWith('index.mdx')),
    minWords: 500,
  },
  { name: 'services', files: contentFiles(['services']), minWords: 450 },
  { name: 'blog posts', files: contentFiles(['blog']), minWords: 600 },
  {
    name: 'legal pages',
    files: ['privacy.mdx', 'terms.mdx', '_compliance/hipaa-gdpr-policy-statement.mdx'].map((p) =>
      path.join(ROOT, 'src/pages', p),
    ),
    minWords: 1000,
  },
  { name: 'security overview', files: [path.join(ROOT, 'src/pages/_security/security.mdx')], minWords: 900 },
  { name: 'career postings', files: contentFiles(['src/pages/careers']), minWords: 450 },
];

/** Words that read as hype in BRAND.md's voice. */
const BANNED =
  /\b(revolutionary|cutting-edge|seamless(ly)?|world-class|game-changing|leverag(e|es|ed|ing)|unlock(s|ed|ing)?|empower(s|ed|ing|ment)?|best-in-class|synergy|lorem ipsum|coming soon|TODO|TBD)\b/i;

const allPages = contentFiles();

/**
 * An MDX partial (a file in an underscore folder, or named with an underscore) is no route:
 * Docusaurus reads no front matter in it, and the page that renders it gives the title and
 * description (checked in the built HTML by pages.spec.ts).
 */
const isPartial = (file: string): boolean =>
  relative(file)
    .split(path.sep)
    .some((part) => part.startsWith('_'));

test('every content page has a title and a description', () => {
  const missing = allPages.filter((file) => {
    if (isPartial(file)) return false;
    const { data } = readFrontMatter(file);
    const isPostOrDoc = !file.includes(`${path.sep}src${path.sep}pages${path.sep}`);
    const title = typeof data.title === 'string' && data.title.trim().length > 2;
    const description = typeof data.description === 'string' && data.description.trim().length >= 50;
    return !(description && (title || !isPostOrDoc));
  });
  expect(missing.map(relative)).toEqual([]);
});

for (const group of groups) {
  test(`${group.name}: each page has at least ${group.minWords} words of prose`, () => {
    expect(group.files.length).toBeGreaterThan(0);
    const short = group.files
      .map((file) => ({ file: relative(file), words: proseWordCount(readFrontMatter(file).body) }))
      .filter((page) => page.words < group.minWords);
    expect(short).toEqual([]);
  });
}

test('no page uses hype words or unfinished markers', () => {
  const hits: string[] = [];
  for (const file of allPages) {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const match = BANNED.exec(line);
      if (match) hits.push(`${relative(file)}:${i + 1}: ${match[0]}`);
    });
  }
  expect(hits).toEqual([]);
});

test('docs and services use h2 and h3 only (the table of contents covers levels 2 to 3)', () => {
  const deep = contentFiles(['docs', 'services']).flatMap((file) =>
    readFrontMatter(file)
      .body.split('\n')
      .map((line, i) => ({ line, i }))
      .filter(({ line }) => /^#{1}\s|^#{4,}\s/.test(line))
      .map(({ i }) => `${relative(file)}:${i + 1}`),
  );
  // Code blocks may contain shell comments starting with "#"; only headings outside fences count.
  const outsideFences = deep.filter((where) => {
    const [file, line] = where.split(':');
    const lines = fs.readFileSync(path.join(ROOT, file ?? ''), 'utf8').split('\n');
    let fenced = false;
    for (let i = 0; i < Number(line) - 1 + countFrontMatterLines(lines); i += 1) {
      if (/^\s*(```|~~~)/.test(lines[i] ?? '')) fenced = !fenced;
    }
    return !fenced;
  });
  expect(outsideFences).toEqual([]);
});

function countFrontMatterLines(lines: string[]): number {
  if (lines[0] !== '---') return 0;
  const end = lines.indexOf('---', 1);
  return end + 1;
}

test('every developer docs page links to at least two other pages of the site', () => {
  const poorlyLinked = docsSidebarFiles
    .map((file) => {
      const body = readFrontMatter(file).body;
      const links = new Set([...body.matchAll(/\]\((\/(docs|services)[^)#\s]*)/g)].map((m) => m[1]));
      return { file: relative(file), links: links.size };
    })
    .filter((page) => page.links < 2);
  expect(poorlyLinked).toEqual([]);
});

test('policies share no boilerplate paragraphs (beyond a one-line footer)', () => {
  const seen = new Map<string, string>();
  const shared: string[] = [];
  for (const file of groups.find((g) => g.name === 'policies')?.files ?? []) {
    const paragraphs = readFrontMatter(file)
      .body.split(/\n\s*\n/)
      .map((p) => p.replace(/\s+/g, ' ').trim())
      .filter((p) => p.split(' ').length >= 25 && !p.startsWith('|') && !/^[-*\d]/.test(p));
    for (const paragraph of paragraphs) {
      const other = seen.get(paragraph);
      if (other && other !== relative(file))
        shared.push(`${relative(file)} repeats ${other}: "${paragraph.slice(0, 80)}…"`);
      seen.set(paragraph, relative(file));
    }
  }
  expect(shared).toEqual([]);
});
