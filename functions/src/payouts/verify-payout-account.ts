/**
 * verifyPayoutAccount (creator): confirms one of the caller's payment methods with the code its
 * provider sent them, so processPayout may pay it. The provider is asked outside the
 * transaction (it is another service); the transaction then records the verification and its
 * audit entry, once: verifying a verified method changes nothing.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callableWith, transaction } from '../core/callable';
import { CREATOR, readCaller, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { payoutAccounts } from '../repos/payouts';
import { payoutProvider } from './provider';
import { payoutSecrets } from './secrets';

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
      return account;
    });
    if (owned.verified) return { accountId, changed: false };
    const confirmed = await payoutProvider().verifyAccount({
      provider: owned.provider,
      accountId: owned.provider_account_id,
      code,
    });
    if (!confirmed) throw fail.precondition(serverMessages.verificationCodeWrong);
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, CREATOR);
      const account = await payoutAccounts.get(tx, accountId);
      if (!account || account.user_id !== uid)
        throw fail.notFound(serverMessages.paymentAccountNotFound);
      if (account.verified) return { accountId, changed: false };
      payoutAccounts.update(tx, accountId, { verified: true });
      writeAudit(tx, caller, 'verify_payout_account', 'payout_accounts', accountId, {
        provider: account.provider,
      });
      return { accountId, changed: true };
    });
  },
);
