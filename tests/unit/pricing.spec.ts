/**
 * Prices come from src/data/plans.ts (issue 40): the plans are complete, the worked example is
 * the data's own arithmetic, and no page states a price the data file does not hold: not the
 * Markdown pages, not the React pages' sources, and not the built /pricing page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { expect, test } from '@playwright/test';
import {
  billExample,
  billLines,
  billTotal,
  everyPlanServices,
  formatPrice,
  meters,
  planById,
  plans,
  publishedAmounts,
  type Price,
} from '../../src/data/plans';
import { serviceBySlug, services } from '../../src/data/services';
import { builtHtmlFile, hasBuild } from '../lib/build';
import { contentFiles, relative, ROOT } from '../lib/content';

/** A currency amount as pages write one: €890, US$980, $0.20, EUR 890, 890 euros, CA$450. */
const AMOUNT =
  /(?:€|£|(?:US|CA|C)?\$|\b(?:EUR|USD|GBP|CAD) ?)\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)? ?(?:EUR|USD|euros?|dollars?)\b/g;

/** A sentence about what Sanoria costs (a blog post's interview fee or a network's fee is not). */
const ABOUT_OUR_PRICES =
  /\b(plans?|platform fee|meter(ed|s)?|allowances?|per environment|per month|list prices?|our prices|pricing|order form)\b/i;

/** Every file whose text a reader can see: Markdown content, and the React and data sources. */
function sourceFiles(): string[] {
  const tsx: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) tsx.push(full);
    }
  };
  for (const dir of ['src/pages', 'src/components', 'src/data', 'src/theme']) walk(path.join(ROOT, dir));
  return [...contentFiles(), ...tsx.filter((file) => !file.endsWith(path.join('src', 'data', 'plans.ts')))];
}

/** A file's prose without fenced code (FHIR samples carry prices of care, not of Sanoria), in sentences. */
function sentences(file: string): string[] {
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '\n')
    // A template literal's placeholder is code, not a dollar amount.
    .replace(/\$\{/g, '{');
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“(*`[])|\n\s*\n|\n\s*[-*|]\s|\|/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const both = (price: Price) => [formatPrice(price.EUR, 'EUR'), formatPrice(price.USD, 'USD')];

test('the four plans are there, with their ids, and every published price is in both currencies', () => {
  expect(plans.map((plan) => plan.id)).toEqual(['sandbox', 'practice', 'practice-plus', 'enterprise']);
  expect(planById('sandbox').platformFee).toBe(0);
  for (const plan of plans) {
    for (const slug of plan.services) expect(() => serviceBySlug(slug), `${plan.id}: ${slug}`).not.toThrow();
    for (const price of [plan.platformFee, plan.extraEnvironment]) {
      if (price) {
        expect(price.EUR, plan.id).toBeGreaterThan(0);
        expect(price.USD, plan.id).toBeGreaterThan(0);
      }
    }
    if (plan.allowances) for (const meter of meters) expect(plan.allowances[meter.id]).toBeGreaterThan(0);
  }
  // Enterprise says it includes all the services: it lists each of them.
  const enterprise = new Set([...everyPlanServices, ...planById('enterprise').services]);
  expect([...enterprise].sort()).toEqual(services.map((service) => service.slug).sort());
  for (const meter of meters) {
    expect(meter.overage.EUR, meter.id).toBeGreaterThan(0);
    expect(meter.overage.USD, meter.id).toBeGreaterThan(0);
  }
});

test('amounts are written one way: whole amounts without cents, others with two decimals', () => {
  expect(formatPrice(2900, 'EUR')).toBe('€2,900');
  expect(formatPrice(3190, 'USD')).toBe('US$3,190');
  expect(formatPrice(0.1, 'EUR')).toBe('€0.10');
  expect(formatPrice(4.4, 'USD')).toBe('US$4.40');
  expect(formatPrice(1234567.5, 'EUR')).toBe('€1,234,567.50');
});

test('the worked example charges only usage above the allowance, and its total is the sum of its lines', () => {
  const plan = planById(billExample.plan);
  const lines = billLines(billExample);
  expect(plan.allowances).not.toBeNull();
  for (const meter of meters) {
    const line = lines.find((candidate) => candidate.label === meter.name);
    const over = Math.max(0, billExample.usage[meter.id] - (plan.allowances?.[meter.id] ?? 0));
    expect(line?.amount.EUR, meter.id).toBeCloseTo(over * meter.overage.EUR, 2);
  }
  const total = billTotal(lines);
  expect(total.EUR).toBeCloseTo(
    lines.reduce((sum, line) => sum + line.amount.EUR, 0),
    2,
  );
  // A plan whose prices are quoted has no bill to compute: a clear error, not a wrong total.
  expect(() => billLines({ ...billExample, plan: 'enterprise' })).toThrow(/no published prices/);
});

test('no page states a price of Sanoria’s that plans.ts does not hold', () => {
  const allowed = publishedAmounts();
  const wrong: string[] = [];
  for (const file of sourceFiles()) {
    for (const sentence of sentences(file)) {
      if (!ABOUT_OUR_PRICES.test(sentence)) continue;
      for (const [amount] of sentence.matchAll(AMOUNT)) {
        if (!allowed.has(amount)) wrong.push(`${relative(file)}: ${amount} in "${sentence.slice(0, 160)}"`);
      }
    }
  }
  expect(wrong).toEqual([]);
});

test('the built /pricing page states every plan’s price, and only prices from plans.ts', () => {
  test.skip(!hasBuild, 'needs the production build: run `npm run build` first');
  const html = fs.readFileSync(builtHtmlFile('/pricing'), 'utf8');
  const main = DomUtils.findOne((node) => node.name === 'main', parseDocument(html).children);
  const text = main ? DomUtils.textContent(main) : '';
  const stated = [...text.matchAll(AMOUNT)].map(([amount]) => amount);
  const allowed = publishedAmounts();
  expect(stated.filter((amount) => !allowed.has(amount))).toEqual([]);
  for (const plan of plans) {
    for (const price of [plan.platformFee, plan.extraEnvironment]) {
      if (price)
        for (const amount of both(price)) expect(stated, `${plan.name}: ${amount}`).toContain(amount);
    }
  }
  for (const meter of meters) for (const amount of both(meter.overage)) expect(stated).toContain(amount);
  for (const amount of both(billTotal(billLines(billExample)))) expect(stated).toContain(amount);
});
