import type { LandingWords } from '@groundtruth/domain/words/landing';
import { siteLocales, type SiteLocale } from './site-locales';

type Other = Exclude<SiteLocale, 'en'>;

/** The page's language from `<html lang>` when it is one of the landing's others, else null. */
export function pageLocale(lang: string): Other | null {
  return lang !== 'en' && (siteLocales as readonly string[]).includes(lang)
    ? (lang as Other)
    : null;
}

/** The landing's words in `locale`: its catalog and the reader, a chunk loaded on demand. */
export async function loadLandingWords(locale: Other): Promise<LandingWords> {
  const { loadLandingWords: load } = await import('@groundtruth/domain/i18n/site-words');
  return load(locale);
}
