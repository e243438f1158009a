import type { ReviewDecision } from '@groundtruth/domain/constants';
import type { ReviewEvidence } from '@groundtruth/domain/review-reasons';
import { callLazily } from '@groundtruth/platform/call-lazily';

/** One review decision on a pending submission (or an appealed one). */
export interface ReviewInput {
  submissionId: string;
  decision: ReviewDecision;
  /** Feedback for the creator; blank means none. */
  notes: string;
  /** The reason from platform settings' list: required to reject or ask for changes. */
  reasonCode?: string;
  /** Moments in the files the feedback points at. */
  evidence?: ReviewEvidence[];
}

/** The callables' fields of `input`: blank notes and an empty why left out. */
export function reviewFields({ submissionId, decision, notes, reasonCode, evidence }: ReviewInput) {
  const trimmed = notes.trim();
  return {
    submissionId,
    decision,
    ...(trimmed ? { notes: trimmed } : {}),
    ...(reasonCode && decision !== 'approved' ? { reasonCode } : {}),
    ...(evidence?.length && decision !== 'approved' ? { evidence } : {}),
  };
}

/** Approves, rejects or asks for changes through the reviewSubmission callable. */
export function reviewSubmission(input: ReviewInput) {
  return callLazily((c) => c.reviewSubmission, reviewFields(input));
}
