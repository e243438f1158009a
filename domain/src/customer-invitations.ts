/**
 * Customer invitations: customers do not sign up; an admin invites a person by e-mail into an
 * organisation (an existing one, or a new one named in the invitation), and the e-mailed link
 * creates their account with the role `customer` in that organisation.
 *
 * - `customer_invitations/{id}`: the id is the SHA-256 (hex) of the link's secret token, which is
 *   never stored; only the functions read and write them.
 * - An invitation is good for CUSTOMER_INVITATION_DAYS and once; a new invitation to the same
 *   address replaces a pending one (the old link stops working).
 */
import { z } from './zod';
import { emailAddress } from './account-inputs';
import { messages } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';

/** How long an invitation's link works. */
export const CUSTOMER_INVITATION_DAYS = 7;

export const customerInvitationStatuses = ['pending', 'accepted', 'replaced'] as const;
export type CustomerInvitationStatus = (typeof customerInvitationStatuses)[number];

/** `customer_invitations/{sha256 of the token}`. */
export const customerInvitationSchema = z.object({
  /** Lower case. */
  email: z.string(),
  organization_id: z.string(),
  organization_name: z.string(),
  status: z.enum(customerInvitationStatuses),
  invited_by: z.string(),
  created_at: z.unknown(),
  expires_at: z.unknown(),
  /** Set once accepted: the account the link created. */
  accepted_by: z.string().optional(),
  accepted_at: z.unknown().optional(),
});
export type CustomerInvitation = z.infer<typeof customerInvitationSchema>;

/**
 * Admin: invites `email` into an organisation: `organizationId` for an existing one, or
 * `organizationName` for a new one (exactly one of the two).
 */
export const inviteCustomerInput = z.strictObject({
  email: emailAddress,
  organizationId: z.string().trim().min(1).max(128).optional(),
  organizationName: z.string().trim().min(1, 'is required').max(120).optional(),
});

/** The link's secret, as the invitation page reads it from `?token=`. */
const invitationToken = z.string().trim().min(20, 'is not a valid invitation').max(200);

/** Anyone holding the link: what it invites to, before the form is filled. */
export const readCustomerInvitationInput = z.strictObject({ token: invitationToken });

/** Anyone holding the link: creates the account it invites, then the page signs them in. */
export const acceptCustomerInvitationInput = z.strictObject({
  token: invitationToken,
  name: z.string().trim().min(1, 'is required').max(120),
  /** The length rule here; the common-password rule in the function (password-rules.ts). */
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH),
  /** The terms version accepted on the page (TERMS_VERSION); any other is refused. */
  termsVersion: z
    .string({ error: messages.signupTermsRequired })
    .trim()
    .min(1, messages.signupTermsRequired)
    .max(40),
  confirmsAdult: z.literal(true, { error: messages.signupAdultRequired }),
});

/** What readCustomerInvitation answers. */
export interface CustomerInvitationView {
  email: string;
  organizationName: string;
  /** ISO 8601. */
  expiresAt: string;
}

/**
 * The words of invitations, in a module of their own (invitation-messages.ts) so a screen that
 * only shows them does not load these schemas.
 */
export { invitationMessages } from './invitation-messages';
