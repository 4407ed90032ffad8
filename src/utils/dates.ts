/**
 * Dates as the site writes them, in Irish English: `5 October 2025`, `24 Nov 2025` (tables and
 * the policy library), `April 2019` (a month). Read in UTC, so the reader's time zone never
 * moves a date to the day before. Text that is not an ISO date comes back as it is.
 */
const STYLES = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

// Made on first use: a page's first Intl.DateTimeFormat costs 15-30 ms on a phone (60-110 ms
// at 4x CPU), and this module loads with every docs page, most of which show no date.
const formats = new Map<DateStyle, Intl.DateTimeFormat>();

function formatter(style: DateStyle): Intl.DateTimeFormat {
  let format = formats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IE', { ...STYLES[style], timeZone: 'UTC' });
    formats.set(style, format);
  }
  return format;
}

/** `2025-10-05` (or `2019-04` for the month style) as the style writes it. */
export function formatDate(iso: string, style: DateStyle = 'long'): string {
  const day = /^\d{4}-\d{2}$/.test(iso) ? `${iso}-01` : iso;
  const date = new Date(`${day}T00:00:00Z`);
  // A day that does not exist (2025-02-30) would roll over into the next month.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return iso;
  return formatter(style).format(date);
}
