// The why a test's review gives: a reason from the default list and notes long enough to
// reject, so a test that is about something else decides as a real reviewer must.
import type { ReviewDecision } from '@groundtruth/domain/constants';

/** Notes long enough for a rejection (REJECTION_NOTES_MIN). */
export const REJECTION_NOTES = 'The subject is out of frame for most of the clip.';

/** `decision`'s reason and notes: none for an approval, else poor_quality and `notes`. */
export function because(
  decision: ReviewDecision,
  notes: string = REJECTION_NOTES,
): { reasonCode?: string; notes?: string } {
  return decision === 'approved' ? {} : { reasonCode: 'poor_quality', notes };
}
