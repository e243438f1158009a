/**
 * A task's pending submissions judged again against its requirements, from the media
 * facts submitWork stored on their files: `fails_requirements` and `requirement_problems` for
 * the review queue's "Fails requirements" filter. A page at a time, each page one transaction
 * that reads the task's requirements as they are then, so two edits in quick succession leave
 * every page judged by the later one.
 */
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { submissionSchema, taskOpenedAt } from '@groundtruth/domain/entities';
import { submissionProblems } from '@groundtruth/domain/submission-checks';
import { serverQueries } from '@groundtruth/domain/server-queries';
import { transaction } from '../core/callable';
import { adminQuery } from '../repos/base';
import { submissions } from '../repos/submissions';
import { tasks } from '../repos/tasks';
import { MAX_PAGES_PER_RUN } from '../jobs/pages';

/** Recomputes fails_requirements on the task's pending submissions; returns how many it read. */
export async function recheckPendingSubmissions(taskId: string): Promise<number> {
  const spec = serverQueries.pendingSubmissionsOfTask(taskId);
  const query = adminQuery(spec);
  let after: QueryDocumentSnapshot | undefined;
  let rechecked = 0;
  for (let page = 0; page < MAX_PAGES_PER_RUN; page++) {
    const snap = await transaction(async (tx) => {
      const task = await tasks.get(tx, taskId);
      const requirements = task?.requirements ?? null;
      const docs = await tx.get(after ? query.startAfter(after) : query);
      for (const doc of docs.docs) {
        const parsed = submissionSchema.safeParse(doc.data());
        // A document this code cannot read is left as it is rather than failing its page.
        if (!parsed.success) {
          console.warn(`recheck-requirements: skipped ${doc.ref.path}`, parsed.error.message);
          continue;
        }
        const submission = parsed.data;
        const problems = submissionProblems(requirements, submission.files, {
          openedAt: task ? taskOpenedAt(task) : null,
          submittedAt: new Date(submission.submitted_at.toMillis()),
        });
        const fails = problems.length > 0;
        const same =
          submission.fails_requirements === fails &&
          JSON.stringify(submission.requirement_problems ?? []) === JSON.stringify(problems);
        if (!same) {
          submissions.update(tx, doc.id, {
            fails_requirements: fails,
            requirement_problems: problems,
          });
        }
      }
      return docs;
    });
    rechecked += snap.size;
    if (snap.size < spec.limit) break;
    after = snap.docs[snap.docs.length - 1];
  }
  return rechecked;
}
