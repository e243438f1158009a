import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import type { Submission } from '@groundtruth/domain/entities';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { submitWorkPath } from '@groundtruth/domain/paths';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  StatusBadge,
  colorVars as c,
  fontSizes,
  fontWeights,
} from '@groundtruth/ui-kit';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { AppealSection } from './appeal-section';
import { AskAboutReview } from './ask-about-review';
import { ReviewWhy } from '../../../components/review-why';
import { SubmissionFileRow } from './submission-file-row';
import { creatorCommonWords } from '@groundtruth/domain/words/creator/common';
import { creatorSubmissionsWords } from '@groundtruth/domain/words/creator/submissions';
import { useWords } from '@groundtruth/platform/i18n';
import { useFormat } from '@groundtruth/platform/format';

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin: 0;
  font-size: ${fontSizes.sm};

  div {
    display: flex;
    gap: 6px;
  }

  dt {
    color: ${c.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${fontWeights.medium};
  }
`;

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;

  & + & {
    margin-top: 16px;
  }

  h3 {
    margin: 0;
    font-size: ${fontSizes.sm};
    font-weight: ${fontWeights.semibold};
  }

  p {
    margin: 0;
    font-size: ${fontSizes.sm};
    white-space: pre-wrap;
  }
`;

const Files = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface SubmissionCardProps {
  /** The submission, with its task title and payout copied in. */
  submission: WithId<Submission>;
  /** A newer submission for the same acceptance exists: the changes were already resubmitted. */
  resubmitted: boolean;
}

/** One submission: task, payout, review state and notes, the files with their downloads. */
export function SubmissionCard({ submission, resubmitted }: SubmissionCardProps) {
  const format = useFormat();
  const w = useWords('creator.submissions', creatorSubmissionsWords);
  const { statuses } = useWords('creator', creatorCommonWords);
  const messages = useWords('messages', englishMessages);
  const titleId = useId();
  // Work sent back is always answerable: with no reason given, the card still offers Resubmit.
  const changesRequested = submission.review_status === 'needs_changes';
  const feedback = Boolean(submission.review_notes || submission.review_reason);
  return (
    <Card as="li" aria-labelledby={titleId}>
      <CardHeader>
        <TitleRow>
          <CardTitle as="h2" id={titleId}>
            {submission.task_title}
          </CardTitle>
          <StatusBadge
            kind="review"
            status={submission.review_status}
            label={statuses.review[submission.review_status]}
          />
        </TitleRow>
        <Facts>
          <div>
            <dt>{w.payout}</dt>
            <dd>{format.cents(submission.payout_amount_cents)}</dd>
          </div>
          <div>
            <dt>{w.submitted}</dt>
            <dd>
              <DateTime value={submission.submitted_at} />
            </dd>
          </div>
        </Facts>
      </CardHeader>
      <CardContent>
        {changesRequested ? (
          <Part>
            <Alert
              tone="warning"
              title={messages.changesRequested}
              actions={
                resubmitted ? null : (
                  <Button
                    as={Link}
                    variant="primary"
                    to={submitWorkPath(submission.task_id, submission.acceptance_id ?? undefined)}
                  >
                    {w.resubmitWork}
                  </Button>
                )
              }
            >
              <ReviewWhy submission={submission} />
              {feedback ? <p>{submission.review_notes}</p> : <p>{messages.noReviewFeedback}</p>}
              {resubmitted ? <p>{w.youResubmitted}</p> : null}
            </Alert>
          </Part>
        ) : submission.review_notes || submission.review_reason ? (
          <Part>
            <h3>{w.reviewNotes}</h3>
            <ReviewWhy submission={submission} />
            {submission.review_notes ? <p>{submission.review_notes}</p> : null}
          </Part>
        ) : null}
        {submission.appeal_status ||
        (submission.review_status === 'rejected' && submission.reviewed_at) ? (
          <Part>
            <AppealSection submission={submission} />
          </Part>
        ) : null}
        {submission.notes ? (
          <Part>
            <h3>{w.yourNotes}</h3>
            <p>{submission.notes}</p>
          </Part>
        ) : null}
        {submission.review_status === 'pending' ? null : (
          <Part>
            <div>
              <AskAboutReview submissionId={submission.id} taskTitle={submission.task_title} />
            </div>
          </Part>
        )}
        <Part>
          <h3>{w.files}</h3>
          <Files aria-label={w.filesOf(submission.task_title)}>
            {submission.files.map((file) => (
              <SubmissionFileRow key={file.path} file={file} />
            ))}
          </Files>
        </Part>
      </CardContent>
    </Card>
  );
}
