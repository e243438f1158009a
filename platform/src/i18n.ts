import { useSyncExternalStore } from 'react';
import {
  defaultLocale,
  isLocale,
  localeOfLanguage,
  negotiateLocale,
  type Locale,
} from '@groundtruth/domain/i18n/locales';
import {
  english,
  pseudoLocale,
  type MessageTable,
  type Translator,
  type UiLocale,
} from '@groundtruth/domain/i18n/translate';
import { LOCALE_KEY, localStore } from './stored-keys';

// The language every open screen reads in: one store for the shell and the remotes (platform is
// shared as a singleton), so switching it re-renders every screen at once, without a reload.
let current: Translator = english;
let wanted: UiLocale = defaultLocale;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function apply(translator: Translator) {
  current = translator;
  if (typeof document !== 'undefined') document.documentElement.lang = translator.locale;
  for (const listener of listeners) listener();
}

/** The translator of the screens' language (English until another one's chunk has loaded). */
export function useTranslator(): Translator {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => english,
  );
}

/** The screens' language, outside React. */
export function currentLocale(): UiLocale {
  return current.locale;
}

/** The translator of the screens' language, outside React (words said in a callback). */
export function currentTranslator(): Translator {
  return current;
}

/** The screens' language. */
export function useLocale(): UiLocale {
  return useTranslator().locale;
}

/**
 * A message table in the screens' language, the same shape as the English one: `name` is its
 * catalog prefix (domain/src/i18n/tables.ts lists them).
 */
export function useWords<T extends MessageTable>(name: string, table: T): T {
  return useTranslator().table(name, table);
}

/**
 * Switches every open screen to `locale` once its chunk has loaded, and sets `<html lang>`.
 * `remember` keeps the choice in this browser (a link, sign-up, Settings), and other tabs follow.
 */
export async function switchLocale(locale: UiLocale, { remember = true } = {}): Promise<void> {
  wanted = locale;
  if (remember && isLocale(locale)) localStore()?.setItem(LOCALE_KEY, locale);
  // English is the tables themselves: nothing to load.
  const translator =
    locale === defaultLocale
      ? english
      : locale === pseudoLocale
        ? (await import('@groundtruth/domain/i18n/pseudo')).pseudo
        : await (await import('@groundtruth/domain/i18n/load')).loadTranslator(locale);
  // A later choice made while this one loaded wins.
  if (wanted === locale) apply(translator);
}

/** The remembered choice, else the best match of the browser's languages. */
export function startingLocale(): Locale {
  const remembered = localStore()?.getItem(LOCALE_KEY);
  if (isLocale(remembered)) return remembered;
  return negotiateLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));
}

let started = false;

/**
 * At start-up: English paints first as it always has; another language's chunk loads after and
 * the screens switch to it. Other tabs' choices follow here.
 */
export function startLocale(): void {
  if (started) return;
  started = true;
  const locale = startingLocale();
  if (locale !== defaultLocale) void switchLocale(locale, { remember: false });
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key === LOCALE_KEY && isLocale(event.newValue))
      void switchLocale(event.newValue, { remember: false });
  });
}

/**
 * A signed-in creator's stored language (a code, or a label stored before the codes) decides:
 * the screens switch to its locale unless they already read in it. Empty: the browser's choice.
 */
export async function followStoredLanguage(stored: string): Promise<void> {
  if (!stored) return;
  const locale = localeOfLanguage(stored);
  if (locale !== current.locale) await switchLocale(locale);
}
