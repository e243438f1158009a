// @ts-check
// The emulator's and the functions' benches are TypeScript that imports their packages' sources;
// jiti runs them without a build.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

/**
 * The TypeScript module at `file` (relative to bench/src/).
 * @template T
 * @param {string} file
 * @returns {Promise<T>}
 */
export function importTypeScript(file) {
  return jiti.import(new URL(file, import.meta.url).href);
}
