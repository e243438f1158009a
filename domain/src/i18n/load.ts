import {
  english,
  englishOf,
  translatorOf,
  type CompiledCatalog,
  type Translator,
} from './translate';
import type { Locale } from './locales';

/** One chunk per locale (its screens' words), fetched when it is first chosen; English is the tables themselves. */
const compiled: Record<Exclude<Locale, 'en'>, () => Promise<{ default: CompiledCatalog }>> = {
  es: () => import('./compiled/es.screens.json'),
  'pt-BR': () => import('./compiled/pt-BR.screens.json'),
  fr: () => import('./compiled/fr.screens.json'),
  de: () => import('./compiled/de.screens.json'),
};

const loaded = new Map<Locale, Promise<Translator>>();

/**
 * The translator of `locale`, its catalog and Lingui's runtime loaded on first use (neither is in
 * any first load). A key a catalog lacks reads in English (the catalogs test keeps none missing).
 */
export function loadTranslator(locale: Locale): Promise<Translator> {
  if (locale === 'en') return Promise.resolve(english);
  let translator = loaded.get(locale);
  if (!translator) {
    translator = Promise.all([import('@lingui/core'), compiled[locale]()]).then(
      ([{ setupI18n }, { default: catalog }]) => {
        const i18n = setupI18n({ locale, messages: { [locale]: catalog as never } });
        return translatorOf(locale, (id, englishWords, args) =>
          id in catalog
            ? i18n._(id, Object.fromEntries(args.map((arg, index) => [index, arg])) as never)
            : englishOf(englishWords, args),
        );
      },
    );
    translator.catch(() => loaded.delete(locale));
    loaded.set(locale, translator);
  }
  return translator;
}
