import styled from 'styled-components';
import type { Submission } from '@groundtruth/domain/entities';
import { messages } from '@groundtruth/domain/messages';
import { Alert } from '@groundtruth/ui-kit';
import { ReviewWhy } from '../../../components/review-why';

const Notice = styled.div`
  margin-top: 24px;

  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

/**
 * Above the form when the work was sent back: this is a resubmission, and what the reviewer
 * said (reason, moments and notes), so the creator fixes what was asked without going back.
 */
export function ResubmissionNotice({ sentBack }: { sentBack: Submission }) {
  const feedback = Boolean(sentBack.review_notes || sentBack.review_reason);
  return (
    <Notice>
      <Alert tone="info" title={messages.resubmissionTitle} aria-label={messages.resubmissionTitle}>
        <p>{messages.resubmissionBody}</p>
        <ReviewWhy submission={sentBack} />
        {sentBack.review_notes ? <p>{sentBack.review_notes}</p> : null}
        {feedback ? null : <p>{messages.noReviewFeedback}</p>}
      </Alert>
    </Notice>
  );
}
