/**
 * reviewQueueGold (staff): the gold items the caller's pending queue mixes in (gold-queue.ts),
 * and no others. gold_items has no rule, so no client lists or reads it: a reviewer meets a gold
 * item only as an item of their queue, at most ceil(gold_rate × the work) of them, the work
 * counted as at most the pending submissions there are. The items are the newest gold items the
 * caller has not checked and did not submit, chosen by the hash mixGold uses; their timestamps
 * travel as wire-timestamps.ts says.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { countQueries } from '@groundtruth/domain/count-queries';
import { collections } from '@groundtruth/domain/entities';
import { chooseGold, goldCheckId, goldShare } from '@groundtruth/domain/gold-queue';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { timestampsToWire } from '@groundtruth/domain/wire-timestamps';
import { db } from '../core/app';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { adminQuery } from '../repos/base';
import { readReviewChecks } from '../repos/platform-settings';

export const reviewQueueGold = callable(callables.reviewQueueGold, async (input, request) => {
  const uid = requireUid(request);
  await transaction((tx) => readCaller(tx, uid, STAFF));
  const { gold_rate: rate } = await readReviewChecks();
  if (goldShare(input.workCount, rate) === 0) return { items: [] };
  const pending = (await adminQuery(countQueries.pendingSubmissions()).count().get()).data().count;
  const workCount = Math.min(input.workCount, pending);
  if (goldShare(workCount, rate) === 0) return { items: [] };

  const newest = await adminQuery(serverQueries.newestGoldItems()).get();
  const candidates = newest.docs
    .map((doc) => ({ id: doc.id, data: doc.data() }))
    // No one is offered their own work, gold copies of it included.
    .filter((item) => item.data.user_id !== uid);
  if (candidates.length === 0) return { items: [] };
  const checks = await db().getAll(
    ...candidates.map((item) =>
      db().collection(collections.goldChecks).doc(goldCheckId(item.id, uid)),
    ),
  );
  const checked = new Set(checks.filter((check) => check.exists).map((check) => check.id));
  const unchecked = candidates.filter((item) => !checked.has(goldCheckId(item.id, uid)));
  const items = chooseGold(unchecked, uid, workCount, rate).map(
    (item) => timestampsToWire({ ...item.data, id: item.id }) as Record<string, unknown>,
  );
  return { items };
});
