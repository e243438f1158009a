import { useState } from 'react';
import { reviewDecisions, type ReviewDecision } from '@groundtruth/domain/constants';
import { Button, Dialog, Select } from '@groundtruth/ui-kit';
import { decisionButtons } from './decision-labels';
import { FeedbackField } from './feedback-field';

/**
 * One decision and one feedback for every selected pending submission. Confirming hands them to
 * the page, which reviews each item by its own call and lists how each went.
 */
export function BulkReviewDialog({
  count,
  open,
  onOpenChange,
  onConfirm,
}: {
  /** How many submissions are selected. */
  count: number;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
  /** Starts the bulk review. */
  onConfirm: (decision: ReviewDecision, notes: string) => void;
}) {
  const [decision, setDecision] = useState<ReviewDecision>('approved');
  const [notes, setNotes] = useState('');
  const noun = count === 1 ? 'submission' : 'submissions';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Review selected submissions"
      description={`The same decision and feedback go to ${count} ${noun}.`}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button
            variant={decision === 'rejected' ? 'destructive' : 'primary'}
            onClick={() => {
              onConfirm(decision, notes);
              setNotes('');
            }}
          >
            {`Review ${count} ${noun}`}
          </Button>
        </>
      }
    >
      <Select
        label="Decision"
        options={decisionButtons.map(({ decision: value, label }) => ({ value, label }))}
        value={decision}
        onChange={(event) => {
          const value = event.target.value;
          if ((reviewDecisions as readonly string[]).includes(value))
            setDecision(value as ReviewDecision);
        }}
      />
      <FeedbackField value={notes} onChange={setNotes} />
    </Dialog>
  );
}
