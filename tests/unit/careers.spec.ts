/** Career postings: role metadata is complete, and its JobPosting structured data is valid. */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { benefits, hiringProcess, jobPostingJsonLd, roleBySlug, roles } from '../../src/data/careers';
import { careerSlugs } from '../routes';
import { ROOT } from '../lib/content';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

test('there are exactly the nine roles of the specification, each with a posting page', () => {
  expect(roles.map((r) => r.slug).sort()).toEqual([...careerSlugs].sort());
  for (const slug of careerSlugs) {
    expect(fs.existsSync(path.join(ROOT, 'src/pages/careers', `${slug}.mdx`)), slug).toBe(true);
  }
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
  }
  expect(() => roleBySlug('astronaut')).toThrow();
  expect(benefits.length).toBeGreaterThan(3);
  expect(hiringProcess.length).toBeGreaterThan(2);
});

test('JobPosting JSON-LD carries every field search engines require', () => {
  for (const role of roles) {
    const ld = jobPostingJsonLd(role, 'https://sanoria.example', 'A description of the role.');
    expect(ld['@context']).toMatch(/schema\.org/);
    expect(ld['@type']).toBe('JobPosting');
    for (const field of [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'employmentType',
      'hiringOrganization',
    ]) {
      expect(ld[field], `${role.slug}.${field}`).toBeTruthy();
    }
    expect(ld.jobLocation ?? ld.jobLocationType, `${role.slug} location`).toBeTruthy();
    if (ld.jobLocationType === 'TELECOMMUTE') {
      expect((ld.applicantLocationRequirements as unknown[]).length, role.slug).toBeGreaterThan(0);
    }
    expect((ld.hiringOrganization as { name: string }).name).toBe('Sanoria Health Ltd.');
  }
});
