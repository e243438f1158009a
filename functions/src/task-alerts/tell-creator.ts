/**
 * One creator told of one newly published task, in one transaction that re-reads them: the bell
 * notice `new_task_{taskId}_{uid}` (its existence is the proof they were told, so a resumed or
 * repeated run tells no one twice), and by their new-task e-mail choice an e-mail now
 * ('instant'), an item in the day's digest ('daily'), or nothing ('off').
 *
 * E-mail notifications (notify_email) are the master switch: off (in Settings, or by an e-mail's
 * unsubscribe link) means no new-task e-mail either, whatever new_task_emails says; the bell
 * notice is shown regardless.
 */
import type { TimestampLike } from '@groundtruth/domain/timestamp';
import { collections, type Task } from '@groundtruth/domain/entities';
import type { WithId } from '@groundtruth/domain/converter';
import { payLine } from '@groundtruth/domain/fair-pay';
import {
  newTaskEmailChoice,
  taskDigestId,
  utcDay,
  type NewTaskEmailChoice,
} from '@groundtruth/domain/new-task-alerts';
import type { SignupPath } from '@groundtruth/domain/constants';
import { paths } from '@groundtruth/domain/paths';
import { taskAlertMessages } from '@groundtruth/domain/task-alert-messages';
import { mailTable } from '@groundtruth/domain/i18n/mail';
import { payLineIn } from '../mail/mail-format';
import { db } from '../core/app';
import { transaction } from '../core/callable';
import { notificationId, notify, readRecipient, type NotificationEvent } from '../mail/notify';
import { unmetEligibility } from '../qualifications/eligibility';
import { creatorProfiles, users } from '../repos/users';
import { taskDigests } from './task-alerts';

/** The bell notice of `task` for `uid`. */
export function newTaskEvent(task: WithId<Task>, uid: string): NotificationEvent {
  return {
    userId: uid,
    kind: 'new_task',
    entityId: task.id,
    occurrence: uid,
    title: taskAlertMessages.newTaskTitle(task.title),
    // The payout, the time and the rate ("$12.50 · about 25 min · $30.00/hour"), as cards show it.
    body: taskAlertMessages.newTaskBody(
      task.title,
      payLine(task.payout_amount_cents, task.estimated_minutes),
    ),
    // The alert's words and its pay line in the creator's language; the task's title as staff
    // wrote it.
    inLanguage: (_words, locale) => {
      const words = mailTable(locale, 'taskAlerts', taskAlertMessages);
      return {
        title: words.newTaskTitle(task.title),
        body: words.newTaskBody(
          task.title,
          payLineIn(locale, task.payout_amount_cents, task.estimated_minutes),
        ),
      };
    },
    link: paths.tasks,
  };
}

/**
 * Tells `uid` of `task` (published at `publishedAt`, announced to `paths`) if they are an active
 * creator on one of those paths who may accept it and was not told yet; resolves whether it did.
 */
export function tellCreator(
  task: WithId<Task>,
  publishedAt: TimestampLike,
  taskPaths: readonly SignupPath[],
  uid: string,
  now: Date,
): Promise<boolean> {
  return transaction(async (tx) => {
    const event = newTaskEvent(task, uid);
    const notice = db().collection(collections.notifications).doc(notificationId(event));
    if ((await tx.get(notice)).exists) return false;
    const [user, profile] = await Promise.all([users.get(tx, uid), creatorProfiles.get(tx, uid)]);
    if (!user || user.role !== 'creator' || user.status !== 'active' || !profile) return false;
    if (!profile.chosen_paths.some((path) => taskPaths.includes(path))) return false;
    // A creator the task's eligibility turns away is not told of it.
    if ((await unmetEligibility(tx, task, uid, now.getTime())).length > 0) return false;
    const recipient = await readRecipient(tx, uid);
    const choice: NewTaskEmailChoice = profile.notify_email ? newTaskEmailChoice(profile) : 'off';
    const day = utcDay(new Date(publishedAt.toMillis()));
    const digestId = taskDigestId(day, uid);
    const digest = choice === 'daily' ? await taskDigests.get(tx, digestId) : null;

    notify(tx, event, { ...recipient, wantsEmail: recipient.wantsEmail && choice === 'instant' });
    if (choice === 'daily' && !digest?.items.some((item) => item.task_id === task.id)) {
      taskDigests.set(tx, digestId, {
        user_id: uid,
        day,
        digest_status: digest?.digest_status ?? 'pending',
        items: [
          ...(digest?.items ?? []),
          {
            task_id: task.id,
            title: task.title,
            payout_amount_cents: task.payout_amount_cents,
            ...(task.estimated_minutes ? { estimated_minutes: task.estimated_minutes } : {}),
          },
        ],
      });
    }
    return true;
  });
}
