/**
 * The why of a review decision, checked against what only the server knows: the reason must be
 * one of platform settings' review_reasons, a rejection's notes long enough, and each moment of
 * evidence inside the file it points at (its length as submitWork's inspection measured it). The
 * submission stores the reason's label and guidance as given, so a later change of the list
 * never rewrites what the creator was told.
 */
import type { ReviewDecision } from '@groundtruth/domain/constants';
import type { Submission } from '@groundtruth/domain/entities';
import {
  evidenceProblem,
  evidenceTargets,
  reviewReasonProblem,
  type ReviewEvidence,
  type ReviewReason,
  type StoredEvidence,
} from '@groundtruth/domain/review-reasons';
import { fail } from '../core/errors';
import { readReviewReasons } from '../repos/platform-settings';

export interface ReviewWhyInput {
  decision: ReviewDecision;
  notes?: string | undefined;
  reasonCode?: string | undefined;
  evidence?: readonly ReviewEvidence[] | undefined;
}

/** What a decision records of its why: the reason as given (null for an approval) and the moments. */
export interface ReviewWhy {
  reason: ReviewReason | null;
  evidence: StoredEvidence[];
}

/** Checks `input`'s reason, notes and evidence for `submission`; refuses naming the field. */
export async function readReviewWhy(
  submission: Pick<Submission, 'files'>,
  input: ReviewWhyInput,
): Promise<ReviewWhy> {
  // The list in force, read without a lock: every review reads it (platform-settings.ts).
  const reasons = await readReviewReasons();
  const problem =
    reviewReasonProblem(input.decision, input.reasonCode, input.notes, reasons) ??
    (input.evidence?.length && input.decision === 'approved'
      ? 'evidence: is given only to reject or ask for changes'
      : null) ??
    evidenceProblem(input.evidence ?? [], evidenceTargets(submission.files));
  if (problem) throw fail.invalid(problem);
  return {
    reason: reasons.find((r) => r.code === input.reasonCode) ?? null,
    evidence: (input.evidence ?? []).map((point) => ({
      file_index: point.fileIndex,
      file_name: submission.files[point.fileIndex]!.name,
      at_seconds: point.atSeconds,
      note: point.note,
    })),
  };
}
