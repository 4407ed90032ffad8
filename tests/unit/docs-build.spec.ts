/**
 * What the built docs pages contain, read from build/ rather than in a browser (the server HTML
 * is what the app hydrates, so this is what a reader gets): tables of contents and the
 * workflow guides' parts. Every diagram is drawn in a browser by tests/e2e-nginx/csp.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { routeGroups, workflowSlugs } from '../routes';
import { builtHtmlFile, hasBuild } from '../lib/build';
import { codeBlocks, ROOT } from '../lib/content';

const docsSidebarRoutes = routeGroups.find((group) => group.name === 'developer docs')?.routes ?? [];

test.skip(!hasBuild, 'needs a build: npm run build');

test('tables of contents list only h2 and h3 headings', () => {
  for (const route of docsSidebarRoutes) {
    const html = fs.readFileSync(builtHtmlFile(route), 'utf8');
    // The build minifies HTML: attribute values may be unquoted.
    const toc = /<ul class="table-of-contents[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    const targets = [...toc.matchAll(/href="?#([^"\s>]+)/g)].map((match) => {
      const id = (match[1] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return new RegExp(`<(h[1-6])\\b[^>]*\\bid="?${id}[\\s">]`).exec(html)?.[1] ?? 'missing';
    });
    expect(targets.length, `${route} has a table of contents`).toBeGreaterThan(2);
    expect(
      targets.filter((tag) => tag !== 'h2' && tag !== 'h3'),
      route,
    ).toEqual([]);
  }
});

test('workflow guides each have a state diagram and a transaction Bundle', () => {
  for (const slug of workflowSlugs) {
    const source = path.join(ROOT, 'docs/workflows', `${slug}.mdx`);
    const blocks = codeBlocks(source);
    expect(
      blocks.some((block) => block.lang === 'mermaid' && /^\s*stateDiagram/.test(block.code)),
      `${slug}: a state diagram`,
    ).toBe(true);
    expect(
      blocks.some((block) => block.lang === 'json' && /"type":\s*"transaction"/.test(block.code)),
      `${slug}: a transaction Bundle`,
    ).toBe(true);
    const html = fs.readFileSync(builtHtmlFile(`/docs/workflows/${slug}`), 'utf8');
    expect(html, `${slug}: the diagram's box is on the built page`).toContain('data-diagram');
  }
});
