import { useId, useState } from 'react';
import styled from 'styled-components';
import { appealDeadlineMillis, appealRefusal } from '@groundtruth/domain/appeals';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { creatorAppealWords } from '@groundtruth/domain/words/creator/appeal';
import { creatorCommonWords } from '@groundtruth/domain/words/creator/common';
import { useDateFormat } from '@groundtruth/platform/format';
import { useWords } from '@groundtruth/platform/i18n';
import { useSignedInUser } from '@groundtruth/platform/session';
import { Alert, Button, StatusBadge, colorVars as c, fontSizes } from '@groundtruth/ui-kit';
import { useNow } from '../../../components/time-left';
import { useAppealSubmission } from '../api/appeal-submission';
import { AppealDialog } from './appeal-dialog';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

const Quote = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

/**
 * The appeal of a rejection on its card: Appeal and the deadline while the window is
 * open, the deadline passed after it, the appeal under review, then the outcome.
 */
export function AppealSection({ submission }: { submission: WithId<Submission> }) {
  const deadlineId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const { user } = useSignedInUser();
  const appeal = useAppealSubmission(user.uid);
  const now = useNow();
  const w = useWords('creator.appeal', creatorAppealWords);
  const messages = useWords('messages', englishMessages);
  const { statuses } = useWords('creator', creatorCommonWords);
  const { dateTime } = useDateFormat();

  if (submission.appeal_status === 'open') {
    return (
      <Alert tone="info" title={messages.appealUnderReview}>
        <Quote>
          {w.yourAppeal} {submission.appeal_message}
        </Quote>
      </Alert>
    );
  }
  if (submission.appeal_status === 'decided') {
    return (
      <Alert
        tone={submission.appeal_decision === 'approved' ? 'success' : 'info'}
        title={messages.appealDecided}
      >
        <Quote>
          {w.outcome}{' '}
          {submission.appeal_decision ? (
            <StatusBadge
              kind="review"
              status={submission.appeal_decision}
              label={statuses.review[submission.appeal_decision]}
            />
          ) : (
            w.notStated
          )}
        </Quote>
        {submission.appeal_decision_notes ? (
          <Quote>{submission.appeal_decision_notes}</Quote>
        ) : null}
        {submission.appeal_message ? (
          <Quote>
            {w.yourAppeal} {submission.appeal_message}
          </Quote>
        ) : null}
      </Alert>
    );
  }
  if (submission.review_status !== 'rejected' || !submission.reviewed_at) return null;

  const deadline = dateTime(appealDeadlineMillis(submission.reviewed_at.toMillis()));
  // The same rule appealSubmission applies.
  if (appealRefusal(submission, now) !== null) {
    return <Muted>{messages.appealDeadlinePassed(deadline)}</Muted>;
  }
  return (
    <Row>
      <Muted id={deadlineId}>{messages.appealDeadline(deadline)}</Muted>
      <Button variant="outline" onClick={() => setOpen(true)} aria-describedby={deadlineId}>
        {w.appeal}
      </Button>
      <AppealDialog
        submissionId={submission.id}
        taskTitle={submission.task_title}
        open={open}
        onOpenChange={setOpen}
        message={draft}
        onMessageChange={setDraft}
        appeal={appeal}
      />
    </Row>
  );
}
