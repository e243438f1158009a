/**
 * addPayoutAccount (creator): a new, unverified payment method; the first one becomes the
 * default. The id is derived from the account, so adding the same one twice (or retrying) adds
 * it once, and the creator's balance document, read and written in the same transaction,
 * serializes concurrent adds so exactly one of them can be "first".
 */
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { MAX_PAYOUT_ACCOUNTS } from '@groundtruth/domain/constants';
import { messages } from '@groundtruth/domain/messages';
import { writeAudit } from '../audit';
import { callable, transaction } from '../callable';
import { CREATOR, readCaller, requireUid } from '../caller';
import { fail } from '../errors';
import { payoutAccounts, readBalance, writeBalance } from '../repos/payouts';

export const addPayoutAccount = callable(callables.addPayoutAccount, async (input, request) => {
  const uid = requireUid(request);
  const normalized = input.provider === 'paypal' ? input.accountId.toLowerCase() : input.accountId;
  const digest = createHash('sha256').update(normalized).digest('hex').slice(0, 16);
  const id = `${uid}_${input.provider}_${digest}`;
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, CREATOR);
    const balance = await readBalance(tx, uid);
    if (await payoutAccounts.get(tx, id)) throw fail.exists(messages.paymentAccountExists);
    if (balance.payout_account_count >= MAX_PAYOUT_ACCOUNTS) {
      throw fail.precondition(messages.tooManyPaymentAccounts);
    }
    const isDefault = balance.default_payout_account_id === null;
    payoutAccounts.create(tx, id, {
      user_id: uid,
      provider: input.provider,
      provider_account_id: normalized,
      verified: false,
      is_default: isDefault,
      created_at: FieldValue.serverTimestamp(),
    });
    writeBalance(tx, balance, {
      payout_account_count: balance.payout_account_count + 1,
      default_payout_account_id: isDefault ? id : balance.default_payout_account_id,
    });
    writeAudit(tx, caller, 'add_payout_account', 'payout_accounts', id, {
      provider: input.provider,
      is_default: isDefault,
    });
    return { accountId: id, isDefault };
  });
});
