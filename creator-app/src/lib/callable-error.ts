import { callableErrorWords, isUnexplainedFailure } from '@groundtruth/domain/callable-errors';

/**
 * What a failed callable's notification says: the server's title and words (docs/product.md, Messages: "write
 * failures show the server's own message"), a field it names in words rather than by its name, or
 * `fallback` (e.g. 'Failed to request payout') when the call failed without a refusal a user could
 * act on.
 */
export function callableFailure(
  error: unknown,
  fallback: string,
): { title: string; message: string } {
  if (isUnexplainedFailure(error)) return { title: 'Error', message: fallback };
  return callableErrorWords(error);
}
