// Build-time HTML of the public pages, so the first paint on a phone waits for no script. The
// shell's "/" serves the landing's HTML and the island (src/island/) hydrates it; it is the same
// tree. Each other language gets its landing and legal pages under "/<locale>/"
// (tooling/embed-landing.mjs writes them); the legal pages are plain HTML, no island.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { GlobalStyle, ToastProvider, theme } from '@groundtruth/ui-kit';
import { LandingApp } from '../island/landing-app';
import { LegalPage } from '../features/legal/components/legal-page';
import { sitePagesWords } from '@groundtruth/domain/i18n/site-pages';
import { SiteWordsProvider } from '../i18n/words-context';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_ATTRIBUTES,
  LOCALE_KEY,
  localePath,
  siteLocales,
  type SiteLocale,
  type SitePage,
} from '../i18n/site-locales';

// What tooling/embed-landing.mjs and embed-locales.mjs need besides the pages.
export { LANGUAGE_COOKIE, LANGUAGE_COOKIE_ATTRIBUTES, LOCALE_KEY, localePath, siteLocales };

export interface PrerenderedPage {
  /** Markup for the app root. */
  html: string;
  /** <style> tags with the CSS the markup needs. */
  styles: string;
  /** The page's <title> and description, in its language. */
  title: string;
  description: string;
}

function render(tree: ReactNode): Pick<PrerenderedPage, 'html' | 'styles'> {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(tree));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** The landing page in `locale` (English by default). */
export function prerenderLanding(locale: SiteLocale = 'en'): PrerenderedPage {
  const words = sitePagesWords(locale).landing;
  const tree = locale === 'en' ? <LandingApp /> : <LandingApp locale={locale} words={words} />;
  return { ...render(tree), ...words.meta };
}

/** A page (`landing`, `privacy` or `terms`) in a language other than English. */
export function prerenderPage(page: SitePage, locale: SiteLocale): PrerenderedPage {
  if (page === 'landing') return prerenderLanding(locale);
  const { landing, legal } = sitePagesWords(locale);
  const text = legal[page];
  const tree = (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ToastProvider>
        <SiteWordsProvider locale={locale} words={landing}>
          <LegalPage page={page} text={text} />
        </SiteWordsProvider>
      </ToastProvider>
    </ThemeProvider>
  );
  return {
    ...render(tree),
    title: `${text.title} — Groundtruth`,
    description: landing.meta.description,
  };
}

export { alternateLinks, localizedPages } from './localized-pages';
