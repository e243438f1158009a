/**
 * The public pages' words in another language (the `landing` and `legal` audiences of
 * tables.ts). Their messages take no arguments, so a compiled message is its text: no Lingui
 * runtime on the landing. The island loads one locale's landing catalog when that locale's page
 * hydrates (loadLandingWords); the build's prerender reads every catalog at once (site-pages.ts).
 */
import { landingWords, type LandingWords } from '../words/landing';
import type { Locale } from './locales';
import { englishOf, translatorOf, type CompiledCatalog, type Translator } from './translate';

/** A translator over a catalog of messages without arguments (a compiled one: text parts). */
export function plainTranslator(locale: Locale, catalog: CompiledCatalog): Translator {
  return translatorOf(locale, (id, english, args) => {
    const compiled = catalog[id];
    if (typeof compiled === 'string') return compiled;
    if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string'))
      return compiled.join('');
    return englishOf(english, args);
  });
}

type Other = Exclude<Locale, 'en'>;

const landingChunks: Record<Other, () => Promise<{ default: CompiledCatalog }>> = {
  es: () => import('./compiled/es.landing.json'),
  'pt-BR': () => import('./compiled/pt-BR.landing.json'),
  fr: () => import('./compiled/fr.landing.json'),
  de: () => import('./compiled/de.landing.json'),
};

/** The landing's words in `locale`, its catalog a chunk of its own. */
export async function loadLandingWords(locale: Other): Promise<LandingWords> {
  const { default: catalog } = await landingChunks[locale]();
  return plainTranslator(locale, catalog).table('landing', landingWords);
}
