import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from './compile';
import { locales } from './locales';
import { readSourceCatalog } from './source-catalogs';
import { translatedTables, type Audience } from './tables';
import { messageIds } from './translate';

const translatedLocales = locales.filter((locale) => locale !== 'en');
const audiences = Object.keys(translatedTables) as Audience[];
const tables = audiences.flatMap((audience) =>
  Object.entries(translatedTables[audience]).map(([name, table]) => ({ audience, name, table })),
);

/** The English function of an id (its arity bounds the translation's placeholders). */
function englishAt(table: unknown, keys: string[]): unknown {
  return keys.reduce<unknown>(
    (value, key) => (value as Record<string, unknown> | undefined)?.[key],
    table,
  );
}

describe('catalogs', () => {
  it.each(translatedLocales)('%s has every English key and none English lacks', (locale) => {
    for (const { name, table } of tables) {
      const file = path.join(import.meta.dirname, 'catalogs', locale, `${name}.json`);
      const have = fs.existsSync(file)
        ? Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')))
        : [];
      const english = messageIds(name, table).map((id) => id.slice(name.length + 1));
      expect({ table: name, missing: english.filter((key) => !have.includes(key)) }).toEqual({
        table: name,
        missing: [],
      });
      expect({ table: name, unknown: have.filter((key) => !english.includes(key)) }).toEqual({
        table: name,
        unknown: [],
      });
    }
  });

  it.each(translatedLocales)('%s uses only the arguments its English message takes', (locale) => {
    for (const { audience, name, table } of tables) {
      const source = readSourceCatalog(locale, audience);
      for (const id of messageIds(name, table)) {
        const english = englishAt(table, id.split('.').slice(1));
        const arity = typeof english === 'function' ? english.length : 0;
        const used = [...(source[id] ?? '').matchAll(/\{(\w+)/g)].map((match) => match[1]);
        expect({ id, unknown: used.filter((arg) => !(Number(arg) < arity)) }).toEqual({
          id,
          unknown: [],
        });
      }
    }
  });

  it.each(translatedLocales)('%s is compiled as its catalogs are now', (locale) => {
    for (const audience of audiences) {
      const file = path.join(import.meta.dirname, 'compiled', `${locale}.${audience}.json`);
      const compiled = JSON.parse(fs.readFileSync(file, 'utf8'));
      // Out of date: run `npm run i18n:compile -w domain`.
      expect(compiled).toEqual(compileCatalog(readSourceCatalog(locale, audience)));
    }
  });
});
