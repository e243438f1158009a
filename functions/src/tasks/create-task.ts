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
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { callables } from '@groundtruth/domain/callable-registry';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { writeAudit } from '../core/audit';
import { callable, transaction } from '../core/callable';
import { readCaller, requireUid, STAFF } from '../core/caller';
import { fail } from '../core/errors';
import { readPlatformSettings } from '../repos/platform-settings';
import { tasks } from '../repos/tasks';
import { createSlotShards } from './slots';
import { checkHourlyFloor } from './hourly-floor';
import { alertFirstPublication } from '../task-alerts/task-alerts';
import { requiredQualificationIds } from '@groundtruth/domain/eligibility-checks';
import { listedFor } from '@groundtruth/domain/eligibility';
import { checkQualificationIds } from '../qualifications/definition';

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
    const eligibility = input.eligibility ?? null;
    const practiceFor = input.practiceFor ?? null;
    await checkQualificationIds(tx, requiredQualificationIds(eligibility), 'eligibility');
    if (practiceFor) await checkQualificationIds(tx, [practiceFor], 'practiceFor');
    // A task keeps the working time it was made with; a later change of the default is not its.
    const workingTimeHours =
      input.workingTimeHours ?? (await readPlatformSettings(tx)).default_working_time_hours;
    // Under the hourly floor, refused on the payout (hourly-floor.ts).
    await checkHourlyFloor(tx, {
      payoutCents: input.payoutAmountCents,
      minutes: input.estimatedMinutes,
      field: 'payoutAmountCents',
      publishing: false,
    });
    // A task made published is published for the first time: its new-task alert.
    if (input.status === 'published') await alertFirstPublication(tx, id);
    // Its slots, spread over shards that acceptances take them from (slots.ts).
    const slotShards = createSlotShards(tx, id, input.quotaLimit, input.status === 'closed');
    tasks.create(tx, id, {
      title: input.title,
      description: input.description,
      category: input.category,
      payout_amount_cents: input.payoutAmountCents,
      quota_limit: input.quotaLimit,
      accepted_count: 0,
      slot_shards: slotShards,
      slots_version: 0,
      status: input.status,
      due_at: input.dueAt ? Timestamp.fromDate(new Date(input.dueAt)) : null,
      instructions_url: input.instructionsUrl,
      expected_timeline: input.expectedTimeline,
      tags: input.tags,
      working_time_hours: workingTimeHours,
      requirements: input.requirements ?? null,
      eligibility,
      required_qualification_ids: requiredQualificationIds(eligibility),
      listed: listedFor(eligibility),
      practice_for: practiceFor,
      people: input.people ?? 'none',
      ...(input.estimatedMinutes ? { estimated_minutes: input.estimatedMinutes } : {}),
      created_by: uid,
      created_at: FieldValue.serverTimestamp(),
      ...(input.status === 'published' ? { published_at: FieldValue.serverTimestamp() } : {}),
    });
    writeAudit(tx, caller, 'create_task', 'tasks', id, {
      title: input.title,
      status: input.status,
      payout_amount_cents: input.payoutAmountCents,
      working_time_hours: workingTimeHours,
      estimated_minutes: input.estimatedMinutes ?? null,
      requirements: input.requirements ?? null,
      ...(eligibility ? { eligibility } : {}),
      ...(practiceFor ? { practice_for: practiceFor } : {}),
      people: input.people ?? 'none',
    });
    return { taskId: id };
  });
});
