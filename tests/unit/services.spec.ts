/** The services catalogue: data and pages agree. */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { resolveUrls } from '../../src/data/brand';
import { services } from '../../src/data/services';
import { builtHtmlFile, hasBuild } from '../lib/build';
import { ROOT } from '../lib/content';

const pages = fs
  .readdirSync(path.join(ROOT, 'services'))
  .filter((f) => f.endsWith('.mdx') && f !== 'index.mdx')
  .map((f) => f.replace(/\.mdx$/, ''))
  .sort();

test('every service entry has a page, and every page has an entry', () => {
  expect(pages).toEqual(services.map((s) => s.slug).sort());
});

test('each service page opens with the facts box for its own slug', () => {
  for (const slug of pages) {
    const body = fs.readFileSync(path.join(ROOT, 'services', `${slug}.mdx`), 'utf8');
    const facts = [...body.matchAll(/<ServiceFacts slug="([a-z]+)" \/>/g)].map((m) => m[1]);
    expect(facts, slug).toEqual([slug]);
  }
});

test('each built service page opens its content with its facts box: category and status', () => {
  test.skip(!hasBuild, 'no build/ yet');
  for (const service of services) {
    const html = fs.readFileSync(builtHtmlFile(`/services/${service.slug}`), 'utf8');
    const box = html.match(/<aside [^>]*aria-label="([^"]+)"[^>]*>([\s\S]*?)<\/aside>/);
    expect(box?.[1], service.slug).toBe(`${service.name} at a glance`);
    const text = (box?.[2] ?? '').replace(/<[^>]+>/g, ' ');
    expect(text, service.slug).toContain(service.category);
    expect(text, service.slug).toContain(service.status);
  }
});

test('each built service page ends with its own call to action, linking the contact page', () => {
  test.skip(!hasBuild, 'no build/ yet');
  const contact = resolveUrls(process.env).contact;
  for (const service of services) {
    const html = fs.readFileSync(builtHtmlFile(`/services/${service.slug}`), 'utf8');
    // The page's Markdown container: the call to action is its last element.
    const start = html.indexOf('theme-doc-markdown');
    const end = html.indexOf('</article>', start);
    const content = html.slice(start, end);
    const cta = content.match(/<aside [^>]*data-service-contact[^>]*>([\s\S]*?)<\/aside>\s*(?:<\/div>\s*)*$/);
    expect(cta, `${service.slug}: the call to action ends the page`).toBeTruthy();
    const text = (cta?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'");
    expect(text, service.slug).toContain(service.contact.title);
    expect(text, service.slug).toContain(service.contact.label);
    expect(cta?.[1], service.slug).toMatch(
      new RegExp(`href="?${contact.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"?[ >]`),
    );
  }
});

test('each service has its own call to action: a title, a sentence and a button label', () => {
  for (const service of services) {
    const { title, text, label } = service.contact;
    expect(title.length, service.slug).toBeGreaterThan(10);
    expect(text.length, service.slug).toBeGreaterThan(40);
    expect(label, service.slug).toMatch(/^(Talk to|Book) /);
  }
  expect(new Set(services.map((s) => s.contact.text)).size).toBe(services.length);
});

test('a service page with a product preview shows it right after its spec card, its top heading an h2', () => {
  let previews = 0;
  for (const slug of pages) {
    const body = fs.readFileSync(path.join(ROOT, 'services', `${slug}.mdx`), 'utf8');
    const imported = /^import \{ (\w+(?:, \w+)*) \} from '@site\/src\/components\/ProductPreview';$/m.exec(
      body,
    );
    if (!imported) continue;
    previews += 1;
    // Blank lines aside, the tag after the card is the preview the page imports.
    const next = /<ServiceFacts slug="[a-z]+" \/>\s*\n(.*)/.exec(body)?.[1] ?? '';
    expect(next, slug).toMatch(
      new RegExp(`^<(${imported[1]?.replace(/, /g, '|')}) headingLevel=\\{2\\} />$`),
    );
  }
  expect(previews).toBeGreaterThan(0);
});

test('each service page names who uses it as its "Who it is for" section does, in order', () => {
  for (const service of services) {
    const body = fs.readFileSync(path.join(ROOT, 'services', `${service.slug}.mdx`), 'utf8');
    const section = body.split(/^## Who it is for$/m)[1]?.split(/^## /m)[0] ?? '';
    const roles = [...section.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((match) => match[1]);
    expect(roles, service.slug).toEqual(service.users);
  }
});

test('service pages are product pages: a hero, and no Markdown buttons or previous/next pager', () => {
  test.skip(!hasBuild, 'no build/ yet');
  const docsFurniture = (html: string): string[] =>
    [
      /class="[^"]*\bpagination-nav\b/.test(html) && 'previous/next pager',
      />Copy page</.test(html) && '"Copy page" button',
      />View as </.test(html) && '"View as Markdown" link',
    ].filter((found): found is string => typeof found === 'string');
  // A developer docs page keeps both, so the markers above are the ones the theme renders.
  expect(docsFurniture(fs.readFileSync(builtHtmlFile('/docs/platform/search'), 'utf8'))).toHaveLength(3);
  for (const route of ['/services', ...services.map((service) => `/services/${service.slug}`)]) {
    expect(docsFurniture(fs.readFileSync(builtHtmlFile(route), 'utf8')), route).toEqual([]);
  }
  for (const service of services) {
    const html = fs.readFileSync(builtHtmlFile(`/services/${service.slug}`), 'utf8');
    // The hero follows the h1 and comes before the spec card.
    const h1 = html.indexOf('<h1');
    const hero = html.indexOf('data-service-hero');
    const card = html.indexOf(`aria-label="${service.name} at a glance"`);
    expect(h1, service.slug).toBeGreaterThan(-1);
    expect(hero, service.slug).toBeGreaterThan(h1);
    expect(card, service.slug).toBeGreaterThan(hero);
    const text = html
      .slice(hero, card)
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'");
    for (const user of service.users) expect(text, service.slug).toContain(user);
  }
});
