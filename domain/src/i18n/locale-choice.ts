// How a signed-out visitor's choice of language is shown and remembered, shared by the public
// pages' switcher (marketing-site) and the sign-in and sign-up pages' language links (shell).

import type { Locale } from './locales';

/** Each language's name in its own words, as a switcher shows it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
};

/**
 * The cookie Firebase Hosting's i18n rewrites read before Accept-Language (and the static
 * server of `npm start -- --prod` as well): a language code, which names the folder of
 * "/"'s copy in that language (marketing-site/src/prerender/localized-pages.ts, i18nFolder).
 */
export const LANGUAGE_COOKIE = 'firebase-language-override';

/** Its attributes: every path of the origin, for a year, sent on top-level navigations. */
export const LANGUAGE_COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';

/** The cookie remembering `locale`: its language subtag, as Hosting matches it. */
export function languageCookie(locale: Locale): string {
  return `${LANGUAGE_COOKIE}=${locale.split('-')[0]}; ${LANGUAGE_COOKIE_ATTRIBUTES}`;
}
