/**
 * Dates as the site writes them, in Irish English: `5 October 2025`, `24 Nov 2025` (tables and
 * the policy library), `April 2019` (a month). Read in UTC, so the reader's time zone never
 * moves a date to the day before. Text that is not an ISO date comes back as it is.
 */
const format = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat('en-IE', { ...options, timeZone: 'UTC' });

const FORMATS = {
  long: format({ day: 'numeric', month: 'long', year: 'numeric' }),
  short: format({ day: 'numeric', month: 'short', year: 'numeric' }),
  month: format({ month: 'long', year: 'numeric' }),
};

export type DateStyle = keyof typeof FORMATS;

/** `2025-10-05` (or `2019-04` for the month style) as the style writes it. */
export function formatDate(iso: string, style: DateStyle = 'long'): string {
  const day = /^\d{4}-\d{2}$/.test(iso) ? `${iso}-01` : iso;
  const date = new Date(`${day}T00:00:00Z`);
  // A day that does not exist (2025-02-30) would roll over into the next month.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return iso;
  return FORMATS[style].format(date);
}
