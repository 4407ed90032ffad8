/** Career postings: role metadata is complete, and each built posting carries valid JobPosting data. */
import fs from 'node:fs';
import { test, expect } from '@playwright/test';
import { benefits, hiringProcess, jobPostingJsonLd, roleBySlug, roles } from '../../src/data/careers';
import { brand } from '../../src/data/brand';
import { careerSlugs } from '../routes';
import { SITE_URL, builtHtmlFile, hasBuild } from '../lib/build';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

test('every role in careers.ts has a posting page, and every posting page a role', () => {
  expect(roles.map((r) => r.slug).sort()).toEqual([...careerSlugs].sort());
});

test('every role is complete: dates, locations, pay and countries', () => {
  for (const role of roles) {
    expect(role.title.length, role.slug).toBeGreaterThan(3);
    expect(role.team.length, role.slug).toBeGreaterThan(1);
    expect(role.summary.length, role.slug).toBeGreaterThan(40);
    expect(role.datePosted, role.slug).toMatch(DATE);
    expect(role.validThrough, role.slug).toMatch(DATE);
    expect(role.validThrough > role.datePosted, role.slug).toBe(true);
    expect(role.locations.length, role.slug).toBeGreaterThan(0);
    if (role.remote) expect(role.applicantCountries.length, role.slug).toBeGreaterThan(0);
    for (const code of role.applicantCountries) expect(code).toMatch(/^[A-Z]{2}$/);
    if (role.salary) expect(role.salary.max, role.slug).toBeGreaterThan(role.salary.min);
    expect(role.toSend, `${role.slug}: what to send`).toMatch(/^Send .{20,}\.$/);
  }
  expect(() => roleBySlug('astronaut')).toThrow();
  expect(benefits.length).toBeGreaterThan(3);
  expect(hiringProcess.length).toBeGreaterThan(2);
});

/** The JobPosting fields search engines require, checked in the data and in the built pages. */
const JOB_POSTING_REQUIRED = [
  'title',
  'description',
  'datePosted',
  'validThrough',
  'employmentType',
  'hiringOrganization',
] as const;

test('JobPosting JSON-LD carries every field search engines require', () => {
  for (const role of roles) {
    const ld = jobPostingJsonLd(role, 'https://sanoria.example', 'A description of the role.');
    expect(ld['@context']).toMatch(/schema\.org/);
    expect(ld['@type']).toBe('JobPosting');
    for (const field of JOB_POSTING_REQUIRED) {
      expect(ld[field], `${role.slug}.${field}`).toBeTruthy();
    }
    expect(ld.jobLocation ?? ld.jobLocationType, `${role.slug} location`).toBeTruthy();
    if (ld.jobLocationType === 'TELECOMMUTE') {
      expect((ld.applicantLocationRequirements as unknown[]).length, role.slug).toBeGreaterThan(0);
    }
    expect((ld.hiringOrganization as { name: string }).name).toBe('Sanoria Health Ltd.');
  }
});

/** Crawlers read the served HTML, so each built posting's structured data is checked there. */
test('each built posting has one complete JobPosting, its title as the h1, and an apply link with the address as text, what to send and the applicant privacy notice', () => {
  test.skip(!hasBuild, 'needs the production build: run `npm run build` first');
  const problems: string[] = [];
  for (const slug of careerSlugs) {
    const route = `/careers/${slug}`;
    const html = fs.readFileSync(builtHtmlFile(route), 'utf8');
    const postings = [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
      .filter((ld) => ld['@type'] === 'JobPosting');
    if (postings.length !== 1) {
      problems.push(`${route}: ${postings.length} JobPosting blocks`);
      continue;
    }
    const [ld = {}] = postings;
    for (const field of JOB_POSTING_REQUIRED) if (!ld[field]) problems.push(`${route}: no ${field}`);
    if (ld.url !== `${SITE_URL}${route}`) problems.push(`${route}: url is ${String(ld.url)}`);
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim();
    if (h1 !== ld.title) problems.push(`${route}: h1 "${h1}" is not the title "${String(ld.title)}"`);
    if (!/<main\b[\s\S]*href="?mailto:/.test(html)) problems.push(`${route}: no mailto apply link in main`);
    // Beside the button, for a device that opens no mail app: the address to copy and what to send.
    if (!html.includes(`>${brand.emails.careers}<`))
      problems.push(`${route}: the address is not shown as text`);
    if (!html.includes(roleBySlug(slug).toSend.slice(0, 40)))
      problems.push(`${route}: does not say what to send`);
    if (!/href="?\/privacy#job-applicants"?/.test(html))
      problems.push(`${route}: no applicant privacy notice link`);
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
