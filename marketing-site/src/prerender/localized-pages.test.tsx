// The public pages as the build writes them in every other language (localizedPages, which
// tooling/embed-landing.mjs writes into the shell's build): each names its language, all its
// versions by full address, and has the language switcher; "/" in each language is where
// Hosting's i18n rewrites look.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY as APP_LOCALE_KEY } from '@groundtruth/platform/stored-keys';
import { localizedPages } from './localized-pages';
import { LOCALE_KEY, localeNames, localePath, siteLocales } from '../i18n/site-locales';

// The prerender's build gives the landing the island's Link (rspack.island.config.mjs).
vi.mock('react-router-dom', () => import('../island/island-router'));

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="description" content="x"><title>Groundtruth</title></head><body><div id="root"></div></body></html>';
const headings = {
  es: 'Gana dinero grabando el mundo real',
  'pt-BR': 'Ganhe dinheiro gravando o mundo real',
  fr: 'Gagnez de l’argent en filmant le monde réel',
  de: 'Verdiene Geld, indem du die echte Welt filmst',
} as const;
const legalHeadings = {
  es: ['Política de privacidad', 'Términos del servicio'],
  'pt-BR': ['Política de Privacidade', 'Termos de Serviço'],
  fr: ['Politique de confidentialité', 'Conditions d’utilisation'],
  de: ['Datenschutzerklärung', 'Nutzungsbedingungen'],
} as const;

const SITE = 'https://groundtruth.example';
let files: Record<string, string>;

beforeAll(() => {
  const english = template.replace('<div id="root"></div>', '<div id="root">English</div>');
  files = localizedPages({ template, english, loaderFile: 'landing.0.js', origin: SITE });
});

const read = (file: string) => {
  expect(Object.keys(files)).toContain(file);
  return new DOMParser().parseFromString(files[file]!, 'text/html');
};

describe.each(Object.keys(headings) as (keyof typeof headings)[])('the pages in %s', (locale) => {
  it.each(['landing', 'privacy', 'terms'] as const)(
    'should prerender the %s page in it, with its versions and the switcher',
    (page) => {
      const doc = read(`${localePath(locale, page).replace(/^\/|\/$/g, '')}/index.html`);
      expect(doc.documentElement.lang).toBe(locale);
      const alternates = [...doc.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(alternates).toEqual([
        ...siteLocales.map((other) => [other, `${SITE}${localePath(other, page)}`]),
        ['x-default', `${SITE}${localePath('en', page)}`],
      ]);
      const heading = doc.querySelector('h1')?.textContent;
      if (page === 'landing') expect(heading).toBe(headings[locale]);
      else expect(heading).toBe(legalHeadings[locale][page === 'privacy' ? 0 : 1]);
      // The switcher: a plain link to this page in each language, this one marked current.
      const links = [...doc.querySelectorAll('a[data-locale-choice]')];
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        siteLocales.map((other) => [localeNames[other], localePath(other, page)]),
      );
      expect(doc.querySelector('a[aria-current="page"]')?.getAttribute('hreflang')).toBe(locale);
      // The island hydrates a landing only; the loader script is on every page (it remembers).
      const root = doc.getElementById('root');
      expect(root?.dataset.prerendered).toBe(page === 'landing' ? 'landing' : 'legal');
      expect(doc.querySelector('script[src="/landing.0.js"]')).not.toBeNull();
    },
  );

  it('should give "/" in it to a browser that prefers it (Hosting\'s i18n folder)', () => {
    const folder = `localized/${locale.split('-')[0]}_ALL/index.html`;
    expect(read(folder).documentElement.lang).toBe(locale);
  });
});

it('should keep English\'s "/" for a browser preferring English first', () => {
  expect(read('localized/en_ALL/index.html').getElementById('root')?.textContent).toBe('English');
});

it('should remember a choice where the app reads the language', () => {
  expect(LOCALE_KEY).toBe(APP_LOCALE_KEY);
});
