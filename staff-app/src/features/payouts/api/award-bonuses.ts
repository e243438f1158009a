import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { bonusMessages } from '@groundtruth/domain/bonus-messages';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { awardRows } from '../../../lib/award-rows';
import type { BulkBonusProblem, BulkBonusRow } from '../bulk-bonus-csv';
import { payoutsKeys } from '../payouts-keys';

/** The creator id of each address that is a creator's (looked up once each, exact match). */
export async function creatorIdsByEmail(emails: readonly string[]): Promise<Map<string, string>> {
  const db = await firestore();
  const found = new Map<string, string>();
  await Promise.all(
    [...new Set(emails)].map(async (email) => {
      const page = await fetchPage(db, screenQueries.usersByEmail(email), userSchema);
      const user = page.items.find((u) => u.email.toLowerCase() === email && u.role === 'creator');
      if (user) found.set(email, user.id);
    }),
  );
  return found;
}

/** What a bulk award did: how many it awarded (or found awarded), and each row it could not. */
export interface BulkAwardResult {
  awarded: number;
  failed: BulkBonusProblem[];
}

/**
 * Awards the rows one after another (one awardBonus each, its own request id), so a refusal
 * stops only its row; an address no creator has is refused without a call. A row from a task's
 * approved submissions carries its creator and submission already.
 */
export async function awardBonuses(rows: readonly BulkBonusRow[]): Promise<BulkAwardResult> {
  const creators = await creatorIdsByEmail(
    rows.flatMap((row) => (row.creatorId || !row.email ? [] : [row.email])),
  );
  const failed: BulkBonusProblem[] = [];
  let awarded = 0;
  for (const row of rows) {
    const creatorId = row.creatorId ?? creators.get(row.email ?? '');
    if (!creatorId) {
      failed.push({
        where: row.where,
        message: bonusMessages.bulkBonusUnknownEmail(row.email ?? ''),
      });
      continue;
    }
    const done = await awardRows([{ ...row, creatorId }]);
    awarded += done.awarded;
    failed.push(...done.failed);
  }
  return { awarded, failed };
}

/** The bulk award; Payout Management reads its payouts and figures again afterwards. */
export function useAwardBonuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: awardBonuses,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutsKeys.all }),
  });
}
