// npm run i18n:compile -w domain: each locale's catalogs compiled, one file per audience
// (compiled/<locale>.<audience>.json). The catalogs test fails while one is out of date.
import fs from 'node:fs';
import path from 'node:path';
import { locales } from './locales';
import { compileCatalog } from './compile';
import { readSourceCatalog } from './source-catalogs';
import { translatedTables, type Audience } from './tables';

const here = import.meta.dirname;

for (const locale of locales.filter((l) => l !== 'en')) {
  for (const audience of Object.keys(translatedTables) as Audience[]) {
    const source = readSourceCatalog(locale, audience);
    const file = path.join(here, 'compiled', `${locale}.${audience}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(compileCatalog(source))}\n`);
  }
}
