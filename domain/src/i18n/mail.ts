/**
 * The e-mails' words in a creator's language, for the functions: every locale's compiled `mail`
 * catalog is in the functions' bundle (no chunks on a server), so a translator is at hand
 * synchronously, inside the transaction that writes the e-mail. English is the tables themselves.
 */
import { setupI18n } from '@lingui/core';
import { mailWords, type MailWords } from '../mail-words';
import type { Locale } from './locales';
import {
  english,
  englishOf,
  translatorOf,
  type CompiledCatalog,
  type Translator,
} from './translate';
import es from './compiled/es.mail.json';
import ptBR from './compiled/pt-BR.mail.json';
import fr from './compiled/fr.mail.json';
import de from './compiled/de.mail.json';
import esScreens from './compiled/es.screens.json';
import ptBRScreens from './compiled/pt-BR.screens.json';
import frScreens from './compiled/fr.screens.json';
import deScreens from './compiled/de.screens.json';

// The screens' tables too: an e-mail may say what a screen says (a new task's alert is the
// bell's notice and its e-mail), in the screens' words.
const catalogs: Record<Exclude<Locale, 'en'>, CompiledCatalog> = {
  es: { ...esScreens, ...es },
  'pt-BR': { ...ptBRScreens, ...ptBR },
  fr: { ...frScreens, ...fr },
  de: { ...deScreens, ...de },
};

const translators = new Map<Locale, Translator>([['en', english]]);

/** The translator of the e-mails in `locale`; a key a catalog lacks reads in English. */
export function mailTranslator(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    const catalog = catalogs[locale as Exclude<Locale, 'en'>];
    const i18n = setupI18n({ locale, messages: { [locale]: catalog as never } });
    translator = translatorOf(locale, (id, englishWords, args) =>
      id in catalog
        ? i18n._(id, Object.fromEntries(args.map((arg, index) => [index, arg])) as never)
        : englishOf(englishWords, args),
    );
    translators.set(locale, translator);
  }
  return translator;
}

/** A screens' table (i18n/tables.ts) as an e-mail in `locale` says it. */
export function mailTable<T extends object>(locale: Locale, name: string, english: T): T {
  return mailTranslator(locale).table(name, english);
}

/** The e-mails' words (mail-words.ts) in `locale`. */
export function mailWordsIn(locale: Locale): MailWords {
  return mailTranslator(locale).table('mail', mailWords);
}
