/**
 * One design language for product and trust pages (issue 41), checked in the built HTML: the
 * trust documents open with the page hero and its summary band.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { builtHtmlFile, hasBuild } from '../lib/build';

test.skip(!hasBuild, 'needs the production build: run `npm run build` first');

const main = (route: string): string => {
  const html = fs.readFileSync(builtHtmlFile(route), 'utf8');
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
};

test('the security overview, compliance statement and agreements open with the page hero and a summary band', () => {
  for (const route of ['/security', '/hipaa-gdpr-policy-statement', '/trust/baa', '/trust/dpa']) {
    const content = main(route);
    // The first band of <main> is the hero: it holds the h1, the date and the figures.
    const hero = content.slice(0, content.indexOf('</section>'));
    expect(content.startsWith('<main><section'), route).toBe(true);
    expect(hero, route).toMatch(/<h1[ >]/);
    expect(hero.replace(/<[^>]+>/g, ''), route).toMatch(/Last updated: \d{1,2} \w+ 20\d\d/);
    expect(hero, route).toMatch(/<dl [^>]*aria-label="[^"]+ at a glance"/);
    expect(content.match(/<h1[ >]/g), route).toHaveLength(1);
  }
});
