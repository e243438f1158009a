/**
 * A blind second opinion before a decision lands. When a rejection needs one (a sampled share,
 * a reviewer on probation, a reviewer rejecting much of one creator's work in a day, or a creator
 * whose work is almost always approved), the first decision is held where no client can read it
 * and the submission stays pending with only who asked and when. Approvals in the same sampled
 * share are held the same way, so a held item tells the second reviewer nothing of the first
 * decision. Another reviewer decides without seeing it: the same decision lands with both
 * reviewers recorded, a different one sends it to an admin, whose decision lands.
 */
import { approvalRate, type TrackRecord } from './approval-rate';
import {
  reviewDecisions,
  secondOpinionStates,
  secondOpinionTriggers,
  type SecondOpinionTrigger,
} from './constants';
import { reviewReasonSchema, storedEvidenceSchema } from './review-reasons';
import { timestampSchema } from './timestamp';
import { z } from './zod';

/** A reviewer's rejections of one creator's work in a UTC day before the next is held. */
export const MASS_REJECTION_LIMIT = 10;
/** A creator approved at least this often… */
export const TRUSTED_CREATOR_RATE = 0.95;
/** …over at least this many reviewed submissions has every rejection checked. */
export const TRUSTED_CREATOR_MIN_REVIEWED = 20;

/** One reviewer's decision with its why, as the submission shows it once both have decided. */
export const opinionSchema = z.object({
  reviewer_id: z.string().min(1),
  decision: z.enum(reviewDecisions),
  reason: reviewReasonSchema.nullable(),
  notes: z.string().nullable(),
  evidence: z.array(storedEvidenceSchema),
});
export type Opinion = z.infer<typeof opinionSchema>;

/**
 * Where a submission's second opinion stands, as staff read it: second_opinions/{id}, never the
 * submission itself, which its creator reads (a pending submission says only that it is in
 * review). While `awaiting`, it carries nothing of the first decision: the decision itself is in
 * held_reviews/{id}, which only the functions read. `first` and `second` are written once the
 * second reviewer has decided.
 */
export const secondOpinionSchema = z.object({
  requested_at: timestampSchema,
  first_reviewer: z.string().min(1),
  state: z.enum(secondOpinionStates),
  second_reviewer: z.string().min(1).optional(),
  second_decided_at: timestampSchema.optional(),
  first: opinionSchema.optional(),
  second: opinionSchema.optional(),
  /** The admin whose decision landed after the two differed. */
  decided_by: z.string().min(1).optional(),
});
export type SecondOpinion = z.infer<typeof secondOpinionSchema>;

/** second_opinions/{submissionId}: the second opinion with the submission it is about. */
export const secondOpinionRecordSchema = secondOpinionSchema.extend({
  submission_id: z.string().min(1),
});
export type SecondOpinionRecord = z.infer<typeof secondOpinionRecordSchema>;

/**
 * A stable share in [0, 1) for a submission id (FNV-1a), so the sampled rejections are chosen
 * the same way on every retry and by every function instance.
 */
export function sampleShare(submissionId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < submissionId.length; i++) {
    hash ^= submissionId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/**
 * Whether a submission falls in the sampled share (`second_opinion_rate`) held for a second
 * opinion: decided by its id alone, so an approval and a rejection of it are sampled alike.
 */
export const sampledForSecondOpinion = (submissionId: string, rate: number): boolean =>
  sampleShare(submissionId) < rate;

/** What decides whether a rejection is held. */
export interface SecondOpinionFacts {
  submissionId: string;
  /** platform settings' second_opinion_rate. */
  rate: number;
  /** The reviewer is on probation (reviewer-stats' onProbation). */
  probation: boolean;
  /** The reviewer's rejections of this creator's work today, before this one. */
  rejectionsToday: number;
  /** The creator's track record (approval-rate.ts), or null when not read. */
  creatorRecord: TrackRecord | null;
}

/** Whether the creator's record makes every rejection worth a second look. */
export function trustedCreator(record: TrackRecord | null): boolean {
  if (!record || record.reviewed < TRUSTED_CREATOR_MIN_REVIEWED) return false;
  return (approvalRate(record) ?? 0) >= TRUSTED_CREATOR_RATE;
}

/** Why a rejection needs a second opinion, or null when it lands at once. */
export function secondOpinionTrigger(facts: SecondOpinionFacts): SecondOpinionTrigger | null {
  if (facts.probation) return 'probation';
  if (facts.rejectionsToday >= MASS_REJECTION_LIMIT) return 'mass_rejection';
  if (trustedCreator(facts.creatorRecord)) return 'creator_record';
  if (sampledForSecondOpinion(facts.submissionId, facts.rate)) return 'sampled';
  return null;
}

/** Whether a submission with this second opinion (or none) waits for it or an admin's decision. */
export function awaitsSecondOpinion(
  opinion: Pick<SecondOpinion, 'state'> | null | undefined,
): boolean {
  const state = opinion?.state;
  return state === 'awaiting' || state === 'with_admin';
}

/** Why an approval is held for a second opinion: the sampled share only, as for rejections. */
export function approvalHoldTrigger(submissionId: string, rate: number): 'sampled' | null {
  return sampledForSecondOpinion(submissionId, rate) ? 'sampled' : null;
}

/**
 * held_reviews/{submissionId}: the first decision while the second opinion is blind, and the
 * second once given. Only the functions read or write it (no rule matches it), so nothing a
 * reviewer can read carries the first decision before they have decided.
 */
export const heldReviewSchema = z.object({
  submission_id: z.string().min(1),
  creator_id: z.string().min(1),
  trigger: z.enum(secondOpinionTriggers),
  held_at: timestampSchema,
  first: opinionSchema,
  second: opinionSchema.optional(),
});
export type HeldReview = z.infer<typeof heldReviewSchema>;

/**
 * rejection_tallies/{reviewer}_{creator}_{yyyy-mm-dd}: a reviewer's rejections of one creator's
 * work in a UTC day, held ones included, for the mass-rejection guard; functions only.
 */
export const rejectionTallySchema = z.object({
  reviewer_id: z.string().min(1),
  creator_id: z.string().min(1),
  day: z.string(),
  rejected: z.number().int().nonnegative(),
});

export const rejectionTallyId = (reviewerId: string, creatorId: string, day: string) =>
  `${reviewerId}_${creatorId}_${day}`;
