import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from './locales';
import { translatedTables, type Audience } from './tables';
import type { SourceCatalog } from './translate';

/** catalogs/<locale>/<table>.json of an audience's tables, ids prefixed with the table's name. */
export function readSourceCatalog(locale: Locale, audience: Audience): SourceCatalog {
  const out: Record<string, string> = {};
  for (const table of Object.keys(translatedTables[audience])) {
    const file = path.join(import.meta.dirname, 'catalogs', locale, `${table}.json`);
    if (!fs.existsSync(file)) continue;
    const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [key, message] of Object.entries(entries)) out[`${table}.${key}`] = message;
  }
  return out;
}
