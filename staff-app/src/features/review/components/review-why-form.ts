/**
 * The review dialog's why as a form: the reason, the feedback and the moments as typed, checked
 * before the call with the same rules the function applies (domain review-reasons.ts), so a
 * reviewer is told at the field what the server would refuse.
 */
import type { ReviewDecision } from '@groundtruth/domain/constants';
import {
  REJECTION_NOTES_MIN,
  evidenceProblem,
  needsReason,
  parseMoment,
  type EvidenceTarget,
  type ReviewEvidence,
} from '@groundtruth/domain/review-reasons';
import { staffMessages } from '@groundtruth/domain/staff-messages';

/** One moment as typed: which file, "0:12", and a note. */
export interface MomentRow {
  key: number;
  fileIndex: number;
  at: string;
  note: string;
}

export interface WhyValues {
  reasonCode: string;
  notes: string;
  moments: readonly MomentRow[];
}

/** What is wrong, by field; a moment's by its key. */
export interface WhyErrors {
  reasonCode?: string;
  notes?: string;
  moments?: Record<number, string>;
}

/**
 * The why of `decision` ready to send, or the errors to show. An approval sends no reason and
 * no moments, whatever is filled in.
 */
export function checkWhy(
  decision: ReviewDecision,
  values: WhyValues,
  files: readonly EvidenceTarget[],
):
  { ok: true; reasonCode?: string; evidence: ReviewEvidence[] } | { ok: false; errors: WhyErrors } {
  if (!needsReason(decision)) return { ok: true, evidence: [] };
  const errors: WhyErrors = {};
  if (!values.reasonCode) errors.reasonCode = staffMessages.reasonRequired;
  const length = values.notes.trim().length;
  if (decision === 'rejected' && length < REJECTION_NOTES_MIN)
    errors.notes = staffMessages.rejectionNotesTooShort(REJECTION_NOTES_MIN, length);
  const evidence: ReviewEvidence[] = [];
  const momentErrors: Record<number, string> = {};
  for (const row of values.moments) {
    const atSeconds = parseMoment(row.at);
    if (atSeconds === null) {
      momentErrors[row.key] = staffMessages.momentUnreadable;
      continue;
    }
    const point = { fileIndex: row.fileIndex, atSeconds, note: row.note.trim() };
    // The server's words, without the field path the reviewer does not need.
    const problem = evidenceProblem([point], files);
    if (problem) momentErrors[row.key] = problem.replace(/^[^:]+: /, '');
    else evidence.push(point);
  }
  if (Object.keys(momentErrors).length) errors.moments = momentErrors;
  if (errors.reasonCode || errors.notes || errors.moments) return { ok: false, errors };
  return { ok: true, reasonCode: values.reasonCode, evidence };
}
