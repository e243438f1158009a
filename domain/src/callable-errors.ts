/**
 * What a failed callable says, for a notification: the firebase/functions web SDK (v12) appends
 * the HTTP status to the server's message ("… [400]"); screens show the server's words only.
 * `title` is the notification title the function chose (the product rules' (docs/product.md, Rules and constants) payout checks), else 'Error'.
 * Its own module, free of zod: the shell's sign-in and sign-up screens show these messages
 * without downloading the callables' input schemas.
 */
export function callableErrorText(error: unknown): { title: string; message: string } {
  const e = (error ?? {}) as { message?: unknown; details?: { title?: unknown } };
  const raw = typeof e.message === 'string' ? e.message : '';
  const message = raw.replace(/ \[\d{3}\]$/, '');
  const title = typeof e.details?.title === 'string' ? e.details.title : 'Error';
  return { title, message };
}

/** Codes the functions never choose: the call failed on the way (network, crash), not a refusal. */
const UNEXPECTED_CODES = new Set([
  'functions/internal',
  'functions/unknown',
  'functions/unavailable',
]);

/**
 * Whether a failed call says nothing a person could act on: no message, or a failure on the way
 * rather than the function's refusal. Screens then show their own fallback words.
 */
export function isUnexplainedFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    !callableErrorText(error).message || (typeof code === 'string' && UNEXPECTED_CODES.has(code))
  );
}
