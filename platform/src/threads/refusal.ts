import { callableErrorWords, isUnexplainedFailure } from '@groundtruth/domain/callable-errors';

/**
 * The server's own words for a refused call (a text too long, a closed thread, the rate limit's
 * "when you may write again"), verbatim; `fallback` when the call failed without a refusal.
 */
export function refusalText(error: unknown, fallback: string): string {
  return isUnexplainedFailure(error) ? fallback : callableErrorWords(error).message;
}
