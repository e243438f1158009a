/**
 * When an accepted task's time has run out. submitWork refuses, acceptTask allows
 * accepting again, and the creator's screens show Expired exactly when this says so, so they
 * cannot disagree.
 */
import type { AcceptanceStatus } from './constants';
import type { TimestampLike } from './timestamp';

/** The part of an acceptance that decides whether it ran out. */
export interface AcceptanceDeadline {
  status: AcceptanceStatus;
  /** When it expires; null or absent: never (no working time, no due date). */
  expires_at?: TimestampLike | null;
  latest_submission_id?: string | null;
}

/**
 * Whether an acceptance has run out at `nowMs`: expired by the job, or still open without a
 * submission past its expires_at (the job has not come by yet). An acceptance with a submission
 * never runs out: its work is with staff, and a resubmission after needs_changes is not late.
 */
export function hasRunOut(acceptance: AcceptanceDeadline, nowMs: number): boolean {
  if (acceptance.status === 'expired') return true;
  return (
    acceptance.status === 'accepted' &&
    !acceptance.latest_submission_id &&
    !!acceptance.expires_at &&
    acceptance.expires_at.toMillis() <= nowMs
  );
}
