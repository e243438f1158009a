import { isUnexplainedFailure } from '@groundtruth/domain/callable-errors';
import { refusalIn } from '@groundtruth/domain/i18n/refusal-words';
import { currentTranslator } from '@groundtruth/platform/i18n';

/**
 * What a failed callable says, in the screens' language: the server's title and words, a refusal
 * the functions name (details.refusal) in the creator's language and any other as received, with
 * a field it names in words rather than by its name. The one place the creator app turns a
 * callable's refusal into text.
 */
export function refusalWords(error: unknown): { title: string; message: string } {
  return refusalIn(error, currentTranslator());
}

/**
 * refusalWords, or `fallback` (e.g. 'Failed to request payout') when the call failed without a
 * refusal a user could act on (docs/product.md, Messages: "write failures show the server's own
 * message").
 */
export function callableFailure(
  error: unknown,
  fallback: string,
): { title: string; message: string } {
  if (isUnexplainedFailure(error)) return { title: 'Error', message: fallback };
  return refusalWords(error);
}
