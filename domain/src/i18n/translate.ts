import type { Locale } from './locales';

/**
 * An English message table as domain/src/messages.ts writes one: words, or a function of
 * positional arguments. A translated table has the same shape, so a screen reads
 * `words.saveSettings` and `words.submissionCount(3)` whatever the language. Nested tables and
 * lists of words are translated too (`<table>.<key>.<sub-key>`, `<table>.<key>.<index>`).
 */
export type MessageTable = object;

/** A catalog as translators write it: `<table>.<key>` → an ICU message, `{0}` the first argument. */
export type SourceCatalog = Readonly<Record<string, string>>;

/** A catalog compiled by `npm run i18n:compile -w domain` (Lingui's compiled form). */
export type CompiledCatalog = Readonly<Record<string, unknown>>;

/** The pseudo-locale the screen tests render in: accented and 40% longer (pseudo.ts). */
export const pseudoLocale = 'en-XA';
export type UiLocale = Locale | typeof pseudoLocale;

/** Words of one language for any table: `table('messages', messages)` has the table's shape. */
export interface Translator {
  readonly locale: UiLocale;
  table<T extends MessageTable>(name: string, english: T): T;
}

/** A translator from how one message reads: `word(id, english, args)`. */
export function translatorOf(locale: UiLocale, word: Word): Translator {
  // One translated table per English table and name: a screen's words are made once.
  const made = new Map<string, WeakMap<MessageTable, MessageTable>>();
  return {
    locale,
    table<T extends MessageTable>(name: string, english: T): T {
      let byTable = made.get(name);
      if (!byTable) made.set(name, (byTable = new WeakMap()));
      const known = byTable.get(english);
      if (known) return known as T;
      const out = translated(english, name, word);
      byTable.set(english, out as MessageTable);
      return out as T;
    },
  };
}

type Word = (
  id: string,
  english: string | ((...args: never[]) => string),
  args: unknown[],
) => string;

/** Each word of a table in another language: strings, functions, lists and nested tables. */
function translated(value: unknown, id: string, word: Word): unknown {
  if (typeof value === 'string') return word(id, value, []);
  if (typeof value === 'function')
    return (...args: unknown[]) => word(id, value as (...a: never[]) => string, args);
  if (Array.isArray(value))
    return value.map((item, index) => translated(item, `${id}.${index}`, word));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, translated(item, `${id}.${key}`, word)]),
    );
  return value;
}

/** Every message id of an English table, `<name>.<key>…`, as the catalogs name them. */
export function messageIds(name: string, table: unknown): string[] {
  if (typeof table === 'string' || typeof table === 'function') return [name];
  if (Array.isArray(table))
    return table.flatMap((item, index) => messageIds(`${name}.${index}`, item));
  if (table && typeof table === 'object')
    return Object.entries(table).flatMap(([key, item]) => messageIds(`${name}.${key}`, item));
  return [];
}

/** English: the tables as they are (the spec's words, verbatim). */
export const english: Translator = {
  locale: 'en',
  table: (_name, table) => table,
};

/** The English of a message with its arguments. */
export function englishOf(english: string | ((...args: never[]) => string), args: unknown[]) {
  return typeof english === 'function'
    ? (english as (...a: unknown[]) => string)(...args)
    : english;
}
