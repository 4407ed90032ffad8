/**
 * The workflow guides and policies, which sit in no sidebar, as groups a reader can move
 * through: previous and next within the group, the group's list at the foot of each page, a
 * policy's particulars under its title, and the docs sections in the phone drawer. The expected
 * orders are read from the pages readers already use, /docs and the policy library, not from
 * the code under test.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { Page } from '@playwright/test';
import sidebars from '../../sidebars';
import { docsSubsections } from '../../src/data/sections';
import { formatDate } from '../../src/utils/dates';
import { expect, test } from './fixtures';
import { hydrated } from './helpers';

const groupOf = (id: string) => {
  const group = docsSubsections.find((sub) => sub.id === id);
  if (!group) throw new Error(`no docs subsection ${id}`);
  return group;
};
const workflows = groupOf('workflows');
const policies = groupOf('policies');

/**
 * The links under `prefix` that a page of the site holds, each once, in document order: in the section
 * headed `#afterHeading` if given (up to the next h2), else in its tables. Read from the
 * served HTML, in the browser, so the page under test needs no second load.
 */
async function linksOn(page: Page, url: string, prefix: string, afterHeading?: string): Promise<string[]> {
  return page.evaluate(
    async ({ url, prefix, afterHeading }) => {
      const html = await (await fetch(url)).text();
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const scopes: Element[] = [];
      if (afterHeading) {
        let el = doc.getElementById(afterHeading)?.nextElementSibling;
        for (; el && el.tagName !== 'H2'; el = el.nextElementSibling) scopes.push(el);
      } else {
        scopes.push(...doc.querySelectorAll('article table'));
      }
      const hrefs = scopes.flatMap((scope) =>
        [...scope.querySelectorAll(`a[href^="${prefix}/"]`)].map((a) => a.getAttribute('href') ?? ''),
      );
      return [...new Set(hrefs)];
    },
    { url, prefix, afterHeading },
  );
}

/** The pager's previous and next links, as hrefs (null where there is none). */
async function pager(page: Page): Promise<{ previous: string | null; next: string | null }> {
  const nav = page.locator('nav.pagination-nav');
  await expect(nav).toBeVisible();
  const href = async (selector: string) =>
    (await nav.locator(selector).count()) > 0 ? nav.locator(selector).getAttribute('href') : null;
  return {
    previous: await href('a.pagination-nav__link--prev'),
    next: await href('a.pagination-nav__link--next'),
  };
}

/** The group list at the foot: its links in order, and the one marked as the current page. */
async function expectGroupList(
  page: Page,
  label: string,
  indexHref: string,
  order: string[],
  current: string,
) {
  const nav = page.getByRole('navigation', { name: label });
  await expect(nav.locator('summary')).toContainText(`${order.indexOf(current) + 1} of ${order.length}`);
  const links = nav.locator('ol a');
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(order);
  await expect(nav.locator('ol a[aria-current="page"]')).toHaveAttribute('href', current);
  await expect(nav.locator('a[aria-current]')).toHaveCount(1);
  await expect(nav.locator(`a[href="${indexHref}"]`)).toBeVisible();
  // Compact: closed until the reader opens it, and then it lists the whole group.
  await expect(links.first()).toBeHidden();
  await nav.locator('summary').click();
  await expect(links.nth(order.indexOf(current))).toBeVisible();
}

/** As the policy header writes a date (src/utils/dates.ts, whose unit test holds the format). */
const shortDate = (iso: string): string => formatDate(iso, 'short');
const isoDate = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
const cycleMonths: Record<string, number> = { annual: 12, 'semi-annual': 6, quarterly: 3 };

/** The date `months` after `iso`, the day held to the target month's length. */
function monthsAfter(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  const target = new Date(date);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const days = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), days));
  return target.toISOString().slice(0, 10);
}

test('a workflow guide pages through the guides in /docs order and lists them at its foot', async ({
  page,
}) => {
  const current = `${workflows.path}/charting`;
  await page.goto(current);
  await hydrated(page);
  // As /docs lists them, under "Clinical workflow guides".
  const order = await linksOn(page, '/docs', workflows.path, 'clinical-workflow-guides');
  expect(order).toHaveLength(9);
  const i = order.indexOf(current);
  expect(i).toBeGreaterThan(0);
  expect(await pager(page)).toEqual({ previous: order[i - 1], next: order[i + 1] });
  await expectGroupList(page, workflows.listLabel, workflows.href, order, current);
});

test('a policy pages through the policies in the library’s order, and shows its particulars under the title', async ({
  page,
}) => {
  // The first technical policy: its neighbours are in other safeguards' tables.
  const current = `${policies.path}/Access-Control-Policy`;
  await page.goto(current);
  await hydrated(page);
  // As the policy library's tables list them.
  const order = await linksOn(page, policies.href, policies.path);
  expect(order).toHaveLength(30);
  const i = order.indexOf(current);
  expect(i).toBeGreaterThan(0);
  expect(await pager(page)).toEqual({ previous: order[i - 1], next: order[i + 1] });
  await expectGroupList(page, policies.listLabel, policies.href, order, current);

  const { data } = matter(
    fs.readFileSync(path.join(__dirname, '../../docs/policies', `${path.basename(current)}.mdx`), 'utf8'),
  );
  const effective = isoDate(data.effective_date);
  const reviewed = isoDate(data.last_reviewed);
  const next = monthsAfter(reviewed, cycleMonths[String(data.review_cycle)] ?? NaN);
  // Directly under the title, before the first paragraph.
  const header = page.locator('article .theme-doc-markdown > header + dl');
  await expect(header.locator('dt')).toHaveText([
    'Owner',
    'Version',
    'Effective',
    'Last reviewed',
    'Next review',
  ]);
  await expect(header.locator('dd')).toHaveText([
    String(data.owner),
    String(data.version),
    shortDate(effective),
    shortDate(reviewed),
    new RegExp(`^${shortDate(next)}\\b`),
  ]);
  const times = header.locator('time');
  expect(await times.evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')))).toEqual([
    effective,
    reviewed,
    next,
  ]);
  expect(await times.evaluateAll((ts) => ts.map((t) => getComputedStyle(t).whiteSpace))).toEqual([
    'nowrap',
    'nowrap',
    'nowrap',
  ]);
});

test('at 390 px, the drawer on a page without a sidebar offers the docs sections', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const current = `${policies.path}/Password-Policy`;
  await page.goto(current);
  await hydrated(page);
  await page.locator('button.navbar__toggle').click();
  const menu = page.locator('.navbar-sidebar .theme-doc-sidebar-menu');
  const sections = menu.locator(':scope > li > .menu__list-item-collapsible > a, :scope > li > a');
  await expect(sections).toHaveText([
    ...sidebars.docsSidebar.map((item) => item.label),
    workflows.title,
    policies.title,
  ]);
  await expect(sections.last()).toHaveAttribute('href', policies.href);
  // The group holding the current page is open at it.
  await expect(menu.locator(`a[href="${current}"]`)).toHaveAttribute('aria-current', 'page');
  await expect(menu.locator(`a[href="${current}"]`)).toBeVisible();
  await expect(
    page.locator('.navbar-sidebar').getByRole('button', { name: /back to main menu/i }),
  ).toBeVisible();
});
