/**
 * The API's lifecycle pages agree with their sources (issue 40): the changelog with the blog's
 * release posts, and every page's rate limits with src/data/apiLimits.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { present } from '../../src/data/facts';
import { rateLimits } from '../../src/data/apiLimits';
import { MONTHS } from '../../src/utils/dates';
import { blogPosts } from '../routes';
import { routeOf } from '../lib/diagrams';
import { contentFiles, readFrontMatter, relative, ROOT } from '../lib/content';

const CHANGELOG = path.join(ROOT, 'docs/platform/api-changelog.mdx');

interface Entry {
  heading: string;
  /** YYYY-MM-DD, from the heading's "8 April 2025". */
  date: string;
  /** The "Release post:" link's route, if the entry has one. */
  post?: string;
  body: string;
}

/** "8 April 2025" → "2025-04-08"; anything else → undefined. */
function isoDate(text: string): string | undefined {
  const match = new RegExp(`\\b(\\d{1,2}) (${MONTHS.join('|')}) (20\\d\\d)$`).exec(text.trim());
  if (!match) return undefined;
  const month = MONTHS.findIndex((name) => name === match[2]) + 1;
  return `${match[3]}-${String(month).padStart(2, '0')}-${(match[1] ?? '').padStart(2, '0')}`;
}

/** The changelog's entries: every h2 but "What next", in page order. */
function entries(): Entry[] {
  const { body } = readFrontMatter(CHANGELOG);
  return body
    .split(/^## /m)
    .slice(1)
    .map((section) => {
      const [heading = '', ...rest] = section.split('\n');
      const text = rest.join('\n');
      const post = /^Release post: \[[^\]]+\]\((\/blog\/[^)\s]+)\)/m.exec(text)?.[1];
      return { heading, date: isoDate(heading.split(',').at(-1) ?? '') ?? '', post, body: text };
    })
    .filter((entry) => entry.heading !== 'What next');
}

const releasePosts = blogPosts.filter((post) => post.tags.includes('releases'));
/** Each post's Markdown, by route. */
const postText = new Map(
  contentFiles(['blog']).map((file) => [routeOf(file), fs.readFileSync(file, 'utf8')]),
);
const dateOfRoute = (route: string): string => {
  const [, year, month, day] = /^\/blog\/(\d{4})\/(\d{2})\/(\d{2})\//.exec(route) ?? [];
  return `${year}-${month}-${day}`;
};

test('every changelog entry is dated in its heading, on or before the present, newest first', () => {
  const list = entries();
  expect(list.length).toBeGreaterThan(0);
  expect(list.filter((entry) => entry.date === '').map((entry) => entry.heading)).toEqual([]);
  expect(list.filter((entry) => entry.date > present.date).map((entry) => entry.heading)).toEqual([]);
  const dates = list.map((entry) => entry.date);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('every release post has its changelog entry, on the post’s date and with its version', () => {
  expect(releasePosts.length).toBeGreaterThan(0);
  const list = entries();
  const problems: string[] = [];
  for (const post of releasePosts) {
    const entry = list.find((candidate) => candidate.post === post.route);
    if (!entry) {
      problems.push(`${post.route}: no changelog entry links it as its release post`);
      continue;
    }
    if (entry.date !== dateOfRoute(post.route))
      problems.push(`${entry.heading}: dated ${entry.date}, its post ${dateOfRoute(post.route)}`);
    // The entry's release (4.3.0) is the one the post announces ("Sanoria 4.3").
    const version = /\b(\d+)\.(\d+)\.\d+\b/.exec(entry.heading);
    const text = postText.get(post.route) ?? '';
    if (!version || !new RegExp(`\\bSanoria ${version[1]}\\.${version[2]}\\b`).test(text))
      problems.push(`${entry.heading}: its post does not announce ${version?.[0] ?? 'a version'}`);
  }
  // And no entry names as its release post a page that is not one.
  for (const entry of list.filter((candidate) => candidate.post)) {
    if (!releasePosts.some((post) => post.route === entry.post))
      problems.push(`${entry.heading}: ${entry.post} is not a post tagged releases`);
  }
  expect(problems).toEqual([]);
});

/** "1,000" → 1000. */
const count = (text: string): number => Number(text.replace(/,/g, ''));

test('every page states the rate limits of apiLimits.ts', () => {
  const { requestsPerClient, writesPerProject, concurrentBundlesPerProject } = rateLimits;
  // Each figure a page can give, by the words around it; only where the sentence is about a
  // client's or a project's limit (a FHIRcast topic's or an agent's throughput is not).
  const figures: { pattern: RegExp; allowed: number[] }[] = [
    {
      pattern: /\b(\d[\d,]*) (?:requests |resources |writes )?(?:per|a) second\b/gi,
      allowed: [requestsPerClient.sustained, writesPerProject],
    },
    { pattern: /\bbursts? (?:to|of|up to) (\d[\d,]*)/gi, allowed: [requestsPerClient.burst] },
    { pattern: /\b(\d[\d,]*) concurrent (?:transactions|batches)/gi, allowed: [concurrentBundlesPerProject] },
  ];
  const subject = /\b(rate limits?|per client|per project|requests per client|writes per project)\b/i;
  const wrong: string[] = [];
  for (const file of contentFiles()) {
    const text = fs.readFileSync(file, 'utf8').replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '\n');
    for (const part of text.split(/(?<=[.!?])\s+|\n/)) {
      if (!subject.test(part)) continue;
      for (const { pattern, allowed } of figures) {
        for (const [phrase, value = ''] of part.matchAll(pattern)) {
          if (!allowed.includes(count(value)))
            wrong.push(`${relative(file)}: "${phrase}" in "${part.trim().slice(0, 160)}"`);
        }
      }
    }
  }
  expect(wrong).toEqual([]);
});
