/**
 * sendNewTaskAlerts: fans each new-task alert (a task's first publication, task-alerts.ts) out
 * to the creators it is for: those whose chosen paths match the task's category
 * (alertPathsByCategory), active, and eligible for it (tell-creator.ts). The creators are read a
 * page at a time in id order; after each page the alert keeps the last id as its cursor, so a
 * run stopped by its deadline (or killed) is continued by the next one after that creator, and
 * the notice ids keep any creator of a page redone from being told twice. A creator whose telling
 * failed is kept on the alert's `retry` list and tried again by the next runs (ALERT_RETRIES), so
 * a passing failure never leaves them untold once the cursor has moved on; the alert is done once
 * its creators are paged through and its list is empty. An alert whose task was closed before it
 * went out is done with no one told: nobody could accept it.
 */
import { FieldValue, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  ALERT_RETRIES,
  MAX_ALERT_RETRY_IDS,
  pathsForCategory,
  taskAlertSchema,
} from '@groundtruth/domain/new-task-alerts';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { taskSchema, type Task } from '@groundtruth/domain/entities';
import type { WithId } from '@groundtruth/domain/converter';
import type { Job } from '../jobs/job';
import { forEachDue, inPool, JOB_CONCURRENCY, runDeadline } from '../jobs/pages';
import { tasks } from '../repos/tasks';
import { tellCreator } from './tell-creator';

const name = 'sendNewTaskAlerts';

/** Tells the creators of one alert, from its cursor on; resolves whether the alert is done. */
async function fanOut(alertDoc: QueryDocumentSnapshot, now: Date, deadline: number) {
  const alert = taskAlertSchema.parse(alertDoc.data());
  if (alert.status !== 'pending') return false;
  const taskSnap = await tasks.ref(alert.task_id).get();
  const parsed = taskSnap.exists ? taskSchema.safeParse(taskSnap.data()) : null;
  if (!parsed?.success || parsed.data.status !== 'published') {
    await alertDoc.ref.update({ status: 'done' });
    return true;
  }
  const task: WithId<Task> = { ...parsed.data, id: taskSnap.id };
  const taskPaths = pathsForCategory(task.category);
  const tell = (uid: string) => tellCreator(task, alert.published_at, taskPaths, uid, now);
  let toldThisPage = 0;
  // Creators whose telling failed this run, with the runs that have tried them.
  const retry: Record<string, number> = {};
  const failedOnce = (uid: string, tries: number, error: unknown) => {
    if (tries < ALERT_RETRIES && Object.keys(retry).length < MAX_ALERT_RETRY_IDS)
      retry[uid] = tries;
    else console.error(`${name}: gave up telling ${uid} of task ${task.id}`, error);
  };
  // Those an earlier run could not tell, first.
  await inPool(Object.entries(alert.retry ?? {}), JOB_CONCURRENCY, async ([uid, tries]) => {
    try {
      if (await tell(uid)) toldThisPage++;
    } catch (error) {
      failedOnce(uid, tries + 1, error);
    }
  });
  let done = false;
  await forEachDue(
    name,
    serverQueries.creatorsOnPaths(taskPaths, alert.cursor),
    async (profile) => {
      try {
        const told = await tell(profile.id);
        if (told) toldThisPage++;
        return told;
      } catch (error) {
        failedOnce(profile.id, 1, error);
        throw error;
      }
    },
    {
      deadline,
      afterPage: async (last, complete) => {
        const retrying = Object.keys(retry).length > 0;
        done = complete && !retrying;
        await alertDoc.ref.update({
          ...(last ? { cursor: last.id } : {}),
          told: FieldValue.increment(toldThisPage),
          retry: retrying ? { ...retry } : FieldValue.delete(),
          ...(done ? { status: 'done' } : {}),
        });
        toldThisPage = 0;
      },
    },
  );
  return done;
}

export const sendNewTaskAlerts: Job = {
  name,
  everyMinutes: 1,
  // Locally a creator's bell shows a new task within seconds of its publication.
  localEverySeconds: 5,
  async run(now) {
    const deadline = runDeadline();
    // One alert at a time: each pages through its creators with the job's concurrency.
    return forEachDue(
      name,
      serverQueries.pendingTaskAlerts(now),
      (doc) => fanOut(doc, now, deadline),
      {
        deadline,
        concurrency: 1,
      },
    );
  },
};
