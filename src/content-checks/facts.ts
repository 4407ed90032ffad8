/**
 * The company's facts agree across every page (issue 22): a statement on a subject that
 * src/data/facts.ts owns must say what the facts file says. Each rule scans the text of the
 * pages (docs, services, blog, src/pages) and data files, sentence by sentence, and reports the
 * sentence that disagrees. Shared by tests/unit/facts.spec.ts (one test per rule),
 * `npm run check:content` (every file) and the dev server (the file just saved).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  assurance,
  type Assurance,
  audit,
  factTokens,
  leavesRegion,
  node,
  present,
  recovery,
  regions,
  roles,
  scale,
} from '../data/facts';
import { plans } from '../data/plans';
import { partners } from '../data/partners';
import { availability, subProcessors, support } from '../data/trust';
import { implementationGuides } from '../data/implementationGuides';
import { people } from '../data/people';
import { hiringProcess } from '../data/careers';
import { MONTHS } from '../utils/dates';
import { codeBlocks, contentFiles, relative, ROOT, type Problem } from './files';

interface Sentence {
  file: string;
  line: number;
  text: string;
}

/** What the rules read: the Markdown and data files, and the React pages besides. */
export interface Corpus {
  /** Markdown content files (docs, services, blog, src/pages). */
  content: string[];
  /** Sentences of the content and data files. */
  all: Sentence[];
  /** The same plus the React pages' prose, trust.ts aside. */
  everywhere: Sentence[];
  /** Whether a file is in the corpus (for the checks of one named file). */
  has: (file: string) => boolean;
}

export interface FactRule {
  /** The rule's name in reports: `facts/<id>`. */
  id: string;
  /** What it checks, as the test's title. */
  title: string;
  check: (corpus: Corpus) => Problem[];
}

const FACTS_FILE = path.join(ROOT, 'src/data/facts.ts');

const dataFiles = (): string[] =>
  fs
    .readdirSync(path.join(ROOT, 'src/data'))
    .filter((name) => name.endsWith('.ts') && name !== 'facts.ts')
    .map((name) => path.join(ROOT, 'src/data', name));

/** React pages too: the trust centre's own prose is in .tsx files beside the data it reads. */
const reactPageFiles = (): string[] => {
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
};

const replaceTokens = (text: string): string => {
  for (const [token, value] of Object.entries(factTokens)) text = text.split(token).join(value);
  return text;
};
const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A file's prose with fact tokens replaced, code blocks left out, split into sentences. */
function sentences(file: string): Sentence[] {
  const original = replaceTokens(fs.readFileSync(file, 'utf8'));
  const lines = original.split('\n').map(squash);
  // The line a sentence starts on: the first that holds its opening words.
  const lineOf = (text: string): number => {
    for (const length of [40, 16]) {
      const start = text.slice(0, length);
      const found = lines.findIndex((line) => line.includes(start));
      if (found >= 0) return found + 1;
    }
    return 1;
  };
  return original
    .replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, '\n')
    .split(/(?<=[.!?])\s+(?=[A-Z"“(*`[])|\n\s*\n|\n\s*[-*|]\s|\|/)
    .map(squash)
    .filter((part) => part.length > 0)
    .map((text) => ({ file, line: lineOf(text), text }));
}

/** The corpus of every page, or of only the files given (the ones they hold of it). */
export function factsCorpus(only?: readonly string[]): Corpus {
  const wanted = only ? new Set(only.map((file) => path.resolve(ROOT, file))) : undefined;
  const pick = (files: string[]) => (wanted ? files.filter((file) => wanted.has(file)) : files);
  // Files named are read as they are, wherever they are (a copy, a new page not yet in a folder).
  const content = wanted ? [...wanted].filter((file) => /\.mdx?$/.test(file)) : contentFiles();
  const all = [...content, ...pick(dataFiles())].flatMap(sentences);
  const everywhere = [...all, ...pick(reactPageFiles()).flatMap(sentences)].filter(
    ({ file }) => !file.endsWith(`${path.sep}trust.ts`),
  );
  return { content, all, everywhere, has: (file) => !wanted || wanted.has(path.resolve(ROOT, file)) };
}

/** Makes a rule's problems. */
function reporter(id: string) {
  const rule = `facts/${id}`;
  return {
    /** The sentences that mention `subject` and match `wrong`. */
    disagreeing: (
      sentences: readonly Sentence[],
      subject: RegExp,
      wrong: (sentence: string) => boolean,
    ): Problem[] =>
      sentences
        .filter(({ text }) => subject.test(text) && wrong(text))
        .map(({ file, line, text }) => ({ file, line, rule, message: text.slice(0, 300) })),
    /** A problem with the data itself (reported against facts.ts unless another file is given). */
    need: (condition: boolean, message: string, file = FACTS_FILE): Problem[] =>
      condition ? [] : [{ file, line: 1, rule, message }],
    at: (file: string, line: number, message: string): Problem => ({ file, line, rule, message }),
    /** Pages that must read a fact token: each in the corpus still does. */
    reads: (corpus: Corpus, files: readonly string[], token: string): Problem[] =>
      files
        .filter((file) => corpus.has(file))
        .filter((file) => !fs.readFileSync(path.join(ROOT, file), 'utf8').includes(token))
        .map((file) => ({ file: path.join(ROOT, file), line: 1, rule, message: `no longer reads ${token}` })),
  };
}

/** Every date a sentence gives, as YYYY-MM-DD (the first of the month when no day is given). */
export function datesIn(text: string): string[] {
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

/** Without diacritics, so "Ciarán" in prose matches "CIARAN" in an HL7 v2 message. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

export const factRules: readonly FactRule[] = [
  {
    id: 'recovery-objectives',
    title: 'the recovery point and time objectives are the facts file’s',
    check: ({ all }) => {
      const { disagreeing } = reporter('recovery-objectives');
      const value = (text: string, name: RegExp): string[] =>
        [
          ...text.matchAll(
            new RegExp(
              `${name.source}[^.;|]{0,60}?\\b(\\d+|five|ten|fifteen|thirty)\\s*(minutes?|hours?|min|h)\\b`,
              'gi',
            ),
          ),
        ].map((match) => `${match[1]} ${match[2]}`);
      const normal = (amount: string, unit: string) =>
        `${amount} ${unit.startsWith('h') ? 'hours' : 'minutes'}`;
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
      return [
        ...disagreeing(all, rpoName, (text) => !tier.test(text) && wrong(text, rpoName, rpo)),
        ...disagreeing(all, rtoName, (text) => !tier.test(text) && wrong(text, rtoName, rto)),
      ];
    },
  },
  {
    id: 'certifications',
    title: 'certifications are stated as they stand',
    check: ({ all }) => {
      const { disagreeing, need } = reporter('certifications');
      const negated = /\b(not yet|does not|do not|no\b|in progress|under way|working towards|audit)/i;
      // Sentences about Sanoria's own assurance; what suppliers must show is another subject.
      const ours = (text: string) =>
        /\b(we|our|us|Sanoria|Sanoria's)\b/i.test(text) &&
        !/\b(supplier|subcontractor|vendor|provider)s?\b/i.test(text);
      return [
        ...need(
          assurance.iso27001.status === 'in progress',
          'the ISO 27001 status is no longer "in progress"',
        ),
        ...need(assurance.soc2.status === 'none', 'the SOC 2 status is no longer "none"'),
        ...disagreeing(
          all,
          /27001/,
          (text) =>
            ours(text) && /\bcertified\b|\bcertificate\b|certification\b/i.test(text) && !negated.test(text),
        ),
        ...disagreeing(
          all,
          /\bSOC ?2\b/,
          (text) => ours(text) && !/\bno SOC 2\b|\bnot\b[^.]*SOC 2|SOC 2[^.]*\bnot\b/i.test(text),
        ),
      ];
    },
  },
  {
    id: 'backups',
    title: 'backups and recovery copies are where the facts file says',
    check: ({ all }) =>
      reporter('backups').disagreeing(
        all,
        /\b(backup|recovery|disaster)/i,
        (text) =>
          /second (facility|location) (inside|in|within) (the region|Canada)|elsewhere in Canada|inside the region/i.test(
            text,
          ) ||
          /\b(records|data),? (and|including) (their )?backups?[^.]* stay in (that|the|its) region\b/i.test(
            text,
          ),
      ),
  },
  {
    id: 'present',
    title: `nothing is dated after the site's present (${present.date})`,
    check: ({ all, content }) => {
      const { disagreeing, at } = reporter('present');
      const late: Problem[] = [];
      // Front matter too: posts, policies and postings.
      for (const file of content) {
        const { data } = matter(fs.readFileSync(file, 'utf8'));
        for (const key of ['date', 'last_reviewed', 'effective_date', 'last_update', 'datePosted']) {
          const value =
            data[key] instanceof Date ? (data[key] as Date).toISOString().slice(0, 10) : data[key];
          if (typeof value === 'string' && value > present.date) late.push(at(file, 1, `${key} ${value}`));
        }
      }
      return [
        ...disagreeing(
          all,
          /\b20\d\d\b/,
          (text) => datesIn(text).some((date) => date > present.date) && !FUTURE.test(text),
        ),
        ...late,
      ];
    },
  },
  {
    id: 'sample-dates',
    title: `sample ids and HL7 v2 timestamps (YYYYMMDD…) are not dated after the site's present`,
    check: ({ content }) => {
      const { at } = reporter('sample-dates');
      const latest = present.date.replace(/-/g, '');
      const late: Problem[] = [];
      for (const file of content) {
        for (const block of codeBlocks(file)) {
          for (const match of block.code.matchAll(
            /(?<!\d)(20\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d{1,3}(?!\d))/g,
          )) {
            if (match[0] > latest) late.push(at(file, block.line, match[0]));
          }
        }
      }
      return late;
    },
  },
  {
    id: 'sample-names',
    title: 'sample patients and clinicians share no name with the company’s staff and authors',
    check: ({ content }) => {
      const { at } = reporter('sample-names');
      const authors = fs.readFileSync(path.join(ROOT, 'blog/authors.yml'), 'utf8');
      const names = new Set([
        ...people.map((person) => person.name),
        ...[...authors.matchAll(/^\s+name: (.+)$/gm)].map((match) => (match[1] ?? '').trim()),
      ]);
      const clashes: Problem[] = [];
      for (const file of content) {
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
            if (given && family && together.test(code)) clashes.push(at(file, block.line, name));
          }
        }
      }
      return clashes;
    },
  },
  {
    id: 'standards',
    title: 'standards versions, MFA and HL7 v2 acknowledgements are stated one way',
    check: ({ all }) => {
      const { disagreeing, need } = reporter('standards');
      const sdc =
        implementationGuides.find((guide) => guide.name === 'Structured Data Capture')?.version ?? '';
      return [
        ...need(sdc !== '', 'implementationGuides.ts has no Structured Data Capture version'),
        ...disagreeing(all, /\bSDC\b/, (text) =>
          [...text.matchAll(/\bSDC\)? ?(?:IG )?v?(\d+\.\d+(?:\.\d+)?)/g)].some(
            (match) => !sdc.startsWith(match[1] ?? ''),
          ),
        ),
        ...disagreeing(
          all,
          /\b(MFA|multi-factor|second factor)\b/i,
          (text) =>
            /\bonly\b[^.]*\badministrators\b/i.test(text) ||
            // Enforced for every account that can reach clinical data: not by role, not optional.
            /\bper role\b|\bfor administrators\b|\byou can require (MFA|multi-factor)[^.]*\busers\b/i.test(
              text,
            ),
        ),
        ...disagreeing(
          all,
          /\bACK\b|acknowledg/i,
          (text) =>
            /\bonly (after|once)[^.]*\bcommit/i.test(text) &&
            !/durabl|queued|per[- ]channel|end-to-end|mode/i.test(text),
        ),
      ];
    },
  },
  {
    id: 'policy-owners',
    title:
      'policies are owned by roles that exist; a role still being hired for is named only in its posting',
    check: ({ all, content }) => {
      const { disagreeing, need, at } = reporter('policy-owners');
      const owners: readonly string[] = roles.owners;
      const policyDir = `${path.sep}docs${path.sep}policies${path.sep}`;
      const wrongOwners = content
        .filter((file) => file.includes(policyDir) && !file.endsWith('index.mdx'))
        .map((file) => ({ file, owner: String(matter(fs.readFileSync(file, 'utf8')).data.owner ?? '') }))
        .filter(({ owner }) => !owners.includes(owner))
        .map(({ file, owner }) => at(file, 1, `owner ${owner}`));
      const vacancy = new RegExp(`\\b(${roles.notYetFilled.join('|')})\\b`);
      const careers = /src\/pages\/careers\/|src\/data\/careers\.ts$/;
      return [
        ...wrongOwners,
        ...disagreeing(all, vacancy, () => true).filter((problem) => !careers.test(relative(problem.file))),
        // The chief roles are held by the leadership on the About page.
        ...owners
          .filter((name) => name.startsWith('Chief'))
          .flatMap((role) =>
            need(
              people.some((person) => person.role === role),
              `no one in people.ts is ${role}`,
            ),
          ),
      ];
    },
  },
  {
    id: 'hiring',
    title: 'the hiring process is described one way: the decision comes when careers.ts says',
    check: ({ all }) => {
      const { disagreeing, need } = reporter('hiring');
      const decision = hiringProcess.find((step) => step.step === 'Decision')?.duration ?? '';
      const days = Number(/(\d+)/.exec(decision)?.[1]);
      const words: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };
      return [
        ...need(days > 0, 'careers.ts gives the decision no number of days'),
        ...disagreeing(all, /\bdecision\b/i, (text) =>
          [...text.matchAll(/decision\W{0,4} within (\d+|one|two|three|four|five) working days/gi)].some(
            (match) => (words[(match[1] ?? '').toLowerCase()] ?? Number(match[1])) !== days,
          ),
        ),
      ];
    },
  },
  {
    id: 'size',
    title: 'the company’s size is the facts file’s',
    check: ({ all }) => {
      const { disagreeing } = reporter('size');
      const ours = /\b(we are|we have|our|Sanoria(?: Health Ltd\.)? (?:is|has)|Engineering at Sanoria)\b/i;
      // "grow from about 45 to 65 engineers" states a plan, not today's size.
      const count = (text: string, noun: RegExp): number[] =>
        [...text.matchAll(new RegExp(`(?<!\\bto )\\b(\\d[\\d,]*) ${noun.source}\\b`, 'gi'))].map((match) =>
          Number((match[1] ?? '').replace(/,/g, '')),
        );
      return [
        ...disagreeing(
          all,
          /\bpeople\b/,
          (text) => ours.test(text) && count(text, /people/).some((n) => n !== scale.people),
        ),
        ...disagreeing(
          all,
          /\bengineers\b/,
          (text) => ours.test(text) && count(text, /engineers/).some((n) => n !== scale.engineers),
        ),
      ];
    },
  },
  // The trust centre's commitments (issue 40): src/data/trust.ts and plans.ts.
  {
    id: 'hipaa',
    title:
      'one status per certification: no page claims a HIPAA certificate or dates the assessment otherwise',
    check: ({ everywhere }) => {
      const { disagreeing, need } = reporter('hipaa');
      const [year = '', month = ''] = (assurance.hipaaAssessment.date ?? '').split('-');
      const assessed = `${year}-${month}-01`;
      return [
        ...need(/^20\d\d$/.test(year), 'the HIPAA assessment has no YYYY-MM date'),
        // HHS certifies no one: "HIPAA certified" is a claim no page may make of Sanoria.
        ...disagreeing(
          everywhere,
          /\bHIPAA\b/,
          (text) =>
            /\bHIPAA[- ](certified|certificate|certification)\b/i.test(text) &&
            !/\b(no|not|nor|never|does not)\b[^.]*\bHIPAA[- ]certif/i.test(text),
        ),
        // A sentence that dates the independent HIPAA assessment gives the facts file's month.
        ...disagreeing(
          everywhere,
          /\bHIPAA\b[^.]*\bassess(ed|ment|or)\b|\bassess(ed|ment|or)\b[^.]*\bHIPAA\b/i,
          (text) =>
            /\b(independent|external)\b/i.test(text) &&
            datesIn(text).some(
              (date) => date.slice(0, 7) !== assessed.slice(0, 7) && date.slice(0, 4) === year,
            ),
        ),
      ];
    },
  },
  {
    id: 'tls-and-analytics',
    title: "TLS terminates in the project's region, and no page offers cross-region analytics",
    check: (corpus) => {
      const { disagreeing, reads } = reporter('tls-and-analytics');
      const { all } = corpus;
      return [
        // What leaves a region is said once (facts.ts), push services included.
        ...disagreeing(
          all,
          /\bleaves? (a|the|its) region\b/i,
          (text) =>
            /\bwhat leaves (a|the|its) region is\b/i.test(text) && !text.includes(leavesRegion.statement),
        ),
        ...reads(
          corpus,
          ['docs/platform/deployment.mdx', 'src/pages/_security/security.mdx'],
          '%%TLS_RULE%%',
        ),
        // Where TLS ends is stated once (facts.ts); "at the edge" leaves where open.
        ...disagreeing(all, /\bTLS\b|decrypt/i, (text) =>
          /\bat the edge\b|unqualified (API )?host/i.test(text),
        ),
        // EU and Canadian data never leaves its region: no analytics across regions, "de-identified" or not.
        ...disagreeing(
          all,
          /\banalytic|\bQuerium\b/i,
          (text) =>
            /\b(across (regions|them|tenants)|cross-region|between regions)\b/i.test(text) &&
            !/\b(no|not|never)\b/i.test(text),
        ),
        // Querium's extracts are pseudonymised, not de-identified (services/querium.mdx).
        ...disagreeing(
          all,
          /\bQuerium\b|\bextracts?\b/i,
          (text) =>
            /\bde-identified\b/i.test(text) && !/\bnot\b[^.]*de-identified|\bpseudonymi[sz]ed\b/i.test(text),
        ),
      ];
    },
  },
  {
    id: 'sla',
    title: 'one SLA per plan: every availability figure a page gives is a plan’s own',
    check: ({ everywhere }) => {
      const { disagreeing, need } = reporter('sla');
      const trust = path.join(ROOT, 'src/data/trust.ts');
      const byName = new Map(plans.map((plan) => [plan.name, plan.id]));
      const ids = JSON.stringify(plans.map((plan) => plan.id).sort());
      const problems: Problem[] = [
        // Each plan has one availability commitment and one support tier; credits fall as availability does.
        ...need(
          JSON.stringify(availability.map((row) => row.plan).sort()) === ids,
          'availability is not one row per plan',
          trust,
        ),
        ...need(
          JSON.stringify(support.map((row) => row.plan).sort()) === ids,
          'support is not one row per plan',
          trust,
        ),
      ];
      for (const row of availability) {
        const bands = row.credits.map((band) => band.below);
        problems.push(
          ...need(
            (row.target === null) === (row.credits.length === 0),
            `${row.plan}: credits without a target, or a target without credits`,
            trust,
          ),
          ...need(
            JSON.stringify(bands) === JSON.stringify([...bands].sort((a, b) => b - a)),
            `${row.plan}: credit bands do not fall`,
            trust,
          ),
          ...(row.target !== null
            ? need(bands[0] === row.target, `${row.plan}: the first credit band is not the target`, trust)
            : []),
        );
      }
      const figures = new Set(
        availability.flatMap((row) => [row.target, ...row.credits.map((band) => band.below)]),
      );
      const target = (name: string) => availability.find((row) => row.plan === byName.get(name))?.target;
      const percentages = (text: string) =>
        [...text.matchAll(/\b(9\d(?:\.\d+)?)\s?%/g)].map((match) => Number(match[1]));
      problems.push(
        ...disagreeing(everywhere, /\b(SLA|availability|uptime|service credit)\b/i, (text) => {
          const found = percentages(text);
          if (found.some((value) => !figures.has(value))) return true;
          // A sentence naming exactly one plan gives that plan's target or one of its credit bands.
          const named = plans.filter((plan) => new RegExp(`\\b${plan.name}\\b(?! Plus)`).test(text));
          if (named.length !== 1 || !named[0]) return false;
          const own = availability.find((row) => row.plan === named[0]?.id);
          const allowed = new Set([own?.target, ...(own?.credits ?? []).map((band) => band.below)]);
          return found.some((value) => !allowed.has(value)) && target(named[0].name) !== undefined;
        }),
      );
      return problems;
    },
  },
  {
    id: 'sub-processors',
    title: 'one set of sub-processors: the named list is published, counted and complete',
    check: ({ everywhere }) => {
      const { disagreeing, need } = reporter('sub-processors');
      const trust = path.join(ROOT, 'src/data/trust.ts');
      // Names are unique, regions are the facts file's, and every region has its infrastructure.
      const names = subProcessors.map((processor) => processor.name);
      const regionNames = regions.map((region) => region.name as string);
      const roleList = subProcessors.map((processor) => processor.role.toLowerCase()).join(' | ');
      const subject = /\bsub-?processors?\b/i;
      const words: Record<string, number> = {
        two: 2,
        three: 3,
        four: 4,
        five: 5,
        six: 6,
        seven: 7,
        eight: 8,
      };
      return [
        ...need(new Set(names).size === names.length, 'a sub-processor is listed twice', trust),
        ...subProcessors.flatMap((processor) =>
          processor.regions.flatMap((region) =>
            need(regionNames.includes(region), `${processor.name}: unknown region ${region}`, trust),
          ),
        ),
        ...regions.flatMap((region) =>
          need(
            subProcessors.some(
              (processor) =>
                processor.role === 'Cloud infrastructure' && processor.regions.includes(region.name),
            ),
            `${region.name} has no cloud infrastructure sub-processor`,
            trust,
          ),
        ),
        // The categories the site's services rely on (issue 40 found five of them left out).
        ...[
          'cloud infrastructure',
          'email',
          'sms',
          'push',
          'identity verification',
          'signature',
          'direct messaging',
          // Scriptus routes US prescriptions over an ePrescribing network and Canadian ones by fax.
          'eprescribing network',
          'fax',
          'support',
          'error monitoring',
        ].flatMap((role) => need(roleList.includes(role), `no sub-processor for ${role}`, trust)),
        // Health data stays in its jurisdiction: a sub-processor that may hold PHI of EU or Canadian
        // projects holds it there (a support desk in Germany once held Canadian cases).
        ...subProcessors
          .filter((processor) => processor.phi)
          .flatMap((processor) =>
            (
              [
                [/^EU /, /\b(EU|European Union|Ireland|Germany|Belgium|region)\b/],
                [/^Canada /, /\b(Canada|Québec|Ontario|region)\b/],
              ] as const
            ).flatMap(([region, place]) =>
              processor.regions.some((name) => region.test(name))
                ? need(
                    place.test(processor.location),
                    `${processor.name} holds ${region.source} PHI in ${processor.location}`,
                    trust,
                  )
                : [],
            ),
          ),
        // Sanoria records no consultations (facts.ts), so no one transcribes them for us.
        ...subProcessors
          .filter((processor) =>
            /\b(audio|transcri\w*|speech)\b/i.test(
              `${processor.role} ${processor.purpose} ${processor.data}`,
            ),
          )
          .flatMap((processor) =>
            need(false, `${processor.name} handles consultation audio or transcripts`, trust),
          ),
        // Partners on /serve that process customers' data for us are on the list under the same name.
        ...partners
          .filter((p) => /identity verification|signature|clearinghouse/i.test(p.kind))
          .flatMap((partner) =>
            need(
              names.some((name) => name.startsWith(partner.name)),
              `partner ${partner.name} is not a listed sub-processor`,
              trust,
            ),
          ),
        // The list is published: no page may still say it is only "available on request".
        ...disagreeing(everywhere, subject, (text) => /\bon request\b/i.test(text) && /\blist\b/i.test(text)),
        // A page that counts them counts the list.
        ...disagreeing(everywhere, subject, (text) =>
          [
            ...text.matchAll(
              /\b(\d+|two|three|four|five|six|seven|eight)\s+(?:named\s+)?sub-?processors\b/gi,
            ),
          ].some(
            (match) => (words[(match[1] ?? '').toLowerCase()] ?? Number(match[1])) !== subProcessors.length,
          ),
        ),
      ];
    },
  },
  {
    id: 'audit-trail',
    title: 'the audit trail is described one way: who reads it, that no one can change it, and its retention',
    check: (corpus) => {
      const { disagreeing, reads } = reporter('audit-trail');
      const { all } = corpus;
      const subject = /\bAuditEvent|\baudit (trail|events?|records?|logs?)\b/i;
      const years = (text: string): number[] =>
        [...text.matchAll(/\b(\d+|six|seven|ten) years?\b/gi)].map(
          (match) => ({ six: 6, seven: 7, ten: 10 })[(match[1] ?? '').toLowerCase()] ?? Number(match[1]),
        );
      return [
        // The pages that describe the trail read the one description.
        ...reads(
          corpus,
          [
            'docs/udhp.mdx',
            'docs/platform/deployment.mdx',
            'docs/platform/auth.mdx',
            'src/pages/_security/security.mdx',
          ],
          '%%AUDIT_TRAIL%%',
        ),
        // Retention: the facts file's years (security logs' 13 months are another subject).
        ...disagreeing(
          all,
          subject,
          (text) =>
            /\b(kept|retained|retention|stored)\b/i.test(text) &&
            years(text).some((n) => n !== audit.retentionYears),
        ),
        // Nobody can change or delete a record: no sentence says someone can.
        ...disagreeing(
          all,
          subject,
          (text) =>
            /\b(can|may|allowed to)\b[^.;]*\b(update|edit|change|modify|delete|remove|purge)\b[^.;]*\b(AuditEvent|audit)/i.test(
              text,
            ) && !/\b(no|not|nobody|cannot|never|nor|only)\b/i.test(text),
        ),
      ];
    },
  },
  {
    id: 'consultations',
    title: 'Sanoria records no consultations, and every page says so one way',
    check: (corpus) => {
      const { disagreeing, reads } = reporter('consultations');
      return [
        ...reads(
          corpus,
          ['docs/ai.mdx', 'services/maestro.mdx', 'services/medicus.mdx'],
          '%%CONSULTATIONS_RULE%%',
        ),
        // No page drafts from a consultation's audio or transcript.
        ...disagreeing(
          corpus.all,
          /\bconsultations?\b/i,
          (text) =>
            /\b(Sanoria|Medicus|Maestro|drafts?|we)\b/i.test(text) &&
            /\b(transcripts?|transcribes?|audio|ambient)\b/i.test(text) &&
            !/\b(never|not|no)\b/i.test(text),
        ),
      ];
    },
  },
  {
    id: 'medication-checks',
    title:
      "EU and UK projects get medication checks from their own certified product, and no page sells Remedia's there",
    check: (corpus) => {
      const { disagreeing, reads } = reporter('medication-checks');
      const remediaChecks = /\bRemedia\b[^.]*\bcheck|\bchecks?\b[^.]*\bRemedia\b/i;
      const euOrUk = /\b(Ireland|Irish|Cork|EU|European Union|UK|United Kingdom|England|Healthmail)\b/;
      return [
        ...reads(
          corpus,
          [
            'services/remedia.mdx',
            'services/scriptus.mdx',
            'services/medicus.mdx',
            'docs/workflows/medications.mdx',
          ],
          '%%MEDICATION_CHECKS_RULE%%',
        ),
        ...disagreeing(
          corpus.all,
          remediaChecks,
          (text) =>
            euOrUk.test(text) &&
            !/\b(not|no|only|US and Canad\w*|United States and Canada|US or Canad\w*)\b/i.test(text),
        ),
      ];
    },
  },
  {
    id: 'node-version',
    title:
      'one minimum Node.js version: every page, data file and example says the facts file’s, as package.json does',
    check: ({ all }) => {
      const { disagreeing, need } = reporter('node-version');
      const minimum = /\bNode(?:\.js)? (\d+)(?:\+| or later| or newer| and later)/gi;
      const other = (text: string): boolean =>
        [...text.matchAll(minimum)].some((match) => Number(match[1]) !== node.minimumMajor);
      const examples = fs
        .readdirSync(path.join(ROOT, 'examples'), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.ts'))
        .map((name) => path.join(ROOT, 'examples', name))
        .flatMap((file) =>
          need(!other(fs.readFileSync(file, 'utf8')), 'states another minimum Node.js version', file),
        );
      const engines = (
        JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }
      ).engines.node;
      return [
        ...disagreeing(all, /\bNode\b/, other),
        ...examples,
        ...need(
          engines === `>=${node.minimumMajor}`,
          `package.json engines says ${engines}`,
          path.join(ROOT, 'package.json'),
        ),
      ];
    },
  },
  {
    id: 'api-notice',
    title: 'API changes get the notice the versioning policy gives, on every page',
    check: ({ all }) =>
      // docs/platform/versioning.mdx: a major release announced six months ahead, 12 months from
      // deprecation to sunset. A policy that promised 90 days' notice contradicted it.
      reporter('api-notice').disagreeing(all, /\b(breaking|deprecat\w*)\b/i, (text) =>
        /\b(breaking|deprecat\w*)\b[^.;]*\bannounced\b[^.;]*\bat least \d+ days\b/i.test(text),
      ),
  },
  {
    id: 'yearly-assurance',
    title: 'a yearly assessment or test is dated within the year before the present',
    check: () => {
      // A tile that says "every year" beside a date more than a year old reads as overdue.
      const monthsBefore = (date: string): number => {
        const [y = 0, m = 0] = date.split('-').map(Number);
        const [py = 0, pm = 0] = present.date.split('-').map(Number);
        return (py - y) * 12 + (pm - m);
      };
      return Object.values(assurance as Record<string, Assurance>)
        .filter((item) => /^every year/i.test(item.cadence ?? '') && item.date !== undefined)
        .flatMap((item) =>
          reporter('yearly-assurance').need(
            monthsBefore(item.date ?? '') <= 12,
            `${item.name}: ${item.date ?? ''} is more than a year before the present`,
          ),
        );
    },
  },
];

/** Every rule's problems over the corpus. */
export function factProblems(corpus: Corpus = factsCorpus()): Problem[] {
  return factRules.flatMap((rule) => rule.check(corpus));
}
