import { callableErrorText } from '@groundtruth/domain/callable-errors';

/** Codes the functions never choose: the call failed on the way (network, crash), not a refusal. */
const UNEXPECTED = new Set(['functions/internal', 'functions/unknown', 'functions/unavailable']);

/**
 * The server's own words for a refused call (a text too long, a closed thread, the rate limit's
 * "when you may write again"), verbatim; `fallback` when the call failed without a refusal.
 */
export function refusalText(error: unknown, fallback: string): string {
  const { message } = callableErrorText(error);
  const code = (error as { code?: unknown } | null)?.code;
  return !message || (typeof code === 'string' && UNEXPECTED.has(code)) ? fallback : message;
}
