/**
 * tallyTaskSlots: brings the accepted_count of each task whose slot shards changed lately up to
 * its shards (slots.ts). An acceptance tallies its task itself unless the task was tallied less
 * than TALLY_EVERY_MS (two seconds) before, so while a popular task takes acceptances its figure runs a little
 * behind; this job leaves it exact once they stop. It pages through the shards changed in the
 * last TALLY_LOOKBACK_MS (a collection-group range on `changed_at`), tallying each task once per
 * run. Idempotent: a task already up to date is read and left alone, and two runs at once never
 * write an older figure over a newer one.
 */
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { JOB_PAGE_SIZE } from '@groundtruth/domain/constants';
import { db } from '../core/app';
import type { Job, JobReport } from '../jobs/job';
import { MAX_PAGES_PER_RUN, runDeadline } from '../jobs/pages';
import { tallySlots } from './slots';

const name = 'tallyTaskSlots';

/** How far back a run looks for changed shards: several runs, so a missed one loses nothing. */
export const TALLY_LOOKBACK_MS = 10 * 60_000;

export const tallyTaskSlots: Job = {
  name,
  everyMinutes: 1,
  localEverySeconds: 15,
  async run(now) {
    const deadline = runDeadline();
    const report: JobReport = { changed: 0, skipped: 0 };
    const seen = new Set<string>();
    const query: Query = db()
      .collectionGroup(collections.taskSlots)
      .where('changed_at', '>=', new Date(now.getTime() - TALLY_LOOKBACK_MS))
      .orderBy('changed_at')
      .limit(JOB_PAGE_SIZE);
    let after: QueryDocumentSnapshot | undefined;
    for (let page = 0; page < MAX_PAGES_PER_RUN && Date.now() < deadline; page++) {
      const snap = await (after ? query.startAfter(after) : query).get();
      for (const shard of snap.docs) {
        const taskId = shard.ref.parent.parent?.id;
        if (!taskId || seen.has(taskId)) continue;
        seen.add(taskId);
        try {
          if (await tallySlots(taskId)) report.changed++;
          else report.skipped++;
        } catch (err) {
          console.error(`${name}: left tasks/${taskId} for the next run`, err);
          report.skipped++;
        }
      }
      if (snap.size < JOB_PAGE_SIZE) break;
      after = snap.docs[snap.docs.length - 1];
    }
    return report;
  },
};
