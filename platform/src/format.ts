import {
  englishFormatters,
  intlFormatters,
  type Formatters,
} from '@groundtruth/domain/i18n/format';
import {
  englishDateFormatters,
  intlDateFormatters,
  type DateFormatters,
} from '@groundtruth/domain/i18n/date-format';
import { countryNamesIn } from '@groundtruth/domain/i18n/country-names';
import { pseudoLocale, type UiLocale } from '@groundtruth/domain/i18n/translate';
import { useLocale } from '@groundtruth/platform/i18n';

// Not part of the shared i18n module (a shared module is never tree-shaken): each app bundles
// the formatters it uses.
const formatters = new Map<UiLocale, Formatters>();

/**
 * Dates, counts and money in the screens' language: English's own formatters (no Intl while a
 * screen starts), Intl's for another locale.
 */
export function useFormat(): Formatters {
  const locale = useLocale();
  if (locale === 'en' || locale === pseudoLocale) return englishFormatters;
  let made = formatters.get(locale);
  if (!made) formatters.set(locale, (made = intlFormatters(locale)));
  return made;
}

const dateFormatters = new Map<UiLocale, DateFormatters>();

/** Dates alone in the screens' language (a timestamp's words, without money's). */
export function useDateFormat(): DateFormatters {
  const locale = useLocale();
  if (locale === 'en' || locale === pseudoLocale) return englishDateFormatters;
  let made = dateFormatters.get(locale);
  if (!made) dateFormatters.set(locale, (made = intlDateFormatters(locale)));
  return made;
}

const countryNames = new Map<UiLocale, (country: string) => string>();
const asStored = (country: string) => country;

/**
 * A stored country's name in the screens' language: as stored in English (no Intl while a screen
 * starts), Intl.DisplayNames' for another locale; `other` is the reader's word for Other.
 */
export function useCountryName(other: string): (country: string) => string {
  const locale = useLocale();
  if (locale === 'en' || locale === pseudoLocale) return asStored;
  let made = countryNames.get(locale);
  if (!made) countryNames.set(locale, (made = countryNamesIn(locale, other)));
  return made;
}
