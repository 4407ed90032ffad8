/**
 * Machine-readable docs: the MDX-to-Markdown conversion, and in the production build llms.txt
 * (every docs, workflow, policy and service page, every link resolving), llms-full.txt and
 * the Markdown twin of each page. The build checks need `npm run build` first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { brand, type BrandUrls } from '../../src/data/brand';
import { mdxToMarkdown } from '../../src/plugins/llms-txt/markdown';
import { twinFile } from '../../src/plugins/llms-txt';
import { routeGroups } from '../routes';
import { BUILD_DIR, SITE_URL, builtHtmlFile, hasBuild, sitePath } from '../lib/build';

const urls: BrandUrls = {
  site: 'https://site.test',
  fhirApi: 'https://api.test/fhir/R4',
  auth: 'https://auth.test',
  contact: 'https://site.test/contact',
};

test.describe('MDX to Markdown', () => {
  const source = [
    '---',
    'title: Example',
    'description: An example page.',
    '---',
    '',
    "import Tabs from '@theme/Tabs';",
    'import {',
    '  PolicyTable,',
    "} from '@site/src/components/PolicyIndex';",
    '',
    '<Facts slug="archiva" />',
    '',
    'Read [the SDK](/docs/sdk#install) and [FHIR](https://hl7.org/fhir/R4).',
    '',
    '<Tabs groupId="api-client">',
    '<TabItem value="http" label="HTTP">',
    '',
    '```http',
    'GET {{FHIR_BASE_URL}}/Patient',
    '```',
    '',
    '</TabItem>',
    '<TabItem value="ts" label="TypeScript">',
    '',
    '```ts',
    "import { SanoriaClient } from '@sanoria/sdk';",
    '',
    '',
    "export const client = new SanoriaClient({ baseUrl: '{{FHIR_BASE_URL}}' });",
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    ':::tip[Keep it short]',
    '',
    'Tokens expire after `{{AUTH_URL}}` says so.',
    '',
    ':::',
    '',
    '<Unknown>',
    'Kept text.',
    '</Unknown>',
  ].join('\n');
  const unknown: string[] = [];
  const markdown = mdxToMarkdown(source, {
    urls,
    components: { Facts: ({ slug }) => `- Facts for ${slug}` },
    onUnknownComponent: (name) => unknown.push(name),
  });

  test('drops front matter, imports and tab markup, and labels each tab', () => {
    expect(markdown).not.toContain('title: Example');
    expect(markdown).not.toContain('@theme/Tabs');
    expect(markdown).not.toContain('PolicyTable');
    expect(markdown).not.toMatch(/<\/?Tabs|<\/?TabItem/);
    expect(markdown).toContain('**HTTP**\n\n```http');
    expect(markdown).toContain('**TypeScript**\n\n```ts');
  });

  test('keeps code blocks exactly, with the brand tokens replaced', () => {
    expect(markdown).toContain('GET https://api.test/fhir/R4/Patient');
    expect(markdown).toContain(
      "```ts\nimport { SanoriaClient } from '@sanoria/sdk';\n\n\nexport const client = new SanoriaClient({ baseUrl: 'https://api.test/fhir/R4' });\n```",
    );
    expect(markdown).not.toContain('{{');
  });

  test('renders components, makes site links absolute and admonitions block quotes', () => {
    expect(markdown.startsWith('- Facts for archiva\n')).toBe(true);
    expect(markdown).toContain(
      '[the SDK](https://site.test/docs/sdk#install) and [FHIR](https://hl7.org/fhir/R4)',
    );
    expect(markdown).toContain(
      '> **Tip: Keep it short**\n>\n> Tokens expire after `https://auth.test` says so.',
    );
    expect(markdown).toContain('Kept text.');
    expect(unknown).toEqual(['Unknown']);
    // One blank line between blocks, outside code (where blank lines are kept as written).
    expect(markdown.replace(/```[\s\S]*?```/g, 'CODE')).not.toMatch(/\n\n\n/);
  });
});

test.describe('in the build', () => {
  test.skip(!hasBuild, 'needs the production build: run `npm run build` first');

  const read = (file: string): string => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
  const docsRoutes = routeGroups
    .filter((group) => ['developer docs', 'workflows', 'policies', 'services'].includes(group.name))
    .flatMap((group) => group.routes);
  /** The links of llms.txt: `- [title](url): description`. */
  const links = (): { title: string; url: string; description: string }[] =>
    [...read('llms.txt').matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/gm)].map(
      ([, title = '', url = '', description = '']) => ({
        title,
        url,
        description,
      }),
    );

  test('llms.txt has a title, a summary and sections of described links', () => {
    const text = read('llms.txt');
    expect(text.startsWith(`# ${brand.name}\n\n> `)).toBe(true);
    expect(text.match(/^## .+$/gm)?.length).toBeGreaterThanOrEqual(5);
    // Every list line is a link with a one-line description.
    const items = text.split('\n').filter((line) => line.startsWith('- '));
    expect(items.length).toBe(links().length);
    for (const link of links()) expect(link.description.length, link.url).toBeGreaterThan(20);
  });

  test('llms.txt lists the Markdown twin of every docs, workflow, policy and service page', () => {
    const listed = new Set(links().map((link) => link.url));
    const missing = docsRoutes.filter((route) => !listed.has(`${SITE_URL}/${twinFile(route)}`));
    expect(missing).toEqual([]);
  });

  test('every link in llms.txt resolves to a file in the build', () => {
    const broken = links().filter(({ url }) => {
      const route = sitePath(url);
      if (!route) return true;
      const file = route.endsWith('.md') ? path.join(BUILD_DIR, route) : builtHtmlFile(route);
      return !fs.existsSync(file);
    });
    expect(broken).toEqual([]);
  });

  test('each docs page has a clean Markdown twin next to it', () => {
    const problems: string[] = [];
    for (const route of docsRoutes) {
      const file = twinFile(route);
      if (!fs.existsSync(path.join(BUILD_DIR, file))) {
        problems.push(`${file} is missing`);
        continue;
      }
      const markdown = read(file);
      const prose = markdown.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '');
      if (!/^# \S/.test(markdown)) problems.push(`${file} does not start with its title`);
      if (/^---$/m.test(markdown.split('\n').slice(0, 2).join('\n')))
        problems.push(`${file} has front matter`);
      if (/^(import|export) /m.test(prose)) problems.push(`${file} has an MDX import or export`);
      if (/<\/?[A-Z][\w.]*[\s/>]/.test(prose.replace(/`[^`\n]*`/g, ''))) problems.push(`${file} has JSX`);
      if (markdown.includes('{{')) problems.push(`${file} has an unreplaced token`);
    }
    expect(problems).toEqual([]);
  });

  test('the twins are the pages: same title, same sections', () => {
    for (const route of [
      '/docs/platform/search',
      '/docs/policies/Password-Policy',
      '/services/termini',
      '/docs',
    ]) {
      const markdown = read(twinFile(route));
      const html = fs.readFileSync(builtHtmlFile(route), 'utf8');
      const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(markdown.split('\n')[0], route).toBe(`# ${h1}`);
      const h2s = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map(([, h = '']) =>
        h
          .replace(/<[^>]+>/g, '')
          .replace(/\u200b/g, '')
          .trim(),
      );
      for (const heading of h2s.filter((h) => h.length > 0 && !/^(On this page)$/.test(h))) {
        expect(markdown, `${route} has “${heading}”`).toContain(`## ${heading.replace(/&amp;/g, '&')}`);
      }
    }
  });

  test('llms-full.txt holds every listed page in full', () => {
    const full = read('llms-full.txt');
    const size = Buffer.byteLength(full);
    console.log(`llms-full.txt: ${size} bytes`);
    expect(size).toBeGreaterThan(200_000);
    expect(size).toBeLessThan(5_000_000);
    for (const link of links().filter(({ url }) => url.endsWith('.md'))) {
      const route = (sitePath(link.url) ?? '').replace(/\.md$/, '');
      expect(full, route).toContain(`Source: ${SITE_URL}${route}\n`);
      const twin = read(twinFile(route));
      expect(full.includes(twin.slice(twin.indexOf('\n') + 1)), `${route}: the whole twin`).toBe(true);
    }
  });
});
