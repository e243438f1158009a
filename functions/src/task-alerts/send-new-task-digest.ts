/**
 * sendNewTaskDigest: once a UTC day is over, each creator on the daily digest who was told of new
 * tasks that day gets one e-mail listing them all (title and payout, and the way to Available
 * Tasks). A creator with no new matching task that day has no digest document, so gets nothing.
 * The digest is marked sent in the transaction that queues its e-mail, whose id is the digest's
 * (per creator and day): a second run, the same day or later, sends nothing more. The preference
 * is read again when it is sent: e-mail notifications off or new-task e-mails off by then, none.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { newTaskEmailChoice, utcDay } from '@groundtruth/domain/new-task-alerts';
import { paths } from '@groundtruth/domain/paths';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { taskAlertMessages } from '@groundtruth/domain/task-alert-messages';
import { mailTable } from '@groundtruth/domain/i18n/mail';
import { payLineIn } from '../mail/mail-format';
import { db } from '../core/app';
import { transaction } from '../core/callable';
import type { Job } from '../jobs/job';
import { forEachDue } from '../jobs/pages';
import { composeMessage } from '../mail/compose';
import { queueMail, readRecipient } from '../mail/notify';
import { creatorProfiles } from '../repos/users';
import { taskDigests } from './task-alerts';

const name = 'sendNewTaskDigest';

/** Sends one pending digest; resolves whether it changed it. */
function sendDigest(doc: QueryDocumentSnapshot): Promise<boolean> {
  return transaction(async (tx) => {
    const digest = await taskDigests.get(tx, doc.id);
    if (!digest || digest.digest_status !== 'pending') return false;
    const outbox = db().collection(collections.mail).doc(doc.id);
    const [sent, recipient, profile] = await Promise.all([
      tx.get(outbox),
      readRecipient(tx, digest.user_id),
      creatorProfiles.get(tx, digest.user_id),
    ]);
    taskDigests.update(tx, doc.id, { digest_status: 'sent' });
    const wanted =
      recipient.email !== null &&
      recipient.wantsEmail &&
      profile !== null &&
      newTaskEmailChoice(profile) !== 'off';
    if (!sent.exists && wanted && recipient.email && digest.items.length > 0) {
      // In the creator's language (the count's plural and the pay lines too); the tasks' titles as
      // written.
      const words = mailTable(recipient.locale ?? 'en', 'taskAlerts', taskAlertMessages);
      const lines = digest.items.map((item) =>
        words.newTaskDigestLine(
          item.title,
          payLineIn(recipient.locale ?? 'en', item.payout_amount_cents, item.estimated_minutes),
        ),
      );
      queueMail(tx, doc.id, {
        to: recipient.email,
        userId: digest.user_id,
        kind: 'new_task',
        message: composeMessage(
          {
            userId: digest.user_id,
            title: words.newTaskDigestSubject(digest.items.length, digest.day),
            body: [words.newTaskDigestIntro, ...lines].join('\n'),
            link: paths.tasks,
            security: false,
          },
          recipient.locale,
        ),
      });
    }
    return true;
  });
}

export const sendNewTaskDigest: Job = {
  name,
  everyMinutes: 24 * 60,
  run(now) {
    // The days before today's (UTC) are over: their digests are complete.
    return forEachDue(name, serverQueries.pendingDigestsBefore(utcDay(now)), sendDigest);
  },
};
