/**
 * Sanoria's leadership team and advisers, for the /about page. The names and titles of
 * people who also write for the blog match `blog/authors.yml` exactly.
 * Avatars are the person's initials in a coloured circle; the site uses no photographs.
 */

export type PersonGroup = 'leadership' | 'adviser';

export interface Person {
  /** A stable, URL-safe identifier; for blog authors, the same key as in `blog/authors.yml`. */
  id: string;
  name: string;
  role: string;
  group: PersonGroup;
  bio: string;
  /** Where the person works from: an office city, or a city and region for advisers. */
  location: string;
  /** Two letters for the avatar. */
  initials: string;
  /**
   * The avatar's colour, under white initials (4.5:1 or better). A blog author's avatar
   * (static/img/authors/<id>.svg) uses the same colour and initials: tests/unit/data.spec.ts.
   */
  avatarColour: string;
}

export const people: readonly Person[] = [
  {
    id: 'ciaran-doyle',
    name: 'Ciarán Doyle',
    role: 'Chief Executive Officer',
    group: 'leadership',
    bio: 'Ciarán co-founded Sanoria in 2019 after twelve years implementing practice software in Irish general practice, where he led more than 200 practice migrations. He runs the company, chairs the executive team and still joins go-live weekends.',
    location: 'Dublin',
    initials: 'CD',
    avatarColour: '#34508f',
  },
  {
    id: 'aoife-byrne',
    name: 'Aoife Byrne',
    role: 'Chief Technology Officer',
    group: 'leadership',
    bio: 'Aoife co-founded Sanoria and leads engineering from Dublin. Before Sanoria she built national shared care record services and spent a decade on FHIR servers. She owns the architecture of the platform and its security properties.',
    location: 'Dublin',
    initials: 'AB',
    avatarColour: '#0b6378',
  },
  {
    id: 'rachel-kinsella',
    name: 'Rachel Kinsella',
    role: 'Chief Operating Officer',
    group: 'leadership',
    bio: 'Rachel runs finance, legal, people and customer operations, and chairs the Security Steering Committee. She joined in 2021 from the operations team of an Irish medical device manufacturer, where she ran its quality management system.',
    location: 'Dublin',
    initials: 'RK',
    avatarColour: '#6b3d7a',
  },
  {
    id: 'sam-keller',
    name: 'Dr Sam Keller',
    role: 'Chief Medical Information Officer',
    group: 'leadership',
    bio: 'Sam is a family physician in Boston and leads clinical safety at Sanoria, including the evaluation of every AI feature before release. Sam still sees patients one day a week.',
    location: 'Boston',
    initials: 'SK',
    avatarColour: '#2f6b3f',
  },
  {
    id: 'niamh-walsh',
    name: 'Niamh Walsh',
    role: 'Chief Information Security Officer',
    group: 'leadership',
    bio: "Niamh runs Sanoria's security and compliance programme across HIPAA, GDPR and PIPEDA, and the audits that test it. She is the company's designated HIPAA security official.",
    location: 'Dublin',
    initials: 'NW',
    avatarColour: '#8a2f4e',
  },
  {
    id: 'marie-tremblay',
    name: 'Marie Tremblay',
    role: 'Head of Interoperability',
    group: 'leadership',
    bio: 'Marie leads the integration team in Toronto: HL7 v2 interfaces, national ePrescribing connectors and migrations from legacy EHRs. She has written interface specifications for Ontario hospitals and laboratories for fifteen years.',
    location: 'Toronto',
    initials: 'MT',
    avatarColour: '#a2531a',
  },
  {
    id: 'clodagh-mulkerrin',
    name: 'Dr Clodagh Mulkerrin',
    role: 'Clinical adviser, general practice',
    group: 'adviser',
    bio: 'Clodagh is a GP principal in a six-doctor practice in Galway and a GP trainer. She reviews how Medicus handles chronic disease reviews, repeat prescribing and results, and tests every change to them with her own practice team first.',
    location: 'Galway, Ireland',
    initials: 'CM',
    avatarColour: '#0b6378',
  },
  {
    id: 'leah-whitford',
    name: 'Prof. Leah Whitford',
    role: 'Adviser, health informatics',
    group: 'adviser',
    bio: 'Leah is a professor of health informatics at a Toronto university, where she teaches clinical terminologies and data standards. She advises on terminology, SQL on FHIR analytics and the evaluation methods behind Maestro.',
    location: 'Toronto, Canada',
    initials: 'LW',
    avatarColour: '#6b3d7a',
  },
  {
    id: 'dennis-kowalski',
    name: 'Dennis Kowalski',
    role: 'Adviser, health system operations',
    group: 'adviser',
    bio: 'Dennis was chief information officer of a 600-bed regional health system in Ohio for nine years, and led its move off a legacy interface engine. He advises on hospital integration, downtime planning and what US health systems need from a vendor.',
    location: 'Columbus, Ohio',
    initials: 'DK',
    avatarColour: '#34508f',
  },
];

export const leadership: readonly Person[] = people.filter((person) => person.group === 'leadership');

export const advisers: readonly Person[] = people.filter((person) => person.group === 'adviser');
