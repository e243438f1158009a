/**
 * createTask (staff): a task in any of the three states (draft, published, closed), draft by
 * default. The client's request id, when given, is the task's id: a Create retried after a lost
 * answer, or sent twice, finds the task the first one made (read in the same transaction) and
 * returns it. The working time is the input's, else the platform's default; null: until the due
 * date. The media requirements are the input's, null when it has none; so are its eligibility and
 * the qualification it is the practice for, which must name existing qualifications. Its slots
 * are spread over shards made with it (slots.ts); quota_limit does not change afterwards. Its
 * estimated minutes, when given, must leave its payout at the hourly floor (hourly-floor.ts).
 */
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { tasks } from '../repos/tasks';
import { prepareNewTask, writeNewTask } from './new-task';

export const createTask = callable(callables.createTask, async (input, request) => {
  const uid = requireUid(request);
  const id = input.requestId ?? tasks.collection().doc().id;
  return transaction(async (tx) => {
    const caller = await readCaller(tx, uid, STAFF);
    if (input.requestId) {
      const made = await tasks.get(tx, id);
      if (made && made.created_by !== uid) throw fail.exists(serverMessages.taskRequestTaken);
      if (made) return { taskId: id };
    }
    // The reads and checks, then the writes (new-task.ts, shared with orders turned into tasks).
    const prepared = await prepareNewTask(tx, id, input);
    const details = writeNewTask(tx, id, input, prepared, uid);
    writeAudit(tx, caller, 'create_task', 'tasks', id, details);
    return { taskId: id };
  });
});
