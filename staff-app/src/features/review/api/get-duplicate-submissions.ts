import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithId } from '@groundtruth/domain/converter';
import { DUPLICATE_LOOKUP_CARDS, DUPLICATE_LOOKUP_LIMIT } from '@groundtruth/domain/constants';
import { submissionSchema, type Submission } from '@groundtruth/domain/entities';
import { MAX_IN_VALUES } from '@groundtruth/domain/query-spec';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { batchLoader } from '@groundtruth/platform/batch-loader';
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

type Checked = WithId<Pick<Submission, 'files' | 'acceptance_id'>>;
type Found = WithId<Submission>;

/** The distinct MD5 hashes Storage recorded for a submission's files (empty ones skipped). */
export function hashesOf(submission: Pick<Submission, 'files'>): string[] {
  return [...new Set(submission.files.map((f) => f.md5_hash).filter(Boolean))];
}

/**
 * Whether `other` is the submission `copy` was made from: a gold item copies a submission under
 * an id not of its acceptance's form ({acceptance}_{n}), and its original is one of that
 * acceptance's submissions. Shown, it would give the gold item away.
 */
const isOriginalOf = (copy: Checked, other: Found) =>
  !!copy.acceptance_id &&
  !copy.id.startsWith(`${copy.acceptance_id}_`) &&
  other.acceptance_id === copy.acceptance_id;

/**
 * What one card shows from the submissions found for its hashes (newest first): the first
 * DUPLICATE_LOOKUP_LIMIT that share a hash with it, itself (and a gold item's original) left
 * out, as its own bounded query would have answered.
 */
function duplicatesAmong(submission: Checked, found: readonly Found[]): DuplicateSubmission[] {
  const hashes = hashesOf(submission);
  return found
    .filter((other) => hashes.some((h) => other.file_hashes?.includes(h)))
    .slice(0, DUPLICATE_LOOKUP_LIMIT)
    .filter((other) => other.id !== submission.id && !isOriginalOf(submission, other))
    .map((other) => ({
      id: other.id,
      taskTitle: other.task_title,
      submitterName: other.submitter_name,
      sharedHashes: hashes.filter((h) => other.file_hashes?.includes(h)),
    }));
}

/**
 * The submissions in groups one query serves: their hashes together fit one array-contains-any
 * filter, and there are at most DUPLICATE_LOOKUP_CARDS of them.
 */
function inHashGroups(submissions: readonly Checked[]): Checked[][] {
  const groups: { members: Checked[]; hashes: Set<string> }[] = [];
  for (const submission of submissions) {
    const hashes = hashesOf(submission);
    const last = groups.at(-1);
    const union = new Set([...(last?.hashes ?? []), ...hashes]);
    if (last && union.size <= MAX_IN_VALUES && last.members.length < DUPLICATE_LOOKUP_CARDS) {
      last.members.push(submission);
      last.hashes = union;
    } else groups.push({ members: [submission], hashes: new Set(hashes) });
  }
  return groups.map((g) => g.members);
}

/**
 * One indexed query for a group of cards, bounded at DUPLICATE_LOOKUP_LIMIT per card. When it
 * comes back full, a card's duplicates may have been crowded out by another's: each card of
 * the group then asks on its own, as it always could.
 */
async function duplicatesOfGroup(group: readonly Checked[]): Promise<DuplicateSubmission[][]> {
  const spec = screenQueries.submissionsSharingFiles(
    [...new Set(group.flatMap(hashesOf))],
    group.length,
  );
  const page = await fetchPage(await firestore(), spec, submissionSchema);
  if (page.items.length >= spec.limit && group.length > 1) {
    return Promise.all(group.map(async (one) => (await duplicatesOfGroup([one]))[0]!));
  }
  return group.map((submission) => duplicatesAmong(submission, page.items));
}

/**
 * For each submission, the others — another creator's or the same creator's — that contain a
 * file with the same MD5 as one of its files: indexed array-contains-any queries on
 * submissions.file_hashes, one per group of cards, bounded, never a scan.
 */
export async function getDuplicateSubmissions(
  submissions: readonly Checked[],
): Promise<DuplicateSubmission[][]> {
  const withFiles = submissions.filter((s) => hashesOf(s).length > 0);
  const groups = inHashGroups(withFiles);
  const found = await Promise.all(groups.map(duplicatesOfGroup));
  const answers = new Map<Checked, DuplicateSubmission[]>();
  groups.forEach((group, g) => group.forEach((s, i) => answers.set(s, found[g]![i]!)));
  return submissions.map((s) => answers.get(s) ?? []);
}

/** The cards on screen ask one by one; their files are checked together. */
const loadDuplicates = batchLoader(getDuplicateSubmissions);

export const duplicateSubmissionsQueryOptions = (submission: WithId<Submission>) =>
  queryOptions({
    queryKey: reviewKeys.duplicates(submission.id),
    queryFn: () => loadDuplicates(submission),
    // Custody records never change after submission; new duplicates are rare and show on reload.
    staleTime: 60_000,
  });

/** Submissions sharing a file with `submission`. */
export function useDuplicateSubmissions(submission: WithId<Submission>) {
  return useQuery(duplicateSubmissionsQueryOptions(submission));
}
