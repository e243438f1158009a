/**
 * Whether a submission's work may leave the platform at all: in a dataset export
 * (export-page.ts) or as one of a dataset order's samples (orders/samples/). It must be approved
 * (a decision that is final: only pending work is reviewed, only rejections appealed), and no
 * person in its frame may have withdrawn their release (releases/sign-by-link.ts flags it
 * `release_revoked`, for good). Each of its files then goes out only without the place it was
 * recorded, or not at all (deliver-files.ts). Once false it stays false, so a sample taken while
 * it was true is withdrawn when it turns (orders/samples/withdraw-samples.ts).
 */
import type { Submission } from '@groundtruth/domain/entities';

export function deliverable(
  submission: Pick<Submission, 'review_status' | 'release_revoked'>,
): boolean {
  return submission.review_status === 'approved' && submission.release_revoked !== true;
}
