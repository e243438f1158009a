/**
 * A callable's refusal in a screen's language: the functions name the translated message their
 * English is (`details.refusal`: functions/src/core/errors.ts, refusalIdOf), and the translator of
 * the screens says it. Apart from callable-errors.ts, so the pages that show refusals in English
 * only (sign-in, staff) carry none of it.
 */
import { callableErrorWords, inPeoplesWords, inReadersZone } from '../callable-errors';
import { fieldCheckIn, fieldCheckWords } from '../words/field-checks';
import type { Translator } from './translate';

/**
 * callableErrorWords in `translator`'s language: a refusal the functions name, its title too
 * ('Error' as the screens say it), with a moment it names in the reader's zone; in English, or
 * for a refusal naming no message, the words as received.
 */
export function refusalIn(
  error: unknown,
  translator: Translator,
): { title: string; message: string } {
  const e = (error ?? {}) as { message?: unknown; details?: Record<string, unknown> | null };
  const details = (typeof e.details === 'object' && e.details) || {};
  const r = details.refusal as { id?: unknown; args?: unknown; title_id?: unknown } | undefined;
  if (translator.locale === 'en') return callableErrorWords(error);
  const english = (typeof e.message === 'string' ? e.message : '').replace(/ \[\d{3}\]$/, '');
  if (typeof r?.id !== 'string') {
    // An input's refusal names its field and a check, not a message: said from the table of checks.
    const said = callableErrorWords(error);
    const field = fieldRefusalIn(translator, english);
    if (!field) return said;
    const title =
      said.title === 'Error' ? say(translator, 'messages.errorTitle', 'Error', []) : said.title;
    return { title, message: field };
  }
  const title = typeof details.title === 'string' ? details.title : 'Error';
  const args = Array.isArray(r.args) ? (r.args as unknown[]) : [];
  const message = say(translator, r.id, english, args);
  const titleId =
    typeof r.title_id === 'string' ? r.title_id : title === 'Error' ? 'messages.errorTitle' : null;
  return {
    title: titleId ? say(translator, titleId, title, []) : title,
    message: inPeoplesWords(inReadersZone(message, details)),
  };
}

/** Message `id` with `args` as `translator` says it; a message its catalog lacks as `english`. */
function say(translator: Translator, id: string, english: string, args: unknown[]): string {
  const dot = id.indexOf('.');
  const key = id.slice(dot + 1);
  // A table of this one message whose English is the words received: the translator's own lookup.
  const table = translator.table(id.slice(0, dot), {
    [key]: args.length > 0 ? () => english : english,
  }) as Record<string, string | ((...a: unknown[]) => string)>;
  const word = table[key];
  return typeof word === 'function' ? word(...args) : (word ?? english);
}

/**
 * An input's refusal naming its field ("message: must be at most 2000 characters") in
 * `translator`'s language: the field's words and the check (fieldCheckIn), or null for a check
 * the table does not hold.
 */
function fieldRefusalIn(translator: Translator, english: string): string | null {
  const path = /^([a-z]\w*(?:\.\w+)*): (.+)$/s.exec(english);
  if (!path) return null;
  const words = translator.table('fieldChecks', fieldCheckWords);
  const name =
    path[1]!
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? '';
  const label = (words.fields as Record<string, string>)[name];
  return label ? fieldCheckIn(words, label, path[2]!) : null;
}
