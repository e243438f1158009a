import { z } from './zod';
import { timestampSchema } from './timestamp';

/**
 * What a person agreed to at sign-up's step 4, recorded on users/{uid} by createAccount: the
 * version of the Terms of Service and Privacy Policy accepted, when, and that they confirmed being
 * 18 or older. Absent on accounts made before sign-up asked, and on people a release made.
 */
export const signupConsentFields = {
  terms_version: z.string().optional(),
  terms_accepted_at: timestampSchema.optional(),
  confirmed_adult: z.boolean().optional(),
};
