/**
 * Dates as the site writes them, in Irish English: `5 October 2025`, `24 Nov 2025` (tables and
 * the policy library), `April 2019` (a month). Read in UTC, so the reader's time zone never
 * moves a date to the day before. Text that is not an ISO date comes back as it is.
 *
 * Written out here rather than with Intl.DateTimeFormat: the server (Node's ICU) and each browser
 * (its own ICU) may abbreviate a month differently ('Sep' or 'Sept'), which would make the page's
 * text change as it hydrates; and a page's first Intl.DateTimeFormat took 40-50 ms of a hydration
 * task at 4x CPU (Chromium profile of a policy page).
 */
/** The months in Irish English, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month's name (1 is January), or its first three letters (`Sep`, not ICU's `Sept`). */
export function monthName(month: number, length: 'long' | 'short' = 'long'): string {
  const name = MONTHS[month - 1] ?? '';
  return length === 'short' ? name.slice(0, 3) : name;
}

export type DateStyle = 'long' | 'short' | 'month';

/** `2025-10-05` (or `2019-04` for the month style) as the style writes it. */
export function formatDate(iso: string, style: DateStyle = 'long'): string {
  const day = /^\d{4}-\d{2}$/.test(iso) ? `${iso}-01` : iso;
  const date = new Date(`${day}T00:00:00Z`);
  // A day that does not exist (2025-02-30) would roll over into the next month.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return iso;
  const month = date.getUTCMonth() + 1;
  const year = date.getUTCFullYear();
  if (style === 'month') return `${monthName(month)} ${year}`;
  return `${date.getUTCDate()} ${monthName(month, style === 'short' ? 'short' : 'long')} ${year}`;
}
