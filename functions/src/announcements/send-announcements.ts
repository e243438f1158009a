/**
 * sendAnnouncements: delivers the announcements sendAnnouncement queued (status 'sending'), a page
 * of recipients at a time (audience.ts), each recipient in its own transaction
 * (deliver-to-recipient.ts), so 10,000 recipients never sit in one transaction or in memory.
 *
 * After each page the job saves on the announcement where it stopped (`cursor`, the page's last
 * uid) and how many it has reached (`reached_count`, the count of its deliveries — exact even when
 * a run died between a recipient's commit and the cursor's save, since the next run redoes that
 * page and finds those recipients already reached). A page with a recipient that failed is not
 * passed: the next run tries it again. The last page marks the announcement 'sent' with
 * completed_at, in one transaction with the audit entry `announcement_delivered` (the scheduler as
 * actor) saying how many it reached and how many the preview expected.
 */
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  announcementAudience,
  announcementSchema,
  type Announcement,
} from '@groundtruth/domain/announcements';
import { collections } from '@groundtruth/domain/collections';
import { JOB_PAGE_SIZE, SYSTEM_ACTOR } from '@groundtruth/domain/constants';
import type { WithId } from '@groundtruth/domain/converter';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { writeAudit } from '../core/audit';
import { transaction } from '../core/callable';
import type { Job, JobReport } from '../jobs/job';
import { addReports, forEachDue, inPool, runDeadline, type PageOptions } from '../jobs/pages';
import { announcements, deliveries } from '../repos/announcements';
import { recipientsPage } from './audience';
import { deliverToRecipient } from './deliver-to-recipient';

export const SEND_ANNOUNCEMENTS = 'sendAnnouncements';

/**
 * Recipients handled at once, each in its own transaction: distinct recipients' documents do not
 * contend, and a page of 100 one after another would take most of a run.
 */
const RECIPIENT_CONCURRENCY = 16;

export interface DeliverOptions extends Pick<PageOptions, 'deadline'> {
  /** Recipients per page; default JOB_PAGE_SIZE. */
  pageSize?: number;
}

/** How many recipients `id` has reached: its deliveries, counted. */
async function countReached(id: string): Promise<number> {
  return (await deliveries(id).count().get()).data().count;
}

/** Marks `id` sent with its reach and audits it, once (a second run finds it sent). */
function completeAnnouncement(id: string): Promise<void> {
  return transaction(async (tx) => {
    const announcement = await announcements.get(tx, id);
    if (!announcement || announcement.status !== 'sending') return;
    const reached = await countReached(id);
    announcements.update(tx, id, {
      status: 'sent',
      reached_count: reached,
      cursor: null,
      completed_at: FieldValue.serverTimestamp(),
    });
    writeAudit(tx, SYSTEM_ACTOR, 'announcement_delivered', collections.announcements, id, {
      reached_count: reached,
      expected_count: announcement.expected_count,
    });
  });
}

/**
 * Delivers `announcement` from its cursor on, a page at a time, until its last page or the
 * deadline (checked after each page, so every run moves at least one page on).
 */
export async function deliverAnnouncement(
  announcement: WithId<Announcement>,
  { deadline = runDeadline(), pageSize = JOB_PAGE_SIZE }: DeliverOptions = {},
): Promise<JobReport> {
  const report: JobReport = { changed: 0, skipped: 0 };
  const audience = announcementAudience.safeParse(announcement.audience);
  if (!audience.success) {
    console.error(`${SEND_ANNOUNCEMENTS}: ${announcement.id} has no audience it can read`);
    return report;
  }
  let cursor = announcement.cursor ?? null;
  for (;;) {
    const page = await recipientsPage(audience.data, cursor, { limit: pageSize });
    let failed = false;
    await inPool(page.uids, RECIPIENT_CONCURRENCY, async (uid) => {
      try {
        if (await deliverToRecipient(announcement, uid)) report.changed++;
        else report.skipped++;
      } catch (err) {
        console.error(
          `${SEND_ANNOUNCEMENTS}: left ${uid} of ${announcement.id} for the next run`,
          err,
        );
        failed = true;
        report.skipped++;
      }
    });
    if (failed) return report;
    if (page.next === null) {
      await completeAnnouncement(announcement.id);
      return report;
    }
    cursor = page.next;
    await announcements.ref(announcement.id).update({
      cursor,
      reached_count: await countReached(announcement.id),
    });
    if (Date.now() >= deadline) return report;
  }
}

/** One run: every announcement still sending, oldest queue position first, within the deadline. */
export async function sendQueuedAnnouncements(options: DeliverOptions = {}): Promise<JobReport> {
  const deadline = options.deadline ?? runDeadline();
  const reports: JobReport[] = [];
  await forEachDue(
    SEND_ANNOUNCEMENTS,
    serverQueries.announcementsSending(),
    async (doc: QueryDocumentSnapshot) => {
      if (Date.now() >= deadline) return false;
      const announcement = { ...announcementSchema.parse(doc.data()), id: doc.id };
      reports.push(await deliverAnnouncement(announcement, { ...options, deadline }));
      return true;
    },
    // One announcement at a time: each already handles its recipients many at once.
    { deadline, concurrency: 1 },
  );
  return addReports(...reports);
}

export const sendAnnouncements: Job = {
  name: SEND_ANNOUNCEMENTS,
  everyMinutes: 1,
  // Locally an announcement reaches the demo's inboxes within seconds of being sent.
  localEverySeconds: 10,
  run: () => sendQueuedAnnouncements(),
};
