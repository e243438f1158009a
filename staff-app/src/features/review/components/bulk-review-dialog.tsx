import { useState } from 'react';
import { reviewDecisions, type ReviewDecision } from '@groundtruth/domain/constants';
import { Button, Dialog, Select } from '@groundtruth/ui-kit';
import { useDraft } from '@groundtruth/platform/drafts';
import { usePlatformSettings } from '../../../lib/platform-settings';
import { reviewReasonsOf } from '../../../lib/review-reasons';
import { decisionButtons } from './decision-labels';
import { FeedbackField } from './feedback-field';
import { checkWhy, type WhyErrors } from './review-why-form';
import { ReasonField, ReviewFields } from './review-why-fields';

/**
 * One decision, reason and feedback for every selected pending submission. Confirming hands them
 * to the page, which reviews each item by its own call (each refused or held on its own) and
 * lists how each went. Moments in files are one submission's, so bulk review has none.
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
  onConfirm: (decision: ReviewDecision, notes: string, reasonCode?: string) => void;
}) {
  const reasons = reviewReasonsOf(usePlatformSettings().data);
  const [decision, setDecision] = useState<ReviewDecision>('approved');
  // Closed unconfirmed, the reason and feedback wait for the next bulk review.
  const [notes, setNotes, clearNotes] = useDraft('bulk-review:notes', '');
  const [reasonCode, setReasonCode, clearReasonCode] = useDraft('bulk-review:reason', '');
  const [errors, setErrors] = useState<WhyErrors>({});
  const noun = count === 1 ? 'submission' : 'submissions';
  const confirm = () => {
    const why = checkWhy(decision, { reasonCode, notes, moments: [] }, []);
    setErrors(why.ok ? {} : why.errors);
    if (!why.ok) return;
    onConfirm(decision, notes, why.reasonCode);
    clearNotes();
    clearReasonCode();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Review selected submissions"
      description={`The same decision, reason and feedback go to ${count} ${noun}.`}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button variant={decision === 'rejected' ? 'destructive' : 'primary'} onClick={confirm}>
            {`Review ${count} ${noun}`}
          </Button>
        </>
      }
    >
      <ReviewFields>
        <Select
          label="Decision"
          options={decisionButtons.map(({ decision: value, label }) => ({ value, label }))}
          value={decision}
          onChange={(event) => {
            const value = event.target.value;
            if ((reviewDecisions as readonly string[]).includes(value))
              setDecision(value as ReviewDecision);
            setErrors({});
          }}
        />
        {decision === 'approved' ? null : (
          <ReasonField
            reasons={reasons}
            value={reasonCode}
            error={errors.reasonCode}
            onChange={(code) => {
              setReasonCode(code);
              setErrors((current) => ({ ...current, reasonCode: undefined }));
            }}
          />
        )}
        <FeedbackField
          value={notes}
          error={errors.notes}
          onChange={(text) => {
            setNotes(text);
            setErrors((current) => ({ ...current, notes: undefined }));
          }}
        />
      </ReviewFields>
    </Dialog>
  );
}
