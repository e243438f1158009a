/**
 * setDefaultPayoutAccount (creator): clears the flag on the previous default and sets it on this
 * one (the payout account model), and records it on the balance document that payouts read. Like
 * adding one, it needs a recent sign-in and tells the owner by notification and security e-mail.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { maskAccountId, providerLabel } from '@groundtruth/domain/masking';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { paths } from '@groundtruth/domain/paths';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { CREATOR, readCaller, requireRecentSignIn, requireUid } from '../core/caller';
import { fail } from '../core/errors';
import { notify, readRecipient } from '../mail/notify';
import { payoutAccounts, readBalance, writeBalance } from '../repos/payouts';
import { readPendingToRelabel } from './relabel-pending';

export const setDefaultPayoutAccount = callable(
  callables.setDefaultPayoutAccount,
  async ({ accountId }, request) => {
    const uid = requireUid(request);
    requireRecentSignIn(request);
    return transaction(async (tx) => {
      const caller = await readCaller(tx, uid, CREATOR);
      const balance = await readBalance(tx, uid);
      const account = await payoutAccounts.get(tx, accountId);
      if (!account || account.user_id !== uid)
        throw fail.notFound(serverMessages.paymentAccountNotFound);
      const previousId = balance.default_payout_account_id;
      if (previousId === accountId && account.is_default) return { accountId, changed: false };
      const previous =
        previousId && previousId !== accountId ? await payoutAccounts.get(tx, previousId) : null;
      const recipient = await readRecipient(tx, uid);
      const relabel = await readPendingToRelabel(tx, uid);
      if (previous) payoutAccounts.update(tx, previous.id, { is_default: false });
      // Pending payouts go to the new default when processed: they name it from now on.
      relabel(account);
      payoutAccounts.update(tx, accountId, { is_default: true });
      writeBalance(tx, balance, { default_payout_account_id: accountId });
      notify(
        tx,
        {
          userId: uid,
          kind: 'default_payout_account_changed',
          entityId: accountId,
          // Each change is its own notice: A, then B, then A again is three.
          occurrence: String(Date.now()),
          title: serverMessages.notificationTitles.default_payout_account_changed,
          body: serverMessages.defaultPayoutAccountChangedBody(
            providerLabel(account.provider),
            maskAccountId(account.provider, account.provider_account_id),
          ),
          inLanguage: (words) => ({
            title: words.titles.default_payout_account_changed,
            body: words.defaultPayoutAccountChangedBody(
              providerLabel(account.provider),
              maskAccountId(account.provider, account.provider_account_id),
            ),
          }),
          link: paths.payments,
        },
        recipient,
      );
      writeAudit(tx, caller, 'set_default_payout_account', 'payout_accounts', accountId, {
        previous: previousId,
      });
      return { accountId, changed: true };
    });
  },
);
