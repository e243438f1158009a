/**
 * recountCounterStats: recomputes every creator_stats/{uid} from the source documents
 * (recount-counters.ts), writing only the documents that differ. The events keep these counters with blind increments, so a database
 * deployed with data from before the counters, or written to outside the functions, has no other
 * way to correct them: after deploying the counters to an existing database, run it once.
 *
 * The creators are the users documents, read a page at a time in id order (jobs/pages.ts). After
 * each page the job saves where it stopped in job_cursors/recountCounterStats, so a run cut short
 * by its time budget is finished by the next run instead of started over; a run that reaches the
 * last page clears the cursor, and the next run starts a new pass. Idempotent: a run with nothing wrong writes no counter; two runs at once
 * count the same and write the same values. The report's `changed` is the number of counter
 * documents it corrected, `skipped` those it found right (or left, on error, for the next pass).
 */
import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '@groundtruth/domain/collections';
import { JOB_PAGE_SIZE } from '@groundtruth/domain/constants';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { db } from '../core/app';
import { recountCreatorStats } from './recount-counters';
import type { Job, JobReport } from '../jobs/job';
import { forEachDue, type PageOptions } from '../jobs/pages';

export const RECOUNT_COUNTER_STATS = 'recountCounterStats';

/** Where the current pass stopped: the id of the last users document it recounted. */
export function recountCursor() {
  return db().collection(collections.jobCursors).doc(RECOUNT_COUNTER_STATS);
}

export interface RecountOptions extends Pick<PageOptions, 'deadline' | 'concurrency'> {
  /** Users per page; default JOB_PAGE_SIZE. */
  pageSize?: number;
}

/** One run: the creators from the saved cursor on, as far as the deadline allows. */
export async function recountCounters({
  pageSize = JOB_PAGE_SIZE,
  ...options
}: RecountOptions = {}): Promise<JobReport> {
  const cursor = recountCursor();
  const after = ((await cursor.get()).get('after') as string | null | undefined) ?? null;
  let saved = after;
  const creators = await forEachDue(
    RECOUNT_COUNTER_STATS,
    serverQueries.usersAfter(after, pageSize),
    (user) => recountCreatorStats(user.id),
    {
      ...options,
      afterPage: async (last, complete) => {
        const next = complete ? null : (last?.id ?? saved);
        if (next === saved) return; // a pass that starts and ends in one run writes nothing here
        await cursor.set({ after: next, updated_at: FieldValue.serverTimestamp() });
        saved = next;
      },
    },
  );
  return creators;
}

export const recountCounterStats: Job = {
  name: RECOUNT_COUNTER_STATS,
  // Daily: the events keep the counters exact; this only repairs what was written around them.
  everyMinutes: 24 * 60,
  run: () => recountCounters(),
};
