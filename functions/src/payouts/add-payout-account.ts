/**
 * addPayoutAccount (creator): a new, unverified payment method; the first one becomes the
 * default. The id is derived from the account, so adding the same one twice (or retrying) adds
 * it once, and the creator's balance document, read and written in the same transaction,
 * serializes concurrent adds so exactly one of them can be "first". Where money will go
 * changes only within minutes of a sign-in, and the owner is told by notification and by a
 * security e-mail that is sent even when e-mail notifications are off.
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { MAX_PAYOUT_ACCOUNTS } from '@groundtruth/domain/constants';
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

export const addPayoutAccount = callable(callables.addPayoutAccount, async (input, request) => {
  const uid = requireUid(request);
  requireRecentSignIn(request);
  const normalized = input.provider === 'paypal' ? input.accountId.toLowerCase() : input.accountId;
  const digest = createHash('sha256').update(normalized).digest('hex').slice(0, 16);
  const id = `${uid}_${input.provider}_${digest}`;
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, CREATOR);
    const balance = await readBalance(tx, uid);
    if (await payoutAccounts.get(tx, id)) throw fail.exists(serverMessages.paymentAccountExists);
    if (balance.payout_account_count >= MAX_PAYOUT_ACCOUNTS) {
      throw fail.precondition(serverMessages.tooManyPaymentAccounts);
    }
    const recipient = await readRecipient(tx, uid);
    const isDefault = balance.default_payout_account_id === null;
    const relabel = isDefault ? await readPendingToRelabel(tx, uid) : null;
    payoutAccounts.create(tx, id, {
      user_id: uid,
      provider: input.provider,
      provider_account_id: normalized,
      verified: false,
      is_default: isDefault,
      created_at: FieldValue.serverTimestamp(),
    });
    // Payouts pending with no method to go to now go to this one: they say so.
    relabel?.({ provider: input.provider, provider_account_id: normalized });
    writeBalance(tx, balance, {
      payout_account_count: balance.payout_account_count + 1,
      default_payout_account_id: isDefault ? id : balance.default_payout_account_id,
    });
    notify(
      tx,
      {
        userId: uid,
        kind: 'payout_account_added',
        entityId: id,
        title: serverMessages.notificationTitles.payout_account_added,
        body: serverMessages.payoutAccountAddedBody(
          providerLabel(input.provider),
          maskAccountId(input.provider, normalized),
        ),
        inLanguage: (words) => ({
          title: words.titles.payout_account_added,
          body: words.payoutAccountAddedBody(
            providerLabel(input.provider),
            maskAccountId(input.provider, normalized),
          ),
        }),
        link: paths.payments,
      },
      recipient,
    );
    writeAudit(tx, caller, 'add_payout_account', 'payout_accounts', id, {
      provider: input.provider,
      is_default: isDefault,
    });
    return { accountId: id, isDefault };
  });
});
