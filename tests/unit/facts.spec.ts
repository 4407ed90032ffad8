/**
 * The company's facts agree across every page (issue 22): a statement on a subject that
 * src/data/facts.ts owns must say what the facts file says. Each check scans the text of every
 * page (docs, services, blog, src/pages) and every data file, sentence by sentence, and prints
 * the page and the sentence that disagrees.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { expect, test } from '@playwright/test';
import { assurance, audit, factTokens, present, recovery, regions, roles, scale } from '../../src/data/facts';
import { plans } from '../../src/data/plans';
import { partners } from '../../src/data/partners';
import { availability, subProcessors, support } from '../../src/data/trust';
import { implementationGuides } from '../../src/data/implementationGuides';
import { people } from '../../src/data/people';
import { hiringProcess } from '../../src/data/careers';
import { codeBlocks, contentFiles, relative, ROOT } from '../lib/content';
import { MONTHS } from '../../src/utils/dates';

interface Sentence {
  file: string;
  text: string;
}

const dataFiles = fs
  .readdirSync(path.join(ROOT, 'src/data'))
  .filter((name) => name.endsWith('.ts') && name !== 'facts.ts')
  .map((name) => path.join(ROOT, 'src/data', name));
const pageFiles = [...contentFiles(), ...dataFiles];

/** A file's prose with fact tokens replaced, code blocks left out, split into sentences. */
function sentences(file: string): Sentence[] {
  let text = fs.readFileSync(file, 'utf8');
  for (const [token, value] of Object.entries(factTokens)) text = text.split(token).join(value);
  text = text.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '\n');
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“(*`[])|\n\s*\n|\n\s*[-*|]\s|\|/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part.length > 0)
    .map((part) => ({ file, text: part }));
}

const all = pageFiles.flatMap(sentences);

/** The sentences that mention `subject` and match `wrong`, as "page: sentence" lines. */
function disagreeing(subject: RegExp, wrong: (sentence: string) => boolean): string[] {
  return all
    .filter(({ text }) => subject.test(text) && wrong(text))
    .map(({ file, text }) => `${relative(file)}: ${text.slice(0, 300)}`);
}

test('the recovery point and time objectives are the facts file’s', () => {
  const value = (text: string, name: RegExp): string[] =>
    [
      ...text.matchAll(
        new RegExp(
          `${name.source}[^.;|]{0,60}?\\b(\\d+|five|ten|fifteen|thirty)\\s*(minutes?|hours?|min|h)\\b`,
          'gi',
        ),
      ),
    ].map((match) => `${match[1]} ${match[2]}`);
  const normal = (amount: string, unit: string) => `${amount} ${unit.startsWith('h') ? 'hours' : 'minutes'}`;
  const rpo = normal(String(recovery.rpoMinutes), 'minutes');
  const rto = normal(String(recovery.rtoHours), 'hours');
  const numbers: Record<string, string> = { five: '5', ten: '10', fifteen: '15', thirty: '30' };
  const wrong = (text: string, name: RegExp, expected: string) =>
    value(text, name).some((found) => {
      const [amount = '', unit = ''] = found.split(' ');
      return normal(numbers[amount.toLowerCase()] ?? amount, unit) !== expected;
    });
  const rpoName = /\b(?:RPO|recovery point objective)\b/;
  const rtoName = /\b(?:RTO|recovery time objective)\b/;
  // Tier tables give per-tier targets in cells of their own; a sentence that names a tier is
  // about that tier, not the platform-wide figure.
  const tier = /\btier\b/i;
  expect([
    ...disagreeing(rpoName, (text) => !tier.test(text) && wrong(text, rpoName, rpo)),
    ...disagreeing(rtoName, (text) => !tier.test(text) && wrong(text, rtoName, rto)),
  ]).toEqual([]);
});

test('certifications are stated as they stand', () => {
  expect(assurance.iso27001.status).toBe('in progress');
  expect(assurance.soc2.status).toBe('none');
  const negated = /\b(not yet|does not|do not|no\b|in progress|under way|working towards|audit)/i;
  // Sentences about Sanoria's own assurance; what suppliers must show is another subject.
  const ours = (text: string) =>
    /\b(we|our|us|Sanoria|Sanoria's)\b/i.test(text) &&
    !/\b(supplier|subcontractor|vendor|provider)s?\b/i.test(text);
  expect([
    ...disagreeing(
      /27001/,
      (text) =>
        ours(text) && /\bcertified\b|\bcertificate\b|certification\b/i.test(text) && !negated.test(text),
    ),
    ...disagreeing(
      /\bSOC ?2\b/,
      (text) => ours(text) && !/\bno SOC 2\b|\bnot\b[^.]*SOC 2|SOC 2[^.]*\bnot\b/i.test(text),
    ),
  ]).toEqual([]);
});

test('backups and recovery copies are where the facts file says', () => {
  expect(
    disagreeing(
      /\b(backup|recovery|disaster)/i,
      (text) =>
        /second (facility|location) (inside|in|within) (the region|Canada)|elsewhere in Canada|inside the region/i.test(
          text,
        ) ||
        /\b(records|data),? (and|including) (their )?backups?[^.]* stay in (that|the|its) region\b/i.test(
          text,
        ),
    ),
  ).toEqual([]);
});

/** Every date a sentence gives, as YYYY-MM-DD (the first of the month when no day is given). */
function datesIn(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(/\b(20\d\d)-(\d\d)(?:-(\d\d))?\b/g)) {
    out.push(`${match[1]}-${match[2]}-${match[3] ?? '01'}`);
  }
  const month = MONTHS.join('|');
  for (const match of text.matchAll(new RegExp(`\\b(?:(\\d{1,2}) )?(${month}),? (20\\d\\d)\\b`, 'g'))) {
    const m = String(MONTHS.findIndex((name) => name === match[2]) + 1).padStart(2, '0');
    out.push(`${match[3]}-${m}-${(match[1] ?? '1').padStart(2, '0')}`);
  }
  return out;
}

/** Plans and rules that take effect later may name a later date: the sentence says so. */
const FUTURE =
  /\b(next review|review due|valid ?through|expir|will|plan|scheduled|due|deadline|appl(y|ies|ication)|from|until|by|before|effective|enters? into force|comes? into force)\b/i;

test(`nothing is dated after the site's present (${present.date})`, () => {
  expect(
    disagreeing(
      /\b20\d\d\b/,
      (text) => datesIn(text).some((date) => date > present.date) && !FUTURE.test(text),
    ),
  ).toEqual([]);
  // Front matter too: posts, policies and postings.
  const late: string[] = [];
  for (const file of contentFiles()) {
    const { data } = matter(fs.readFileSync(file, 'utf8'));
    for (const key of ['date', 'last_reviewed', 'effective_date', 'last_update', 'datePosted']) {
      const value = data[key] instanceof Date ? (data[key] as Date).toISOString().slice(0, 10) : data[key];
      if (typeof value === 'string' && value > present.date) late.push(`${relative(file)}: ${key} ${value}`);
    }
  }
  expect(late).toEqual([]);
});

test(`sample ids and HL7 v2 timestamps (YYYYMMDD…) are not dated after the site's present`, () => {
  const latest = present.date.replace(/-/g, '');
  const late: string[] = [];
  for (const file of contentFiles()) {
    for (const block of codeBlocks(file)) {
      for (const match of block.code.matchAll(
        /(?<!\d)(20\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d{1,3}(?!\d))/g,
      )) {
        if (match[0] > latest) late.push(`${relative(file)}:${block.line}: ${match[0]}`);
      }
    }
  }
  expect(late).toEqual([]);
});

/** Without diacritics, so "Ciarán" in prose matches "CIARAN" in an HL7 v2 message. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

test('sample patients and clinicians share no name with the company’s staff and authors', () => {
  const authors = fs.readFileSync(path.join(ROOT, 'blog/authors.yml'), 'utf8');
  const names = new Set([
    ...people.map((person) => person.name),
    ...[...authors.matchAll(/^\s+name: (.+)$/gm)].map((match) => (match[1] ?? '').trim()),
  ]);
  const clashes: string[] = [];
  for (const file of contentFiles()) {
    for (const block of codeBlocks(file)) {
      const code = plain(block.code);
      for (const name of names) {
        // Both names together: in prose, an HL7 v2 name (FAMILY^GIVEN) or one HumanName.
        const [given = '', ...rest] = plain(name).split(' ');
        const family = rest.at(-1) ?? '';
        const q = `["']`;
        const together = new RegExp(
          [
            `\\b${given}\\W{1,3}${family}\\b`,
            `\\b${family}\\^${given}\\b`,
            `family${q}?\\s*:\\s*${q}${family}${q}[^}]{0,80}given${q}?\\s*:\\s*\\[\\s*${q}${given}${q}`,
            `given${q}?\\s*:\\s*\\[\\s*${q}${given}${q}[^}]{0,80}family${q}?\\s*:\\s*${q}${family}${q}`,
          ].join('|'),
          'i',
        );
        if (given && family && together.test(code)) clashes.push(`${relative(file)}:${block.line}: ${name}`);
      }
    }
  }
  expect(clashes).toEqual([]);
});

test('standards versions, MFA and HL7 v2 acknowledgements are stated one way', () => {
  const sdc = implementationGuides.find((guide) => guide.name === 'Structured Data Capture')?.version ?? '';
  expect(sdc).not.toBe('');
  expect([
    ...disagreeing(/\bSDC\b/, (text) =>
      [...text.matchAll(/\bSDC\)? ?(?:IG )?v?(\d+\.\d+(?:\.\d+)?)/g)].some(
        (match) => !sdc.startsWith(match[1] ?? ''),
      ),
    ),
    ...disagreeing(
      /\b(MFA|multi-factor|second factor)\b/i,
      (text) =>
        /\bonly\b[^.]*\badministrators\b/i.test(text) ||
        // Enforced for every account that can reach clinical data: not by role, not optional.
        /\bper role\b|\bfor administrators\b|\byou can require (MFA|multi-factor)[^.]*\busers\b/i.test(text),
    ),
    ...disagreeing(
      /\bACK\b|acknowledg/i,
      (text) =>
        /\bonly (after|once)[^.]*\bcommit/i.test(text) &&
        !/durabl|queued|per[- ]channel|end-to-end|mode/i.test(text),
    ),
  ]).toEqual([]);
});

test('policies are owned by roles that exist; a role still being hired for is named only in its posting', () => {
  const owners: readonly string[] = roles.owners;
  const wrongOwners = contentFiles(['docs/policies'])
    .map((file) => ({ file, owner: String(matter(fs.readFileSync(file, 'utf8')).data.owner ?? '') }))
    .filter(({ file, owner }) => !file.endsWith('index.mdx') && !owners.includes(owner))
    .map(({ file, owner }) => `${relative(file)}: owner ${owner}`);
  expect(wrongOwners).toEqual([]);
  const vacancy = new RegExp(`\\b(${roles.notYetFilled.join('|')})\\b`);
  const careers = /src\/pages\/careers\/|src\/data\/careers\.ts$/;
  expect(disagreeing(vacancy, () => true).filter((line) => !careers.test(line.split(':')[0] ?? ''))).toEqual(
    [],
  );
  // The chief roles are held by the leadership on the About page.
  for (const role of owners.filter((name) => name.startsWith('Chief'))) {
    expect(
      people.some((person) => person.role === role),
      role,
    ).toBe(true);
  }
});

test('the hiring process is described one way: the decision comes when careers.ts says', () => {
  const decision = hiringProcess.find((step) => step.step === 'Decision')?.duration ?? '';
  const days = Number(/(\d+)/.exec(decision)?.[1]);
  expect(days).toBeGreaterThan(0);
  const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
  expect(
    disagreeing(/\bdecision\b/i, (text) =>
      [...text.matchAll(/decision\W{0,4} within (\d+|one|two|three|four|five) working days/gi)].some(
        (match) => (words[(match[1] ?? '').toLowerCase()] ?? Number(match[1])) !== days,
      ),
    ),
  ).toEqual([]);
});

test('the company’s size is the facts file’s', () => {
  const ours = /\b(we are|we have|our|Sanoria(?: Health Ltd\.)? (?:is|has)|Engineering at Sanoria)\b/i;
  // "grow from about 45 to 65 engineers" states a plan, not today's size.
  const count = (text: string, noun: RegExp): number[] =>
    [...text.matchAll(new RegExp(`(?<!\\bto )\\b(\\d[\\d,]*) ${noun.source}\\b`, 'gi'))].map((match) =>
      Number((match[1] ?? '').replace(/,/g, '')),
    );
  expect([
    ...disagreeing(
      /\bpeople\b/,
      (text) => ours.test(text) && count(text, /people/).some((n) => n !== scale.people),
    ),
    ...disagreeing(
      /\bengineers\b/,
      (text) => ours.test(text) && count(text, /engineers/).some((n) => n !== scale.engineers),
    ),
  ]).toEqual([]);
});

// ---------------------------------------------------------------------------
// The trust centre's commitments (issue 40): src/data/trust.ts and plans.ts
// ---------------------------------------------------------------------------

/** React pages too: the trust centre's own prose is in .tsx files beside the data it reads. */
const reactPageFiles = (() => {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.tsx')) out.push(full);
    }
  };
  walk(path.join(ROOT, 'src/pages'));
  return out;
})();
const everywhere = [...all, ...reactPageFiles.flatMap(sentences)].filter(
  ({ file }) => !file.endsWith(`${path.sep}trust.ts`),
);

/** Like `disagreeing`, over the Markdown, data and React pages. */
function disagreeingAnywhere(subject: RegExp, wrong: (sentence: string) => boolean): string[] {
  return everywhere
    .filter(({ text }) => subject.test(text) && wrong(text))
    .map(({ file, text }) => `${relative(file)}: ${text.slice(0, 300)}`);
}

test('one status per certification: no page claims a HIPAA certificate or dates the assessment otherwise', () => {
  const [year = '', month = ''] = (assurance.hipaaAssessment.date ?? '').split('-');
  expect(year).toMatch(/^20\d\d$/);
  const assessed = `${year}-${month}-01`;
  expect([
    // HHS certifies no one: "HIPAA certified" is a claim no page may make of Sanoria.
    ...disagreeingAnywhere(
      /\bHIPAA\b/,
      (text) =>
        /\bHIPAA[- ](certified|certificate|certification)\b/i.test(text) &&
        !/\b(no|not|nor|never|does not)\b[^.]*\bHIPAA[- ]certif/i.test(text),
    ),
    // A sentence that dates the independent HIPAA assessment gives the facts file's month.
    ...disagreeingAnywhere(
      /\bHIPAA\b[^.]*\bassess(ed|ment|or)\b|\bassess(ed|ment|or)\b[^.]*\bHIPAA\b/i,
      (text) =>
        /\b(independent|external)\b/i.test(text) &&
        datesIn(text).some((date) => date.slice(0, 7) !== assessed.slice(0, 7) && date.slice(0, 4) === year),
    ),
  ]).toEqual([]);
});

/** The raw text of a page, fact tokens left as they are. */
const raw = (file: string): string => fs.readFileSync(path.join(ROOT, file), 'utf8');

test("TLS terminates in the project's region, and no page offers cross-region analytics", () => {
  for (const file of ['docs/platform/deployment.mdx', 'src/pages/_security/security.mdx']) {
    expect(raw(file), file).toContain('%%TLS_RULE%%');
  }
  expect([
    // Where TLS ends is stated once (facts.ts); "at the edge" leaves where open.
    ...disagreeing(/\bTLS\b|decrypt/i, (text) => /\bat the edge\b|unqualified (API )?host/i.test(text)),
    // EU and Canadian data never leaves its region: no analytics across regions, "de-identified" or not.
    ...disagreeing(
      /\banalytic|\bQuerium\b/i,
      (text) =>
        /\b(across (regions|them|tenants)|cross-region|between regions)\b/i.test(text) &&
        !/\b(no|not|never)\b/i.test(text),
    ),
    // Querium's extracts are pseudonymised, not de-identified (services/querium.mdx).
    ...disagreeing(
      /\bQuerium\b|\bextracts?\b/i,
      (text) =>
        /\bde-identified\b/i.test(text) && !/\bnot\b[^.]*de-identified|\bpseudonymi[sz]ed\b/i.test(text),
    ),
  ]).toEqual([]);
});

test('one SLA per plan: every availability figure a page gives is a plan’s own', () => {
  const byName = new Map(plans.map((plan) => [plan.name, plan.id]));
  // Each plan has one availability commitment and one support tier; credits fall as availability does.
  expect(availability.map((row) => row.plan).sort()).toEqual(plans.map((plan) => plan.id).sort());
  expect(support.map((row) => row.plan).sort()).toEqual(plans.map((plan) => plan.id).sort());
  for (const row of availability) {
    expect(row.target === null, row.plan).toBe(row.credits.length === 0);
    const bands = row.credits.map((band) => band.below);
    expect(bands, row.plan).toEqual([...bands].sort((a, b) => b - a));
    if (row.target !== null) expect(bands[0], row.plan).toBe(row.target);
  }
  const figures = new Set(
    availability.flatMap((row) => [row.target, ...row.credits.map((band) => band.below)]),
  );
  const target = (name: string) => availability.find((row) => row.plan === byName.get(name))?.target;
  const percentages = (text: string) =>
    [...text.matchAll(/\b(9\d(?:\.\d+)?)\s?%/g)].map((match) => Number(match[1]));
  expect(
    disagreeingAnywhere(/\b(SLA|availability|uptime|service credit)\b/i, (text) => {
      const found = percentages(text);
      if (found.some((value) => !figures.has(value))) return true;
      // A sentence naming exactly one plan gives that plan's target or one of its credit bands.
      const named = plans.filter((plan) => new RegExp(`\\b${plan.name}\\b(?! Plus)`).test(text));
      if (named.length !== 1 || !named[0]) return false;
      const own = availability.find((row) => row.plan === named[0]?.id);
      const allowed = new Set([own?.target, ...(own?.credits ?? []).map((band) => band.below)]);
      return found.some((value) => !allowed.has(value)) && target(named[0].name) !== undefined;
    }),
  ).toEqual([]);
});

test('one set of sub-processors: the named list is published, counted and complete', () => {
  // Names are unique, regions are the facts file's, and every region has its infrastructure.
  const names = subProcessors.map((processor) => processor.name);
  expect(new Set(names).size).toBe(names.length);
  const regionNames = regions.map((region) => region.name as string);
  for (const processor of subProcessors) {
    for (const region of processor.regions) expect(regionNames, processor.name).toContain(region);
  }
  for (const region of regions) {
    expect(
      subProcessors.some(
        (processor) => processor.role === 'Cloud infrastructure' && processor.regions.includes(region.name),
      ),
      region.name,
    ).toBe(true);
  }
  // The categories the site's services rely on (issue 40 found five of them left out).
  const roles = subProcessors.map((processor) => processor.role.toLowerCase()).join(' | ');
  for (const role of [
    'cloud infrastructure',
    'email',
    'sms',
    'push',
    'identity verification',
    'signature',
    'direct messaging',
    'transcription',
    'support',
    'error monitoring',
  ]) {
    expect(roles, role).toContain(role);
  }
  // Partners on /serve that process customers' data for us are on the list under the same name.
  for (const partner of partners.filter((p) =>
    /identity verification|signature|clearinghouse/i.test(p.kind),
  )) {
    expect(
      names.some((name) => name.startsWith(partner.name)),
      partner.name,
    ).toBe(true);
  }
  const subject = /\bsub-?processors?\b/i;
  const words: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
  expect([
    // The list is published: no page may still say it is only "available on request".
    ...disagreeingAnywhere(subject, (text) => /\bon request\b/i.test(text) && /\blist\b/i.test(text)),
    // A page that counts them counts the list.
    ...disagreeingAnywhere(subject, (text) =>
      [
        ...text.matchAll(/\b(\d+|two|three|four|five|six|seven|eight)\s+(?:named\s+)?sub-?processors\b/gi),
      ].some((match) => (words[(match[1] ?? '').toLowerCase()] ?? Number(match[1])) !== subProcessors.length),
    ),
  ]).toEqual([]);
});

test('the audit trail is described one way: who reads it, that no one can change it, and its retention', () => {
  // The pages that describe the trail read the one description.
  for (const file of [
    'docs/udhp.mdx',
    'docs/platform/deployment.mdx',
    'docs/platform/auth.mdx',
    'src/pages/_security/security.mdx',
  ]) {
    expect(raw(file), file).toContain('%%AUDIT_TRAIL%%');
  }
  const subject = /\bAuditEvent|\baudit (trail|events?|records?|logs?)\b/i;
  const years = (text: string): number[] =>
    [...text.matchAll(/\b(\d+|six|seven|ten) years?\b/gi)].map(
      (match) => ({ six: 6, seven: 7, ten: 10 })[(match[1] ?? '').toLowerCase()] ?? Number(match[1]),
    );
  expect([
    // Retention: the facts file's years (security logs' 13 months are another subject).
    ...disagreeing(
      subject,
      (text) =>
        /\b(kept|retained|retention|stored)\b/i.test(text) &&
        years(text).some((n) => n !== audit.retentionYears),
    ),
    // Nobody can change or delete a record: no sentence says someone can.
    ...disagreeing(
      subject,
      (text) =>
        /\b(can|may|allowed to)\b[^.;]*\b(update|edit|change|modify|delete|remove|purge)\b[^.;]*\b(AuditEvent|audit)/i.test(
          text,
        ) && !/\b(no|not|nobody|cannot|never|nor|only)\b/i.test(text),
    ),
  ]).toEqual([]);
});

test('Sanoria records no consultations, and every page says so one way', () => {
  for (const file of ['docs/ai.mdx', 'services/maestro.mdx', 'services/medicus.mdx']) {
    expect(raw(file), file).toContain('%%CONSULTATIONS_RULE%%');
  }
  // No page drafts from a consultation's audio or transcript.
  expect(
    disagreeing(
      /\bconsultations?\b/i,
      (text) =>
        /\b(Sanoria|Medicus|Maestro|drafts?|we)\b/i.test(text) &&
        /\b(transcripts?|transcribes?|audio|ambient)\b/i.test(text) &&
        !/\b(never|not|no)\b/i.test(text),
    ),
  ).toEqual([]);
});

test("EU and UK projects get medication checks from their own certified product, and no page sells Remedia's there", () => {
  for (const file of [
    'services/remedia.mdx',
    'services/scriptus.mdx',
    'services/medicus.mdx',
    'docs/workflows/medications.mdx',
  ]) {
    expect(raw(file), file).toContain('%%MEDICATION_CHECKS_RULE%%');
  }
  const remediaChecks = /\bRemedia\b[^.]*\bcheck|\bchecks?\b[^.]*\bRemedia\b/i;
  const euOrUk = /\b(Ireland|Irish|Cork|EU|European Union|UK|United Kingdom|England|Healthmail)\b/;
  expect(
    disagreeing(
      remediaChecks,
      (text) =>
        euOrUk.test(text) &&
        !/\b(not|no|only|US and Canad\w*|United States and Canada|US or Canad\w*)\b/i.test(text),
    ),
  ).toEqual([]);
});
