import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { SourceCatalog } from './translate';

/**
 * A source catalog (`<table>.<key>` → ICU) in Lingui's compiled form: what a locale's chunk
 * holds, so no ICU parser ships to the browser.
 */
export function compileCatalog(source: SourceCatalog): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(source)
      .sort()
      .map((id) => [id, compileMessage(source[id]!)]),
  );
}
