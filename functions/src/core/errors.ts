/**
 * Every error a callable returns, in one place. Handlers throw `fail.*` values; `toHttpsError`
 * maps anything else (zod, Firestore, Auth) to an HttpsError whose message a person can act on.
 */
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import { describeIssue } from '@groundtruth/domain/callables';
import { messages } from '@groundtruth/domain/messages';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { refusalIdOf } from '@groundtruth/domain/i18n/refusal-ids';
import { z } from 'zod';

/**
 * Optional details a client reads: `title` for notifications titled other than 'Error', and
 * `refusal`, which translated message the words are (refusalIdOf), so a creator's app says them in
 * the creator's language.
 */
export interface ErrorDetails {
  title?: string;
  [key: string]: unknown;
}

function error(code: FunctionsErrorCode, message: string, details?: ErrorDetails): HttpsError {
  const refusal = refusalIdOf(message, details?.title);
  return new HttpsError(code, message, refusal ? { ...details, refusal } : details);
}

/** Constructors for the errors callables throw. */
export const fail = {
  invalid: (message: string, details?: ErrorDetails) => error('invalid-argument', message, details),
  unauthenticated: () => error('unauthenticated', messages.signInRequired),
  denied: (message: string = serverMessages.permissionDenied) =>
    error('permission-denied', message),
  notFound: (message: string) => error('not-found', message),
  exists: (message: string, details?: ErrorDetails) => error('already-exists', message, details),
  /**
   * A business rule refused the change: `message` is the body, `title` the notification title,
   * `details` what else a client reads (a moment the message names: InstantDetails).
   */
  precondition: (message: string, title?: string, details?: ErrorDetails) =>
    error(
      'failed-precondition',
      message,
      title || details ? { ...details, ...(title ? { title } : {}) } : undefined,
    ),
  /** The outcome is not known yet and will be settled without the caller: retry later. */
  unavailable: (message: string) => error('unavailable', message),
  /** A per-client limit was reached (rate-limit.ts): try again later. */
  exhausted: (message: string) => error('resource-exhausted', message),
  internal: (message: string = messages.unexpected) => error('internal', message),
  /** The change needs a fresh sign-in: the client asks for the password again and retries. */
  recentSignIn: () =>
    error('failed-precondition', messages.recentSignInRequired, {
      title: messages.confirmPasswordTitle,
      reauthenticate: true,
    }),
};

/** Parses callable input with its schema, naming the first invalid field. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw fail.invalid(describeIssue(result.error));
  return result.data;
}

/** Anything thrown by a handler, as the HttpsError the client receives. */
export function toHttpsError(err: unknown): HttpsError {
  if (err instanceof HttpsError) return err;
  if (err instanceof z.ZodError) return fail.invalid(describeIssue(err));
  console.error('Unexpected error in callable', err);
  return fail.internal();
}
