/** The services catalogue: data, pages and sidebar agree. */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import sidebars from '../../sidebarsServices';
import { services, serviceCategories } from '../../src/data/services';
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

test('the sidebar lists the introduction and all fifteen services, grouped by category', () => {
  const items = sidebars.servicesSidebar;
  expect(items[0]).toMatchObject({ type: 'doc', id: 'index' });
  const categories = items.slice(1) as {
    label: string;
    collapsible: boolean;
    items: { id: string; label: string }[];
  }[];
  expect(categories.map((c) => c.label)).toEqual([...serviceCategories]);
  const ids = categories.flatMap((c) => c.items.map((i) => i.id));
  expect(ids.sort()).toEqual(services.map((s) => s.slug).sort());
  for (const c of categories) expect(c.collapsible).toBe(false);
  for (const c of categories) {
    for (const item of c.items) expect(item.label).toBe(services.find((s) => s.slug === item.id)?.name);
  }
});
