/**
 * deleteOrphanUploads (hourly): an upload no submission references is deleted once it
 * is older than ORPHAN_UPLOAD_HOURS, so a creator (or a stolen session) cannot fill the bucket with
 * files that are never submitted. submitWork takes only files younger than
 * SUBMITTABLE_UPLOAD_HOURS, so a file old enough to delete can no longer become referenced.
 *
 * Storage lists objects by name, not by age, so the job pages through submissions/ (the listing
 * carries each object's metadata), MAX_LIST_PAGES pages a run. An object's references are found
 * through its folder, submissions/{uid}/{taskId}/: the acceptance {taskId}_{uid} counts its
 * submissions, whose ids are {acceptance}_{n} (docs/architecture.md, Data model), read once per
 * folder per run. A deletion names the generation it saw, so it never removes other bytes than
 * those judged. Deletions are logged rather than audited: no Firestore entity changes.
 */
import * as logger from 'firebase-functions/logger';
import { ORPHAN_UPLOAD_HOURS } from '@groundtruth/domain/constants';
import { collections } from '@groundtruth/domain/collections';
import { acceptanceId } from '@groundtruth/domain/entities';
import { bucket, db } from '../core/app';
import { submissionId } from '../repos/submissions';
import type { Job, JobReport } from './job';

/** Objects per listing page, and pages one run reads at most (the next run goes on). */
export const LIST_PAGE_SIZE = 500;
export const MAX_LIST_PAGES = 200;

const FOLDER = /^submissions\/([^/]+)\/([^/]+)\/[^/]+$/;

/** The object paths the submissions of one acceptance list. */
async function referencedPaths(uid: string, taskId: string): Promise<Set<string>> {
  const firestore = db();
  const accId = acceptanceId(taskId, uid);
  const acceptance = await firestore.collection(collections.taskAcceptances).doc(accId).get();
  const count = Number(acceptance.get('submission_count') ?? 0);
  if (!acceptance.exists || count < 1) return new Set();
  const refs = Array.from({ length: count }, (_, i) =>
    firestore.collection(collections.submissions).doc(submissionId(accId, i + 1)),
  );
  const snaps = await firestore.getAll(...refs);
  const paths = snaps.flatMap((snap) =>
    ((snap.get('files') as { path?: unknown }[] | undefined) ?? []).map((f) => String(f.path)),
  );
  return new Set(paths);
}

function isGone(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return code === 404 || code === 412;
}

export const deleteOrphanUploads: Job = {
  name: 'deleteOrphanUploads',
  everyMinutes: 60,
  async run(now: Date): Promise<JobReport> {
    const cutoff = now.getTime() - ORPHAN_UPLOAD_HOURS * 3_600_000;
    const report: JobReport = { changed: 0, skipped: 0 };
    const folders = new Map<string, Promise<Set<string>>>();
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_LIST_PAGES; page++) {
      const [files, next] = await bucket().getFiles({
        prefix: 'submissions/',
        maxResults: LIST_PAGE_SIZE,
        autoPaginate: false,
        ...(pageToken ? { pageToken } : {}),
      });
      for (const file of files) {
        const created = Date.parse(String(file.metadata.timeCreated ?? ''));
        const folder = FOLDER.exec(file.name);
        if (!folder || Number.isNaN(created) || created > cutoff) continue;
        const [, uid = '', taskId = ''] = folder;
        const key = `${uid}/${taskId}`;
        if (!folders.has(key)) folders.set(key, referencedPaths(uid, taskId));
        if ((await folders.get(key))?.has(file.name)) {
          report.skipped++;
          continue;
        }
        try {
          await file.delete({ ifGenerationMatch: file.metadata.generation });
          logger.info(`deleteOrphanUploads: deleted ${file.name}, never submitted`);
          report.changed++;
        } catch (err) {
          if (!isGone(err)) throw err;
          report.skipped++; // another run deleted it first
        }
      }
      pageToken = (next as { pageToken?: string } | null)?.pageToken;
      if (!pageToken) break;
    }
    return report;
  },
};
