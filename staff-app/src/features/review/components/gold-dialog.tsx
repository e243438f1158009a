import { useState } from 'react';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { needsReason } from '@groundtruth/domain/review-reasons';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { Button, Dialog, Select } from '@groundtruth/ui-kit';
import { usePlatformSettings } from '../../../lib/platform-settings';
import { reviewReasonsOf } from '../../../lib/review-reasons';
import { useMarkGold } from '../api/mark-gold';
import { decisionButtons } from './decision-labels';
import { ReasonField, ReviewFields } from './review-why-fields';

/**
 * The Use as gold dialog of a reviewed card (admins only): the decision a reviewer should give
 * this work and, to expect a rejection or a request for changes, the reason. One markGold call;
 * the dialog closes when it succeeds and stays open when it is refused (the toast says why).
 */
export function GoldDialog({
  submissionId,
  subject,
  open,
  onOpenChange,
}: {
  /** The reviewed submission. */
  submissionId: string;
  /** What is marked, e.g. "Film yourself cooking by Maya Chen". */
  subject: string;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
}) {
  const markGold = useMarkGold();
  const reasons = reviewReasonsOf(usePlatformSettings().data);
  const [decision, setDecision] = useState<ReviewDecision>('approved');
  const [reasonCode, setReasonCode] = useState('');
  const [reasonError, setReasonError] = useState<string>();

  const save = () => {
    if (needsReason(decision) && !reasonCode) {
      setReasonError(staffMessages.reasonRequired);
      return;
    }
    markGold.mutate(
      { submissionId, expectedDecision: decision, expectedReasonCode: reasonCode },
      { onSuccess: () => onOpenChange(false) },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!markGold.isPending) onOpenChange(next);
      }}
      title={staffMessages.useAsGold}
      description={subject}
      footer={
        <Button variant="primary" loading={markGold.isPending} onClick={save}>
          {staffMessages.useAsGold}
        </Button>
      }
    >
      <ReviewFields>
        <Select
          label="Expected decision"
          options={decisionButtons.map(({ decision: value, label }) => ({ value, label }))}
          value={decision}
          disabled={markGold.isPending}
          hint="What a reviewer should decide; their answer is checked against it."
          onChange={(event) => setDecision(event.target.value as ReviewDecision)}
        />
        {needsReason(decision) ? (
          <ReasonField
            reasons={reasons}
            value={reasonCode}
            error={reasonError}
            disabled={markGold.isPending}
            onChange={(code) => {
              setReasonCode(code);
              setReasonError(undefined);
            }}
          />
        ) : null}
      </ReviewFields>
    </Dialog>
  );
}
