/** Dates as the site writes them (src/utils/dates.ts). */
import { expect, test } from '@playwright/test';
import { formatDate } from '../../src/utils/dates';

test('a date is written in Irish English, in the style asked for', () => {
  expect(formatDate('2025-10-05')).toBe('5 October 2025');
  expect(formatDate('2025-11-24', 'short')).toBe('24 Nov 2025');
  expect(formatDate('2019-04', 'month')).toBe('April 2019');
});

test('a short month is its first three letters, September too, as the sample record writes it', () => {
  // ICU writes 'Sept' for en-IE, and its version differs between Node and each browser.
  expect(formatDate('2025-09-05', 'short')).toBe('5 Sep 2025');
  expect(formatDate('2025-09-05')).toBe('5 September 2025');
});

test('the first and last day of a year stay on their day, whatever the time zone', () => {
  expect(formatDate('2025-01-01')).toBe('1 January 2025');
  expect(formatDate('2025-12-31')).toBe('31 December 2025');
});

test('text that is not an ISO date comes back as it is', () => {
  for (const odd of ['', '2019', 'soon', '2025-13-01', '2025-02-30', '5 October 2025']) {
    expect(formatDate(odd), odd).toBe(odd);
  }
});
