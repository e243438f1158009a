/**
 * Amounts and moments as an e-mail in another language writes them (Intl, for that locale; the
 * moments in UTC, as an English e-mail writes them);
 * English keeps the server's own formatters (formatCents, formatDateTimeUtc), so its e-mails are
 * as they were.
 */
import type { Locale } from '@groundtruth/domain/i18n/locales';
import { intlFormatters } from '@groundtruth/domain/i18n/format';
import { payLine } from '@groundtruth/domain/fair-pay';
import { mailTable } from '@groundtruth/domain/i18n/mail';
import { payWords } from '@groundtruth/domain/words/pay';

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

/**
 * A task's pay as an e-mail in `locale` writes it ("12,50 US$ · unos 25 min · 30,00 US$/hora"), in
 * the words of the screens' pay line; English's as the screens write it.
 */
export function payLineIn(
  locale: Locale,
  payoutCents: number,
  estimatedMinutes: number | null | undefined,
): string {
  if (locale === 'en') return payLine(payoutCents, estimatedMinutes);
  return payLine(payoutCents, estimatedMinutes, mailTable(locale, 'pay', payWords), (cents) =>
    formatCentsIn(locale, cents),
  );
}
