/**
 * A payout held for the creator's method: processPayout found the default method unverified by
 * its provider, so nothing is sent and the payout stays pending. The creator is told what to do
 * (bell and e-mail), in the claim's transaction, once a day per method however many payouts or
 * tries of the admin find it so: the notice's id is the method's and the day's, and one already
 * written is left as it is (its e-mail is not sent again).
 */
import type { Transaction } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import type { WithId } from '@groundtruth/domain/converter';
import type { Payout, PayoutAccount } from '@groundtruth/domain/entities';
import { maskAccountId, providerLabel } from '@groundtruth/domain/masking';
import { formatCents } from '@groundtruth/domain/money';
import { paths } from '@groundtruth/domain/paths';
import { payoutMessages } from '@groundtruth/domain/payout-messages';
import { db } from '../core/app';
import { notificationId, notify, readRecipient, type NotificationEvent } from '../mail/notify';
import { formatCentsIn } from '../mail/mail-format';

/** Tells the owner of `account` that `payout` waits for it to be verified (reads, then writes). */
export async function holdForVerification(
  tx: Transaction,
  payout: WithId<Payout>,
  account: WithId<PayoutAccount>,
): Promise<void> {
  const provider = providerLabel(account.provider);
  const event: NotificationEvent = {
    userId: payout.user_id,
    kind: 'payout_held',
    entityId: account.id,
    occurrence: new Date().toISOString().slice(0, 10),
    title: payoutMessages.payoutHeldTitle,
    body: payoutMessages.payoutHeldBody(
      formatCents(payout.amount_cents),
      provider,
      maskAccountId(account.provider, account.provider_account_id),
    ),
    inLanguage: (words, locale) => ({
      title: words.payoutHeldTitle,
      body: words.payoutHeldBody(
        formatCentsIn(locale, payout.amount_cents),
        provider,
        maskAccountId(account.provider, account.provider_account_id),
      ),
    }),
    link: paths.payments,
  };
  const told = await tx.get(db().collection(collections.notifications).doc(notificationId(event)));
  if (told.exists) return;
  notify(tx, event, await readRecipient(tx, payout.user_id));
}
