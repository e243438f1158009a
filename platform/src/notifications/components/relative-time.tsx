import type { TimestampLike } from '@groundtruth/domain/timestamp';
import { pseudoLocale, type UiLocale } from '@groundtruth/domain/i18n/translate';
import { useLocale } from '@groundtruth/platform/i18n';

// Made on first use, when the panel first shows a time: the page's first Intl formatter loads
// ICU's locale data (a long task), which the page's start should not pay for a panel
// that may stay closed. The screens write their dates without Intl (@groundtruth/domain/dates).
// One of each per language the screens read in; English (and the pseudo-locale) as en-US.
const relatives = new Map<string, Intl.RelativeTimeFormat>();
const fulls = new Map<string, Intl.DateTimeFormat>();

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** The Intl tag a locale's times are written in: English's is en-US, as it always was. */
function tagOf(locale: UiLocale): string {
  return locale === 'en' || locale === pseudoLocale ? 'en-US' : locale;
}

/**
 * "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long before `now` `ms` was, in
 * `locale` ("hace 5 minutos", "gestern" with Intl.RelativeTimeFormat for another language).
 */
export function formatRelative(ms: number, now: number, locale: UiLocale = 'en'): string {
  const seconds = Math.round((ms - now) / 1000);
  const tag = tagOf(locale);
  if (Math.abs(seconds) < 45 && tag === 'en-US') return 'just now';
  let relative = relatives.get(tag);
  if (!relative)
    relatives.set(tag, (relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })));
  // Another language's "just now" is Intl's word for this moment ("ahora", "jetzt").
  if (Math.abs(seconds) < 45) return relative.format(0, 'second');
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'minute')
      return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

/** A timestamp as how long before `now` it was, with the exact date and time in `title` and `dateTime`. */
export function RelativeTime({
  value,
  now,
}: {
  /** The stored timestamp. */
  value: TimestampLike;
  /** The moment it is told from, in milliseconds. */
  now: number;
}) {
  const locale = useLocale();
  const tag = tagOf(locale);
  const date = new Date(value.toMillis());
  let full = fulls.get(tag);
  if (!full)
    fulls.set(
      tag,
      (full = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' })),
    );
  return (
    <time dateTime={date.toISOString()} title={full.format(date)}>
      {formatRelative(date.getTime(), now, locale)}
    </time>
  );
}
