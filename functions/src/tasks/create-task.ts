/**
 * createTask (staff): a task in any of the three states (spec §4), draft by default. The client's
 * request id, when given, is the task's id: a Create retried after a lost answer, or sent twice,
 * finds the task the first one made (read in the same transaction) and returns it.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { messages } from '@groundtruth/domain/messages';
import { writeAudit } from '../audit';
import { callable, transaction } from '../callable';
import { readCaller, requireUid, STAFF } from '../caller';
import { fail } from '../errors';
import { tasks } from '../repos/tasks';

export const createTask = callable(callables.createTask, async (input, request) => {
  const uid = requireUid(request);
  const id = input.requestId ?? tasks.collection().doc().id;
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, STAFF);
    if (input.requestId) {
      const made = await tasks.get(tx, id);
      if (made && made.created_by !== uid) throw fail.exists(messages.taskRequestTaken);
      if (made) return { taskId: id };
    }
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
