/**
 * New-task alerts: when a task is first published, the creators whose chosen paths match its
 * category and who may accept it are told in the bell at once (job `sendNewTaskAlerts`), and by
 * e-mail as their `creator_profiles.new_task_emails` says: each alert as it comes, one daily
 * digest (job `sendNewTaskDigest`), or none. A task unpublished and published again alerts no one
 * twice.
 */
import {
  signupPaths,
  type NewTaskEmailChoice,
  type SignupPath,
  type TaskCategory,
} from './constants';
import { timestampSchema } from './timestamp';
import { z } from './zod';

// The choices live with the constants, so the profile's schema (entities.ts) carries no more.
export { newTaskEmailChoices, type NewTaskEmailChoice } from './constants';

/** Absent on a profile: the daily digest. */
export const DEFAULT_NEW_TASK_EMAILS: NewTaskEmailChoice = 'daily';
export const newTaskEmailLabels: Record<NewTaskEmailChoice, string> = {
  instant: 'As they come',
  daily: 'Daily digest',
  off: 'Off',
};

/**
 * Which creators a task of each category is for, by the paths they chose at sign-up. A path
 * wants the work it names (voice: audio, photography: images, documentation: docs); teaching
 * wants lessons, which are written or filmed; a mixed task is for every path.
 */
export const alertPathsByCategory: Record<TaskCategory, readonly SignupPath[]> = {
  video: ['video', 'teaching'],
  writing: ['writing', 'teaching'],
  audio: ['voice'],
  image: ['photography'],
  doc: ['documentation'],
  mixed: signupPaths,
};

/** The signup paths whose creators a task of `category` is announced to. */
export function pathsForCategory(category: TaskCategory): readonly SignupPath[] {
  return alertPathsByCategory[category];
}

/** What a creator's profile says about new-task e-mails, the default when it says nothing. */
export function newTaskEmailChoice(profile: { new_task_emails?: NewTaskEmailChoice }) {
  return profile.new_task_emails ?? DEFAULT_NEW_TASK_EMAILS;
}

/** The UTC day of `date`, `YYYY-MM-DD`: a digest's day. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * `task_alerts/{taskId}`: written once, in the transaction that first publishes the task, so a
 * task published again later finds it and alerts no one twice. `sendNewTaskAlerts` pages through
 * the matching creators after `cursor` (the last creator id it handled) and marks it done.
 */
export const taskAlertSchema = z.object({
  task_id: z.string().min(1),
  published_at: timestampSchema,
  status: z.enum(['pending', 'done']),
  /** The last creator id handled; null: none yet. */
  cursor: z.string().nullable(),
  /** Creators told so far (bell notices written by this alert). */
  told: z.number().int().nonnegative(),
  /**
   * Creators behind the cursor whose telling failed (a transaction that gave up), with the runs
   * that tried: each later run tries them again, up to ALERT_RETRIES times; absent: none.
   */
  retry: z.record(z.string(), z.number().int().positive()).optional(),
});

/** Runs that try to tell a creator whose telling failed, before the alert gives up on them. */
export const ALERT_RETRIES = 3;
/** Creators an alert keeps to try again; past it, a failure is logged and not retried. */
export const MAX_ALERT_RETRY_IDS = 200;
export type TaskAlert = z.infer<typeof taskAlertSchema>;

/** One new task in a creator's daily digest. */
export const digestItemSchema = z.object({
  task_id: z.string().min(1),
  title: z.string(),
  payout_amount_cents: z.number().int().nonnegative(),
  /** The task's estimate, for the line's time and rate; absent: made before estimates. */
  estimated_minutes: z.number().int().positive().optional(),
});

/**
 * `task_alerts/digest_{day}_{uid}`: the new tasks of one UTC day a creator on the daily digest
 * was told of in the bell, sent by `sendNewTaskDigest` once the day is over. Kept beside the
 * alerts (functions only, like them); its `digest_status`, not `status`, keeps it out of the
 * alerts' queue.
 */
export const taskDigestSchema = z.object({
  user_id: z.string().min(1),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  digest_status: z.enum(['pending', 'sent']),
  items: z.array(digestItemSchema),
});
export type TaskDigest = z.infer<typeof taskDigestSchema>;

/** The id of `uid`'s digest of `day`: its document's, and its e-mail's. */
export function taskDigestId(day: string, uid: string): string {
  return `digest_${day}_${uid}`;
}
