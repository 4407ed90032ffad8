/** The typed data files: every entry complete, consistent and pointing at things that exist. */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { brand, codeTokens, replaceCodeTokens, resolveUrls } from '../../src/data/brand';
import { complianceBadges } from '../../src/data/badges';
import { customerStories, developerEntryPoints, standards } from '../../src/data/home';
import { serviceBySlug, serviceCategories, services, servicesByCategory } from '../../src/data/services';
import { iconNames, icons } from '../../src/components/Icon/icons';
import { people } from '../../src/data/people';
import { ROOT } from '../lib/content';
import { securityTxt } from '../../src/plugins/security-txt';

const SPEC_SERVICES: Record<string, string> = {
  archiva: 'FHIR-native datastore',
  evolutio: 'Development framework',
  fiscus: 'Financials and coverage',
  forma: 'Questionnaires and assessments',
  maestro: 'Healthcare AI automation',
  mapper: 'Interoperability mapping',
  medicus: 'AI practice management',
  nuncius: 'Secure communication',
  querium: 'Healthcare analytics',
  remedia: 'Advanced drug database',
  schedula: 'Scheduling and appointment management',
  scriptus: 'ePrescription and eDispense',
  // The specification writes "Authorization"; the site's prose is British English.
  securus: 'Authorisation server',
  termini: 'Terminology service',
  veritas: 'Patient portal',
};

test.describe('brand', () => {
  test('default URLs are https on the reserved .example domain', () => {
    for (const url of Object.values(brand.defaultUrls)) {
      expect(url).toMatch(/^https:\/\/([a-z0-9-]+\.)*sanoria\.example(\/[\w/.-]*)?$/);
    }
  });

  test('environment variables override each URL, and trailing slashes are dropped', () => {
    const urls = resolveUrls({
      SITE_URL: 'https://staging.example.org/',
      FHIR_BASE_URL: 'https://fhir.example.org/r4',
      AUTH_URL: ' ',
      CONTACT_URL: 'https://example.org/talk-to-us',
      STATUS_URL: 'https://status.example.org/',
    });
    expect(urls).toEqual({
      site: 'https://staging.example.org',
      fhirApi: 'https://fhir.example.org/r4',
      auth: brand.defaultUrls.auth,
      contact: 'https://example.org/talk-to-us',
      status: 'https://status.example.org',
    });
  });

  test('code tokens are replaced with the resolved URLs', () => {
    const urls = resolveUrls({});
    const sample = Object.keys(codeTokens).join(' ');
    const replaced = replaceCodeTokens(sample, urls);
    expect(replaced).toBe(`${urls.fhirApi} ${urls.auth} ${urls.site} ${urls.contact} ${urls.status}`);
    expect(replaced).not.toContain('{{');
  });

  test('the announcement has an id and links to a page of the site', () => {
    expect(brand.announcement.id).toMatch(/^[a-z0-9-]{3,}$/);
    expect(brand.announcement.link.href).toMatch(/^\/[a-z]/);
  });
});

test.describe('services', () => {
  test('there are exactly the fifteen services of the specification, with their purposes', () => {
    expect(Object.fromEntries(services.map((s) => [s.slug, s.purpose]))).toEqual(SPEC_SERVICES);
  });

  test('names are the capitalised slugs', () => {
    for (const s of services) expect(s.name).toBe(s.slug.charAt(0).toUpperCase() + s.slug.slice(1));
  });

  test('every entry is complete', () => {
    for (const s of services) {
      expect(s.summary.length, s.slug).toBeGreaterThan(60);
      expect(s.summary.length, s.slug).toBeLessThan(160);
      expect(serviceCategories, s.slug).toContain(s.category);
      expect(s.standards.length, s.slug).toBeGreaterThan(0);
      expect(s.resources.length, s.slug).toBeGreaterThan(0);
      expect(s.regions.length, s.slug).toBeGreaterThan(0);
      expect(iconNames, s.slug).toContain(s.icon);
    }
  });

  test('grouping covers every service once, and every category has a service', () => {
    const grouped = servicesByCategory();
    expect(grouped.flatMap((g) => g.services).length).toBe(services.length);
    for (const group of grouped) expect(group.services.length, group.category).toBeGreaterThan(0);
  });

  test('serviceBySlug finds each service and rejects an unknown slug', () => {
    for (const s of services) expect(serviceBySlug(s.slug)).toBe(s);
    expect(() => serviceBySlug('nonexistent')).toThrow(/Unknown service/);
  });
});

test.describe('badges, home page data and icons', () => {
  test('the four compliance badges of the specification, each with an accessible name', () => {
    expect(complianceBadges.map((b) => b.id)).toEqual(['gdpr', 'hipaa', 'pipeda', 'gpit']);
    for (const b of complianceBadges) {
      expect(b.label.length).toBeGreaterThan(20);
      expect(b.label).toContain(b.mark);
    }
    expect(complianceBadges.find((b) => b.id === 'gpit')?.label).toMatch(
      /general-practice software accreditation/,
    );
  });

  test('home page links point at site pages and icons exist', () => {
    for (const item of [...standards, ...developerEntryPoints]) {
      expect(item.href).toMatch(/^\/docs(\/[a-z0-9-/]+)?$/);
      expect(iconNames).toContain(item.icon);
    }
  });

  test('every icon has a label, a usage note and at least one shape', () => {
    for (const name of iconNames) {
      const icon = icons[name];
      expect(icon.label.length, name).toBeGreaterThan(2);
      expect(icon.usage.length, name).toBeGreaterThan(5);
      expect(icon.shapes.length, name).toBeGreaterThan(0);
    }
  });

  test('the images the config and brand reference exist', () => {
    for (const file of ['logo.svg', 'logo-dark.svg', 'wordmark.svg', 'wordmark-on-dark.svg', 'favicon.svg']) {
      expect(fs.existsSync(path.join(ROOT, 'static/img', file)), file).toBe(true);
    }
  });
});

test.describe('security.txt', () => {
  test('has the RFC 9116 fields, with Expires less than a year ahead', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    const text = securityTxt('https://sanoria.example', now);
    expect(text).toContain('Contact: mailto:security@sanoria.example');
    expect(text).toContain('Expires: 2026-07-09T00:00:00Z');
    expect(text).toContain('Canonical: https://sanoria.example/.well-known/security.txt');
    expect(text).toMatch(/^Policy: https:\/\/sanoria\.example\/security#vulnerability-disclosure$/m);
    expect(text).toMatch(/^Preferred-Languages: en$/m);
  });
});

test('a person has the same avatar everywhere: the blog author image uses people.ts’s colour and initials', () => {
  const dir = path.join(ROOT, 'static/img/authors');
  const checked: string[] = [];
  for (const person of people) {
    const file = path.join(dir, `${person.id}.svg`);
    if (!fs.existsSync(file)) continue;
    const svg = fs.readFileSync(file, 'utf8');
    expect(/<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1]?.toLowerCase(), person.id).toBe(
      person.avatarColour.toLowerCase(),
    );
    expect(/<text[^>]*>([^<]+)<\/text>/.exec(svg)?.[1], person.id).toBe(person.initials);
    checked.push(person.id);
  }
  // The blog's authors who are on /about: the check above is not vacuous.
  expect(checked.length).toBeGreaterThanOrEqual(4);
});

test('customer stories link to their case studies, and each outcome figure is stated in the post', () => {
  expect(customerStories.length).toBeGreaterThanOrEqual(2);
  for (const story of customerStories) {
    const match = /^\/blog\/(\d{4})\/(\d\d)\/(\d\d)\/(.+)$/.exec(story.permalink);
    expect(match, story.permalink).not.toBeNull();
    const [, year, month, day, slug] = match ?? [];
    const post = path.join(ROOT, 'blog', `${year}-${month}-${day}-${slug}`, 'index.md');
    expect(fs.existsSync(post), post).toBe(true);
    const text = fs.readFileSync(post, 'utf8');
    for (const figure of story.figures)
      expect(text, `${story.customer}: ${figure.value}`).toContain(figure.value);
  }
});
