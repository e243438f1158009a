/**
 * Amounts and moments as an e-mail in another language writes them (Intl, for that locale; the
 * moments in UTC, as an English e-mail writes them);
 * English keeps the server's own formatters (formatCents, formatDateTimeUtc), so its e-mails are
 * as they were.
 */
import type { Locale } from '@groundtruth/domain/i18n/locales';
import { intlFormatters } from '@groundtruth/domain/i18n/format';

/** Integer cents in `locale`'s way of writing US dollars ("12,50 $US"), as its screens write them. */
export function formatCentsIn(locale: Locale, cents: number): string {
  return intlFormatters(locale).cents(cents);
}

/** A moment in UTC, in `locale`'s words ("6 déc. 2026, 14:00 UTC"). */
export function formatDateTimeUtcIn(locale: Locale, millis: number): string {
  const words = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(millis);
  return `${words} UTC`;
}

/** A day (in UTC, as the server writes it) in `locale`'s words ("23 novembre 2026"). */
export function formatDateUtcIn(locale: Locale, at: Date | number): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
}
