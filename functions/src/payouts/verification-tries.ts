/**
 * The wrong codes tried on a payment method's verification code, in
 * payout_verifications/{accountId} (functions only). After MAX_WRONG_CODES wrong codes the code
 * is void: verifyPayoutAccount refuses even the right one until sendPayoutVerificationCode has
 * the provider send a new code, which starts the count again.
 */
import { collections } from '@groundtruth/domain/collections';
import { timestampSchema } from '@groundtruth/domain/timestamp';
import { z } from '@groundtruth/domain/zod';
import { repository } from '../repos/base';

/** Wrong codes that void a code. */
export const MAX_WRONG_CODES = 5;

export const verificationTriesSchema = z.object({
  user_id: z.string().min(1),
  wrong: z.number().int().nonnegative(),
  /** Set when the wrong codes reached MAX_WRONG_CODES: only a new code verifies then. */
  void: z.boolean(),
  updated_at: timestampSchema,
});

export const verificationTries = repository(
  collections.payoutVerifications,
  verificationTriesSchema,
);

/** A wait in whole minutes, at least one, for a refusal's sentence. */
export const waitMinutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
