/**
 * How far two reviewers agree: Cohen's kappa over the decisions approved / rejected /
 * needs_changes, and the weekly confusion matrices of second opinions it is computed from (ISO
 * weeks, UTC). A matrix counts pairs by the first reviewer's decision (row) and the second
 * reviewer's (column); the functions add to it with increments in the transaction that records a
 * second opinion. A week's matrix is spread over REVIEW_AGREEMENT_SHARDS shards,
 * `review_agreement/{YYYY-Www}_{k}`, chosen by the second reviewer (docs/architecture.md, How the
 * write path scales), and a reader folds the documents of a week (`foldAgreementWeeks`), a whole
 * week's document of before the shards (`review_agreement/{YYYY-Www}`) with them.
 */
import { reviewDecisions, type ReviewDecision } from './constants';
import { dayStart } from './stats';
import { REVIEW_AGREEMENT_SHARDS, statsShardOf } from './stats-shards';
import { z } from './zod';

/** The shard a second opinion by `secondReviewer` adds its pair to. */
export function reviewAgreementShard(secondReviewer: string): number {
  return statsShardOf(secondReviewer, REVIEW_AGREEMENT_SHARDS);
}

/** A week's shard's document id: `YYYY-Www_k`. */
export const reviewAgreementShardId = (week: string, shard: number): string => `${week}_${shard}`;

/** Pairs of decisions: matrix[first][second]. A cell no pair touched is absent and reads as 0. */
export type AgreementMatrix = Partial<
  Record<ReviewDecision, Partial<Record<ReviewDecision, number>>>
>;

const cell = (matrix: AgreementMatrix, first: ReviewDecision, second: ReviewDecision): number =>
  matrix[first]?.[second] ?? 0;

/** The pairs a matrix counts. */
export function pairCount(matrix: AgreementMatrix): number {
  let total = 0;
  for (const first of reviewDecisions)
    for (const second of reviewDecisions) total += cell(matrix, first, second);
  return total;
}

/** The share of pairs whose two decisions are the same, or null when there are none. */
export function observedAgreement(matrix: AgreementMatrix): number | null {
  const total = pairCount(matrix);
  if (total === 0) return null;
  return reviewDecisions.reduce((sum, d) => sum + cell(matrix, d, d), 0) / total;
}

/**
 * Cohen's kappa, (p_o − p_e) / (1 − p_e): 1 for perfect agreement, 0 for the agreement chance
 * alone gives the two reviewers' own rates, negative below chance. Null when it is not defined:
 * no pairs, or chance agreement of 1 (both reviewers gave one and the same decision every time,
 * so agreement tells nothing beyond their rates; the observed agreement says the rest).
 */
export function cohensKappa(matrix: AgreementMatrix): number | null {
  const total = pairCount(matrix);
  if (total === 0) return null;
  let observed = 0;
  let chance = 0;
  for (const d of reviewDecisions) {
    observed += cell(matrix, d, d);
    const firstRate = reviewDecisions.reduce((s, other) => s + cell(matrix, d, other), 0) / total;
    const secondRate = reviewDecisions.reduce((s, other) => s + cell(matrix, other, d), 0) / total;
    chance += firstRate * secondRate;
  }
  observed /= total;
  // Floating point: a chance agreement a hair below 1 is 1.
  if (chance >= 1 - 1e-12) return null;
  return (observed - chance) / (1 - chance);
}

/** The ISO week (Monday to Sunday, UTC) of a `yyyy-mm-dd` day: "2026-W48". */
export function isoWeekId(day: string): string {
  const date = dayStart(day);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  // The week belongs to the year of its Thursday.
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(
    year,
    0,
    1 + ((11 - new Date(Date.UTC(year, 0, 1)).getUTCDay()) % 7),
  );
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * 86_400_000));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const decisionCounts = z.partialRecord(z.enum(reviewDecisions), z.number().int().nonnegative());

/** review_agreement/{YYYY-Www}_{k}: one shard of the week's second-opinion pairs. */
export const reviewAgreementSchema = z.object({
  week: z.string(),
  /** The shard (absent on a whole week's document of before the shards). */
  shard: z.number().int().nonnegative().optional(),
  pairs: z.number().int().nonnegative().default(0),
  matrix: z.partialRecord(z.enum(reviewDecisions), decisionCounts).default({}),
});
export type ReviewAgreement = z.infer<typeof reviewAgreementSchema>;

/** A week's pairs: its documents folded into one matrix. */
export interface AgreementWeek {
  week: string;
  pairs: number;
  matrix: AgreementMatrix;
}

/** The weeks of `documents` (shards of any weeks, in any order), each folded, oldest first. */
export function foldAgreementWeeks(documents: readonly ReviewAgreement[]): AgreementWeek[] {
  const weeks = new Map<string, AgreementWeek>();
  for (const doc of documents) {
    const week = weeks.get(doc.week) ?? { week: doc.week, pairs: 0, matrix: {} };
    week.pairs += doc.pairs;
    for (const first of reviewDecisions)
      for (const second of reviewDecisions) {
        const n = cell(doc.matrix, first, second);
        if (n === 0) continue;
        const row = (week.matrix[first] ??= {});
        row[second] = (row[second] ?? 0) + n;
      }
    weeks.set(doc.week, week);
  }
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}
