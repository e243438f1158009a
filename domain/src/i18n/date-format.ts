import { formatDate, formatDateTime } from '../dates';

/** Dates as a locale writes them (the part of format.ts a timestamp needs, apart). */
export interface DateFormatters {
  /** "Nov 23, 2026" in English, "23 nov 2026" in Spanish. */
  date(at: Date | number): string;
  /** The day and the time of day. */
  dateTime(at: Date | number): string;
}

/** English: the hand-written formatters, which make no Intl formatter while a screen starts. */
export const englishDateFormatters: DateFormatters = { date: formatDate, dateTime: formatDateTime };

/** Another locale's, with Intl made on first use (after start-up). */
export function intlDateFormatters(locale: string): DateFormatters {
  let date: Intl.DateTimeFormat | undefined;
  let dateTime: Intl.DateTimeFormat | undefined;
  return {
    date: (at) => (date ??= new Intl.DateTimeFormat(locale, { dateStyle: 'medium' })).format(at),
    dateTime: (at) =>
      (dateTime ??= new Intl.DateTimeFormat(locale, {
        dateStyle: 'medium',
        timeStyle: 'short',
      })).format(at),
  };
}
