// Moments as every screen writes them: en-US, in the reader's time zone. Written out here from
// Date's own getters instead of with Intl: the page's first Intl formatter loads ICU's locale
// data, 20–50 ms on the main thread in Chromium (measured here), and every dashboard screen
// writes a date while it starts. The tests hold each function to Intl's output.
import { formatCount } from './numbers';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function validDate(at: Date | number): Date {
  const date = new Date(at);
  // As Intl.DateTimeFormat#format does.
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

/** "Nov 23, 2026": Intl's en-US `dateStyle: 'medium'`. */
export function formatDate(at: Date | number): string {
  const date = validDate(at);
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "Nov 23, 2026, 7:14 PM": Intl's en-US `dateStyle: 'medium', timeStyle: 'short'`. */
export function formatDateTime(at: Date | number): string {
  const date = validDate(at);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

export type RelativeUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

// What Intl.RelativeTimeFormat's en-US `numeric: 'auto'` says for -1, 0 and 1 of a unit.
const NAMED: Record<RelativeUnit, readonly [string, string, string]> = {
  year: ['last year', 'this year', 'next year'],
  month: ['last month', 'this month', 'next month'],
  week: ['last week', 'this week', 'next week'],
  day: ['yesterday', 'today', 'tomorrow'],
  hour: ['1 hour ago', 'this hour', 'in 1 hour'],
  minute: ['1 minute ago', 'this minute', 'in 1 minute'],
};

/** "3 weeks ago", "yesterday", "in 2 hours": Intl.RelativeTimeFormat en-US, `numeric: 'auto'`. */
export function formatRelativeUnit(value: number, unit: RelativeUnit): string {
  const [last, current, next] = NAMED[unit];
  if (value === -1) return last;
  if (value === 0) return current;
  if (value === 1) return next;
  const amount = `${formatCount(Math.abs(value))} ${unit}${Math.abs(value) === 1 ? '' : 's'}`;
  return value < 0 ? `${amount} ago` : `in ${amount}`;
}

const UNITS: [RelativeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long before `now` `ms` was. */
export function formatRelative(ms: number, now: number): string {
  const seconds = Math.round((ms - now) / 1000);
  if (Math.abs(seconds) < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'minute')
      return formatRelativeUnit(Math.round(seconds / size), unit);
  }
  return 'just now';
}
