/**
 * reconcilePayouts (every 5 minutes): a payout left in processing for longer than
 * PAYOUT_RECONCILE_AFTER_MINUTES had its process die between the transfer and its settlement
 * (processPayout answers well within that time). The provider is asked, by the payout id that
 * was the transfer's idempotency key, whether the transfer happened: if it did, the payout is
 * sent with that transfer id; if not, it failed, its amount counts as available again and its
 * submission can be requested again. Nothing is transferred here, so nothing is paid twice.
 *
 * The provider is asked outside any transaction; each payout is then settled in its own
 * transaction that re-reads it and settles it only while still processing, so a concurrent
 * processPayout or a second run of this job changes nothing a second time.
 */
import { PAYOUT_RECONCILE_AFTER_MINUTES, SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { transaction } from '../core/callable';
import type { Job, JobReport } from '../jobs/job';
import { forEachDue } from '../jobs/pages';
import { payoutProvider } from './provider';
import { payoutSecrets } from './secrets';
import { settleProcessing, type Outcome } from './settle-payout';

/** Asks the provider about one stale payout and settles it; false when there was nothing to do. */
async function reconcile(payoutId: string): Promise<boolean> {
  const transfer = await payoutProvider().findTransfer(payoutId);
  const outcome: Outcome = transfer
    ? { status: 'sent', transferId: transfer.transferId }
    : { status: 'failed', reason: serverMessages.payoutNotConfirmed };
  return transaction((tx) =>
    settleProcessing(tx, SYSTEM_ACTOR, payoutId, outcome, 'reconcile_payout'),
  );
}

export const reconcilePayouts: Job = {
  name: 'reconcilePayouts',
  everyMinutes: 5,
  secrets: payoutSecrets,
  run(now: Date): Promise<JobReport> {
    const cutoff = new Date(now.getTime() - PAYOUT_RECONCILE_AFTER_MINUTES * 60_000);
    // A provider that does not answer throws: the payout stays processing for the next run.
    return forEachDue('reconcilePayouts', serverQueries.processingSince(cutoff), (doc) =>
      reconcile(doc.id),
    );
  },
};
