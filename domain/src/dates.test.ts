// The dates are written without Intl (dates.ts); Intl's en-US output is what they must equal, in
// the reader's time zone, across months, hours, daylight-saving changes and years.
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeUtc } from './dates';

const originalZone = process.env.TZ;
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

/** Moments over 2026 (every 7 h 13 min: every hour and many minutes) and a few other years. */
function moments(): number[] {
  const out: number[] = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += (7 * 60 + 13) * 60_000)
    out.push(t);
  out.push(Date.UTC(1999, 11, 31, 23, 59), Date.UTC(2000, 1, 29, 12), Date.UTC(2100, 6, 4, 0, 0));
  return out;
}

// Each zone with its offset from UTC on 1 January 2026 (Date's sign: minutes behind UTC).
describe.each([
  ['UTC', 0],
  ['America/Los_Angeles', 480],
  ['Asia/Kolkata', -330],
  ['Australia/Lord_Howe', -660],
])('in %s', (zone, offset) => {
  it('should write dates and moments as Intl en-US does', () => {
    // Node applies a new TZ to Date and to Intl's default zone at once.
    process.env.TZ = zone;
    expect(new Date(Date.UTC(2026, 0, 1)).getTimezoneOffset()).toBe(offset);
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const utcDateTime = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    });
    for (const t of moments()) {
      expect(formatDate(t)).toBe(date.format(t));
      expect(formatDateTime(t)).toBe(dateTime.format(t));
      expect(formatDateTime(new Date(t))).toBe(dateTime.format(t));
      // The functions' words name UTC whatever the zone they run in.
      expect(formatDateTimeUtc(t)).toBe(`${utcDateTime.format(t)} UTC`);
    }
  });
});

describe('formatDateTime', () => {
  it('should refuse an invalid time, as Intl does', () => {
    expect(() => formatDateTime(Number.NaN)).toThrow(RangeError);
    expect(() => formatDate(new Date('not a date'))).toThrow(RangeError);
  });
});
