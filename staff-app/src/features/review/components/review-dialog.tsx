import { useState } from 'react';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { Button, Dialog } from '@groundtruth/ui-kit';
import { useDecideAppeal } from '../api/decide-appeal';
import { useReviewSubmission } from '../api/review-submission';
import { decisionButtons } from './decision-labels';
import { FeedbackField } from './feedback-field';

/**
 * The Review Submission dialog of a pending card, and the Decide Appeal dialog of an appealed
 * one: optional feedback, then Approve, Needs Changes or Reject. Each decision is one
 * reviewSubmission (or decideAppeal) call; the dialog closes when it succeeds and stays open
 * with the server's message when it is refused.
 */
export function ReviewDialog({
  submissionId,
  subject,
  appeal = false,
  open,
  onOpenChange,
}: {
  /** The pending submission. */
  submissionId: string;
  /** What is reviewed, e.g. "Film yourself cooking by Maya Chen". */
  subject: string;
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
      <FeedbackField value={notes} onChange={setNotes} disabled={review.isPending} />
    </Dialog>
  );
}
