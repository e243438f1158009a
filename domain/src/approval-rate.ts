/**
 * A creator's track record: the share of their reviewed work that was approved, over the last
 * APPROVAL_WINDOW_DAYS. One definition for the eligibility gate on a task, the staff's submission
 * and user cards and reviewer QA, so a creator refused by a gate sees the same figure staff see.
 *
 * Reviewed means a final decision: approved or rejected. A request for changes is not a verdict
 * (the resubmission gets its own). A rejection overturned on appeal counts by its final decision,
 * approved, so it never counts against the creator.
 *
 * The gate compares the upper bound of the 95% Wilson score interval with the required rate, so
 * a creator with few reviews is judged by what their record could plausibly be, not by one
 * unlucky rejection; below `min_reviewed` reviews the rate gate does not apply at all.
 */
import { collections } from './collections';
import { formatCount } from './numbers';
import type { CountQuery } from './query-spec';

/** The window the approval rate is counted over. */
export const APPROVAL_WINDOW_DAYS = 365;

/** z for a two-sided 95% interval. */
const Z_95 = 1.959963984540054;

/** Approved and reviewed (approved + rejected) submissions in the window. */
export interface TrackRecord {
  approved: number;
  reviewed: number;
}

/** approved ÷ reviewed, or null when nothing was reviewed. */
export function approvalRate({ approved, reviewed }: TrackRecord): number | null {
  return reviewed > 0 ? approved / reviewed : null;
}

/** The 95% Wilson score interval of the approval rate; [0, 1] when nothing was reviewed. */
export function wilsonInterval({ approved, reviewed }: TrackRecord): [number, number] {
  if (reviewed <= 0) return [0, 1];
  const n = reviewed;
  const p = approved / n;
  const z2 = Z_95 * Z_95;
  const centre = p + z2 / (2 * n);
  const spread = Z_95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denominator = 1 + z2 / n;
  return [
    Math.max(0, (centre - spread) / denominator),
    Math.min(1, (centre + spread) / denominator),
  ];
}

/** The track-record part of a task's eligibility. */
export interface ApprovalGate {
  /** 0–100; null: no rate required. */
  min_approval_rate: number | null;
  /** Below this many reviewed submissions the rate gate does not apply. */
  min_reviewed: number;
}

/** Whether `record` passes `gate`: the rate's Wilson upper bound must reach the required rate. */
export function meetsApprovalGate(record: TrackRecord, gate: ApprovalGate): boolean {
  if (gate.min_approval_rate === null || gate.min_approval_rate <= 0) return true;
  if (record.reviewed < gate.min_reviewed) return true;
  const [, upper] = wilsonInterval(record);
  // A hair of tolerance: 9 of 10 against a 90% gate must not fail on floating point.
  return upper * 100 + 1e-9 >= gate.min_approval_rate;
}

/** A rate as a whole percentage: "94%". */
export function formatRate(rate: number): string {
  return `${Math.round(rate * 100)}%`;
}

/** "94% approved · 48 reviewed (365 days)", or "No reviewed work (365 days)". */
export function formatTrackRecord(record: TrackRecord): string {
  const rate = approvalRate(record);
  if (rate === null) return `No reviewed work (${APPROVAL_WINDOW_DAYS} days)`;
  return `${formatRate(rate)} approved · ${formatCount(record.reviewed)} reviewed (${APPROVAL_WINDOW_DAYS} days)`;
}

/** The first moment (epoch ms) of the window that ends at `nowMillis`. */
export function approvalWindowStart(nowMillis: number): number {
  return nowMillis - APPROVAL_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/**
 * The two counts a track record is read from, as aggregation queries over the creator's
 * submissions decided since `since` (index: user_id, review_status, reviewed_at).
 */
export function trackRecordQueries(
  userId: string,
  since: Date,
): { approved: CountQuery; rejected: CountQuery } {
  const decided = (status: 'approved' | 'rejected'): CountQuery => ({
    collection: collections.submissions,
    where: [
      ['user_id', '==', userId],
      ['review_status', '==', status],
      ['reviewed_at', '>=', since],
    ],
  });
  return { approved: decided('approved'), rejected: decided('rejected') };
}

/** The track record from its two counts. */
export function trackRecordOf(counts: { approved: number; rejected: number }): TrackRecord {
  return { approved: counts.approved, reviewed: counts.approved + counts.rejected };
}
