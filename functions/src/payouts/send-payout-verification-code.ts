/**
 * sendPayoutVerificationCode (creator): has the provider send a new code for one of the caller's
 * unverified payment methods, replacing a code voided by wrong tries (verification-tries.ts).
 * At most a few new codes an hour per method; the refusal says when the next one may be asked.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { callableWith, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { takeToken } from '../core/rate-limit';
import { payoutAccounts } from '../repos/payouts';
import { payoutProvider } from './provider';
import { payoutSecrets } from './secrets';
import { verificationTries, waitMinutes } from './verification-tries';

export const sendPayoutVerificationCode = callableWith(
  { secrets: payoutSecrets },
  callables.sendPayoutVerificationCode,
  async ({ accountId }, request) => {
    const uid = requireUid(request);
    const account = await transaction(async (tx) => {
      await readCaller(tx, uid, CREATOR);
      const account = await payoutAccounts.get(tx, accountId);
      if (!account || account.user_id !== uid)
        throw fail.notFound(serverMessages.paymentAccountNotFound);
      if (account.verified) throw fail.precondition(serverMessages.alreadyVerified);
      await takeToken(tx, 'payoutVerificationCodes', `account:${accountId}`, Date.now(), (w) =>
        serverMessages.verificationCodesTooQuickly(waitMinutes(w)),
      );
      return account;
    });
    await payoutProvider().sendVerificationCode({
      provider: account.provider,
      accountId: account.provider_account_id,
    });
    // The new code starts with no wrong tries.
    await transaction(async (tx) => {
      verificationTries.set(tx, accountId, {
        user_id: uid,
        wrong: 0,
        void: false,
        updated_at: Timestamp.now(),
      });
    });
    return { accountId, sent: true as const };
  },
);
