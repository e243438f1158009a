import { isUnexplainedFailure } from '@groundtruth/domain/callable-errors';
import { refusalIn } from '@groundtruth/domain/i18n/refusal-words';
import { currentTranslator } from '@groundtruth/platform/i18n';

/**
 * The server's own words for a refused call (a text too long, a closed thread, the rate limit's
 * "when you may write again"), a refusal the functions name in the screens' language (a creator's);
 * `fallback` when the call failed without a refusal.
 */
export function refusalText(error: unknown, fallback: string): string {
  return isUnexplainedFailure(error) ? fallback : refusalIn(error, currentTranslator()).message;
}
