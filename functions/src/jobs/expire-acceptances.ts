/**
 * expireAcceptances: an acceptance without a submission holds one of the task's
 * slots only until its expires_at. Two passes, the most overdue first:
 *  1. expire: open acceptances past expires_at become 'expired', their slot is given back to
 *     its shard (the task's accepted_count is tallied once per task after the pass), the
 *     creator is told, and the audit trail records the system as actor;
 *  2. warn: open acceptances expiring within EXPIRY_WARNING_HOURS are announced to the creator
 *     once (expiry_warned), with the task and the deadline.
 * Each document is re-read and re-checked in its own transaction, so a run that overlaps
 * another, a submission or a new acceptance changes nothing twice. Expiring first means the
 * warning pass does not meet acceptances that are already past their time.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { hasRunOut } from '@groundtruth/domain/acceptance-clock';
import { EXPIRY_WARNING_HOURS } from '@groundtruth/domain/constants';
import { formatDateTimeUtc } from '@groundtruth/domain/dates';
import { serverMessages } from '@groundtruth/domain/server-messages';
import { paths } from '@groundtruth/domain/paths';
import { serverQueries } from '@groundtruth/domain/server-queries';
import type { TimestampLike } from '@groundtruth/domain/timestamp';
import { transaction } from '../core/callable';
import { notify, readRecipient } from '../mail/notify';
import { formatDateTimeUtcIn } from '../mail/mail-format';
import { acceptances, tasks } from '../repos/tasks';
import { readOpenAcceptance, releaseAcceptance } from '../tasks/release-acceptance';
import { tallySlotsAfter } from '../tasks/slots';
import type { Job } from './job';
import { addReports, forEachDue, runDeadline } from './pages';

const name = 'expireAcceptances';
const HOUR_MS = 3_600_000;

/**
 * A deadline as the notification states it, "Nov 24, 2026, 5:00 PM UTC", with its instant: the
 * bell writes it in the reader's zone, the e-mail keeps the zone named.
 */
function deadlineMoment(at: TimestampLike): { millis: number; text: string } {
  return { millis: at.toMillis(), text: formatDateTimeUtc(at.toMillis()) };
}

/** One notice per acceptance round: an acceptance made again expires (and warns) anew. */
const round = (expiresAt: TimestampLike) => String(expiresAt.toMillis());

/** Expires one acceptance if it is still open, unsubmitted and past its time at `now`. */
async function expireOne(
  doc: QueryDocumentSnapshot,
  now: Date,
  freed: Set<string>,
): Promise<boolean> {
  const expired = await transaction(async (tx) => {
    const open = await readOpenAcceptance(tx, String(doc.get('task_id')), doc.id);
    const expiresAt = open?.acceptance.expires_at;
    // Run out at `now`: the rule submitWork refuses with.
    if (!open || !expiresAt || !hasRunOut(open.acceptance, now.getTime())) return false;
    const { task, acceptance } = open;
    const recipient = await readRecipient(tx, acceptance.user_id);
    releaseAcceptance(tx, open, now, { expires_at: new Date(expiresAt.toMillis()).toISOString() });
    const title = task?.title ?? 'a task';
    notify(
      tx,
      {
        userId: acceptance.user_id,
        kind: 'acceptance_expired',
        entityId: acceptance.id,
        occurrence: round(expiresAt),
        title: serverMessages.notificationTitles.acceptance_expired,
        body: serverMessages.acceptanceExpiredBody(title),
        inLanguage: (words) => ({
          title: words.titles.acceptance_expired,
          body: words.acceptanceExpiredBody(task?.title ?? words.someTask),
        }),
        link: paths.tasks,
      },
      recipient,
    );
    return true;
  });
  if (expired) freed.add(String(doc.get('task_id')));
  return expired;
}

/** Announces one acceptance's deadline if it is still open, unwarned and not past it at `now`. */
function warnOne(doc: QueryDocumentSnapshot, now: Date): Promise<boolean> {
  return transaction(async (tx) => {
    // Only its title is needed: read without a lock, as every acceptance reads the task.
    const task = await tasks.readNow(String(doc.get('task_id')));
    const acceptance = await acceptances.get(tx, doc.id);
    if (
      !acceptance ||
      acceptance.status !== 'accepted' ||
      acceptance.latest_submission_id ||
      acceptance.expiry_warned !== false ||
      !acceptance.expires_at ||
      acceptance.expires_at.toMillis() <= now.getTime()
    ) {
      return false;
    }
    const recipient = await readRecipient(tx, acceptance.user_id);
    acceptances.update(tx, acceptance.id, { expiry_warned: true });
    const deadline = deadlineMoment(acceptance.expires_at);
    notify(
      tx,
      {
        userId: acceptance.user_id,
        kind: 'acceptance_expiring',
        entityId: acceptance.id,
        occurrence: round(acceptance.expires_at),
        title: serverMessages.notificationTitles.acceptance_expiring,
        body: serverMessages.acceptanceExpiringBody(task?.title ?? 'your task', deadline.text),
        moment: deadline,
        // The deadline in the e-mail's language, in UTC as in English.
        inLanguage: (words, locale) => ({
          title: words.titles.acceptance_expiring,
          body: words.acceptanceExpiringBody(
            task?.title ?? words.yourTask,
            formatDateTimeUtcIn(locale, deadline.millis),
          ),
        }),
        // Where the creator acts on it: the submit page.
        link: paths.submit,
      },
      recipient,
    );
    return true;
  });
}

export const expireAcceptances: Job = {
  name,
  everyMinutes: 5,
  async run(now) {
    // Both passes share one run's time budget.
    const deadline = runDeadline();
    const freed = new Set<string>();
    const expired = await forEachDue(
      name,
      serverQueries.expiredAcceptances(now),
      (doc) => expireOne(doc, now, freed),
      { deadline },
    );
    // Each task whose slots came back is tallied once, however many of its acceptances expired.
    for (const taskId of freed) await tallySlotsAfter(taskId);
    const until = new Date(now.getTime() + EXPIRY_WARNING_HOURS * HOUR_MS);
    const warned = await forEachDue(
      name,
      serverQueries.expiringAcceptances(until),
      (doc) => warnOne(doc, now),
      { deadline },
    );
    return addReports(expired, warned);
  },
};
