// The landing as the app renders it ("/" in development, or on the way back to "/" inside the
// app): in the visitor's language, as the prerendered "/" is served in it (docs/architecture.md,
// Languages): their choice on the public pages or in the app (groundtruth.locale), else the best
// match of the browser's languages. Another language's words load first (React suspends).
import { use } from 'react';
import { isLocale, negotiateLocale } from '@groundtruth/domain/i18n/locales';
import type { LandingWords } from '@groundtruth/domain/words/landing';
import { LOCALE_KEY, type SiteLocale } from '../i18n/site-locales';
import { loadLandingWords } from '../i18n/load-landing-words';
import { SiteWordsProvider } from '../i18n/words-context';
import LandingPage from './landing-page';

/** The visitor's language: the one they chose, else their browser's best match. */
export function visitorLocale(): SiteLocale {
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(LOCALE_KEY);
  } catch {
    // Storage disabled: the browser's languages decide.
  }
  return isLocale(chosen) ? chosen : negotiateLocale(navigator.languages ?? [navigator.language]);
}

const loading = new Map<SiteLocale, Promise<LandingWords>>();

function wordsOf(locale: Exclude<SiteLocale, 'en'>): Promise<LandingWords> {
  let words = loading.get(locale);
  if (!words) {
    words = loadLandingWords(locale);
    words.catch(() => loading.delete(locale));
    loading.set(locale, words);
  }
  return words;
}

function Localized({ locale }: { locale: Exclude<SiteLocale, 'en'> }) {
  const words = use(wordsOf(locale));
  return (
    <SiteWordsProvider locale={locale} words={words}>
      <LandingPage />
    </SiteWordsProvider>
  );
}

/** The public landing page at / (docs/product.md, Screens), in the visitor's language. */
export default function VisitorLanding() {
  const locale = visitorLocale();
  return locale === 'en' ? <LandingPage /> : <Localized locale={locale} />;
}
