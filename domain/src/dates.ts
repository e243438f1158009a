// Moments as every screen writes them: en-US, in the reader's time zone. Written out here from
// Date's own getters instead of with Intl: the page's first Intl formatter loads ICU's locale
// data, a long task on the main thread, and every dashboard screen writes a date while it
// starts. The tests hold each function to Intl's output.
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

/**
 * A calendar day as written, "2024-03-03" → "Mar 3, 2024": a day a file or a form names, read in
 * no time zone (a camera's clock has none to offer).
 */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date}, ${year}`;
}

/** "Nov 23, 2026, 7:14 PM": Intl's en-US `dateStyle: 'medium', timeStyle: 'short'`. */
export function formatDateTime(at: Date | number): string {
  const date = validDate(at);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatDate(date)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * "Nov 23, 2026, 7:14 PM UTC": a moment as the functions write it, knowing no reader's zone, so
 * the zone is named. A refusal that names one carries the instant too (callable-errors.ts'
 * instantDetails), and the page writes it again in the reader's zone.
 */
export function formatDateTimeUtc(at: Date | number): string {
  const date = validDate(at);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const day = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  return `${day}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}
