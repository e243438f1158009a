// The languages the public pages are prerendered in, where each lives, and how a visitor's
// choice is remembered (docs/architecture.md, Languages: the landing and legal pages).

import { locales, type Locale } from '@groundtruth/domain/i18n/locales';

/** The public pages' languages: English is the default at "/", the others under "/<code>/". */
export const siteLocales = locales;
export type SiteLocale = Locale;

/** Each language's name in its own words, as the switcher shows it. */
export const localeNames: Record<SiteLocale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
};

/** The public pages, by their path under a language's prefix. */
export type SitePage = 'landing' | 'privacy' | 'terms';
const pageSuffix: Record<SitePage, string> = { landing: '', privacy: 'privacy', terms: 'terms' };

/** The address of `page` in `locale`: "/", "/privacy" in English; "/es/", "/es/privacy" … */
export function localePath(locale: SiteLocale, page: SitePage): string {
  const suffix = pageSuffix[page];
  return locale === 'en' ? `/${suffix}` : `/${locale}/${suffix}`;
}

/**
 * The cookie Firebase Hosting's i18n rewrites read before Accept-Language (and the static
 * server of `npm start -- --prod` as well): a language code, which names the folder of
 * "/"'s copy in that language (prerender/localized-pages.ts, i18nFolder).
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';

/** Its attributes: every path of the origin, for a year, sent on top-level navigations. */
export const LANGUAGE_COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';

/** The cookie remembering `locale`: its language subtag, as Hosting matches it. */
export function languageCookie(locale: SiteLocale): string {
  return `${LANGUAGE_COOKIE}=${locale.split('-')[0]}; ${LANGUAGE_COOKIE_ATTRIBUTES}`;
}

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
