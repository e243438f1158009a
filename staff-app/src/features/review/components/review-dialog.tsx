import { useState } from 'react';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import type { SubmissionFile } from '@groundtruth/domain/entities';
import { evidenceTargets, formatMoment } from '@groundtruth/domain/review-reasons';
import { Button, Dialog } from '@groundtruth/ui-kit';
import { useDraft } from '@groundtruth/platform/drafts';
import { usePlatformSettings } from '../../../lib/platform-settings';
import { reviewReasonsOf } from '../../../lib/review-reasons';
import { useDecideAppeal } from '../api/decide-appeal';
import { useReviewSubmission } from '../api/use-review-submission';
import { decisionButtons } from './decision-labels';
import { FeedbackField } from './feedback-field';
import { checkWhy, type MomentRow, type WhyErrors } from './review-why-form';
import { MomentsField, ReasonField, ReviewFields } from './review-why-fields';
import { ReviewPlayer } from './review-player';

/**
 * The Review Submission dialog of a pending card, and the Decide Appeal dialog of an appealed
 * one: the files in a player with Mark this moment, a reason (required to reject or ask for changes), feedback (at least 40 characters to
 * reject), optional moments in the files, then Approve, Needs Changes or Reject. Each decision is
 * one reviewSubmission (or decideAppeal) call; the dialog closes when it succeeds and stays open
 * with the server's message when it is refused.
 */
export function ReviewDialog({
  submissionId,
  subject,
  files,
  appeal = false,
  open,
  onOpenChange,
}: {
  /** The pending submission. */
  submissionId: string;
  /** What is reviewed, e.g. "Film yourself cooking by Maya Chen". */
  subject: string;
  /** The submission's files: played here, and what moments point into. */
  files: readonly SubmissionFile[];
  /** Decides the submission's open appeal instead of reviewing a pending submission. */
  appeal?: boolean;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
}) {
  const reviewSubmission = useReviewSubmission();
  const decideAppeal = useDecideAppeal();
  const review = appeal ? decideAppeal : reviewSubmission;
  const reasons = reviewReasonsOf(usePlatformSettings().data);
  // Closed undecided, the reason, feedback and moments wait for the next opening of this card.
  const draft = `review:${appeal ? 'appeal' : 'submission'}:${submissionId}`;
  const [notes, setNotes, clearNotes] = useDraft(`${draft}:notes`, '');
  const [reasonCode, setReasonCode, clearReasonCode] = useDraft(`${draft}:reason`, '');
  const [moments, setMoments, clearMoments] = useDraft<MomentRow[]>(`${draft}:moments`, []);
  const [errors, setErrors] = useState<WhyErrors>({});
  const [chosen, setChosen] = useState<ReviewDecision | null>(null);

  const targets = evidenceTargets(files);
  // A moment marked at the player's playhead, below the others, for the reviewer to describe.
  const markMoment = (fileIndex: number, atSeconds: number) =>
    setMoments((rows) => [
      ...rows,
      { key: (rows.at(-1)?.key ?? 0) + 1, fileIndex, at: formatMoment(atSeconds), note: '' },
    ]);

  const decide = (decision: ReviewDecision) => {
    const why = checkWhy(decision, { reasonCode, notes, moments }, targets);
    setErrors(why.ok ? {} : why.errors);
    if (!why.ok) return;
    setChosen(decision);
    review.mutate(
      { submissionId, decision, notes, reasonCode: why.reasonCode, evidence: why.evidence },
      {
        onSuccess: () => {
          clearNotes();
          clearReasonCode();
          clearMoments();
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!review.isPending) onOpenChange(next);
      }}
      title={appeal ? 'Decide Appeal' : 'Review Submission'}
      description={subject}
      footer={decisionButtons.map(({ decision, label }) => (
        <Button
          key={decision}
          variant={
            decision === 'approved'
              ? 'primary'
              : decision === 'rejected'
                ? 'destructive'
                : 'secondary'
          }
          loading={review.isPending && chosen === decision}
          disabled={review.isPending}
          onClick={() => decide(decision)}
        >
          {label}
        </Button>
      ))}
    >
      <ReviewFields>
        <ReviewPlayer files={files} onMark={markMoment} disabled={review.isPending} />
        <ReasonField
          reasons={reasons}
          value={reasonCode}
          error={errors.reasonCode}
          disabled={review.isPending}
          onChange={(code) => {
            setReasonCode(code);
            setErrors((current) => ({ ...current, reasonCode: undefined }));
          }}
        />
        <FeedbackField
          value={notes}
          error={errors.notes}
          disabled={review.isPending}
          onChange={(text) => {
            setNotes(text);
            setErrors((current) => ({ ...current, notes: undefined }));
          }}
        />
        <MomentsField
          files={targets}
          rows={moments}
          errors={errors.moments}
          disabled={review.isPending}
          onChange={setMoments}
        />
      </ReviewFields>
    </Dialog>
  );
}
