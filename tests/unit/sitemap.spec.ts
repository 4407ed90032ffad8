/**
 * The sitemap's `<lastmod>` dates, read from the production build (run `npx docusaurus build`
 * first, in the Git worktree): a page's date is its source file's last commit, as Git tells it
 * now. The pages are the docs page and the blog post whose sources were committed longest ago,
 * so that a date taken from anything newer (the build, the last commit) shows.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import matter from 'gray-matter';
import { BUILD_DIR, SITE_URL, hasBuild } from '../lib/build';
import { ROOT } from '../lib/content';

test.skip(!hasBuild, 'needs the production build: run `npx docusaurus build` first');

/** The UTC day of a file's last commit, as the sitemap writes it (`git log` gives seconds). */
function lastCommitDay(file: string): string {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return new Date(Number(seconds.trim()) * 1000).toISOString().slice(0, 10);
}

/** Content files under a folder (relative to the site), leaving out those with a `slug`. */
function sources(folder: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter(
      (file) => pattern.test(file) && !matter(fs.readFileSync(path.join(ROOT, file), 'utf8')).data.slug,
    );
}

/** The source committed longest ago, and its day. */
function oldest(files: string[]): { file: string; day: string } {
  const dated = files.map((file) => ({ file, day: lastCommitDay(file) }));
  return (
    dated.sort((a, b) => a.day.localeCompare(b.day) || a.file.localeCompare(b.file))[0] ?? {
      file: '',
      day: '',
    }
  );
}

function lastmodOf(route: string): string | undefined {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].find(([, body = '']) =>
    body.includes(`<loc>${SITE_URL}${route}</loc>`),
  );
  expect(entry, `${route} is in the sitemap`).toBeDefined();
  return /<lastmod>(.*?)<\/lastmod>/.exec(entry?.[1] ?? '')?.[1];
}

test('a docs page’s lastmod is its source file’s last commit day', () => {
  const { file, day } = oldest(sources('docs', /\.mdx?$/).filter((name) => !/(^|\/)index\.mdx?$/.test(name)));
  const route = `/${file.replace(/\.mdx?$/, '')}`;
  expect(lastmodOf(route), `${route} (${file})`).toBe(day);
});

test('a blog post’s lastmod is its source file’s last commit day', () => {
  const { file, day } = oldest(sources('blog', /^blog\/\d{4}-\d{2}-\d{2}-[^/]+\/index\.mdx?$/));
  const [, year, month, date, slug] = /^blog\/(\d{4})-(\d{2})-(\d{2})-([^/]+)\//.exec(file) ?? [];
  const route = `/blog/${year}/${month}/${date}/${slug}`;
  expect(lastmodOf(route), `${route} (${file})`).toBe(day);
});
