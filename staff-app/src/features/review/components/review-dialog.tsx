import { useState } from 'react';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { Button, Dialog } from '@groundtruth/ui-kit';
import { useReviewSubmission } from '../api/review-submission';
import { decisionButtons } from './decision-labels';
import { FeedbackField } from './feedback-field';

/**
 * The Review Submission dialog of a pending card: optional feedback, then Approve, Needs Changes
 * or Reject. Each decision is one reviewSubmission call; the dialog closes when it succeeds and
 * stays open with the server's message when it is refused.
 */
export function ReviewDialog({
  submissionId,
  subject,
  open,
  onOpenChange,
}: {
  /** The pending submission. */
  submissionId: string;
  /** What is reviewed, e.g. "Film yourself cooking by Maya Chen". */
  subject: string;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
}) {
  const review = useReviewSubmission();
  const [notes, setNotes] = useState('');
  const [chosen, setChosen] = useState<ReviewDecision | null>(null);

  const decide = (decision: ReviewDecision) => {
    setChosen(decision);
    review.mutate(
      { submissionId, decision, notes },
      {
        onSuccess: () => {
          setNotes('');
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
      title="Review Submission"
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
      <FeedbackField value={notes} onChange={setNotes} disabled={review.isPending} />
    </Dialog>
  );
}
