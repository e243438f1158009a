import { formatDateTime } from './dates';

/**
 * The details of a refusal that names a moment ("You can try again after …"): `at` the instant
 * (ISO 8601) and `atText` the words standing for it in the message, which the functions write in
 * UTC (dates.ts' formatDateTimeUtc) for want of the reader's zone. callableErrorText writes the
 * moment again in the reader's zone, as every screen writes moments.
 */
export interface InstantDetails {
  at: string;
  atText: string;
}

/** The details a refusal naming the moment `atMillis` as `atText` carries. */
export function instantDetails(atMillis: number, atText: string): InstantDetails {
  return { at: new Date(atMillis).toISOString(), atText };
}

/**
 * `message` with the moment it names as `atText` written in the reader's zone: a refusal's
 * (InstantDetails, `at` ISO 8601) or a notification's (`at` and `at_text`, `at` in epoch ms).
 */
export function inReadersZone(message: string, moment: { at?: unknown; atText?: unknown }): string {
  const { at, atText } = moment;
  if ((typeof at !== 'string' && typeof at !== 'number') || typeof atText !== 'string' || !atText)
    return message;
  const millis = typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(millis) || !message.includes(atText)) return message;
  return message.replace(atText, formatDateTime(millis));
}

/**
 * What a failed callable says, for a notification: the firebase/functions web SDK (v12) appends
 * the HTTP status to the server's message ("… [400]"); screens show the server's words only, with
 * a moment it names (InstantDetails) in the reader's zone.
 * `title` is the notification title the function chose (the product rules' (docs/product.md, Rules and constants) payout checks), else 'Error'.
 * Its own module, free of zod: the shell's sign-in and sign-up screens show these messages
 * without downloading the callables' input schemas.
 */
export function callableErrorText(error: unknown): { title: string; message: string } {
  const e = (error ?? {}) as {
    message?: unknown;
    details?: { title?: unknown; at?: unknown; atText?: unknown };
  };
  const raw = typeof e.message === 'string' ? e.message : '';
  const details = (typeof e.details === 'object' && e.details) || {};
  const message = inReadersZone(raw.replace(/ \[\d{3}\]$/, ''), details);
  const title = typeof details.title === 'string' ? details.title : 'Error';
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

/**
 * The functions' refusals of an input start with the field they are about ("release.signature:
 * must be your full name", "amountCents: $600.00 is more than …"): the field names the developer
 * and the fuzzing read. A person reads the field's words instead: a refusal written to follow its
 * field ("must …", "is …") keeps the field as a word ("Signature must be your full name"); any
 * other stands alone ("$600.00 is more than …"). Screens that know their fields' labels map the
 * names themselves first; a message that names no field is returned as it is.
 */
export function inPeoplesWords(message: string): string {
  const match = /^([a-z]\w*(?:\.\w+)*): (.+)$/s.exec(message);
  if (!match) return message;
  const [, path = '', rest = ''] = match;
  if (/^(must|is|are|should|cannot|needs?|has|have)\b/.test(rest))
    return `${fieldWords(path)} ${rest}`;
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** "release.signature" → "Signature", "amountCents" → "Amount", "filePaths.0" → "File paths". */
function fieldWords(path: string): string {
  const name =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? path;
  const words = name
    .replace(/(Cents|Ids?)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** callableErrorText with the message in a person's words (inPeoplesWords). */
export function callableErrorWords(error: unknown): { title: string; message: string } {
  const { title, message } = callableErrorText(error);
  return { title, message: inPeoplesWords(message) };
}
