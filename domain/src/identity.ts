/**
 * Identity verified through the payout provider (Stripe Identity in production, the stack's
 * sandbox locally): `identity_checks/{uid}`, written only by the functions (startIdentityCheck,
 * resendIdentityLink, identityWebhook), read by its owner and staff. A missing document means
 * the creator never started: `unverified`.
 */
import { documentId } from './ids';
import { timestampSchema } from './timestamp';
import { z } from './zod';

/** Where a creator's identity check stands. */
export const identityStatuses = ['unverified', 'pending', 'verified', 'failed'] as const;
export type IdentityStatus = (typeof identityStatuses)[number];

export const identityCheckSchema = z.object({
  status: z.enum(identityStatuses),
  /** The legal name the provider verified; null until verified. */
  verified_name: z.string().nullable(),
  /** The provider's reason when the check failed; null otherwise. */
  reason: z.string().nullable(),
  updated_at: timestampSchema,
  /** The provider's current verification session; an event of an older one may only verify. */
  session_id: z.string().nullable(),
  /**
   * The provider's `created` (seconds) of the event (or session start) the state comes from:
   * an event created earlier never overwrites it, whatever order the events arrive in.
   */
  last_event_created: z.number().int(),
  /** The id of that event; null when the state comes from starting a session. */
  last_event_id: z.string().nullable(),
  /** When the state became verified; null otherwise. */
  verified_at: timestampSchema.nullable().optional(),
});
export type IdentityCheck = z.infer<typeof identityCheckSchema>;

/** The status of a creator whose identity_checks document is `check` (absent: unverified). */
export function identityStatusOf(check: { status: IdentityStatus } | null | undefined) {
  return check?.status ?? 'unverified';
}

/**
 * How final a status is, for two events the provider created in the same second: a decision
 * (verified, failed) outranks `pending`, so a late "processing" never undoes it.
 */
export function identityStatusRank(status: IdentityStatus): number {
  return status === 'verified' || status === 'failed' ? 2 : status === 'pending' ? 1 : 0;
}

/** startIdentityCheck (creator): no input; the caller is the person to verify. */
export const startIdentityCheckInput = z.strictObject({});

/** resendIdentityLink (support, admin): a new verification link e-mailed to the creator. */
export const resendIdentityLinkInput = z.strictObject({ userId: documentId });

/** What startIdentityCheck and resendIdentityLink return. */
export interface IdentityLink {
  /** The provider's hosted verification page, to open in the browser. */
  url: string;
  status: IdentityStatus;
}

/** The provider's events identityWebhook acts on (Stripe Identity's names), and what they mean. */
export const identityEventStatus = {
  'identity.verification_session.processing': 'pending',
  'identity.verification_session.verified': 'verified',
  'identity.verification_session.requires_input': 'failed',
} as const satisfies Record<string, IdentityStatus>;
export type IdentityEventType = keyof typeof identityEventStatus;
