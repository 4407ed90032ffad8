/**
 * The site's icon set: one typed registry of 24 × 24 line icons drawn for Sanoria.
 * Components render them with <Icon name="…" />; the /icons page lists them all.
 * Each icon is a list of SVG elements drawn with `stroke="currentColor"`.
 */

export type IconShape =
  | { tag: 'path'; d: string }
  | { tag: 'circle'; cx: number; cy: number; r: number }
  | { tag: 'rect'; x: number; y: number; width: number; height: number; rx?: number };

export interface IconDefinition {
  /** A human name, used as the accessible label when the icon stands alone. */
  label: string;
  /** Where the site uses it, for the icon catalogue. */
  usage: string;
  shapes: readonly IconShape[];
}

const p = (d: string): IconShape => ({ tag: 'path', d });
const c = (cx: number, cy: number, r: number): IconShape => ({ tag: 'circle', cx, cy, r });
const r = (x: number, y: number, width: number, height: number, rx = 2): IconShape => ({
  tag: 'rect',
  x,
  y,
  width,
  height,
  rx,
});

export const icons = {
  database: {
    label: 'Database',
    usage: 'Archiva, the FHIR-native datastore',
    shapes: [
      p('M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3Z'),
      p('M4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6'),
      p('M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3'),
    ],
  },
  transform: {
    label: 'Transform',
    usage: 'Mapper, interoperability mapping',
    shapes: [p('M4 7h12l-3-3'), p('M20 17H8l3 3'), r(3, 10, 6, 4, 1), r(15, 10, 6, 4, 1)],
  },
  book: {
    label: 'Book',
    usage: 'Termini, the terminology service; documentation links',
    shapes: [p('M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3Z'), p('M5 17a3 3 0 0 1 3-3h11'), p('M9 8h6')],
  },
  chart: {
    label: 'Chart',
    usage: 'Querium, healthcare analytics',
    shapes: [p('M4 20V4'), p('M4 20h16'), p('M8 16v-4'), p('M12 16V8'), p('M16 16v-6'), p('M20 16V6')],
  },
  stethoscope: {
    label: 'Stethoscope',
    usage: 'Medicus, AI practice management; clinical workflows',
    shapes: [
      p('M6 3v6a4 4 0 0 0 8 0V3'),
      p('M10 13v2a5 5 0 0 0 10 0v-2'),
      c(20, 11, 2),
      p('M5 3h2'),
      p('M13 3h2'),
    ],
  },
  prescription: {
    label: 'Prescription',
    usage: 'Scriptus, ePrescription and eDispense',
    shapes: [r(5, 3, 14, 18, 2), p('M9 8h3.5a2 2 0 0 1 0 4H9V7'), p('M11.5 12l4 5'), p('M15.5 12l-4 5')],
  },
  capsule: {
    label: 'Capsule',
    usage: 'Remedia, the drug database',
    shapes: [p('M10.5 4.5a5 5 0 0 1 7 7l-6 6a5 5 0 0 1-7-7Z'), p('M7.5 7.5l9 9')],
  },
  clipboard: {
    label: 'Clipboard',
    usage: 'Forma, questionnaires and assessments',
    shapes: [r(5, 4, 14, 17, 2), r(9, 2, 6, 4, 1), p('M9 11h6'), p('M9 15h4')],
  },
  calendar: {
    label: 'Calendar',
    usage: 'Schedula, scheduling and appointments',
    shapes: [r(3, 5, 18, 16, 2), p('M3 10h18'), p('M8 3v4'), p('M16 3v4'), p('M8 14h3v3H8z')],
  },
  person: {
    label: 'Person',
    usage: 'Veritas, the patient portal; people and roles',
    shapes: [c(12, 8, 4), p('M4 21a8 8 0 0 1 16 0')],
  },
  message: {
    label: 'Message',
    usage: 'Nuncius, secure communication',
    shapes: [p('M4 5h16v11H9l-5 4Z'), p('M8 9h8'), p('M8 12h5')],
  },
  key: {
    label: 'Key',
    usage: 'Securus, the authorisation server; SMART App Launch',
    shapes: [c(8, 15, 4), p('M11 12l8-8'), p('M16 7l2 2'), p('M14 9l2 2')],
  },
  code: {
    label: 'Code',
    usage: 'Evolutio, the development framework; SDK links',
    shapes: [p('M8 8l-4 4 4 4'), p('M16 8l4 4-4 4'), p('M13.5 5l-3 14')],
  },
  sparkle: {
    label: 'Sparkle',
    usage: 'Maestro, healthcare AI automation; AI capabilities',
    shapes: [
      p('M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8Z'),
      p('M19 16l.7 2.3L22 19l-2.3.7L19 22l-.7-2.3L16 19l2.3-.7Z'),
    ],
  },
  receipt: {
    label: 'Receipt',
    usage: 'Fiscus, financials and coverage',
    shapes: [p('M6 3h12v18l-3-2-3 2-3-2-3 2Z'), p('M9 8h6'), p('M9 12h6'), p('M9 16h3')],
  },
  flame: {
    label: 'Flame',
    usage: 'HL7 FHIR R4, the data model of the platform',
    shapes: [p('M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 0 2 1 3 2 3 0-3-1-5.5.5-8Z')],
  },
  plug: {
    label: 'Plug',
    usage: 'Integration: HL7 v2, the integration agent, migration',
    shapes: [p('M9 3v5'), p('M15 3v5'), p('M6 8h12v3a6 6 0 0 1-12 0Z'), p('M12 17v4')],
  },
  broadcast: {
    label: 'Broadcast',
    usage: 'FHIRcast context sync and subscriptions',
    shapes: [
      c(12, 12, 2),
      p('M8 8a5.6 5.6 0 0 0 0 8'),
      p('M16 8a5.6 5.6 0 0 1 0 8'),
      p('M5 5a10 10 0 0 0 0 14'),
      p('M19 5a10 10 0 0 1 0 14'),
    ],
  },
  graph: {
    label: 'Graph',
    usage: 'FHIR GraphQL',
    shapes: [p('M12 3l8 4.5v9L12 21l-8-4.5v-9Z'), p('M12 3 4 16.5h16Z')],
  },
  shield: {
    label: 'Shield',
    usage: 'Security, compliance and the policy library',
    shapes: [p('M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6Z'), p('M8.5 12l2.5 2.5 4.5-5')],
  },
  globe: {
    label: 'Globe',
    usage: 'Hosting regions and data residency',
    shapes: [
      c(12, 12, 9),
      p('M3 12h18'),
      p('M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z'),
    ],
  },
  terminal: {
    label: 'Terminal',
    usage: 'Quick start and API examples',
    shapes: [r(3, 4, 18, 16, 2), p('M7 9l3 3-3 3'), p('M12 15h5')],
  },
  home: {
    label: 'Home',
    usage: 'The home page, where a page links back to it',
    shapes: [p('M3 11l9-7 9 7'), p('M5 9.5V20h14V9.5'), p('M10 20v-6h4v6')],
  },
  building: {
    label: 'Building',
    usage: 'Healthcare organisations and offices',
    shapes: [
      p('M4 21V5l8-2v18'),
      p('M12 8h8v13'),
      p('M3 21h18'),
      p('M7 8h2'),
      p('M7 12h2'),
      p('M7 16h2'),
      p('M15 12h2'),
      p('M15 16h2'),
    ],
  },
  arrowRight: {
    label: 'Arrow right',
    usage: 'Calls to action and "read more" links',
    shapes: [p('M5 12h14'), p('M13 6l6 6-6 6')],
  },
  check: {
    label: 'Check',
    usage: 'Lists of capabilities and requirements met',
    shapes: [p('M5 12.5l4.5 4.5L19 7.5')],
  },
  search: {
    label: 'Search',
    usage: 'The site search button and search boxes',
    shapes: [c(11, 11, 6.5), p('M16 16l4.5 4.5')],
  },
  page: {
    label: 'Page',
    usage: 'A page in search results',
    shapes: [p('M6 3h8l4 4v14H6Z'), p('M14 3v4h4'), p('M9 12h6'), p('M9 16h6')],
  },
  hash: {
    label: 'Hash',
    usage: 'A section of a page in search results',
    shapes: [p('M9 4 7 20'), p('M17 4l-2 16'), p('M4.5 9h15'), p('M4 15h15')],
  },
  clock: {
    label: 'Clock',
    usage: 'Recent searches',
    shapes: [c(12, 12, 8.5), p('M12 7.5V12l3 2')],
  },
  close: {
    label: 'Close',
    usage: 'Closing and clearing: the search box, the recent searches',
    shapes: [p('M6 6l12 12'), p('M18 6 6 18')],
  },
  mail: {
    label: 'Mail',
    usage: 'Contact and apply actions',
    shapes: [r(3, 5, 18, 14, 2), p('M3.5 6.5 12 13l8.5-6.5')],
  },
} as const satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof icons;

export const iconNames = Object.keys(icons) as IconName[];

/** The icon as standalone SVG markup, for copying into other documents. */
export function iconToSvg(name: IconName): string {
  const shapes = icons[name].shapes
    .map((shape) => {
      switch (shape.tag) {
        case 'path':
          return `<path d="${shape.d}"/>`;
        case 'circle':
          return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}"/>`;
        case 'rect':
          return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}"${shape.rx === undefined ? '' : ` rx="${shape.rx}"`}/>`;
      }
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${shapes}</svg>`;
}
