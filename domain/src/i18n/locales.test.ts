import { describe, expect, it } from 'vitest';
import { authWords } from '../words/auth';
import { navWords } from '../words/nav';
import { loadTranslator } from './load';
import {
  acceptLanguageTags,
  languageCodeOf,
  localeOfLanguage,
  negotiateLocale,
  storedLanguageValues,
} from './locales';
import { isPseudo, pseudo, pseudoOf } from './pseudo';
import { englishFormatters, intlFormatters } from './format';
import { creatorWords } from '../words/creator';

describe('negotiateLocale', () => {
  it('should pick the first of the browser languages it speaks, exactly or by language', () => {
    expect(negotiateLocale(['pt-BR', 'en'])).toBe('pt-BR');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['es-MX', 'en-US'])).toBe('es');
    expect(negotiateLocale(['ja', 'de-AT', 'fr'])).toBe('de');
    expect(negotiateLocale(['FR-ca'])).toBe('fr');
    expect(negotiateLocale(['en-GB', 'es'])).toBe('en');
  });

  it('should answer English for languages it does not speak, and for none', () => {
    expect(negotiateLocale(['hi-IN', 'sw'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('should read an Accept-Language header by its weights', () => {
    expect(acceptLanguageTags('en;q=0.5, pt-BR, pt;q=0.9')).toEqual(['pt-BR', 'pt', 'en']);
    expect(negotiateLocale(acceptLanguageTags('pt-BR,pt;q=0.9,en;q=0.8'))).toBe('pt-BR');
    expect(acceptLanguageTags('de;q=0, fr')).toEqual(['fr']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});

describe('stored languages', () => {
  it('should read a label stored before the codes as its code', () => {
    expect(languageCodeOf('Spanish')).toBe('es');
    expect(languageCodeOf('Portuguese')).toBe('pt-BR');
    expect(languageCodeOf('de')).toBe('de');
    expect(languageCodeOf('Swahili')).toBe('sw');
    expect(languageCodeOf('')).toBe('');
    expect(languageCodeOf('Klingon')).toBe('Klingon');
  });

  it('should read Hindi, Tagalog, Swahili and anything unknown in English', () => {
    expect(localeOfLanguage('French')).toBe('fr');
    expect(localeOfLanguage('pt-BR')).toBe('pt-BR');
    expect(localeOfLanguage('hi')).toBe('en');
    expect(localeOfLanguage('Tagalog')).toBe('en');
    expect(localeOfLanguage(undefined)).toBe('en');
  });

  it('should match both the code and the old label when targeting a language', () => {
    expect(storedLanguageValues('es')).toEqual(['es', 'Spanish']);
    expect(storedLanguageValues('German')).toEqual(['de', 'German']);
    expect(storedLanguageValues('Klingon')).toEqual(['Klingon']);
  });
});

describe('translators', () => {
  it('should read a table in Spanish, with its arguments, once its chunk has loaded', async () => {
    const spanish = await loadTranslator('es');
    const nav = spanish.table('nav', navWords);
    expect(nav.availableTasks).toBe('Tareas disponibles');
    expect(nav.languageNames['pt-BR']).toBe('Portugués');
    expect(spanish.table('auth', authWords).stepOf(2, 5)).toBe('Paso 2 de 5');
    expect(spanish.table('auth', authWords).stepTitles[4]).toBe('¡Ya estás dentro!');
    expect(spanish.table('nav', navWords)).toBe(nav);
  });

  it('should keep English as the tables are', async () => {
    expect((await loadTranslator('en')).table('nav', navWords)).toBe(navWords);
  });

  it('should make the pseudo-locale accented, bracketed and at least 40% longer', () => {
    const words = pseudo.table('nav', navWords);
    expect(words.signOut).toBe(pseudoOf('Sign Out'));
    expect(words.signOut).toMatch(/^\[Šíĝñ Óúţ ·+\]$/);
    expect(words.availableTasks.length).toBeGreaterThanOrEqual('Available Tasks'.length * 1.4);
    expect(isPseudo(words.availableTasks)).toBe(true);
    expect(isPseudo('Available Tasks')).toBe(false);
  });
});

describe('formatters', () => {
  it('should write money, counts and dates as each locale does, English as before', () => {
    const at = new Date(2026, 10, 23, 19, 14);
    expect(englishFormatters.cents(123450)).toBe('$1,234.50');
    expect(englishFormatters.date(at)).toBe('Nov 23, 2026');
    expect(intlFormatters('de').cents(123450)).toBe('1.234,50\u00a0$');
    expect(intlFormatters('pt-BR').cents(5000)).toBe('US$\u00a050,00');
    expect(intlFormatters('es').count(12345)).toBe('12.345');
    expect(intlFormatters('fr').date(at)).toBe('23 nov. 2026');
    expect(() => intlFormatters('es').cents(1.5)).toThrow(RangeError);
  });

  it('should count with ICU plurals and say a missing limit', async () => {
    const words = (await loadTranslator('de')).table('creator', creatorWords).qualifications;
    expect(words.openTasksCount(1)).toBe('1 offene Aufgabe');
    expect(words.openTasksCount(1200)).toBe('1.200 offene Aufgaben');
    expect(words.attemptsOf(2, null)).toBe('2 (unbegrenzt)');
    expect(words.attemptsOf(2, 3)).toBe('2 von 3');
  });
});
