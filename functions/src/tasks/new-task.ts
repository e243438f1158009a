/**
 * A new task as createTask makes it, shared with convertOrderToTasks (orders/), which makes
 * several in one transaction: `prepareNewTask` does the reads and checks (qualifications named,
 * the working time in force, the hourly floor; a published task's first-publication alert), and
 * `writeNewTask` the writes (its slot shards and the task), so a transaction prepares every task
 * before it writes any, as Firestore requires.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { callables, CallableParsedInput } from '@groundtruth/domain/callable-registry';
import { requiredQualificationIds } from '@groundtruth/domain/eligibility-checks';
import { listedFor } from '@groundtruth/domain/eligibility';
import { checkQualificationIds } from '../qualifications/definition';
import { readPlatformSettings } from '../repos/platform-settings';
import { tasks } from '../repos/tasks';
import { alertFirstPublication } from '../task-alerts/task-alerts';
import { checkHourlyFloor } from './hourly-floor';
import { createSlotShards } from './slots';

/** createTask's input, parsed. */
export type NewTaskInput = CallableParsedInput<typeof callables.createTask>;

/** What the reads decided for a new task. */
export interface PreparedTask {
  workingTimeHours: number | null;
}

/** The reads and checks of a new task `id`, in `tx`, before any write of its transaction. */
export async function prepareNewTask(
  tx: Transaction,
  id: string,
  input: NewTaskInput,
): Promise<PreparedTask> {
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
  return { workingTimeHours };
}

/**
 * Writes the task `id` and its slot shards in `tx`; `extra` adds fields of its origin (a
 * dataset order's id). Returns the details its create_task audit entry records.
 */
export function writeNewTask(
  tx: Transaction,
  id: string,
  input: NewTaskInput,
  { workingTimeHours }: PreparedTask,
  createdBy: string,
  extra: { order_id?: string } = {},
): Record<string, unknown> {
  const eligibility = input.eligibility ?? null;
  const practiceFor = input.practiceFor ?? null;
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
    ...extra,
    created_by: createdBy,
    created_at: FieldValue.serverTimestamp(),
    ...(input.status === 'published' ? { published_at: FieldValue.serverTimestamp() } : {}),
  });
  return {
    title: input.title,
    status: input.status,
    payout_amount_cents: input.payoutAmountCents,
    working_time_hours: workingTimeHours,
    estimated_minutes: input.estimatedMinutes ?? null,
    requirements: input.requirements ?? null,
    ...(eligibility ? { eligibility } : {}),
    ...(practiceFor ? { practice_for: practiceFor } : {}),
    people: input.people ?? 'none',
    ...extra,
  };
}
