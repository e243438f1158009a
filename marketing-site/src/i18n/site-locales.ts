// The languages the public pages are prerendered in, where each lives, and how a visitor's
// choice is remembered (docs/architecture.md, Languages: the landing and legal pages).

import { languageCookie } from '@groundtruth/domain/i18n/locale-choice';
import { locales, type Locale } from '@groundtruth/domain/i18n/locales';

/** The public pages' languages: English is the default at "/", the others under "/<code>/". */
export const siteLocales = locales;
export type SiteLocale = Locale;

export { localeNames } from '@groundtruth/domain/i18n/locale-choice';

/** The public pages, by their path under a language's prefix. */
export type SitePage = 'landing' | 'privacy' | 'terms';
const pageSuffix: Record<SitePage, string> = { landing: '', privacy: 'privacy', terms: 'terms' };

/** The address of `page` in `locale`: "/", "/privacy" in English; "/es/", "/es/privacy" … */
export function localePath(locale: SiteLocale, page: SitePage): string {
  const suffix = pageSuffix[page];
  return locale === 'en' ? `/${suffix}` : `/${locale}/${suffix}`;
}

export {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_ATTRIBUTES,
  languageCookie,
} from '@groundtruth/domain/i18n/locale-choice';

/**
 * Where the app keeps the screens' language (platform/src/stored-keys.ts, LOCALE_KEY): a choice
 * made on the public pages is the one sign-up starts from.
 */
export const LOCALE_KEY = 'groundtruth.locale';

/** Remembers a visitor's choice of `locale`: for "/" (the cookie) and for the app (storage). */
export function rememberLocale(locale: SiteLocale): void {
  document.cookie = languageCookie(locale);
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Storage disabled (some private modes): the cookie still holds the choice for "/".
  }
}
