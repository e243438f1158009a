/**
 * verifyPayoutAccount (creator): confirms one of the caller's payment methods with the code its
 * provider sent them, so processPayout may pay it. The provider is asked outside the
 * transaction (it is another service); the transaction then records the verification and its
 * audit entry, once: verifying a verified method changes nothing.
 *
 * A code cannot be guessed: every try takes a token of the caller's hourly tries (all their
 * methods together), and MAX_WRONG_CODES wrong codes void the code (verification-tries.ts), so
 * even the right one is refused until sendPayoutVerificationCode has a new one sent.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callableWith, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { takeToken } from '../core/rate-limit';
import { payoutAccounts } from '../repos/payouts';
import { payoutProvider } from './provider';
import { payoutSecrets } from './secrets';
import { MAX_WRONG_CODES, verificationTries, waitMinutes } from './verification-tries';

export const verifyPayoutAccount = callableWith(
  { secrets: payoutSecrets },
  callables.verifyPayoutAccount,
  async ({ accountId, code }, request) => {
    const uid = requireUid(request);
    const owned = await transaction(async (tx) => {
      await readCaller(tx, uid, CREATOR);
      const account = await payoutAccounts.get(tx, accountId);
      if (!account || account.user_id !== uid)
        throw fail.notFound(serverMessages.paymentAccountNotFound);
      if (account.verified) return account;
      const tries = await verificationTries.get(tx, accountId);
      if (tries?.void) throw fail.precondition(serverMessages.verificationCodeVoid);
      // Last: it writes. A refused try writes nothing.
      await takeToken(tx, 'payoutVerifications', `uid:${uid}`, Date.now(), (waitMs) =>
        serverMessages.verificationTooQuickly(waitMinutes(waitMs)),
      );
      return account;
    });
    if (owned.verified) return { accountId, changed: false };
    const confirmed = await payoutProvider().verifyAccount({
      provider: owned.provider,
      accountId: owned.provider_account_id,
      code,
    });
    if (!confirmed) {
      const voided = await transaction(async (tx) => {
        const tries = await verificationTries.get(tx, accountId);
        const wrong = (tries?.wrong ?? 0) + 1;
        const voidNow = tries?.void === true || wrong >= MAX_WRONG_CODES;
        verificationTries.set(tx, accountId, {
          user_id: uid,
          wrong,
          void: voidNow,
          updated_at: Timestamp.now(),
        });
        return voidNow;
      });
      throw fail.precondition(
        voided ? serverMessages.verificationCodeVoid : serverMessages.verificationCodeWrong,
      );
    }
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, CREATOR);
      const account = await payoutAccounts.get(tx, accountId);
      if (!account || account.user_id !== uid)
        throw fail.notFound(serverMessages.paymentAccountNotFound);
      if (account.verified) return { accountId, changed: false };
      // Wrong codes tried at the same time may have voided the code meanwhile.
      const tries = await verificationTries.get(tx, accountId);
      if (tries?.void) throw fail.precondition(serverMessages.verificationCodeVoid);
      payoutAccounts.update(tx, accountId, { verified: true });
      if (tries) tx.delete(verificationTries.ref(accountId));
      writeAudit(tx, caller, 'verify_payout_account', 'payout_accounts', accountId, {
        provider: account.provider,
      });
      return { accountId, changed: true };
    });
  },
);
