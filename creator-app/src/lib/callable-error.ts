import { callableErrorText } from '@groundtruth/domain/callable-errors';

/** Codes the functions never choose: the call failed on the way (network, crash), not a refusal. */
const UNEXPECTED = new Set(['functions/internal', 'functions/unknown', 'functions/unavailable']);

/**
 * What a failed callable's notification says: the server's title and words (docs/product.md, Messages: "write
 * failures show the server's own message"), or `fallback` (e.g. 'Failed to request payout')
 * when the call failed without a refusal a user could act on.
 */
export function callableFailure(
  error: unknown,
  fallback: string,
): { title: string; message: string } {
  const { title, message } = callableErrorText(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (!message || (typeof code === 'string' && UNEXPECTED.has(code)))
    return { title: 'Error', message: fallback };
  return { title, message };
}
