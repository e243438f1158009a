/** createTask (staff): a task in any of the three states (spec §4), draft by default. */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { writeAudit } from '../audit';
import { callable, transaction } from '../callable';
import { readCaller, requireUid, STAFF } from '../caller';
import { tasks } from '../repos/tasks';

export const createTask = callable(callables.createTask, async (input, request) => {
  const uid = requireUid(request);
  const id = tasks.collection().doc().id;
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, STAFF);
    tasks.create(tx, id, {
      title: input.title,
      description: input.description,
      category: input.category,
      payout_amount_cents: input.payoutAmountCents,
      quota_limit: input.quotaLimit,
      accepted_count: 0,
      status: input.status,
      due_at: input.dueAt ? Timestamp.fromDate(new Date(input.dueAt)) : null,
      instructions_url: input.instructionsUrl,
      expected_timeline: input.expectedTimeline,
      tags: input.tags,
      created_by: uid,
      created_at: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, caller, 'create_task', 'tasks', id, {
      title: input.title,
      status: input.status,
      payout_amount_cents: input.payoutAmountCents,
    });
    return { taskId: id };
  });
});
