import { z } from './zod';
import { notificationKinds } from './constants';
import { timestampSchema } from './timestamp';

/**
 * mail/{id}: the e-mail outbox (docs/operations.md, E-mail). The event's transaction writes it beside
 * the notification (same id) when the person wants e-mail; deliverMail sends it. The fields
 * `to`, `message` and `delivery.{state,attempts,error,leaseExpireTime,startTime,endTime,info}`
 * are those of Firebase's "Trigger Email from Firestore" extension, so production may run that
 * extension on the collection instead of deliverMail. `delivery.due_at` and `delivery.lease_id`
 * are ours: the one indexed field the job queries (the next try, or when a claim's lease runs
 * out; null once sent or given up) and the claim that a send must still hold to record success.
 * No client reads or writes it (firestore.rules).
 */
export const mailDeliveryStates = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;
export type MailDeliveryState = (typeof mailDeliveryStates)[number];

/**
 * Kinds of e-mail that are no notification: the verification link support has sent again
 * (resendVerificationEmail), which the Admin SDK only issues and never sends itself, the
 * link a person in frame signs or withdraws their release through (releases.ts), sent to someone
 * with no account: `user_id` is then the creator who asked, and a customer invitation's link
 * (customer-invitations.ts), whose `user_id` is the admin who invited.
 */
export const mailOnlyKinds = [
  'verify_email',
  'release_request',
  'release_copy',
  'customer_invitation',
] as const;

export const mailSchema = z.object({
  to: z.string(),
  message: z.object({
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    /** List-Unsubscribe, List-Unsubscribe-Post (RFC 8058). */
    headers: z.record(z.string(), z.string()).optional(),
  }),
  user_id: z.string().min(1),
  kind: z.enum([...notificationKinds, ...mailOnlyKinds]),
  /** The Auth action code a verify_email message carries (the local relay skips it). */
  oob_code: z.string().optional(),
  created_at: timestampSchema,
  delivery: z.object({
    state: z.enum(mailDeliveryStates),
    attempts: z.number().int().nonnegative(),
    error: z.string().nullable(),
    startTime: timestampSchema.nullable(),
    endTime: timestampSchema.nullable(),
    leaseExpireTime: timestampSchema.nullable(),
    info: z.object({ messageId: z.string() }).nullable(),
    due_at: timestampSchema.nullable(),
    lease_id: z.string().nullable(),
  }),
});
export type Mail = z.infer<typeof mailSchema>;

/** How long a claim holds a message: longer than a send can take (nodemailer's timeouts). */
export const MAIL_LEASE_MINUTES = 5;
/** Sends tried before a message is given up (state ERROR): about a day of back-off. */
export const MAIL_MAX_ATTEMPTS = 8;

/** Minutes to wait after failed attempt number `attempts` (1, 2, 4 … capped at 6 hours). */
export function mailRetryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(0, attempts - 1), 360);
}
