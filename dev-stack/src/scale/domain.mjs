// What the scale data takes from the domain package: the analytics' definitions, a name's
// search fields and the current terms' version.
import fs from 'node:fs';
import { createJiti } from 'jiti';

/**
 * domain/src/stats.ts (TypeScript, run by jiti as seed/seed.mjs does).
 * @type {any}
 */
export const stats = await createJiti(import.meta.url).import(
  new URL('../../../domain/src/stats.ts', import.meta.url).href,
);

/**
 * domain/src/name-search.ts: a name and what the staff's search reads of it.
 * @type {any}
 */
export const nameSearch = await createJiti(import.meta.url).import(
  new URL('../../../domain/src/name-search.ts', import.meta.url).href,
);

/** @type {string} */
export const termsVersion = JSON.parse(
  fs.readFileSync(new URL('../../../domain/src/terms.json', import.meta.url), 'utf8'),
).version;
