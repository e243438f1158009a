/**
 * setDefaultPayoutAccount (creator): clears the flag on the previous default and sets it on
 * this one (spec §4), and records it on the balance document that payouts read.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import { writeAudit } from '../audit';
import { callable, transaction } from '../callable';
import { CREATOR, readCaller, requireUid } from '../caller';
import { fail } from '../errors';
import { payoutAccounts, readBalance, writeBalance } from '../repos/payouts';

export const setDefaultPayoutAccount = callable(
  callables.setDefaultPayoutAccount,
  async ({ accountId }, request) => {
    const uid = requireUid(request);
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, CREATOR);
      const balance = await readBalance(tx, uid);
      const account = await payoutAccounts.get(tx, accountId);
      if (!account || account.user_id !== uid) throw fail.notFound(messages.paymentAccountNotFound);
      const previousId = balance.default_payout_account_id;
      if (previousId === accountId && account.is_default) return { accountId, changed: false };
      const previous =
        previousId && previousId !== accountId ? await payoutAccounts.get(tx, previousId) : null;
      if (previous) payoutAccounts.update(tx, previous.id, { is_default: false });
      payoutAccounts.update(tx, accountId, { is_default: true });
      writeBalance(tx, balance, { default_payout_account_id: accountId });
      writeAudit(tx, caller, 'set_default_payout_account', 'payout_accounts', accountId, {
        previous: previousId,
      });
      return { accountId, changed: true };
    });
  },
);
