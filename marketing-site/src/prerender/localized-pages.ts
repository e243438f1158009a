// The public pages in every other language, as files of the shell's build (written by
// tooling/embed-landing.mjs; docs/architecture.md, Languages): each language's landing and legal
// pages under "<locale>/", and each language's "/" under "localized/<language>_ALL/", the folders
// Firebase Hosting's i18n rewrites serve for "/" to a browser whose Accept-Language prefers
// that language, or whose firebase-language-override cookie names it (the switcher sets it).
// English's own copy is there too: Hosting takes the first preferred language it has a folder
// for, so "en, pt" stays English. The static server of `npm start -- --prod` and the journeys
// does the same (dev-stack/src/serve-static.mjs).
//
// Every version names all of its versions with hreflang links (x-default: the English one), by
// full address as search engines (and Lighthouse) require. No canonical: "/" served in another
// language would name another version of itself, which search engines read as a mistake.
import { localePath, siteLocales, type SiteLocale, type SitePage } from '../i18n/site-locales';
import { prerenderPage } from './prerender-landing';

/** The i18n root of Hosting's rewrites, under the shell's public folder (firebase.json). */
export const I18N_ROOT = 'localized';

const PAGES: SitePage[] = ['landing', 'privacy', 'terms'];

const escape = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The <head> links of `page`: its versions in every language, at `origin` (the site's). */
export function alternateLinks(page: SitePage, origin: string): string {
  const href = (locale: SiteLocale) => `${origin}${localePath(locale, page)}`;
  return [
    ...siteLocales.map(
      (other) => `<link rel="alternate" hreflang="${other}" href="${href(other)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}">`,
  ].join('');
}

/** The folder of `locale`'s "/" under Hosting's i18n root ("pt_ALL": any country). */
export const i18nFolder = (locale: SiteLocale) => `${I18N_ROOT}/${locale.split('-')[0]}_ALL`;

/** `page` in `locale`: the shell's HTML (`template`, without its app loader) around it. */
function localizedPage(
  template: string,
  page: SitePage,
  locale: SiteLocale,
  { loaderFile, origin }: { loaderFile: string; origin: string },
) {
  const { html, styles, title, description } = prerenderPage(page, locale);
  const kind = page === 'landing' ? 'landing' : 'legal';
  return template
    .replace('<html lang="en">', `<html lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*">/,
      `<meta name="description" content="${escape(description)}">`,
    )
    .replace('</head>', `${alternateLinks(page, origin)}${styles}</head>`)
    .replace('</body>', `<script src="/${loaderFile}"></script></body>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${kind}">${html}</div>`);
}

/**
 * The files (path under the shell's build → HTML) of every other language's pages, and of each
 * language's "/" for Hosting's i18n rewrites. `english` is the landing's "/" as written;
 * `loaderFile` the landing's script (it loads the island on a landing only); `origin` the site's.
 */
export function localizedPages({
  template,
  english,
  loaderFile,
  origin,
}: {
  template: string;
  english: string;
  loaderFile: string;
  origin: string;
}): Record<string, string> {
  for (const required of ['<html lang="en">', '<title>', '<meta name="description"'])
    if (!template.includes(required))
      throw new Error(`localizedPages: the page has no ${required}`);
  const files: Record<string, string> = { [`${i18nFolder('en')}/index.html`]: english };
  for (const locale of siteLocales) {
    if (locale === 'en') continue;
    for (const page of PAGES) {
      const markup = localizedPage(template, page, locale, { loaderFile, origin });
      const folder = localePath(locale, page).replace(/^\/|\/$/g, '');
      files[`${folder}/index.html`] = markup;
      if (page === 'landing') files[`${i18nFolder(locale)}/index.html`] = markup;
    }
  }
  return files;
}
