/**
 * Every language's public-page words at once, for the build's prerender of the pages under
 * "/<locale>/" (marketing-site/src/prerender): never in a browser's bundle.
 */
import { landingWords, type LandingWords } from '../words/landing';
import { legalWords, type LegalWords } from '../words/legal';
import type { Locale } from './locales';
import { plainTranslator } from './site-words';
import type { CompiledCatalog } from './translate';
import esLanding from './compiled/es.landing.json';
import ptBRLanding from './compiled/pt-BR.landing.json';
import frLanding from './compiled/fr.landing.json';
import deLanding from './compiled/de.landing.json';
import esLegal from './compiled/es.legal.json';
import ptBRLegal from './compiled/pt-BR.legal.json';
import frLegal from './compiled/fr.legal.json';
import deLegal from './compiled/de.legal.json';

const catalogs: Record<Exclude<Locale, 'en'>, [CompiledCatalog, CompiledCatalog]> = {
  es: [esLanding, esLegal],
  'pt-BR': [ptBRLanding, ptBRLegal],
  fr: [frLanding, frLegal],
  de: [deLanding, deLegal],
};

/** The landing's and the legal pages' words in `locale`. */
export function sitePagesWords(locale: Locale): { landing: LandingWords; legal: LegalWords } {
  if (locale === 'en') return { landing: landingWords, legal: legalWords };
  const [landing, legal] = catalogs[locale];
  return {
    landing: plainTranslator(locale, landing).table('landing', landingWords),
    legal: plainTranslator(locale, legal).table('legal', legalWords),
  };
}
