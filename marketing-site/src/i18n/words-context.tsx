import { createContext, useContext, type ReactNode } from 'react';
import { landingWords, type LandingWords } from '@groundtruth/domain/words/landing';
import type { SiteLocale } from './site-locales';

interface SiteWords {
  locale: SiteLocale;
  words: LandingWords;
}

const SiteWordsContext = createContext<SiteWords>({ locale: 'en', words: landingWords });

/** Gives the public pages below it their language; without it they are in English. */
export function SiteWordsProvider({
  locale,
  words,
  children,
}: SiteWords & { children: ReactNode }) {
  return (
    <SiteWordsContext.Provider value={{ locale, words }}>{children}</SiteWordsContext.Provider>
  );
}

/** The landing's words in the page's language. */
export function useLandingWords(): LandingWords {
  return useContext(SiteWordsContext).words;
}

/** The page's language. */
export function useSiteLocale(): SiteLocale {
  return useContext(SiteWordsContext).locale;
}
