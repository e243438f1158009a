/**
 * discoverTasks (any signed-in account): the published 'discover' tasks the caller qualifies for,
 * or has already accepted, newest first — the tasks "shown only to those who qualify". The rules
 * let no creator list a task that is not `listed` (firestore.rules, tasks), so this is the only way
 * a creator reads one before accepting it; whether they qualify is acceptTask's own check
 * (unmetEligibility), read without locks. Timestamps travel as wire-timestamps.ts says.
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { acceptanceId, collections, taskSchema } from '@groundtruth/domain/entities';
import { roles } from '@groundtruth/domain/constants';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { timestampsToWire } from '@groundtruth/domain/wire-timestamps';
import { db } from '../core/app';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid } from '../core/caller';
import { adminQuery } from '../repos/base';
import { unmetEligibility } from '../qualifications/eligibility';
import { readTrackRecord } from '../qualifications/track-record';

export const discoverTasks = callable(callables.discoverTasks, async (input, request) => {
  const uid = requireUid(request);
  await transaction((tx) => readCaller(tx, uid, roles));
  const snap = await adminQuery(serverQueries.discoverGuardedTasks()).get();
  const found = snap.docs
    .map((doc) => ({ id: doc.id, data: doc.data(), task: taskSchema.parse(doc.data()) }))
    .filter(({ task }) => !input.category || task.category === input.category);
  if (found.length === 0) return { tasks: [] };
  const now = Date.now();
  const accepted = await db().getAll(
    ...found.map(({ id }) =>
      db().collection(collections.taskAcceptances).doc(acceptanceId(id, uid)),
    ),
  );
  const gated = found.some(({ task }) => task.eligibility?.min_approval_rate != null);
  const record = gated ? await readTrackRecord(uid, now) : undefined;
  const shown = await transaction(async (tx) => {
    const keep: typeof found = [];
    for (const [i, item] of found.entries()) {
      if (
        accepted[i]?.exists ||
        (await unmetEligibility(tx, item.task, uid, now, record)).length === 0
      )
        keep.push(item);
    }
    return keep;
  });
  return {
    tasks: shown.map(
      ({ id, data }) => timestampsToWire({ ...data, id }) as Record<string, unknown>,
    ),
  };
});
