import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithId } from '@groundtruth/domain/converter';
import { submissionSchema, type Submission } from '@groundtruth/domain/entities';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { reviewKeys } from '../review-keys';

/** Another submission holding some of the same bytes. */
export interface DuplicateSubmission {
  id: string;
  taskTitle: string;
  submitterName: string;
  /** The MD5 hashes it shares with the submission under review. */
  sharedHashes: string[];
}

/** The distinct MD5 hashes Storage recorded for a submission's files (empty ones skipped). */
export function hashesOf(submission: Pick<Submission, 'files'>): string[] {
  return [...new Set(submission.files.map((f) => f.md5_hash).filter(Boolean))];
}

/**
 * Other submissions — another creator's or the same creator's — that contain a file with the
 * same MD5 as one of this submission's files: one indexed array-contains-any query on
 * submissions.file_hashes, bounded (DUPLICATE_LOOKUP_LIMIT), never a scan.
 */
export async function getDuplicateSubmissions(
  submission: WithId<Pick<Submission, 'files'>>,
): Promise<DuplicateSubmission[]> {
  const hashes = hashesOf(submission);
  if (hashes.length === 0) return [];
  const page = await fetchPage(
    await firestore(),
    screenQueries.submissionsSharingFiles(hashes),
    submissionSchema,
  );
  return page.items
    .filter((other) => other.id !== submission.id)
    .map((other) => ({
      id: other.id,
      taskTitle: other.task_title,
      submitterName: other.submitter_name,
      sharedHashes: hashes.filter((h) => other.file_hashes?.includes(h)),
    }));
}

export const duplicateSubmissionsQueryOptions = (submission: WithId<Submission>) =>
  queryOptions({
    queryKey: reviewKeys.duplicates(submission.id),
    queryFn: () => getDuplicateSubmissions(submission),
    // Custody records never change after submission; new duplicates are rare and show on reload.
    staleTime: 60_000,
  });

/** Submissions sharing a file with `submission`. */
export function useDuplicateSubmissions(submission: WithId<Submission>) {
  return useQuery(duplicateSubmissionsQueryOptions(submission));
}
