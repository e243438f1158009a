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
