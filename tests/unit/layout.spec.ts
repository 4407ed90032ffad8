/**
 * One design language for product and trust pages (issue 41), checked in the built HTML: the
 * trust documents open with the page hero and its summary band, /serve shows each product
 * preview once, inside its one showcase, the previews (cut to one screen) hold nothing a keyboard
 * could reach, and the /docs task cards lead to built guides.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { docsTasks } from '../../src/data/docsTasks';
import { services } from '../../src/data/services';
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

test('/serve shows each product preview once, all of them in its one tabbed showcase', () => {
  const content = main('/serve');
  // The build's HTML is minified: attribute values go unquoted where they can.
  const tablists = [...content.matchAll(/role="?tablist\b/g)];
  expect(tablists).toHaveLength(1);
  const showcase = tablists[0]?.index ?? -1;
  const figures = [...content.matchAll(/<figure[\s\S]*?<figcaption[^>]*>([\s\S]*?)<\/figcaption>/g)];
  expect(figures.length).toBeGreaterThan(1);
  for (const figure of figures)
    expect(figure.index, 'a preview outside the showcase').toBeGreaterThan(showcase);
  const captions = figures.map((figure) => figure[1]);
  expect(new Set(captions).size, 'a preview shown twice').toBe(captions.length);
});

test('a product preview, cut to one screen, holds nothing focusable, so the cut hides nothing a keyboard reaches', () => {
  const routes = ['/', '/serve', ...services.map((service) => `/services/${service.slug}`)];
  const previews = routes.flatMap((route) =>
    [...main(route).matchAll(/<figure[\s\S]*?<\/figure>/g)]
      .map((match) => match[0])
      .filter((figure) => figure.includes('Illustration with sample data.'))
      .map((figure) => ({ route, figure })),
  );
  expect(previews.length).toBeGreaterThan(3);
  const focusable = /<(a|button|input|select|textarea|summary|iframe)[\s>]|\btabindex=|\bcontenteditable\b/;
  expect(previews.filter(({ figure }) => focusable.test(figure)).map(({ route }) => route)).toEqual([]);
});

test('every /docs task card leads to a built guide', () => {
  const content = main('/docs');
  for (const task of docsTasks) {
    expect(fs.existsSync(builtHtmlFile(task.to)), task.to).toBe(true);
    expect(content, task.to).toMatch(new RegExp(`href="?${task.to}"?[ >]`));
  }
});
